import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corbachCombatChances } from '../corbach';
import { fireChances, shockChances } from '../jours-de-gloire';
import { compareChances, compareModifiers } from './compare';
import type { Chance } from './dice';
import type { Assessment, ResultBand } from './types';

type Chances = readonly { readonly band: ResultBand; readonly chance: Chance }[];

const allowed = (...lines: [string, number, string?][]): Assessment => ({
  status: 'allowed',
  modifiers: lines.map(([id, value, row]) => ({ id, value, source: { table: 't', ...(row ? { row } : {}) } })),
  total: lines.reduce((s, [, v]) => s + v, 0),
  notes: [],
});

describe('compareModifiers', () => {
  it('pairs the same line of both options and marks what differs, lines of B only last', () => {
    const a = allowed(['odds', 1], ['terrain', -1, 'woods'], ['cohesion', 0]);
    const b = allowed(['odds', 2], ['terrain', -1, 'woods'], ['rear', 2]);
    expect(compareModifiers(a, b).map((r) => [r.a?.value ?? null, r.b?.value ?? null, r.differs])).toEqual([
      [1, 2, true],
      [-1, -1, false],
      [0, null, true],
      [null, 2, true],
    ]);
  });

  it('the same line from another terrain row faces its counterpart, and differs even at the same value', () => {
    const rows = compareModifiers(
      allowed(['terrain', -1, 'woods'], ['hexside', -1, 'stream'], ['hexside', -2, 'slope']),
      allowed(['terrain', -1, 'town'], ['hexside', -1, 'stream']),
    );
    expect(rows.map((r) => [r.a?.source.row, r.b?.source.row ?? null, r.differs])).toEqual([
      ['woods', 'town', true],
      ['stream', 'stream', false],
      ['slope', null, true],
    ]);
  });

  it('the same value with other figures behind it (another odds ratio) differs', () => {
    const a: Assessment = { ...allowed(['odds', 1]) };
    const b: Assessment = {
      status: 'allowed',
      modifiers: [{ id: 'odds', value: 1, source: { table: 't' }, params: { attacker: 7, defender: 4 } }],
      total: 1,
      notes: [],
    };
    expect(compareModifiers(a, b)[0]?.differs).toBe(true);
  });

  it('a forbidden option has no lines: every line of the other differs', () => {
    const forbidden: Assessment = { status: 'not-allowed', reasons: [], notes: [] };
    expect(compareModifiers(allowed(['odds', 1]), forbidden)).toEqual([
      expect.objectContaining({ b: null, differs: true }),
    ]);
  });
});

describe('compareChances', () => {
  it('the difference of each row is exactly B minus A, for every table and any two totals', () => {
    const tables: ((modifier: number) => { exact: Chances; atLeast: Chances })[] = [
      fireChances,
      shockChances,
      corbachCombatChances,
    ];
    for (const chancesOf of tables) {
      fc.assert(
        fc.property(fc.integer({ min: -15, max: 25 }), fc.integer({ min: -15, max: 25 }), (ma, mb) => {
          const a = chancesOf(ma);
          const b = chancesOf(mb);
          for (const kind of ['exact', 'atLeast'] as const) {
            compareChances(a[kind], b[kind]).forEach((row, i) => {
              expect(row.a).toEqual(a[kind][i]?.chance);
              expect(row.b).toEqual(b[kind][i]?.chance);
              expect(row.difference).toEqual({
                count: (b[kind][i]?.chance.count ?? 0) - (a[kind][i]?.chance.count ?? 0),
                outOf: a[kind][i]?.chance.outOf,
              });
            });
          }
        }),
        { numRuns: 200 },
      );
    }
  });

  it('a forbidden option shows its chances as absent, and no difference', () => {
    const rows = compareChances(null, fireChances(3).exact);
    expect(rows.every((r) => r.a === null && r.difference === null && r.b !== null)).toBe(true);
  });

  it('refuses chances of two different dice', () => {
    const d6: Chances = [{ band: { id: 'x', min: null, max: null }, chance: { count: 1, outOf: 6 } }];
    expect(() => compareChances<ResultBand>(fireChances(0).exact, d6)).toThrow();
  });
});
