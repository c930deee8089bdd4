/**
 * Jours de Gloire set-ups for the contract test (tests/unit/rulesets-contract.test.ts) and the translation test: the
 * app never loads this module. Deterministic: the same set-ups every run.
 */
import fc from 'fast-check';
import type { GameSamples } from '../core/game';
import { MOVE_LIMITS } from '../core/movement-setup';
import { flagOf, longest, longestNumber, many, type Variant } from '../core/sample-values';
import { MAX_UNITS_PER_SIDE } from '../core/validation';
import {
  type Edition,
  JDG_ATTACK_DIRECTIONS,
  JDG_ATTACK_MODES,
  JDG_ATTACKER_TYPES,
  JDG_BRIDGE_SPANS,
  JDG_DEFAULT_MOVEMENT,
  JDG_DEFENDER_TYPES,
  JDG_EDITIONS,
  JDG_FIRE_KINDS,
  JDG_HEX_TERRAINS,
  JDG_HEXSIDES,
  JDG_LIMITS,
  JDG_MOVE_HEXSIDES,
  JDG_MOVE_LEVELS,
  JDG_MOVE_ROADS,
  JDG_MOVE_WORKS,
  JDG_MOVING_UNITS,
  JDG_WORK_DIRECTIONS,
  JDG_WORKS,
  type JdgSetup,
} from '.';

/** A small deterministic random source (mulberry32), so the set-ups explored are the same every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` Jours de Gloire set-ups, valid or not, the same for the same seed. */
export function randomJdgSetups(count: number, seed: number): JdgSetup[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return Array.from({ length: count }, () => ({
    edition: pick(JDG_EDITIONS),
    terrain: {
      hex: pick(JDG_HEX_TERRAINS),
      hexside: pick(JDG_HEXSIDES),
      bridgeSpans: pick(JDG_BRIDGE_SPANS),
      levelDifference: int(-4, 4),
      work: pick(JDG_WORKS),
      workDirection: pick(JDG_WORK_DIRECTIONS),
    },
    shock: {
      attackers: Array.from({ length: int(0, 3) }, () => ({
        strength: int(0, 12),
        cohesion: int(0, 10),
        type: pick(JDG_ATTACKER_TYPES),
        hex: pick(JDG_HEX_TERRAINS),
      })),
      defenders: Array.from({ length: int(0, 2) }, () => ({
        strength: int(1, 12),
        cohesion: int(0, 11),
        type: pick(JDG_DEFENDER_TYPES),
      })),
      mode: pick(JDG_ATTACK_MODES),
      direction: pick(JDG_ATTACK_DIRECTIONS),
      defenderRouted: random() < 0.3,
      defenderInSquare: random() < 0.3,
      attackerRearExposed: random() < 0.3,
    },
    fire: {
      strength: int(0, 8),
      combined: random() < 0.5,
      kind: pick(JDG_FIRE_KINDS),
      firerHex: pick(JDG_HEX_TERRAINS),
      firerInSquare: random() < 0.2,
      effectiveRange: int(1, 5),
      distance: int(1, 8),
      massedTarget: random() < 0.5,
      targetInSquare: random() < 0.3,
      targetIsArtillery: random() < 0.3,
    },
    movement: JDG_DEFAULT_MOVEMENT,
  }));
}

/**
 * Random Jours de Gloire set-ups, and as many again turned into cavalry charges over open ground: a charge is
 * refused from and into most terrain, so random set-ups seldom reach the charge modifiers.
 */
const jdgSetups = (edition: Edition, seed: number): JdgSetup[] => {
  const setups = randomJdgSetups(2000, seed).map((s) => ({ ...s, edition }));
  const charges = setups.map((s, i) => ({
    ...s,
    terrain: {
      ...s.terrain,
      hex: 'clear' as const,
      hexside: 'none' as const,
      work: 'none' as const,
      levelDifference: 0,
    },
    shock: {
      ...s.shock,
      mode: 'charge' as const,
      attackers: s.shock.attackers.map(
        (a) => ({ ...a, hex: 'clear' as const, type: i % 2 ? 'cavalry' : 'heavy-cavalry' }) as const,
      ),
    },
  }));
  return [...setups, ...charges];
};

/** Both cards' set-ups: every id is reached by one card or the other. */
const int = (limits: { min: number; max: number }) => fc.integer(limits);

