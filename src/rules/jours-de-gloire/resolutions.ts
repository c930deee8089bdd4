/** Jours de Gloire's two rolls, fire and shock: a d10 read 0–9 (rule 0.4) on each card's table. */
import { D10_ZERO_TO_NINE } from '../core/dice';
import type { GameRules } from '../core/game';
import { resolution } from '../core/resolution';
import { type FireBand, JDG_FIRE_TABLE, JDG_SHOCK_TABLE, type ShockBand } from './data/result-tables';
import { assessFire } from './fire';
import { JDG_RULE_IDS } from './rule-ids';
import type { JdgSetup } from './setup';
import { assessShock } from './shock';
import { validateFire, validateShock } from './validation';

export const JDG_FIRE = resolution<JdgSetup, FireBand>(
  'fire',
  D10_ZERO_TO_NINE,
  JDG_FIRE_TABLE,
  validateFire,
  assessFire,
);
export const JDG_SHOCK = resolution<JdgSetup, ShockBand>(
  'shock',
  D10_ZERO_TO_NINE,
  JDG_SHOCK_TABLE,
  validateShock,
  assessShock,
);

/** Both rolls, and every id they can return. */
export const JDG_RULES: GameRules<JdgSetup> = {
  game: 'jdg',
  resolutions: [JDG_FIRE, JDG_SHOCK],
  ids: JDG_RULE_IDS,
};
