import { describe, expect, it } from 'vitest';
import { summarize } from '../core/test-support';
import {
  JDG_CLEAR_STEP,
  JDG_DEFAULT_MOVEMENT,
  type JdgMoveStep,
  type MovingUnit,
  priceJdgStep,
  validateJdgMovement,
} from '.';

const price = (
  unit: MovingUnit,
  step: Partial<JdgMoveStep>,
  extra: { disordered?: boolean; edition?: '2016' | '2006' } = {},
) =>
  summarize(
    priceJdgStep(
      { unit, disordered: extra.disordered ?? false },
      { ...JDG_CLEAR_STEP, ...step },
      extra.edition ?? '2016',
    ),
  );

describe('Jours de Gloire: the hex entered', () => {
  it.each([
    ['general', 'clear', 1],
    ['artillery', 'clear', 2],
    ['cavalry', 'difficult', 2],
    ['cavalry', 'orchard', 3],
    ['infantry', 'woods', 2],
    ['artillery', 'woods', 3],
    ['infantry', 'marsh', 2],
    ['general', 'town', 1],
    ['infantry', 'town', 2],
    ['cavalry', 'castle', 2],
  ] as const)('%s into %s costs %d (its column of the chart)', (unit, hex, cost) => {
    expect(price(unit, { hex })).toMatchObject({ total: cost, lines: [`move-hex ${hex} ${cost}`] });
  });

  it('river and artillery into marsh are NA: forbidden, with the row as reason', () => {
    expect(price('infantry', { hex: 'river' })).toMatchObject({ forbidden: ['move-not-allowed river'] });
    expect(price('artillery', { hex: 'marsh' })).toMatchObject({ forbidden: ['move-not-allowed marsh'] });
  });

  it('marsh carries its asterisk: see the special rules', () => {
    expect(price('infantry', { hex: 'marsh' }).notes).toContain('marsh-special-rules marsh');
  });
});

