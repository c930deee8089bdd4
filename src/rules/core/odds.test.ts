import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORBACH_ODDS } from '../corbach/data/tables';
import { JDG_ODDS_TABLE } from '../jours-de-gloire/data/combat-tables';
import { type OddsFavour, type OddsStep, oddsChanges, oddsStep } from './odds';

describe('what would change the odds', () => {
  const tables = [
    ['Jours de Gloire', JDG_ODDS_TABLE],
    ['Corbach 1760', CORBACH_ODDS],
  ] as const;
  // Both roundings a card may state: a ratio between two steps to the defender's side (the step below) or the attacker's.
  it.each(
    tables.flatMap(([name, steps]) =>
      (['defender', 'attacker'] as const).map((favour) => [name, favour, steps] as const),
    ),
  )(
    '%s, in the %s’s favour: each change is the least that leaves the step, and lands where the table says',
    (_name, favour: OddsFavour, steps) => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 80 }), (attacker, defender) => {
          const now = oddsStep(steps, attacker, defender, favour).step;
          const rank = (s: OddsStep) => steps.indexOf(s);
          const { up, down } = oddsChanges(steps, attacker, defender, favour);
          expect(up === null).toBe(rank(now) === 0);
          expect(down === null).toBe(rank(now) === steps.length - 1);
          if (up) {
            expect(up.attacker.change).toBeGreaterThan(0);
            expect(up.attacker.step).toBe(oddsStep(steps, attacker + up.attacker.change, defender, favour).step);
            expect(rank(up.attacker.step)).toBeLessThan(rank(now));
            // One point less would not have been enough.
            expect(oddsStep(steps, attacker + up.attacker.change - 1, defender, favour).step).toBe(now);
            if (up.defender) {
              expect(up.defender.change).toBeLessThan(0);
              expect(defender + up.defender.change).toBeGreaterThanOrEqual(1);
              expect(up.defender.step).toBe(oddsStep(steps, attacker, defender + up.defender.change, favour).step);
              expect(rank(up.defender.step)).toBeLessThan(rank(now));
              expect(oddsStep(steps, attacker, defender + up.defender.change + 1, favour).step).toBe(now);
            } else expect(rank(oddsStep(steps, attacker, 1, favour).step)).toBeGreaterThanOrEqual(rank(now));
          }
          if (down) {
            expect(down.defender.change).toBeGreaterThan(0);
            expect(down.defender.step).toBe(oddsStep(steps, attacker, defender + down.defender.change, favour).step);
            expect(rank(down.defender.step)).toBeGreaterThan(rank(now));
            expect(oddsStep(steps, attacker, defender + down.defender.change - 1, favour).step).toBe(now);
            if (down.attacker) {
              expect(down.attacker.change).toBeLessThan(0);
              expect(down.attacker.step).toBe(oddsStep(steps, attacker + down.attacker.change, defender, favour).step);
              expect(rank(down.attacker.step)).toBeGreaterThan(rank(now));
              expect(oddsStep(steps, attacker + down.attacker.change + 1, defender, favour).step).toBe(now);
            } else expect(oddsStep(steps, 1, defender, favour).step).toBe(now);
          }
        }),
        { numRuns: 2000 },
      );
    },
  );

  it('Jours de Gloire, 6 SP against 4: +2 SP reach 2/1, −1 SP falls to 1/1; the defender at 3 SP gives 2/1, at 5 SP 1/1', () => {
    expect(oddsChanges(JDG_ODDS_TABLE, 6, 4)).toEqual({
      up: {
        attacker: { change: 2, step: { attacker: 2, defender: 1, drm: 2 } },
        defender: { change: -1, step: { attacker: 2, defender: 1, drm: 2 } },
      },
      down: {
        attacker: { change: -1, step: { attacker: 1, defender: 1, drm: 0 } },
        defender: { change: 1, step: { attacker: 1, defender: 1, drm: 0 } },
      },
    });
  });

  it('in the attacker’s favour a ratio between two steps counts as the step above: 5 against 2 is 3/1, 7 against 2 is 3/1+', () => {
    const steps = [
      { attacker: 3, defender: 1, drm: 3 },
      { attacker: 2, defender: 1, drm: 2 },
      { attacker: 1, defender: 1, drm: 0 },
      { attacker: 1, defender: 2, drm: -2 },
    ];
    expect(oddsStep(steps, 5, 2, 'attacker').step.drm).toBe(3);
    expect(oddsStep(steps, 5, 2).step.drm).toBe(2);
    expect(oddsStep(steps, 7, 2, 'attacker').step.drm).toBe(3);
    expect(oddsStep(steps, 4, 2, 'attacker').step.drm).toBe(2);
    expect(oddsStep(steps, 3, 4, 'attacker').step.drm).toBe(0);
    expect(oddsStep(steps, 1, 9, 'attacker').step.drm).toBe(-2);
    // One point less for the attacker (4:2, exactly 2/1) or one more for the defender (5:3, rounded up to 2/1) falls a step.
    expect(oddsChanges(steps, 5, 2, 'attacker')).toEqual({
      up: null,
      down: {
        attacker: { change: -1, step: { attacker: 2, defender: 1, drm: 2 } },
        defender: { change: 1, step: { attacker: 2, defender: 1, drm: 2 } },
      },
    });
  });
});
