import { describe, expect, it } from 'vitest';
import { pricePath, validateMovement } from '../core/movement';
import { summarize } from '../core/test-support';
import {
  PG_CLEAR_STEP,
  PG_DEFAULT_MOVEMENT,
  type PgMovement,
  type PgMoveStep,
  type PgMovingUnit,
  pricePgStep,
} from '.';

const price = (unit: PgMovingUnit, step: Partial<PgMoveStep>, extra: Partial<PgMovement> = {}, spentBefore = 0) =>
  summarize(pricePgStep({ ...PG_DEFAULT_MOVEMENT, unit, ...extra }, { ...PG_CLEAR_STEP, ...step }, spentBefore));

describe("Prussia's Glory: the hex entered — the highest cost of its terrains", () => {
  it.each([
    ['infantry', [], 'clear', 1],
    ['infantry', ['woods'], 'woods', 2],
    ['cavalry', ['woods'], 'woods', 3],
    ['leader', ['town'], 'town', 1],
    ['artillery', ['walled-town'], 'walled-town', 1],
    ['cavalry', ['marsh'], 'marsh', 3],
    ['cavalry', ['pond-river'], 'pond-river', 2],
    ['cavalry', ['town', 'pond-river'], 'pond-river', 2],
    ['infantry', ['town', 'woods'], 'woods', 2],
  ] as const)('%s into %o pays %s: %d', (unit, hexTerrains, row, cost) => {
    expect(price(unit, { hexTerrains })).toMatchObject({ total: cost, lines: [`pg-move-hex ${row} ${cost}`] });
  });

  it('several terrains: the note says the highest counts, not their sum', () => {
    expect(price('cavalry', { hexTerrains: ['town', 'marsh'] })).toEqual({
      total: 3,
      lines: ['pg-move-hex marsh 3'],
      notes: ['pg-move-highest-hex'],
    });
  });

  it('deep water is prohibited', () => {
    expect(price('infantry', { hexTerrains: ['deep-water'] })).toMatchObject({
      forbidden: ['pg-move-prohibited deep-water'],
    });
  });
});

describe("Prussia's Glory: hexsides are added", () => {
  it.each([
    ['infantry', ['slope-top'], ['pg-move-hex clear 1', 'pg-move-hexside slope-top 1'], 2],
    ['cavalry', ['slope-bottom'], ['pg-move-hex clear 1', 'pg-move-hexside slope-bottom 1'], 2],
    ['infantry', ['stream'], ['pg-move-hex clear 1', 'pg-move-hexside stream 1'], 2],
    ['infantry', ['entrenchment'], ['pg-move-hex clear 1', 'pg-move-hexside entrenchment 1'], 2],
    ['cavalry', ['entrenchment'], ['pg-move-hex clear 1', 'pg-move-hexside entrenchment 2'], 3],
    [
      'cavalry',
      ['slope-top', 'stream'],
      ['pg-move-hex clear 1', 'pg-move-hexside slope-top 1', 'pg-move-hexside stream 1'],
      3,
    ],
  ] as const)('%s across %o', (unit, hexsides, lines, total) => {
    expect(price(unit, { hexsides })).toMatchObject({ total, lines });
  });

  it('"+0/+1" at the slope bottom: +0 for infantry, +1 for artillery and leaders, as a stated reading', () => {
    expect(price('infantry', { hexsides: ['slope-bottom'] }).lines).toEqual([
      'pg-move-hex clear 1',
      'pg-move-hexside slope-bottom 0 (pg-slope-bottom-split)',
    ]);
    for (const unit of ['artillery', 'leader'] as const) {
      expect(price(unit, { hexsides: ['slope-bottom'] }).lines).toEqual([
        'pg-move-hex clear 1',
        'pg-move-hexside slope-bottom 1 (pg-slope-bottom-split)',
      ]);
    }
  });

  it('a bridge carries the step over the stream or river: +0, not the water’s cost', () => {
    expect(price('infantry', { hexsides: ['stream', 'bridge'] })).toEqual({
      total: 1,
      lines: ['pg-move-hex clear 1', 'pg-move-hexside bridge 0'],
      notes: ['pg-move-bridged stream'],
    });
    expect(price('infantry', { hexsides: ['elbe', 'bridge'] })).toMatchObject({ total: 1 });
  });

  it.each([['pond'], ['elbe']] as const)('the %s hexside is prohibited', (hexside) => {
    expect(price('infantry', { hexsides: [hexside] })).toMatchObject({ forbidden: [`pg-move-prohibited ${hexside}`] });
  });

  it('the Mietzel: in column only, and it takes all the movement points of the move', () => {
    expect(price('infantry', { hexsides: ['mietzel'] })).toMatchObject({ forbidden: ['pg-move-column-only mietzel'] });
    expect(
      price('infantry', { hexsides: ['mietzel'], hexTerrains: ['woods'] }, { inColumn: true, allowance: 5 }),
    ).toEqual({
      total: 5,
      lines: ['pg-move-all-points mietzel 5'],
      notes: [],
    });
    expect(price('infantry', { hexsides: ['mietzel'] }, { inColumn: true }, 1)).toMatchObject({
      forbidden: ['pg-move-whole-move mietzel'],
    });
  });

  it('a path with the Mietzel after a first step is stopped there', () => {
    const movement: PgMovement = { ...PG_DEFAULT_MOVEMENT, inColumn: true, steps: [] };
    const path = pricePath<PgMoveStep>(
      [PG_CLEAR_STEP, { ...PG_CLEAR_STEP, hexsides: ['mietzel'] }],
      6,
      (step, before) => pricePgStep(movement, step, before),
    );
    expect(path).toMatchObject({ blockedAt: 1, spent: 1 });
  });
});

describe("Prussia's Glory: the cost to leave an enemy ZoC", () => {
  it.each([
    ['support', 1],
    ['prussian-engaged-cavalry', 1],
    ['other-fast-engaged', 2],
  ] as const)('%s pays +%d', (leavingZoc, cost) => {
    expect(price('cavalry', { leavingZoc })).toMatchObject({
      total: 1 + cost,
      lines: ['pg-move-hex clear 1', `pg-move-zoc ${leavingZoc} ${cost}`],
    });
  });

  it('an Engaged unit engaged by Formed cavalry may not leave this way (the app’s reading, said in a note)', () => {
    for (const leavingZoc of ['prussian-engaged-cavalry', 'other-fast-engaged'] as const) {
      expect(price('cavalry', { leavingZoc, engagedByFormedCavalry: true })).toEqual({
        forbidden: [`pg-move-engaged-by-formed-cavalry ${leavingZoc}`],
        notes: [`pg-zoc-formed-cavalry-reading ${leavingZoc}`],
      });
    }
    expect(price('infantry', { leavingZoc: 'support', engagedByFormedCavalry: true })).toMatchObject({ total: 2 });
  });

  it('another unit: the card gives no cost; the line says so at 0', () => {
    expect(price('infantry', { leavingZoc: 'other-unit' })).toMatchObject({
      total: 1,
      lines: ['pg-move-hex clear 1', 'pg-move-zoc-other 0'],
    });
  });
});

describe("Prussia's Glory movement input", () => {
  it('refuses an allowance out of bounds and a move of no step', () => {
    expect(validateMovement({ ...PG_DEFAULT_MOVEMENT, allowance: 0, steps: [] }).map((e) => e.field)).toEqual([
      'movement.allowance',
      'movement.steps',
    ]);
    expect(validateMovement(PG_DEFAULT_MOVEMENT)).toEqual([]);
  });
});