describe('Jours de Gloire: hexsides, works, levels and what the unit meets', () => {
  it.each([
    ['infantry', { hexside: 'stream' }, ['move-hex clear 1', 'move-extra stream 1'], 2],
    ['artillery', { hexside: 'stream' }, ['move-hex clear 2', 'move-extra stream 2'], 4],
    ['general', { hexside: 'stream' }, ['move-hex clear 1', 'move-extra stream 0'], 1],
    ['cavalry', { hexside: 'slope' }, ['move-hex clear 1', 'move-extra slope 1'], 2],
    ['general', { hexside: 'steep-slope' }, ['move-hex clear 1', 'move-extra steep-slope 1'], 2],
    ['infantry', { hexside: 'bridge' }, ['move-hex clear 1', 'move-extra bridge 0'], 1],
    ['cavalry', { work: 'redoubt' }, ['move-hex clear 1', 'move-extra redoubt 2'], 3],
    ['infantry', { work: 'fortification' }, ['move-hex clear 1', 'move-extra fortification 2'], 3],
    ['cavalry', { levelChange: 2 }, ['move-hex clear 1', 'move-extra level-up-2 2'], 3],
    ['cavalry', { levelChange: 3 }, ['move-hex clear 1', 'move-extra level-up-2 2'], 3],
    ['artillery', { levelChange: -1 }, ['move-hex clear 2', 'move-extra level-down-1 1'], 3],
    ['cavalry', { levelChange: -2 }, ['move-hex clear 1', 'move-extra level-down-2 1'], 2],
    ['infantry', { friendlyUnit: true }, ['move-hex clear 1', 'move-extra friendly-unit 1'], 2],
    ['general', { friendlyUnit: true }, ['move-hex clear 1', 'move-extra friendly-unit 0'], 1],
    ['infantry', { leavingEnemyZoc: true }, ['move-hex clear 1', 'move-extra leaving-zoc 1'], 2],
  ] as const)('%s with %o', (unit, step, lines, total) => {
    expect(price(unit, step)).toMatchObject({ total, lines });
  });

  it('infantry over a steep slope pays +1 and is disordered (D)', () => {
    expect(price('infantry', { hexside: 'steep-slope' })).toEqual({
      total: 2,
      lines: ['move-hex clear 1', 'move-extra steep-slope 1'],
      notes: ['move-disordered steep-slope'],
    });
  });

  it('artillery over a redoubt pays +3 and is disordered', () => {
    expect(price('artillery', { work: 'redoubt' })).toEqual({
      total: 5,
      lines: ['move-hex clear 2', 'move-extra redoubt 3'],
      notes: ['move-disordered redoubt'],
    });
  });

  it.each([
    ['artillery', { hexside: 'slope' }, 'move-not-allowed slope'],
    ['cavalry', { hexside: 'steep-slope' }, 'move-not-allowed steep-slope'],
    ['artillery', { hexside: 'steep-slope' }, 'move-not-allowed steep-slope'],
    ['cavalry', { work: 'fortification' }, 'move-not-allowed fortification'],
    ['artillery', { work: 'fortification' }, 'move-not-allowed fortification'],
    ['artillery', { levelChange: 2 }, 'move-not-allowed level-up-2'],
    ['artillery', { levelChange: -3 }, 'move-not-allowed level-down-2'],
  ] as const)('%s with %o is NA', (unit, step, reason) => {
    expect(price(unit, step)).toMatchObject({ forbidden: [reason] });
  });

  it('[i]: a steep slope between hexes 3 or more levels apart is impassable, to every unit, road or not', () => {
    for (const unit of ['general', 'infantry'] as const) {
      for (const levelChange of [3, -3, 4]) {
        expect(price(unit, { hexside: 'steep-slope', levelChange, road: 'road' }).forbidden).toEqual([
          'steep-slope-three-levels steep-slope',
        ]);
      }
    }
    expect(price('infantry', { hexside: 'steep-slope', levelChange: 2 })).toMatchObject({ total: 3 });
  });

  it('[d]: a disordered unit entering an enemy ZoC pays +1; a unit in good order does not', () => {
    expect(price('infantry', { enteringEnemyZoc: true }, { disordered: true })).toMatchObject({
      total: 2,
      lines: ['move-hex clear 1', 'move-disordered-into-zoc leaving-zoc 1'],
    });
    expect(price('infantry', { enteringEnemyZoc: true })).toMatchObject({ total: 1, lines: ['move-hex clear 1'] });
  });

  it('every extra adds up in one step', () => {
    expect(
      price('infantry', { hex: 'woods', hexside: 'stream', levelChange: 1, friendlyUnit: true, leavingEnemyZoc: true }),
    ).toMatchObject({ total: 6 });
  });
});

