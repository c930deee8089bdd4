/**
 * Every id the Leuthen chart's rules can return, by kind: its words must name them all, and the contract test holds
 * the rules to them (tests/unit/rulesets-contract.test.ts).
 */
import type { RuleIds } from '../core/game';

export const PG_RULE_IDS = {
  modifiers: [
    'pg-defender-hex',
    'pg-attacker-hex',
    'pg-hexside',
    'pg-rally-leader',
    'pg-rally-far-from-enemy',
    'pg-rally-infantry-in-cover',
    'pg-rally-friendly-disorder',
    'pg-rally-adjacent-enemy',
    'pg-rally-army-demoralized',
    'pg-rally-army-broken',
    'pg-deep-charge-morale',
    'pg-deep-charge-leader',
  ],
  readings: ['pg-rally-sign-lost'],
  notes: [],
  forbidden: ['pg-prohibited-hex', 'pg-prohibited-hexside'],
} as const satisfies RuleIds;
