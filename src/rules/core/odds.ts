/** One step of an odds table: the ratio attacker:defender it names, and its DRM. */
export interface OddsStep {
  readonly attacker: number;
  readonly defender: number;
  readonly drm: number;
}

export interface OddsResult {
  /** The step used. */
  readonly step: OddsStep;
  /**
   * The better step the ratio fell short of, when it lies strictly between two printed steps (the card does not say
   * how such a ratio is rounded); null at an exact step, and beyond either end of the table.
   */
  readonly shortOf: OddsStep | null;
  /** Total strength on each side, as entered. */
  readonly attacker: number;
  readonly defender: number;
}

/**
 * Converts strengths to an odds-table step, rounding in the defender's favour: the attacker gets the best listed
 * ratio it actually reaches, and a ratio below the lowest step gets the lowest step ("1/4 or worse").
 * Integer cross-multiplication: no floating-point error at exact steps such as 3:2.
 *
 * `steps` are listed from the best ratio for the attacker to the worst, as printed.
 */
export function oddsStep(steps: readonly OddsStep[], attacker: number, defender: number): OddsResult {
  const index = steps.findIndex((s) => attacker * s.defender >= defender * s.attacker);
  const step = index === -1 ? steps[steps.length - 1] : steps[index];
  if (!step) throw new Error('An odds table needs at least one step');
  const exact = attacker * step.defender === defender * step.attacker;
  const shortOf = index > 0 && !exact ? (steps[index - 1] ?? null) : null;
  return { step, shortOf, attacker, defender };
}

/** Greatest common divisor, for showing a raw ratio such as 7:3 in lowest terms. */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}
