/** Checks shared by every system's input validation. */
import type { FieldError } from './types';

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
