import { atLeastChances, bandChances, bandFor, type Chance } from './dice';
import type { Assessment, Die, FieldError, ResultBand } from './types';

/**
 * One roll a game resolves: how a set-up is checked and assessed, and the table the modified die is read on, with
 * the exact chance of each row. The screens roll through it and the contract test holds every game to it.
 */
export interface Resolution<Setup, Band extends ResultBand> {
  /** The screen that rolls it. */
  readonly id: string;
  readonly die: Die;
  readonly table: readonly Band[];
  readonly validate: (setup: Setup) => FieldError[];
  readonly assess: (setup: Setup) => Assessment;
  /** The chance of each row, and of "at least" each row, for a total modifier. */
  readonly chances: (modifier: number) => {
    readonly exact: readonly { readonly band: Band; readonly chance: Chance }[];
    readonly atLeast: readonly { readonly band: Band; readonly chance: Chance }[];
  };
  /** The row a die lands on, given the total modifier. */
  readonly result: (modifier: number, die: number) => Band;
}

export function resolution<Setup, Band extends ResultBand>(
  id: string,
  die: Die,
  table: readonly Band[],
  validate: (setup: Setup) => FieldError[],
  assess: (setup: Setup) => Assessment,
): Resolution<Setup, Band> {
  return {
    id,
    die,
    table,
    validate,
    assess,
    chances: (modifier) => {
      const exact = bandChances(table, die, modifier);
      return { exact, atLeast: atLeastChances(exact) };
    },
    result: (modifier, roll) => bandFor(table, roll + modifier),
  };
}