describe('Jours de Gloire: roads and trails, footnote [c]', () => {
  it.each([
    ['general', 'road', 0.5],
    ['infantry', 'road', 1],
    ['artillery', 'road', 1],
    ['general', 'trail', 0.5],
    ['artillery', 'trail', 2],
  ] as const)('%s along a %s pays the road column (%d), whatever the hex', (unit, road, cost) => {
    expect(price(unit, { road, hex: 'woods' })).toMatchObject({ total: cost, lines: [`move-road ${road} ${cost}`] });
  });

  it('a road cancels the stream, redoubt / wall, fortification and level costs (shown as cancelled)', () => {
    expect(price('infantry', { road: 'road', hexside: 'stream', work: 'redoubt', levelChange: 2 })).toMatchObject({
      total: 1,
      lines: [
        'move-road road 1',
        'move-cancelled-by-road stream 0',
        'move-cancelled-by-road redoubt 0',
        'move-cancelled-by-road level-up-2 0',
      ],
    });
  });

  it('[c] "only the D for a steep slope is ignored": artillery along a road over a redoubt is still disordered', () => {
    for (const edition of ['2016', '2006'] as const) {
      expect(price('artillery', { road: 'road', work: 'redoubt' }, { edition })).toMatchObject({
        lines: ['move-road road 1', 'move-cancelled-by-road redoubt 0'],
        notes: ['move-disordered redoubt'],
      });
    }
  });

  it('a road does not cancel slope or steep slope costs, but the steep slope D is ignored', () => {
    expect(price('cavalry', { road: 'road', hexside: 'slope' })).toMatchObject({
      total: 2,
      lines: ['move-road road 1', 'move-extra slope 1'],
    });
    expect(price('infantry', { road: 'trail', hexside: 'steep-slope' })).toEqual({
      total: 2,
      lines: ['move-road trail 1', 'move-extra steep-slope 1'],
      notes: ['road-ignores-steep-slope-d steep-slope'],
    });
  });

  it('a road lets cavalry cross steep slopes and artillery slopes and steep slopes, at +2', () => {
    expect(price('cavalry', { road: 'road', hexside: 'steep-slope' })).toMatchObject({
      total: 3,
      lines: ['move-road road 1', 'move-road-crossing steep-slope 2'],
    });
    expect(price('artillery', { road: 'road', hexside: 'slope' })).toMatchObject({
      total: 3,
      lines: ['move-road road 1', 'move-road-crossing slope 2'],
    });
    expect(price('artillery', { road: 'trail', hexside: 'steep-slope' })).toMatchObject({
      total: 4,
      lines: ['move-road trail 2', 'move-road-crossing steep-slope 2'],
    });
  });

  it('an NA not marked [c] stays NA on a road (fortification for cavalry, two levels for artillery), and says so', () => {
    expect(price('cavalry', { road: 'road', work: 'fortification' })).toEqual({
      forbidden: ['move-not-allowed fortification'],
      notes: ['road-keeps-na fortification'],
    });
    expect(price('artillery', { road: 'road', levelChange: 2 })).toMatchObject({
      forbidden: ['move-not-allowed level-up-2'],
    });
  });

  it('2016: no road movement when moving adjacent to an enemy (4.3.1): the hex and every cost apply', () => {
    expect(price('infantry', { road: 'road', hex: 'woods', hexside: 'stream', adjacentToEnemy: true })).toEqual({
      total: 3,
      lines: ['move-hex woods 2', 'move-extra stream 1'],
      notes: ['road-not-next-to-enemy road'],
    });
    expect(price('artillery', { road: 'road', hexside: 'slope', adjacentToEnemy: true })).toMatchObject({
      forbidden: ['move-not-allowed slope'],
    });
  });

  it('2006: the card does not bar the road next to an enemy; the app follows it and says so', () => {
    expect(price('infantry', { road: 'road', hex: 'woods', adjacentToEnemy: true }, { edition: '2006' })).toEqual({
      total: 1,
      lines: ['move-road road 1'],
      notes: ['road-next-to-enemy-2006 road'],
    });
  });

  it('a road does not cancel the friendly unit or ZoC costs', () => {
    expect(price('infantry', { road: 'road', friendlyUnit: true, leavingEnemyZoc: true })).toMatchObject({ total: 3 });
  });
});

describe('Jours de Gloire movement input', () => {
  it('refuses an allowance out of bounds, a move of no step and a level change beyond ±4', () => {
    expect(validateJdgMovement({ ...JDG_DEFAULT_MOVEMENT, allowance: 0, steps: [] }).map((e) => e.field)).toEqual([
      'movement.allowance',
      'movement.steps',
    ]);
    expect(validateJdgMovement({ ...JDG_DEFAULT_MOVEMENT, steps: [{ ...JDG_CLEAR_STEP, levelChange: 5 }] })).toEqual([
      { field: 'movement.steps.0.levelChange', code: 'integer-range', params: { min: -4, max: 4 } },
    ]);
    expect(validateJdgMovement(JDG_DEFAULT_MOVEMENT)).toEqual([]);
  });
});
