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

/** A change of one side's strength and the step of the odds table it gives. */
export interface OddsChange {
  /** Strength points gained (positive) or lost (negative). */
  readonly change: number;
  readonly step: OddsStep;
}

/** The least changes of either side's strength that move a combat up or down its odds table. */
export interface OddsChanges {
  /** Toward a better step for the attacker: the attacker gaining, or the defender losing. */
  readonly up: { readonly attacker: OddsChange; readonly defender: OddsChange | null } | null;
  /** Toward a worse step: the attacker losing, or the defender gaining. */
  readonly down: { readonly attacker: OddsChange | null; readonly defender: OddsChange } | null;
}

/**
 * What would change the odds, either way: the fewest strength points each side would have to gain or lose for the
 * combat to leave its step, and the step it would then be on (with the table's own rounding, oddsStep's: in the
 * defender's favour; one point can jump a step). Null at either end of the table; a side's change is null where it
 * would leave that side under 1 point.
 */
export function oddsChanges(steps: readonly OddsStep[], attacker: number, defender: number): OddsChanges {
  const { step } = oddsStep(steps, attacker, defender);
  const index = steps.indexOf(step);
  const better = steps[index - 1];
  const worse = steps[index + 1];
  const stepFor = (a: number, d: number) => oddsStep(steps, a, d).step;
  // A reaches step s against D when A × s.defender ≥ D × s.attacker (oddsStep's test).
  const attackerReaching = (s: OddsStep) => Math.ceil((defender * s.attacker) / s.defender);
  const defenderReached = (s: OddsStep) => Math.floor((attacker * s.defender) / s.attacker);
  const change = (a: number, d: number, by: number): OddsChange | null =>
    a >= 1 && d >= 1 ? { change: by, step: stepFor(a, d) } : null;
  const up = better && {
    attacker: change(attackerReaching(better), defender, attackerReaching(better) - attacker) as OddsChange,
    defender: change(attacker, defenderReached(better), defenderReached(better) - defender),
  };
  const down = worse && {
    attacker: change(attackerReaching(step) - 1, defender, attackerReaching(step) - 1 - attacker),
    defender: change(attacker, defenderReached(step) + 1, defenderReached(step) + 1 - defender) as OddsChange,
  };
  return { up: up ?? null, down: down ?? null };
}
