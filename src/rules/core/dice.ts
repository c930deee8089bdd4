import type { Die, ResultBand } from './types';

export { D6, D10_ZERO_TO_NINE } from './die-faces';

/** An exact probability: `count` faces out of `outOf`. */
export interface Chance {
  readonly count: number;
  readonly outOf: number;
}

export function bandContains(band: ResultBand, total: number): boolean {
  return (band.min === null || total >= band.min) && (band.max === null || total <= band.max);
}

/** The row a modified total lands on. Bands must cover every integer; a gap is a data error and throws. */
export function bandFor<B extends ResultBand>(bands: readonly B[], total: number): B {
  const band = bands.find((b) => bandContains(b, total));
  if (!band) throw new Error(`No result row covers the total ${total}`);
  return band;
}

/** Exact chance of every row when `modifier` is added to one roll of `die`. */
export function bandChances<B extends ResultBand>(
  bands: readonly B[],
  die: Die,
  modifier: number,
): { band: B; chance: Chance }[] {
  return bands.map((band) => ({
    band,
    chance: { count: die.faces.filter((face) => bandContains(band, face + modifier)).length, outOf: die.faces.length },
  }));
}

/**
 * "At least this result": the chance of each row or any row better than it. `bands` must be listed from the best
 * result for the roller to the worst, as the printed tables list them.
 */
export function atLeastChances<B extends ResultBand>(
  chances: readonly { band: B; chance: Chance }[],
): { band: B; chance: Chance }[] {
  let running = 0;
  return chances.map(({ band, chance }) => {
    running += chance.count;
    return { band, chance: { count: running, outOf: chance.outOf } };
  });
}

/** Is `value` one face of `die`? */
export function isFace(die: Die, value: number): boolean {
  return die.faces.includes(value);
}
