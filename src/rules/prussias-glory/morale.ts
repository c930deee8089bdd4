/** Prussia's Glory rally modifiers (a calculator on the unit's morale) and the deep-charge check (19.11.1). */
import { bandFor, D6 } from '../core/dice';
import type { AppliedModifier, Assessment } from '../core/types';
import { PG_DEEP_CHARGE_TABLE, PG_DEEP_CHARGE_THRESHOLD } from './data/deep-charge';
import { PG_RALLY_MODIFIERS } from './data/terrain';
import type { PgRallySetup, PgSetup } from './setup';

// The seed prints four lines as "1 …" and "2 …": their minus signs are lost. They are maluses by what they describe (a
// disordered neighbour, an adjacent enemy, an army demoralised or broken): the app reads them as −.
const SIGN_LOST = { reading: 'pg-rally-sign-lost' } as const;

/** The rally table's lines after the leader's, in the card's order: when each applies, its row and its value. */
const RALLY_LINES: readonly {
  readonly id: string;
  readonly row: string;
  readonly applies: (setup: PgRallySetup) => boolean;
  readonly value: number;
  readonly signLost?: true;
}[] = [
  {
    id: 'pg-rally-far-from-enemy',
    row: 'far-from-enemy',
    applies: (s) => s.fourOrMoreHexesFromEnemy,
    value: PG_RALLY_MODIFIERS.fourOrMoreHexesFromEnemy,
  },
  {
    id: 'pg-rally-infantry-in-cover',
    row: 'infantry-in-cover',
    applies: (s) => s.infantryInWoodsOrTown,
    value: PG_RALLY_MODIFIERS.infantryInWoodsOrTown,
  },
  {
    id: 'pg-rally-friendly-disorder',
    row: 'friendly-disorder',
    applies: (s) => s.nextToFriendlyDisorderedOrRouted,
    value: PG_RALLY_MODIFIERS.nextToFriendlyDisorderedOrRouted,
    signLost: true,
  },
  {
    id: 'pg-rally-adjacent-enemy',
    row: 'adjacent-enemy',
    applies: (s) => s.adjacentToEnemy,
    value: PG_RALLY_MODIFIERS.adjacentToEnemy,
    signLost: true,
  },
  {
    id: 'pg-rally-army-demoralized',
    row: 'army',
    applies: (s) => s.army === 'demoralized',
    value: PG_RALLY_MODIFIERS.armyDemoralized,
    signLost: true,
  },
  {
    id: 'pg-rally-army-broken',
    row: 'army',
    applies: (s) => s.army === 'broken',
    value: PG_RALLY_MODIFIERS.armyBroken,
    signLost: true,
  },
];

/** The rally modifiers that apply, and the unit's morale with them. */
export function pgRally(setup: PgRallySetup): { modifiers: AppliedModifier[]; morale: number } {
  const source = (row: string) => ({ table: 'pg-rally', row });
  const modifiers: AppliedModifier[] = [];
  if (setup.leaderModifier !== 0)
    modifiers.push({ id: 'pg-rally-leader', value: setup.leaderModifier, source: source('leader') });
  for (const line of RALLY_LINES) {
    if (!line.applies(setup)) continue;
    modifiers.push({ id: line.id, value: line.value, source: source(line.row), ...(line.signLost ? SIGN_LOST : {}) });
  }
  return { modifiers, morale: setup.morale + modifiers.reduce((s, m) => s + m.value, 0) };
}

/** What is added to the deep-charge die: the unit's morale, and the leader's modifier when there is one. */
export function assessPgDeepCharge(setup: PgSetup): Assessment {
  const { morale, leaderModifier } = setup.deepCharge;
  const source = (row: string) => ({ table: 'pg-deep-charge', row, rule: '19.11.1' });
  const modifiers: AppliedModifier[] = [{ id: 'pg-deep-charge-morale', value: morale, source: source('morale') }];
  if (leaderModifier !== 0)
    modifiers.push({ id: 'pg-deep-charge-leader', value: leaderModifier, source: source('leader') });
  return { status: 'allowed', modifiers, total: morale + leaderModifier, notes: [] };
}

/** The faces of one d6 on which a unit of this morale and leader modifier must take part in the next attack. */
export function pgDeepCharge(morale: number, leaderModifier: number): { mustAttackOn: number[]; threshold: number } {
  return {
    mustAttackOn: D6.faces.filter(
      (f) => bandFor(PG_DEEP_CHARGE_TABLE, f + morale + leaderModifier).id === 'must-attack',
    ),
    threshold: PG_DEEP_CHARGE_THRESHOLD,
  };
}

export * from './data/deep-charge';
