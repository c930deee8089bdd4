/** Corbach 1760's two rolls, artillery fire and combat: one d6 on each table. */
import { D6 } from '../core/dice';
import type { GameRules } from '../core/game';
import { resolution } from '../core/resolution';
import { assessCorbachArtillery, assessCorbachCombat } from './combat';
import {
  type ArtilleryBand,
  CORBACH_ARTILLERY_TABLE,
  CORBACH_COMBAT_RESULT_TABLE,
  type CombatBand,
} from './data/result-tables';
import { CORBACH_RULE_IDS } from './rule-ids';
import type { CorbachSetup } from './setup';
import { validateCorbachArtillery, validateCorbachCombat } from './validation';

export const CORBACH_ARTILLERY = resolution<CorbachSetup, ArtilleryBand>(
  'artillery',
  D6,
  CORBACH_ARTILLERY_TABLE,
  validateCorbachArtillery,
  assessCorbachArtillery,
);
export const CORBACH_COMBAT = resolution<CorbachSetup, CombatBand>(
  'combat',
  D6,
  CORBACH_COMBAT_RESULT_TABLE,
  validateCorbachCombat,
  assessCorbachCombat,
);

/** Both rolls, and every id they can return. */
export const CORBACH_RULES: GameRules<CorbachSetup> = {
  game: 'corbach',
  resolutions: [CORBACH_ARTILLERY, CORBACH_COMBAT],
  ids: CORBACH_RULE_IDS,
};
