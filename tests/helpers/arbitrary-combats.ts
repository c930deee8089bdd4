/** Every combat a player can make, as fast-check arbitraries: valid set-ups of each game, on any of its screens. */
import fc from 'fast-check';
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
} from '../../src/rules/corbach';
import {
  ATTACK_DIRECTIONS,
  ATTACK_MODES,
  ATTACKER_TYPES,
  BRIDGE_SPANS,
  DEFENDER_TYPES,
  EDITIONS,
  FIRE_KINDS,
  HEXSIDES,
  JDG_HEX_TERRAINS,
  JDG_LIMITS,
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
} from '../../src/rules/prussias-glory';
import { screensOf } from '../../src/state/screens';
import { MAX_UNITS_PER_SIDE, type SharedCombat } from '../../src/state/share-link';

const int = (l: { min: number; max: number }) => fc.integer(l);
const arbitraryJdg = fc.record({
  system: fc.constant('jdg' as const),
  screen: fc.constantFrom(...screensOf('jdg')),
  setup: fc.record({
    edition: fc.constantFrom(...EDITIONS),
    terrain: fc.record({
      hex: fc.constantFrom(...JDG_HEX_TERRAINS),
      hexside: fc.constantFrom(...HEXSIDES),
      bridgeSpans: fc.constantFrom(...BRIDGE_SPANS),
      levelDifference: int(JDG_LIMITS.levelDifference),
      work: fc.constantFrom(...WORKS),
      workDirection: fc.constantFrom(...WORK_DIRECTIONS),
    }),
    shock: fc.record({
      attackers: fc.array(
        fc.record({
          strength: int(JDG_LIMITS.strength),
          cohesion: int(JDG_LIMITS.cohesion),
          type: fc.constantFrom(...ATTACKER_TYPES),
          hex: fc.constantFrom(...JDG_HEX_TERRAINS),
        }),
        { maxLength: MAX_UNITS_PER_SIDE },
      ),
      defenders: fc.array(
        fc.record({
          strength: int(JDG_LIMITS.strength),
          cohesion: int(JDG_LIMITS.cohesion),
          type: fc.constantFrom(...DEFENDER_TYPES),
        }),
        { maxLength: MAX_UNITS_PER_SIDE },
      ),
      mode: fc.constantFrom(...ATTACK_MODES),
      direction: fc.constantFrom(...ATTACK_DIRECTIONS),
      defenderRouted: fc.boolean(),
      defenderInSquare: fc.boolean(),
      attackerRearExposed: fc.boolean(),
    }),
    fire: fc.record({
      strength: int(JDG_LIMITS.fireStrength),
      combined: fc.boolean(),
      kind: fc.constantFrom(...FIRE_KINDS),
      firerHex: fc.constantFrom(...JDG_HEX_TERRAINS),
      firerInSquare: fc.boolean(),
      effectiveRange: int(JDG_LIMITS.effectiveRange),
      distance: int(JDG_LIMITS.distance),
      massedTarget: fc.boolean(),
      targetInSquare: fc.boolean(),
      targetIsArtillery: fc.boolean(),
    }),
    movement: fc.record({
      unit: fc.constantFrom(...MOVING_UNITS),
      disordered: fc.boolean(),
      allowance: int(MOVE_LIMITS.allowance),
      steps: fc.array(
        fc.record({
          hex: fc.constantFrom(...JDG_HEX_TERRAINS),
          road: fc.constantFrom(...MOVE_ROADS),
          hexside: fc.constantFrom(...MOVE_HEXSIDES),
          work: fc.constantFrom(...MOVE_WORKS),
          levelChange: int(MOVE_LEVELS),
          friendlyUnit: fc.boolean(),
          leavingEnemyZoc: fc.boolean(),
          enteringEnemyZoc: fc.boolean(),
          adjacentToEnemy: fc.boolean(),
        }),
        { maxLength: MOVE_LIMITS.steps },
      ),
    }),
  }),
});

