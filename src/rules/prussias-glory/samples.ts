/**
 * Prussia's Glory set-ups for the contract test (tests/unit/rulesets-contract.test.ts): the app never loads this
 * module. The deep charge is its one roll; its combat terrain and rally are worked out for every terrain too.
 */
import fc from 'fast-check';
import type { GameSamples } from '../core/game';
import type { Assessment } from '../core/types';
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

export const PG_SAMPLES: GameSamples<PgSetup> = { game: 'pg', setups: pgSetups, beyondRolls };
