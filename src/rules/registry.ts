/**
 * Every ruleset the app knows, by id: what it rolls, on which tables, and every id its rules can return (which the
 * UI must be able to word in each language). tests/unit/rulesets-contract.test.ts holds each one to this contract.
 * One system never imports another; only rules/core is shared.
 */

import { CORBACH_ARTILLERY, CORBACH_COMBAT, CORBACH_DEFAULT_SETUP, type CorbachSetup } from './corbach';
import { D6, D10_ZERO_TO_NINE } from './core/dice';
import type { Resolution } from './core/resolution';
import type { Die, ResultBand } from './core/types';
import { type Edition, JDG_DEFAULT_SETUP, JDG_FIRE, JDG_SHOCK, type JdgSetup } from './jours-de-gloire';
import { PG_DEEP_CHARGE, PG_DEFAULT_SETUP, PG_IDS, type PgSetup } from './prussias-glory';

export interface Ruleset<Setup> {
  /** Stable id, as in share links. */
  readonly id: string;
  /** Translation namespace of the system's words. */
  readonly namespace: string;
  readonly die: Die;
  readonly defaultSetup: Setup;
  /** The rolls it resolves: the very objects its screens roll through. */
  readonly resolutions: readonly Resolution<Setup, ResultBand>[];
  /** Every id the rules can return, by kind: the UI's translations must cover them all. */
  readonly ids: {
    readonly modifiers: readonly string[];
    readonly readings: readonly string[];
    readonly notes: readonly string[];
    readonly forbidden: readonly string[];
  };
}

const JDG_IDS = {
  modifiers: [
    'odds',
    'cohesion',
    'defender-terrain',
    'cavalry-defending-six-front-hexes',
    'hexside',
    'level',
    'work-into',
    'work-out-of',
    'attacker-six-front-hexes',
    'defender-routed',
    'attacked-from-rear',
    'attacked-from-front-and-rear',
    'attacker-rear-exposed',
    'cavalry-shock-without-charge',
    'charge-with-heavy-cavalry',
    'charge-non-heavy-cavalry',
    'charge-against-square',
    'infantry-alone-against-square',
    'fire-strength',
    'combined-fire',
    'firer-six-front-hexes',
    'reaction-fire',
    'counter-battery-fire',
    'target-terrain',
    'massed-target',
    'target-in-square',
    'point-blank',
    'effective-range',
    'long-range',
  ],
  readings: [
    'odds-rounded-for-defender',
    'cavalry-shock-with-infantry',
    'b-cavalry-only-defenders',
    'b-once-per-attack',
    'h-bridge-over-stream-is-stream',
    'routed-replaces-position',
    'combined-fire-one-strength',
    'point-blank-against-artillery',
  ],
  notes: [
    'attackers-adjacent',
    'defender-six-front-hexes',
    'artillery-in-shock',
    'artillery-in-shock-2006',
    'charge-path',
    'levels-beyond-adjacent',
    'massed-target-not-for-reaction',
    'point-blank-not-against-artillery',
  ],
  forbidden: [
    'defender-terrain-not-allowed',
    'steep-slope-three-levels',
    'steep-slope-three-levels-fire',
    'charge-from-terrain',
    'charge-across-hexside',
    'charge-into-terrain',
    'charge-work',
    'adjacent-fire-across-hexside',
  ],
} as const;

const joursDeGloire = (edition: Edition): Ruleset<JdgSetup> => ({
  id: `jdg-${edition}`,
  namespace: 'jdg',
  die: D10_ZERO_TO_NINE,
  defaultSetup: { ...JDG_DEFAULT_SETUP, edition },
  resolutions: [JDG_FIRE, JDG_SHOCK],
  ids: JDG_IDS,
});

export const CORBACH_1760: Ruleset<CorbachSetup> = {
  id: 'corbach-1760',
  namespace: 'corbach',
  die: D6,
  defaultSetup: CORBACH_DEFAULT_SETUP,
  resolutions: [CORBACH_ARTILLERY, CORBACH_COMBAT],
  ids: {
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
  },
};

/**
 * Prussia's Glory's card has no combat results table: its rules compute terrain and rally figures and resolve one
 * roll, the deep-charge check (19.11.1).
 */
export const PG_LEUTHEN: Ruleset<PgSetup> = {
  id: 'pg-leuthen',
  namespace: 'pg',
  die: D6,
  defaultSetup: PG_DEFAULT_SETUP,
  resolutions: [PG_DEEP_CHARGE],
  ids: PG_IDS,
};

export const JDG_2016 = joursDeGloire('2016');
export const JDG_2006 = joursDeGloire('2006');

/** Every ruleset, each with the rolls it resolves. */
export const RULESETS = [JDG_2016, JDG_2006, CORBACH_1760, PG_LEUTHEN] as const;
