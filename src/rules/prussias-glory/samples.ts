/**
 * Prussia's Glory set-ups for the contract test (tests/unit/rulesets-contract.test.ts): the app never loads this
 * module. The deep charge is its one roll; its combat terrain and rally are worked out for every terrain too.
 */
import fc from 'fast-check';
import type { GameSamples } from '../core/game';
import { flagOf, longest, longestNumber, many, type Variant } from '../core/sample-values';
import type { Assessment } from '../core/types';
import { PG_ARMY_STATES, PG_MOVE_LIMITS, PG_MOVING_UNITS, PG_ZOC_EXITS } from '.';
import { pgCombatTerrain } from './combat-terrain';
import { PG_HEXES, PG_HEXSIDES } from './data/terrain';
import { pgRally } from './morale';
import { PG_COLUMNS, PG_DEFAULT_SETUP, PG_LIMITS, type PgColumn, type PgSetup } from './setup';

const pgSetups = (): PgSetup[] =>
  fc
    .sample(
      fc.record({
        morale: fc.integer({ min: PG_LIMITS.morale.min, max: PG_LIMITS.morale.max }),
        leaderModifier: fc.integer({ min: PG_LIMITS.leaderModifier.min, max: PG_LIMITS.leaderModifier.max }),
      }),
      { numRuns: 200, seed: 3 },
    )
    .map((deepCharge) => ({ ...PG_DEFAULT_SETUP, deepCharge }));

/** Every pair of hexes and hexside in every column, and a rally in each army state, as assessments. */
const beyondRolls = (): Assessment[] => {
  const found: Assessment[] = [];
  for (const column of PG_COLUMNS as readonly PgColumn[])
    for (const defenderHex of PG_HEXES.map((h) => h.id))
      for (const hex of PG_HEXES.map((h) => h.id))
        for (const side of PG_HEXSIDES.map((h) => h.id))
          for (const p of pgCombatTerrain({ column, defenderHex, attackers: [{ hex, hexsides: [side] }] }).pairs)
            found.push(
              p.status === 'allowed'
                ? { status: 'allowed', modifiers: p.modifiers, total: 0, notes: [] }
                : { status: 'not-allowed', reasons: p.reasons, notes: [] },
            );
  for (const army of ['normal', 'demoralized', 'broken'] as const) {
    const rally = pgRally({
      morale: 3,
      leaderModifier: 1,
      fourOrMoreHexesFromEnemy: true,
      infantryInWoodsOrTown: true,
      nextToFriendlyDisorderedOrRouted: true,
      adjacentToEnemy: true,
      army,
    });
    found.push({ status: 'allowed', modifiers: rally.modifiers, total: rally.morale, notes: [] });
  }
  return found;
};

const int = (limits: { min: number; max: number }) => fc.integer(limits);

function longestPg(variant: Variant): PgSetup {
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
      fourOrMoreHexesFromEnemy: flagOf(variant),
      infantryInWoodsOrTown: flagOf(variant),
      nextToFriendlyDisorderedOrRouted: flagOf(variant),
      adjacentToEnemy: flagOf(variant),
      army: longest(PG_ARMY_STATES, variant),
    },
    deepCharge: {
      morale: longestNumber(PG_LIMITS.morale, variant),
      leaderModifier: longestNumber(PG_LIMITS.leaderModifier, variant),
    },
    movement: {
      unit: longest(PG_MOVING_UNITS, variant),
      inColumn: flagOf(variant),
      allowance: longestNumber(PG_MOVE_LIMITS.allowance, variant),
      steps: many(PG_MOVE_LIMITS.steps, () => ({
        // Every terrain of the card (variant 1 leaves the longest out, so the two lists differ).
        hexTerrains: byLength(hexIds, hexIds.length - variant),
        hexsides: byLength(hexsideIds, PG_MOVE_LIMITS.hexsidesPerStep),
        leavingZoc: longest(PG_ZOC_EXITS, variant),
        engagedByFormedCavalry: flagOf(variant),
      })),
    },
  };
}

export const PG_SAMPLES: GameSamples<PgSetup> = {
  game: 'pg',
  setups: pgSetups,
  beyondRolls,
  arbitrary: fc.record({
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
  longest: longestPg,
  longestOn: 'sequence',
};
