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

/** A ratio of the card, attacker : defender. */
interface Ratio {
  readonly attacker: number;
  readonly defender: number;
}

/**
 * Where attacker : defender stands against `ratio`: above it (positive), exactly at it (0) or below it (negative).
 * By cross-multiplying (A × ratio.defender against D × ratio.attacker): no floating-point error at exact ratios such as
 * 3:2.
 */
export const againstRatio = (attacker: number, defender: number, ratio: Ratio): number =>
  attacker * ratio.defender - defender * ratio.attacker;

/**
 * Which side a ratio between two printed steps favours, as the card says: the defender (it counts as the step below,
 * the common rule) or the attacker (the step above).
 */
export type OddsFavour = 'defender' | 'attacker';

/**
 * Converts strengths to an odds-table step. In the defender's favour (the default) the attacker gets the best listed
 * ratio it actually reaches, and a ratio below the lowest step gets the lowest step ("1/4 or worse"); in the attacker's
 * favour it gets the worst listed ratio at or above its own, and a ratio above the best step gets the best.
 *
 * `steps` are listed from the best ratio for the attacker to the worst, as printed.
 */
export function oddsStep(
  steps: readonly OddsStep[],
  attacker: number,
  defender: number,
  favour: OddsFavour = 'defender',
): OddsResult {
  if (favour === 'attacker') {
    // The last step at or above the ratio (the steps run from the best down).
    let index = -1;
    steps.forEach((s, i) => {
      if (againstRatio(attacker, defender, s) <= 0) index = i;
    });
    const step = index === -1 ? steps[0] : steps[index];
    if (!step) throw new Error('An odds table needs at least one step');
    const exact = againstRatio(attacker, defender, step) === 0;
    // The step it was rounded up to is the one it fell short of.
    return { step, shortOf: index !== -1 && index < steps.length - 1 && !exact ? step : null, attacker, defender };
  }
  const index = steps.findIndex((s) => againstRatio(attacker, defender, s) >= 0);
  const step = index === -1 ? steps[steps.length - 1] : steps[index];
  if (!step) throw new Error('An odds table needs at least one step');
  const exact = againstRatio(attacker, defender, step) === 0;
  const shortOf = index > 0 && !exact ? (steps[index - 1] ?? null) : null;
  return { step, shortOf, attacker, defender };
}

/**
 * The fewest attacker points whose ratio against `defender` reaches `ratio` — or, with `past`, goes strictly past it.
 * By cross-multiplying (A × ratio.defender ≥ D × ratio.attacker): no floating-point error at exact ratios.
 */
export const attackerFor = (defender: number, ratio: Ratio, past = false): number =>
  past
    ? Math.floor((defender * ratio.attacker) / ratio.defender) + 1
    : Math.ceil((defender * ratio.attacker) / ratio.defender);

/** The most defender points against which `attacker` reaches `ratio` — or, with `past`, goes strictly past it. */
export const defenderFor = (attacker: number, ratio: Ratio, past = false): number =>
  past
    ? Math.ceil((attacker * ratio.defender) / ratio.attacker) - 1
    : Math.floor((attacker * ratio.defender) / ratio.attacker);

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
 * combat to leave its step, and the step it would then be on (with the table's own rounding, oddsStep's, in `favour`;
 * one point can jump a step). Null at either end of the table; a side's change is null where it would leave that side
 * under 1 point.
 */
export function oddsChanges(
  steps: readonly OddsStep[],
  attacker: number,
  defender: number,
  favour: OddsFavour = 'defender',
): OddsChanges {
  const { step } = oddsStep(steps, attacker, defender, favour);
  const index = steps.indexOf(step);
  const better = steps[index - 1];
  const worse = steps[index + 1];
  const stepFor = (a: number, d: number) => oddsStep(steps, a, d, favour).step;
  const change = (a: number, d: number, by: number): OddsChange | null =>
    a >= 1 && d >= 1 ? { change: by, step: stepFor(a, d) } : null;
  // In the defender's favour a step is reached at its own ratio; in the attacker's, anything past the next worse
  // step's ratio reaches it. Leaving a step down is one point short of reaching it.
  const past = favour === 'attacker';
  const [upTo, downFrom] = past ? [step, worse] : [better, step];
  const way = (a: number, d: number) => ({
    attacker: change(a, defender, a - attacker),
    defender: change(attacker, d, d - defender),
  });
  // Toward a better step the attacker can always gain; toward a worse one the defender can always gain.
  return {
    up:
      better && upTo
        ? (way(attackerFor(defender, upTo, past), defenderFor(attacker, upTo, past)) as OddsChanges['up'])
        : null,
    down:
      worse && downFrom
        ? (way(
            attackerFor(defender, downFrom, past) - 1,
            defenderFor(attacker, downFrom, past) + 1,
          ) as OddsChanges['down'])
        : null,
  };
}
