/**
 * How lucky a roll was for the side that rolled, from the exact chances of its table's rows. The rows are listed best
 * first for the roller, as the cards print them (see atLeastChances), so "this or better" is the "at least" chance.
 */
import type { Chance } from './dice';

export interface RollLuck {
  /** The chance of the row rolled. */
  readonly exact: Chance;
  /** The chance of this row or a better one for the roller. */
  readonly orBetter: Chance;
  /** The chance of this row or a worse one. */
  readonly orWorse: Chance;
  /**
   * Where the roll falls among what the die could give, from 0 (below every other result) to 1: the chance of a worse
   * row plus half the chance of this one (its mid-percentile). Over fair rolls its mean is exactly one half, whatever
   * the modifiers, so rolls of any table and total can be averaged.
   */
  readonly percentile: number;
  /** Its variance over one fair roll of this die and total: (1 − Σ p³) / 12 over the rows' chances p. */
  readonly variance: number;
}

/** The luck of landing on the row `resultId`, or null when the table has no such row. */
export function rollLuck(
  exact: readonly { readonly band: { readonly id: string }; readonly chance: Chance }[],
  resultId: string,
): RollLuck | null {
  const index = exact.findIndex((row) => row.band.id === resultId);
  const landed = exact[index];
  if (!landed) return null;
  const outOf = landed.chance.outOf;
  const before = exact.slice(0, index).reduce((sum, row) => sum + row.chance.count, 0);
  const worse = outOf - before - landed.chance.count;
  const cubes = exact.reduce((sum, row) => sum + (row.chance.count / outOf) ** 3, 0);
  return {
    exact: landed.chance,
    orBetter: { count: before + landed.chance.count, outOf },
    orWorse: { count: worse + landed.chance.count, outOf },
    percentile: (worse + landed.chance.count / 2) / outOf,
    variance: (1 - cubes) / 12,
  };
}

/** Rolls' luck together: how many, their mean percentile, and how far from one half fair dice stray 95 times in 100. */
export interface LuckSummary {
  readonly count: number;
  readonly mean: number;
  readonly margin: number;
}

export function luckSummary(rolls: readonly RollLuck[]): LuckSummary | null {
  if (rolls.length === 0) return null;
  const count = rolls.length;
  const mean = rolls.reduce((sum, r) => sum + r.percentile, 0) / count;
  const variance = rolls.reduce((sum, r) => sum + r.variance, 0) / count ** 2;
  return { count, mean, margin: 1.96 * Math.sqrt(variance) };
}
