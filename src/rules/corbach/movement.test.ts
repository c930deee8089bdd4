import { describe, expect, it } from 'vitest';
import { validateMovement } from '../core/movement';
import { summarize } from '../core/test-support';
import {
  CORBACH_CLEAR_STEP,
  CORBACH_DEFAULT_MOVEMENT,
  type CorbachMoveStep,
  type CorbachMovingUnit,
  corbachPrintedCost,
  priceCorbachStep,
} from '.';

const price = (unit: CorbachMovingUnit, step: Partial<CorbachMoveStep>) =>
  summarize(priceCorbachStep(unit, { ...CORBACH_CLEAR_STEP, ...step }));

describe('Corbach: the printed cost column (I/C)', () => {
  it.each([
    ['clear', 'infantry', 1],
    ['clear', 'cavalry', 1],
    ['woods', 'infantry', 2],
    ['woods', 'cavalry', 'forbidden'],
    ['village', 'cavalry', 2],
    ['road', 'cavalry', 1],
    ['sunken-road', 'infantry', 1],
    ['stream', 'cavalry', 1],
    ['bridge', 'infantry', 0],
    ['up-one-level', 'infantry', 0],
    ['up-two-levels', 'cavalry', 1],
    ['down-levels', 'cavalry', 0],
    ['slope', 'infantry', 1],
    ['slope', 'cavalry', 2],
    ['slope', 'light-cavalry', 2],
  ] as const)('%s for %s: %s', (row, unit, cost) => {
    expect(corbachPrintedCost(row, unit)).toBe(cost);
  });
});

describe('Corbach: one step', () => {
  it.each([
    ['infantry', { hex: 'woods' }, ['corbach-move-hex woods 2'], 2],
    ['infantry', { hex: 'village' }, ['corbach-move-hex village 2'], 2],
    ['cavalry', { hexside: 'stream' }, ['corbach-move-hex clear 1', 'corbach-move-extra stream 1'], 2],
    ['infantry', { hexside: 'bridge' }, ['corbach-move-hex clear 1', 'corbach-move-extra bridge 0'], 1],
    ['infantry', { level: 'up-one-level' }, ['corbach-move-hex clear 1', 'corbach-move-extra up-one-level 0'], 1],
    ['cavalry', { level: 'down-levels' }, ['corbach-move-hex clear 1', 'corbach-move-extra down-levels 0'], 1],
  ] as const)('%s with %o', (unit, step, lines, total) => {
    expect(price(unit, step)).toMatchObject({ total, lines });
  });

  it('artillery pays the infantry figure, and the line says it is the app’s reading', () => {
    expect(price('artillery', { hex: 'woods' }).lines).toEqual([
      'corbach-move-hex woods 2 (corbach-artillery-moves-as-infantry)',
    ]);
  });

  it('woods are forbidden to cavalry; light cavalry may enter them and is disorganised (note 1)', () => {
    expect(price('cavalry', { hex: 'woods' })).toEqual({ forbidden: ['corbach-move-forbidden woods'], notes: [] });
    expect(price('light-cavalry', { hex: 'woods' })).toEqual({
      total: 2,
      lines: ['corbach-move-hex woods 2'],
      notes: ['corbach-move-disorganised woods'],
    });
  });

  it('a slope costs +1 infantry / +2 cavalry with automatic disorganisation, and is forbidden to artillery', () => {
    expect(price('infantry', { hexside: 'slope' })).toEqual({
      total: 2,
      lines: ['corbach-move-hex clear 1', 'corbach-move-extra slope 1'],
      notes: ['corbach-move-disorganised slope'],
    });
    expect(price('cavalry', { hexside: 'slope' })).toMatchObject({ total: 3 });
    expect(price('artillery', { hexside: 'slope' })).toEqual({
      forbidden: ['corbach-move-forbidden slope'],
      notes: [],
    });
  });

  it('climbing two levels in one hex costs 1 and calls for a disorganisation test (note 3)', () => {
    expect(price('infantry', { level: 'up-two-levels' })).toEqual({
      total: 2,
      lines: ['corbach-move-hex clear 1', 'corbach-move-extra up-two-levels 1'],
      notes: ['corbach-move-disorganisation-test up-two-levels'],
    });
  });
});

describe('Corbach: a road cancels the extra cost, disorganisation and ban of non-clear terrain (note 2)', () => {
  it('the road costs 1 whatever the hex, and the cavalry may follow it through woods', () => {
    expect(price('cavalry', { road: 'road', hex: 'woods' })).toEqual({
      total: 1,
      lines: ['corbach-move-road road 1', 'corbach-road-cancels-ban woods 0'],
      notes: [],
    });
    expect(price('light-cavalry', { road: 'sunken-road', hex: 'woods' })).toEqual({
      total: 1,
      lines: ['corbach-move-road sunken-road 1', 'corbach-road-cancels-disorganisation woods 0'],
      notes: [],
    });
  });

  it('a road over a stream crosses it by a bridge: no +1', () => {
    expect(price('infantry', { road: 'road', hexside: 'stream' })).toMatchObject({
      total: 1,
      lines: ['corbach-move-road road 1', 'corbach-road-cancels-cost stream 0'],
    });
  });

  it('a road up a slope: no extra cost, no disorganisation, and artillery may take it', () => {
    expect(price('cavalry', { road: 'road', hexside: 'slope' })).toEqual({
      total: 1,
      lines: [
        'corbach-move-road road 1',
        'corbach-road-cancels-cost slope 0',
        'corbach-road-cancels-disorganisation slope 0',
      ],
      notes: [],
    });
    expect(price('artillery', { road: 'road', hexside: 'slope' })).toMatchObject({
      total: 1,
      lines: [
        'corbach-move-road road 1 (corbach-artillery-moves-as-infantry)',
        'corbach-road-cancels-ban slope 0',
        'corbach-road-cancels-disorganisation slope 0',
      ],
    });
  });

  it('a road up two levels: no extra cost and no disorganisation test', () => {
    expect(price('infantry', { road: 'road', level: 'up-two-levels' })).toEqual({
      total: 1,
      lines: [
        'corbach-move-road road 1',
        'corbach-road-cancels-cost up-two-levels 0',
        'corbach-road-cancels-test up-two-levels 0',
      ],
      notes: [],
    });
  });
});

describe('Corbach movement input', () => {
  it('refuses an allowance out of bounds and a move of no step', () => {
    expect(validateMovement({ ...CORBACH_DEFAULT_MOVEMENT, allowance: 31, steps: [] }).map((e) => e.field)).toEqual([
      'movement.allowance',
      'movement.steps',
    ]);
    expect(validateMovement(CORBACH_DEFAULT_MOVEMENT)).toEqual([]);
  });
});
