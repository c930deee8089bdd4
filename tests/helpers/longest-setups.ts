/**
 * The longest set-ups a player can make in each game: every list at its most, every id the longest of its kind,
 * every number the longest to write. `variant` 1 picks, field by field, another value of the same kind, so a
 * comparison of variant 0 against variant 1 writes every field of option B: the longest link there is.
 */
import {
  CORBACH_HEXES,
  CORBACH_HEXSIDES,
  CORBACH_LEVELS,
  CORBACH_LIMITS,
  CORBACH_MOVE_HEXES,
  CORBACH_MOVE_LIMITS,
  CORBACH_MOVE_ROADS,
  CORBACH_MOVING_UNITS,
  CORBACH_UNIT_TYPES,
  type CorbachSetup,
} from '../../src/rules/corbach';
import { MAX_UNITS_PER_SIDE } from '../../src/rules/core/validation';
import {
  ATTACK_DIRECTIONS,
  ATTACK_MODES,
  ATTACKER_TYPES,
  BRIDGE_SPANS,
  DEFENDER_TYPES,
  FIRE_KINDS,
  HEXSIDES,
  JDG_HEX_TERRAINS,
  JDG_LIMITS,
  type JdgSetup,
  MOVE_HEXSIDES,
  MOVE_LEVELS,
  MOVE_LIMITS,
  MOVE_ROADS,
  MOVE_WORKS,
  MOVING_UNITS,
  WORK_DIRECTIONS,
  WORKS,
} from '../../src/rules/jours-de-gloire';
import {
  PG_ARMY_STATES,
  PG_COLUMNS,
  PG_HEXES,
  PG_HEXSIDES,
  PG_LIMITS,
  PG_MOVE_LIMITS,
  PG_MOVING_UNITS,
  PG_ZOC_EXITS,
  type PgSetup,
} from '../../src/rules/prussias-glory';
import type { SystemId } from '../../src/state/screens';
import type { SharedCombat } from '../../src/state/share-link';

type Variant = 0 | 1;

/** The longest id of a list (variant 0), or the longest other one (variant 1). */
function longest<T extends string>(ids: readonly T[], variant: Variant): T {
  const sorted = [...ids].sort((a, b) => b.length - a.length);
  return (sorted[variant] ?? sorted[0]) as T;
}

/** The number of `limits` with the longest text (variant 0), or another one as long (variant 1). */
function longestNumber(limits: { readonly min: number; readonly max: number }, variant: Variant): number {
  const values = Array.from({ length: limits.max - limits.min + 1 }, (_, i) => limits.min + i);
  const sorted = values.sort((a, b) => String(b).length - String(a).length);
  return sorted[variant] ?? (sorted[0] as number);
}

const many = <T>(count: number, make: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i));
const bool = (variant: Variant) => variant === 0;

function jdg(variant: Variant): JdgSetup {
  return {
    edition: variant === 0 ? '2016' : '2006',
    terrain: {
      hex: longest(JDG_HEX_TERRAINS, variant),
      hexside: longest(HEXSIDES, variant),
      bridgeSpans: longest(BRIDGE_SPANS, variant),
      levelDifference: longestNumber(JDG_LIMITS.levelDifference, variant),
      work: longest(WORKS, variant),
      workDirection: longest(WORK_DIRECTIONS, variant),
    },
    shock: {
      attackers: many(MAX_UNITS_PER_SIDE, () => ({
        strength: longestNumber(JDG_LIMITS.strength, variant),
        cohesion: longestNumber(JDG_LIMITS.cohesion, variant),
        type: longest(ATTACKER_TYPES, variant),
        hex: longest(JDG_HEX_TERRAINS, variant),
      })),
      defenders: many(MAX_UNITS_PER_SIDE, () => ({
        strength: longestNumber(JDG_LIMITS.strength, variant),
        cohesion: longestNumber(JDG_LIMITS.cohesion, variant),
        type: longest(DEFENDER_TYPES, variant),
      })),
      mode: longest(ATTACK_MODES, variant),
      direction: longest(ATTACK_DIRECTIONS, variant),
      defenderRouted: bool(variant),
      defenderInSquare: bool(variant),
      attackerRearExposed: bool(variant),
    },
    fire: {
      strength: longestNumber(JDG_LIMITS.fireStrength, variant),
      combined: bool(variant),
      kind: longest(FIRE_KINDS, variant),
      firerHex: longest(JDG_HEX_TERRAINS, variant),
      firerInSquare: bool(variant),
      effectiveRange: longestNumber(JDG_LIMITS.effectiveRange, variant),
      distance: longestNumber(JDG_LIMITS.distance, variant),
      massedTarget: bool(variant),
      targetInSquare: bool(variant),
      targetIsArtillery: bool(variant),
    },
    movement: {
      unit: longest(MOVING_UNITS, variant),
      disordered: bool(variant),
      allowance: longestNumber(MOVE_LIMITS.allowance, variant),
      steps: many(MOVE_LIMITS.steps, () => ({
        hex: longest(JDG_HEX_TERRAINS, variant),
        road: longest(MOVE_ROADS, variant),
        hexside: longest(MOVE_HEXSIDES, variant),
        work: longest(MOVE_WORKS, variant),
        levelChange: longestNumber(MOVE_LEVELS, variant),
        friendlyUnit: bool(variant),
        leavingEnemyZoc: bool(variant),
        enteringEnemyZoc: bool(variant),
        adjacentToEnemy: bool(variant),
      })),
    },
  };
}