function longestJdg(variant: Variant): JdgSetup {
  return {
    edition: variant === 0 ? '2016' : '2006',
    terrain: {
      hex: longest(JDG_HEX_TERRAINS, variant),
      hexside: longest(JDG_HEXSIDES, variant),
      bridgeSpans: longest(JDG_BRIDGE_SPANS, variant),
      levelDifference: longestNumber(JDG_LIMITS.levelDifference, variant),
      work: longest(JDG_WORKS, variant),
      workDirection: longest(JDG_WORK_DIRECTIONS, variant),
    },
    shock: {
      attackers: many(MAX_UNITS_PER_SIDE, () => ({
        strength: longestNumber(JDG_LIMITS.strength, variant),
        cohesion: longestNumber(JDG_LIMITS.cohesion, variant),
        type: longest(JDG_ATTACKER_TYPES, variant),
        hex: longest(JDG_HEX_TERRAINS, variant),
      })),
      defenders: many(MAX_UNITS_PER_SIDE, () => ({
        strength: longestNumber(JDG_LIMITS.strength, variant),
        cohesion: longestNumber(JDG_LIMITS.cohesion, variant),
        type: longest(JDG_DEFENDER_TYPES, variant),
      })),
      mode: longest(JDG_ATTACK_MODES, variant),
      direction: longest(JDG_ATTACK_DIRECTIONS, variant),
      defenderRouted: flagOf(variant),
      defenderInSquare: flagOf(variant),
      attackerRearExposed: flagOf(variant),
    },
    fire: {
      strength: longestNumber(JDG_LIMITS.fireStrength, variant),
      combined: flagOf(variant),
      kind: longest(JDG_FIRE_KINDS, variant),
      firerHex: longest(JDG_HEX_TERRAINS, variant),
      firerInSquare: flagOf(variant),
      effectiveRange: longestNumber(JDG_LIMITS.effectiveRange, variant),
      distance: longestNumber(JDG_LIMITS.distance, variant),
      massedTarget: flagOf(variant),
      targetInSquare: flagOf(variant),
      targetIsArtillery: flagOf(variant),
    },
    movement: {
      unit: longest(JDG_MOVING_UNITS, variant),
      disordered: flagOf(variant),
      allowance: longestNumber(MOVE_LIMITS.allowance, variant),
      steps: many(MOVE_LIMITS.steps, () => ({
        hex: longest(JDG_HEX_TERRAINS, variant),
        road: longest(JDG_MOVE_ROADS, variant),
        hexside: longest(JDG_MOVE_HEXSIDES, variant),
        work: longest(JDG_MOVE_WORKS, variant),
        levelChange: longestNumber(JDG_MOVE_LEVELS, variant),
        friendlyUnit: flagOf(variant),
        leavingEnemyZoc: flagOf(variant),
        enteringEnemyZoc: flagOf(variant),
        adjacentToEnemy: flagOf(variant),
      })),
    },
  };
}

export const JDG_SAMPLES: GameSamples<JdgSetup> = {
  game: 'jdg',
  setups: () => [...jdgSetups('2016', 1), ...jdgSetups('2006', 2)],
  arbitrary: fc.record({
    edition: fc.constantFrom(...JDG_EDITIONS),
    terrain: fc.record({
      hex: fc.constantFrom(...JDG_HEX_TERRAINS),
      hexside: fc.constantFrom(...JDG_HEXSIDES),
      bridgeSpans: fc.constantFrom(...JDG_BRIDGE_SPANS),
      levelDifference: int(JDG_LIMITS.levelDifference),
      work: fc.constantFrom(...JDG_WORKS),
      workDirection: fc.constantFrom(...JDG_WORK_DIRECTIONS),
    }),
    shock: fc.record({
      attackers: fc.array(
        fc.record({
          strength: int(JDG_LIMITS.strength),
          cohesion: int(JDG_LIMITS.cohesion),
          type: fc.constantFrom(...JDG_ATTACKER_TYPES),
          hex: fc.constantFrom(...JDG_HEX_TERRAINS),
        }),
        { maxLength: MAX_UNITS_PER_SIDE },
      ),
      defenders: fc.array(
        fc.record({
          strength: int(JDG_LIMITS.strength),
          cohesion: int(JDG_LIMITS.cohesion),
          type: fc.constantFrom(...JDG_DEFENDER_TYPES),
        }),
        { maxLength: MAX_UNITS_PER_SIDE },
      ),
      mode: fc.constantFrom(...JDG_ATTACK_MODES),
      direction: fc.constantFrom(...JDG_ATTACK_DIRECTIONS),
      defenderRouted: fc.boolean(),
      defenderInSquare: fc.boolean(),
      attackerRearExposed: fc.boolean(),
    }),
    fire: fc.record({
      strength: int(JDG_LIMITS.fireStrength),
      combined: fc.boolean(),
      kind: fc.constantFrom(...JDG_FIRE_KINDS),
      firerHex: fc.constantFrom(...JDG_HEX_TERRAINS),
      firerInSquare: fc.boolean(),
      effectiveRange: int(JDG_LIMITS.effectiveRange),
      distance: int(JDG_LIMITS.distance),
      massedTarget: fc.boolean(),
      targetInSquare: fc.boolean(),
      targetIsArtillery: fc.boolean(),
    }),
    movement: fc.record({
      unit: fc.constantFrom(...JDG_MOVING_UNITS),
      disordered: fc.boolean(),
      allowance: int(MOVE_LIMITS.allowance),
      steps: fc.array(
        fc.record({
          hex: fc.constantFrom(...JDG_HEX_TERRAINS),
          road: fc.constantFrom(...JDG_MOVE_ROADS),
          hexside: fc.constantFrom(...JDG_MOVE_HEXSIDES),
          work: fc.constantFrom(...JDG_MOVE_WORKS),
          levelChange: int(JDG_MOVE_LEVELS),
          friendlyUnit: fc.boolean(),
          leavingEnemyZoc: fc.boolean(),
          enteringEnemyZoc: fc.boolean(),
          adjacentToEnemy: fc.boolean(),
        }),
        { maxLength: MOVE_LIMITS.steps },
      ),
    }),
  }),
  longest: longestJdg,
  longestOn: 'movement',
};
