/** Prussia's Glory's one roll, the deep-charge check (19.11.1): one d6. */
import { D6 } from '../core/dice';
import type { GameRules } from '../core/game';
import { resolution } from '../core/resolution';
import { type DeepChargeBand, PG_DEEP_CHARGE_TABLE } from './data/deep-charge';
import { assessPgDeepCharge } from './morale';
import { PG_RULE_IDS } from './rule-ids';
import type { PgSetup } from './setup';
import { validatePgDeepCharge } from './validation';

/** On the screen "morale", with the rally calculator. */
export const PG_DEEP_CHARGE = resolution<PgSetup, DeepChargeBand>(
  'morale',
  D6,
  PG_DEEP_CHARGE_TABLE,
  validatePgDeepCharge,
  assessPgDeepCharge,
);

/**
 * Its one roll, and every id its rules can return (the combat terrain and rally too, which are not rolls). The card
 * has no combat results table.
 */
export const PG_RULES: GameRules<PgSetup> = {
  game: 'pg',
  resolutions: [PG_DEEP_CHARGE],
  ids: PG_RULE_IDS,
};
