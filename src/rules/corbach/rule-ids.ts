/**
 * Every id Corbach 1760's rules can return, by kind: its words must name them all, and the contract test holds the
 * rules to them (tests/unit/rulesets-contract.test.ts).
 */
import type { RuleIds } from '../core/game';

export const CORBACH_RULE_IDS = {
  modifiers: [
    'odds',
    'morale',
    'through-flank',
    'through-rear',
    'heavy-cavalry-against-disorganised-infantry',
    'heavy-cavalry-against-line-infantry',
    'heavy-cavalry-against-cavalry',
    'attacker-disorganised',
    'defender-disorganised',
    'terrain',
    'hexside',
    'level',
    'all-attackers-light',
    'all-defenders-light-in-clear',
    'change-of-stack-order',
    'commander-present',
    'attacker-demoralised',
    'defender-demoralised',
    'march-column',
    'light-target',
    'firer-disorganised',
    'against-flank',
    'adjacent',
    'beyond-three-hexes',
    'beyond-four-hexes',
    'twelve-pounder',
  ],
  readings: [
    'corbach-flank-and-rear-add',
    'corbach-heavy-cavalry-bonus-garbled',
    'corbach-change-of-order',
    'corbach-commander-attacker',
    'corbach-demoralised-sign',
    'corbach-range-penalties-add',
  ],
  notes: [
    'corbach-orientation-garbled',
    'corbach-reconstructed-rows',
    'corbach-artillery-garbled',
    'corbach-village-flank-is-front',
  ],
  forbidden: [],
} as const satisfies RuleIds;
