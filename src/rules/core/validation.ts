/** Checks shared by every game's input validation. */
import type { FieldError } from './types';

/**
 * Most units a side may hold, in every game, on screen, in links and in storage. No card sets a limit (a stack's is
 * the game's own rule): twelve is the app's, far above any real combat, so that a link always fits its length limit.
 */
export const MAX_UNITS_PER_SIDE = 12;

/** Adds an "integer-range" error for `field` unless `value` is a whole number within `limits`. */
export function checkInteger(
  errors: FieldError[],
  field: string,
  value: number,
  limits: { readonly min: number; readonly max: number },
): void {
  if (!Number.isInteger(value) || value < limits.min || value > limits.max) {
    errors.push({ field, code: 'integer-range', params: { min: limits.min, max: limits.max } });
  }
}
