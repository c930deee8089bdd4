/**
 * Corbach 1760 set-ups for the contract test (tests/unit/rulesets-contract.test.ts): the app never loads this module.
 * Generated with a fixed seed: the same set-ups every run.
 */
import fc from 'fast-check';
import type { GameSamples } from '../core/game';
import { MOVE_LIMITS } from '../core/movement-setup';
import { flagOf, longest, longestNumber, many, type Variant } from '../core/sample-values';
import { MAX_UNITS_PER_SIDE } from '../core/validation';
import { CORBACH_LIMITS, CORBACH_MOVE_HEXES, CORBACH_MOVE_ROADS, CORBACH_MOVING_UNITS } from '.';
import { CORBACH_HEXES, CORBACH_HEXSIDES, CORBACH_LEVELS, CORBACH_UNIT_TYPES, type CorbachSetup } from './setup';

const int = (limits: { min: number; max: number }) => fc.integer(limits);
const corbachUnit = fc.record({
  strength: int(CORBACH_LIMITS.strength),
  morale: int(CORBACH_LIMITS.morale),
  type: fc.constantFrom(...CORBACH_UNIT_TYPES),
  light: fc.boolean(),
  disorganised: fc.boolean(),
});

function longestCorbach(variant: Variant): CorbachSetup {
  const unit = () => ({
    strength: longestNumber(CORBACH_LIMITS.strength, variant),
    morale: longestNumber(CORBACH_LIMITS.morale, variant),
    type: longest(CORBACH_UNIT_TYPES, variant),
    light: flagOf(variant),
    disorganised: flagOf(variant),
  });
  return {
    terrain: {
      hex: longest(CORBACH_HEXES, variant),
      hexside: longest(CORBACH_HEXSIDES, variant),
      level: longest(CORBACH_LEVELS, variant),
    },
    combat: {
      attackers: many(MAX_UNITS_PER_SIDE, unit),
      defenders: many(MAX_UNITS_PER_SIDE, unit),
      throughFlank: flagOf(variant),
      throughRear: flagOf(variant),
      heavyCavalryBonus: flagOf(variant),
      changeOfStackOrderInEnemyZoc: flagOf(variant),
      commanderPresent: flagOf(variant),
      attackerFormationDemoralised: flagOf(variant),
      defenderFormationDemoralised: flagOf(variant),
      defenderInMarchColumn: flagOf(variant),
    },
    artillery: {
      targetLight: flagOf(variant),
      firerDisorganised: flagOf(variant),
      againstFlank: flagOf(variant),
      distance: longestNumber(CORBACH_LIMITS.distance, variant),
      twelvePounder: flagOf(variant),
    },
    movement: {
      unit: longest(CORBACH_MOVING_UNITS, variant),
      allowance: longestNumber(MOVE_LIMITS.allowance, variant),
      steps: many(MOVE_LIMITS.steps, () => ({
        hex: longest(CORBACH_MOVE_HEXES, variant),
        road: longest(CORBACH_MOVE_ROADS, variant),
        hexside: longest(CORBACH_HEXSIDES, variant),
        level: longest(CORBACH_LEVELS, variant),
      })),
    },
  };
}

/** Every set-up a player can make, within the app's limits. */
const CORBACH_ARBITRARY: fc.Arbitrary<CorbachSetup> = fc.record({
  terrain: fc.record({
    hex: fc.constantFrom(...CORBACH_HEXES),
    hexside: fc.constantFrom(...CORBACH_HEXSIDES),
    level: fc.constantFrom(...CORBACH_LEVELS),
  }),
  combat: fc.record({
    attackers: fc.array(corbachUnit, { maxLength: MAX_UNITS_PER_SIDE }),
    defenders: fc.array(corbachUnit, { maxLength: MAX_UNITS_PER_SIDE }),
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
    distance: int(CORBACH_LIMITS.distance),
    twelvePounder: fc.boolean(),
  }),
  movement: fc.record({
    unit: fc.constantFrom(...CORBACH_MOVING_UNITS),
    allowance: int(MOVE_LIMITS.allowance),
    steps: fc.array(
      fc.record({
        hex: fc.constantFrom(...CORBACH_MOVE_HEXES),
        road: fc.constantFrom(...CORBACH_MOVE_ROADS),
        hexside: fc.constantFrom(...CORBACH_HEXSIDES),
        level: fc.constantFrom(...CORBACH_LEVELS),
      }),
      { maxLength: MOVE_LIMITS.steps },
    ),
  }),
});

/** Enough set-ups to reach every modifier, reading and note of the rules: the same ones every run. */
const corbachSetups = (): CorbachSetup[] => fc.sample(CORBACH_ARBITRARY, { numRuns: 3000, seed: 7 });

export const CORBACH_SAMPLES: GameSamples<CorbachSetup> = {
  game: 'corbach',
  setups: corbachSetups,
  arbitrary: CORBACH_ARBITRARY,
  longest: longestCorbach,
  longestOn: 'sequence',
};
