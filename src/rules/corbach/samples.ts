/**
 * Corbach 1760 set-ups for the contract test (tests/unit/rulesets-contract.test.ts): the app never loads this module.
 * Generated with a fixed seed: the same set-ups every run.
 */
import fc from 'fast-check';
import type { GameSamples } from '../core/game';
import { CORBACH_DEFAULT_MOVEMENT } from './movement-setup';
import { CORBACH_HEXES, CORBACH_HEXSIDES, CORBACH_LEVELS, CORBACH_UNIT_TYPES, type CorbachSetup } from './setup';

const corbachSetups = (): CorbachSetup[] => {
  const unit = fc.record({
    strength: fc.integer({ min: 1, max: 12 }),
    morale: fc.integer({ min: 0, max: 10 }),
    type: fc.constantFrom(...CORBACH_UNIT_TYPES),
    light: fc.boolean(),
    disorganised: fc.boolean(),
  });
  return fc.sample(
    fc.record({
      terrain: fc.record({
        hex: fc.constantFrom(...CORBACH_HEXES),
        hexside: fc.constantFrom(...CORBACH_HEXSIDES),
        level: fc.constantFrom(...CORBACH_LEVELS),
      }),
      combat: fc.record({
        attackers: fc.array(unit, { minLength: 1, maxLength: 3 }),
        defenders: fc.array(unit, { minLength: 1, maxLength: 3 }),
        throughFlank: fc.boolean(),
        throughRear: fc.boolean(),
        heavyCavalryBonus: fc.boolean(),
        changeOfStackOrderInEnemyZoc: fc.boolean(),
        commanderPresent: fc.boolean(),
        attackerFormationDemoralised: fc.boolean(),
        defenderFormationDemoralised: fc.boolean(),
        defenderInMarchColumn: fc.boolean(),
      }),
      artillery: fc.record({
        targetLight: fc.boolean(),
        firerDisorganised: fc.boolean(),
        againstFlank: fc.boolean(),
        distance: fc.integer({ min: 1, max: 10 }),
        twelvePounder: fc.boolean(),
      }),
      movement: fc.constant(CORBACH_DEFAULT_MOVEMENT),
    }),
    { numRuns: 3000, seed: 7 },
  );
};

export const CORBACH_SAMPLES: GameSamples<CorbachSetup> = { game: 'corbach', setups: corbachSetups };
