/** Prussia's Glory rally modifiers (a calculator on the unit's morale) and the deep-charge check (19.11.1). */
import { bandFor, D6 } from '../core/dice';
import type { AppliedModifier, Assessment } from '../core/types';
import { PG_DEEP_CHARGE_TABLE, PG_DEEP_CHARGE_THRESHOLD } from './data/deep-charge';
import { PG_RALLY_MODIFIERS } from './data/terrain';
import type { PgRallySetup, PgSetup } from './setup';

/** The rally modifiers that apply, and the unit's morale with them. */
export function pgRally(setup: PgRallySetup): { modifiers: AppliedModifier[]; morale: number } {
  const source = (row: string) => ({ table: 'pg-rally', row });
  // The seed prints these four lines as "1 …" and "2 …": their minus signs are lost. They are maluses by what they
  // describe (a disordered neighbour, an adjacent enemy, an army demoralised or broken): the app reads them as −.
  const signLost = { reading: 'pg-rally-sign-lost' } as const;
  const modifiers: AppliedModifier[] = [];
  if (setup.leaderModifier !== 0)
    modifiers.push({ id: 'pg-rally-leader', value: setup.leaderModifier, source: source('leader') });
  if (setup.fourOrMoreHexesFromEnemy) {
    modifiers.push({
      id: 'pg-rally-far-from-enemy',
      value: PG_RALLY_MODIFIERS.fourOrMoreHexesFromEnemy,
      source: source('far-from-enemy'),
    });
  }
  if (setup.infantryInWoodsOrTown) {
    modifiers.push({
      id: 'pg-rally-infantry-in-cover',
      value: PG_RALLY_MODIFIERS.infantryInWoodsOrTown,
      source: source('infantry-in-cover'),
    });
  }
  if (setup.nextToFriendlyDisorderedOrRouted) {
    modifiers.push({
      id: 'pg-rally-friendly-disorder',
      value: PG_RALLY_MODIFIERS.nextToFriendlyDisorderedOrRouted,
      source: source('friendly-disorder'),
      ...signLost,
    });
  }
  if (setup.adjacentToEnemy)
    modifiers.push({
      id: 'pg-rally-adjacent-enemy',
      value: PG_RALLY_MODIFIERS.adjacentToEnemy,
      source: source('adjacent-enemy'),
      ...signLost,
    });
  if (setup.army === 'demoralized')
    modifiers.push({
      id: 'pg-rally-army-demoralized',
      value: PG_RALLY_MODIFIERS.armyDemoralized,
      source: source('army'),
      ...signLost,
    });
  if (setup.army === 'broken')
    modifiers.push({
      id: 'pg-rally-army-broken',
      value: PG_RALLY_MODIFIERS.armyBroken,
      source: source('army'),
      ...signLost,
    });
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
