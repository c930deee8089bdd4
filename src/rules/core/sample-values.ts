/**
 * The values a game's samples (src/rules/<game>/samples.ts, test code the app never loads) are made of: the longest
 * set-up a player can make, field by field. Variant 1 picks, field by field, another value of the same kind, so a
 * comparison of variant 0 against variant 1 differs in every field: the longest link there is.
 */
export type Variant = 0 | 1;

/** The longest id of a list (variant 0), or the longest other one (variant 1). */
export function longest<T extends string>(ids: readonly T[], variant: Variant): T {
  const sorted = [...ids].sort((a, b) => b.length - a.length);
  return (sorted[variant] ?? sorted[0]) as T;
}

/** The number of `limits` with the longest text (variant 0), or another one as long (variant 1). */
export function longestNumber(limits: { readonly min: number; readonly max: number }, variant: Variant): number {
  const values = Array.from({ length: limits.max - limits.min + 1 }, (_, i) => limits.min + i);
  const sorted = values.sort((a, b) => String(b).length - String(a).length);
  return sorted[variant] ?? (sorted[0] as number);
}

export const many = <T>(count: number, make: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i));

/** A flag: set in variant 0, not in variant 1. */
export const flagOf = (variant: Variant) => variant === 0;
