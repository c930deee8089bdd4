import { describe, expect, it } from 'vitest';
import {
  fireChances,
  fireResult,
  JDG_FIRE_TABLE,
  JDG_SHOCK_TABLE,
  shockChances,
  shockResult,
} from '../jours-de-gloire';
import { atLeastChances, bandChances, D6, D10_ZERO_TO_NINE, isFace } from './dice';
import type { ResultBand } from './types';

describe('a d10 read 0-9', () => {
  it('has faces 0 to 9: 0 is zero, never ten', () => {
    expect(D10_ZERO_TO_NINE.faces).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(isFace(D10_ZERO_TO_NINE, 0)).toBe(true);
    expect(isFace(D10_ZERO_TO_NINE, 10)).toBe(false);
    expect(isFace(D6, 0)).toBe(false);
  });
});

describe('results', () => {
  it.each([
    [0, 9, 'cohesion-test'],
    [4, 8, 'cohesion-test'],
    [4, 4, 'no-effect'],
    [4, 9, 'disordered'],
    [6, 9, 'routed'],
  ])('fire: modifier %i, die %i → %s', (modifier, die, band) => {
    expect(fireResult(modifier, die).id).toBe(band);
  });
  it.each([
    [0, 0, '0-to-4'],
    [-1, 0, 'below-0'],
    [1, 9, '10-plus'],
    [5, 0, '5-to-9'],
  ])('shock: modifier %i, die %i → %s', (modifier, die, band) => {
    expect(shockResult(modifier, die).id).toBe(band);
  });
});

describe('exact chances', () => {
  it('shock at +3: each row counted face by face', () => {
    const { exact, atLeast } = shockChances(3);
    expect(exact.map((c) => [c.band.id, c.chance.count, c.chance.outOf])).toEqual([
      ['10-plus', 3, 10],
      ['5-to-9', 5, 10],
      ['0-to-4', 2, 10],
      ['below-0', 0, 10],
    ]);
    expect(atLeast.map((c) => c.chance.count)).toEqual([3, 8, 10, 10]);
  });
  it('fire at +4: no R possible, 1 in 10 D', () => {
    const { exact } = fireChances(4);
    expect(exact.map((c) => c.chance.count)).toEqual([0, 1, 4, 5]);
  });
  it.each([-20, -5, 0, 3, 7, 12, 30])('the rows of every table sum to the whole die at modifier %i', (m) => {
    const tables: (readonly ResultBand[])[] = [JDG_FIRE_TABLE, JDG_SHOCK_TABLE];
    for (const rows of tables.map((table) => bandChances(table, D10_ZERO_TO_NINE, m))) {
      expect(rows.reduce((s, r) => s + r.chance.count, 0)).toBe(10);
      expect(atLeastChances(rows).at(-1)?.chance.count).toBe(10);
    }
  });
  it('equals a brute-force count of every face', () => {
    for (let m = -12; m <= 16; m++) {
      const brute = new Map<string, number>();
      for (const face of D10_ZERO_TO_NINE.faces) {
        const id = shockResult(m, face).id;
        brute.set(id, (brute.get(id) ?? 0) + 1);
      }
      for (const { band, chance } of shockChances(m).exact) expect(chance.count).toBe(brute.get(band.id) ?? 0);
    }
  });
});