function corbach(variant: Variant): CorbachSetup {
  const unit = () => ({
    strength: longestNumber(CORBACH_LIMITS.strength, variant),
    morale: longestNumber(CORBACH_LIMITS.morale, variant),
    type: longest(CORBACH_UNIT_TYPES, variant),
    light: bool(variant),
    disorganised: bool(variant),
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
      throughFlank: bool(variant),
      throughRear: bool(variant),
      heavyCavalryBonus: bool(variant),
      changeOfStackOrderInEnemyZoc: bool(variant),
      commanderPresent: bool(variant),
      attackerFormationDemoralised: bool(variant),
      defenderFormationDemoralised: bool(variant),
      defenderInMarchColumn: bool(variant),
    },
    artillery: {
      targetLight: bool(variant),
      firerDisorganised: bool(variant),
      againstFlank: bool(variant),
      distance: longestNumber(CORBACH_LIMITS.distance, variant),
      twelvePounder: bool(variant),
    },
    movement: {
      unit: longest(CORBACH_MOVING_UNITS, variant),
      allowance: longestNumber(CORBACH_MOVE_LIMITS.allowance, variant),
      steps: many(CORBACH_MOVE_LIMITS.steps, () => ({
        hex: longest(CORBACH_MOVE_HEXES, variant),
        road: longest(CORBACH_MOVE_ROADS, variant),
        hexside: longest(CORBACH_HEXSIDES, variant),
        level: longest(CORBACH_LEVELS, variant),
      })),
    },
  };
}

function pg(variant: Variant): PgSetup {
  const hexIds = PG_HEXES.map((r) => r.id);
  const hexsideIds = PG_HEXSIDES.map((r) => r.id);
  // Lists of distinct ids, longest first: a hex may hold every terrain, a step cross several hexsides.
  const byLength = <T extends string>(ids: readonly T[], count: number) =>
    [...ids].sort((a, b) => b.length - a.length).slice(variant, variant + count);
  return {
    combat: {
      column: longest(PG_COLUMNS, variant),
      defenderHex: longest(hexIds, variant),
      attackers: many(PG_LIMITS.attackingHexes, () => ({
        hex: longest(hexIds, variant),
        hexsides: byLength(hexsideIds, PG_LIMITS.hexsidesPerPair),
      })),
    },
    rally: {
      morale: longestNumber(PG_LIMITS.morale, variant),
      leaderModifier: longestNumber(PG_LIMITS.leaderModifier, variant),
      fourOrMoreHexesFromEnemy: bool(variant),
      infantryInWoodsOrTown: bool(variant),
      nextToFriendlyDisorderedOrRouted: bool(variant),
      adjacentToEnemy: bool(variant),
      army: longest(PG_ARMY_STATES, variant),
    },
    deepCharge: {
      morale: longestNumber(PG_LIMITS.morale, variant),
      leaderModifier: longestNumber(PG_LIMITS.leaderModifier, variant),
    },
    movement: {
      unit: longest(PG_MOVING_UNITS, variant),
      inColumn: bool(variant),
      allowance: longestNumber(PG_MOVE_LIMITS.allowance, variant),
      steps: many(PG_MOVE_LIMITS.steps, () => ({
        // Every terrain of the card (variant 1 leaves the longest out, so the two lists differ).
        hexTerrains: byLength(hexIds, hexIds.length - variant),
        hexsides: byLength(hexsideIds, PG_MOVE_LIMITS.hexsidesPerStep),
        leavingZoc: longest(PG_ZOC_EXITS, variant),
        engagedByFormedCavalry: bool(variant),
      })),
    },
  };
}

/** The longest combat of a game on one of its screens, option A on screen and option B, differing in every field. */
export function longestComparison(system: SystemId): SharedCombat {
  switch (system) {
    case 'jdg':
      return { system, screen: 'movement', setup: jdg(0), compare: { other: jdg(1), editing: 'b' } };
    case 'corbach':
      return { system, screen: 'sequence', setup: corbach(0), compare: { other: corbach(1), editing: 'b' } };
    case 'pg':
      return { system, screen: 'sequence', setup: pg(0), compare: { other: pg(1), editing: 'b' } };
  }
}
