/** The input errors of a Corbach set-up: an empty list means the rules can assess it. */

import type { FieldError } from '../core/types';
import { checkInteger } from '../core/validation';
import { CORBACH_LIMITS, type CorbachSetup } from './setup';

export function validateCorbachCombat(setup: CorbachSetup): FieldError[] {
  const errors: FieldError[] = [];
  const { combat } = setup;
  if (combat.attackers.length === 0) errors.push({ field: 'combat.attackers', code: 'no-attacker' });
  if (combat.defenders.length === 0) errors.push({ field: 'combat.defenders', code: 'no-defender' });
  for (const side of ['attackers', 'defenders'] as const) {
    combat[side].forEach((u, i) => {
      checkInteger(errors, `combat.${side}.${i}.strength`, u.strength, CORBACH_LIMITS.strength);
      checkInteger(errors, `combat.${side}.${i}.morale`, u.morale, CORBACH_LIMITS.morale);
    });
  }
  return errors;
}

export function validateCorbachArtillery(setup: CorbachSetup): FieldError[] {
  const errors: FieldError[] = [];
  checkInteger(errors, 'artillery.distance', setup.artillery.distance, CORBACH_LIMITS.distance);
  return errors;
}