const corbachUnit = fc.record({
  strength: int(CORBACH_LIMITS.strength),
  morale: int(CORBACH_LIMITS.morale),
  type: fc.constantFrom(...CORBACH_UNIT_TYPES),
  light: fc.boolean(),
  disorganised: fc.boolean(),
});
const arbitraryCorbach = fc.record({
  system: fc.constant('corbach' as const),
  screen: fc.constantFrom(...screensOf('corbach')),
  setup: fc.record({
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
      allowance: int(CORBACH_MOVE_LIMITS.allowance),
      steps: fc.array(
        fc.record({
          hex: fc.constantFrom(...CORBACH_MOVE_HEXES),
          road: fc.constantFrom(...CORBACH_MOVE_ROADS),
          hexside: fc.constantFrom(...CORBACH_HEXSIDES),
          level: fc.constantFrom(...CORBACH_LEVELS),
        }),
        { maxLength: CORBACH_MOVE_LIMITS.steps },
      ),
    }),
  }),
});

const arbitraryPg = fc.record({
  system: fc.constant('pg' as const),
  screen: fc.constantFrom(...screensOf('pg')),
  setup: fc.record({
    combat: fc.record({
      column: fc.constantFrom(...PG_COLUMNS),
      defenderHex: fc.constantFrom(...PG_HEXES.map((r) => r.id)),
      attackers: fc.array(
        fc.record({
          hex: fc.constantFrom(...PG_HEXES.map((r) => r.id)),
          hexsides: fc.array(fc.constantFrom(...PG_HEXSIDES.map((r) => r.id)), {
            maxLength: PG_LIMITS.hexsidesPerPair,
          }),
        }),
        { maxLength: PG_LIMITS.attackingHexes },
      ),
    }),
    rally: fc.record({
      morale: int(PG_LIMITS.morale),
      leaderModifier: int(PG_LIMITS.leaderModifier),
      fourOrMoreHexesFromEnemy: fc.boolean(),
      infantryInWoodsOrTown: fc.boolean(),
      nextToFriendlyDisorderedOrRouted: fc.boolean(),
      adjacentToEnemy: fc.boolean(),
      army: fc.constantFrom(...PG_ARMY_STATES),
    }),
    deepCharge: fc.record({ morale: int(PG_LIMITS.morale), leaderModifier: int(PG_LIMITS.leaderModifier) }),
    movement: fc.record({
      unit: fc.constantFrom(...PG_MOVING_UNITS),
      inColumn: fc.boolean(),
      allowance: int(PG_MOVE_LIMITS.allowance),
      steps: fc.array(
        fc.record({
          hexTerrains: fc.uniqueArray(fc.constantFrom(...PG_HEXES.map((r) => r.id))),
          hexsides: fc.uniqueArray(fc.constantFrom(...PG_HEXSIDES.map((r) => r.id)), {
            maxLength: PG_MOVE_LIMITS.hexsidesPerStep,
          }),
          leavingZoc: fc.constantFrom(...PG_ZOC_EXITS),
          engagedByFormedCavalry: fc.boolean(),
        }),
        { maxLength: PG_MOVE_LIMITS.steps },
      ),
    }),
  }),
});

export const arbitraryCombat: fc.Arbitrary<SharedCombat> = fc.oneof(arbitraryJdg, arbitraryCorbach, arbitraryPg);

/** A combat, or a comparison of two options of one game, either option being edited. */
export const arbitraryCombatOrComparison: fc.Arbitrary<SharedCombat> = fc
  .tuple(arbitraryCombat, arbitraryCombat, fc.constantFrom('a' as const, 'b' as const), fc.boolean())
  .map(([a, b, editing, compared]) => {
    if (!compared) return a;
    const other = a.system === b.system ? b.setup : a.setup;
    return { ...a, compare: { other, editing } } as SharedCombat;
  });
