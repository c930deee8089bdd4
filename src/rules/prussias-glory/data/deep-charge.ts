/** Prussia's Glory's deep-charge check (19.11.1) as a table, apart from the rules so that start-up loads nothing more. */
import type { ResultBand } from '../../core/types';

/** Deep charges (19.11.1): die + unit morale + stacked leader's morale modifier; this total or more must attack. */
export const PG_DEEP_CHARGE_THRESHOLD = 11;

/** What a deep-charge check can give: free to stay, or must take part in the next attack. */
export const PG_DEEP_CHARGE_RESULTS = ['free', 'must-attack'] as const;
export type DeepChargeResult = (typeof PG_DEEP_CHARGE_RESULTS)[number];

export interface DeepChargeBand extends ResultBand {
  readonly id: DeepChargeResult;
}

/**
 * The deep-charge check (19.11.1) as a table: die + unit morale + leader modifier, 11 or more must take part in the
 * next attack. Listed from the result the check looks for to the other, as the other tables list theirs.
 */
export const PG_DEEP_CHARGE_TABLE: readonly DeepChargeBand[] = [
  { id: 'must-attack', min: PG_DEEP_CHARGE_THRESHOLD, max: null },
  { id: 'free', min: null, max: PG_DEEP_CHARGE_THRESHOLD - 1 },
];
