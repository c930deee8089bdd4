/** The input errors of the Prussia's Glory helpers: an empty list means the rules can work them out. */

import type { FieldError } from '../core/types';
import { checkInteger } from '../core/validation';
import { PG_LIMITS, type PgSetup } from './setup';

export function validatePgRally(setup: PgSetup): FieldError[] {
  const errors: FieldError[] = [];
  checkInteger(errors, 'rally.morale', setup.rally.morale, PG_LIMITS.morale);
  checkInteger(errors, 'rally.leaderModifier', setup.rally.leaderModifier, PG_LIMITS.leaderModifier);
  return errors;
}

export function validatePgDeepCharge(setup: PgSetup): FieldError[] {
  const errors: FieldError[] = [];
  checkInteger(errors, 'deepCharge.morale', setup.deepCharge.morale, PG_LIMITS.morale);
  checkInteger(errors, 'deepCharge.leaderModifier', setup.deepCharge.leaderModifier, PG_LIMITS.leaderModifier);
  return errors;
}
