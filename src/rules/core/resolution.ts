import { atLeastChances, bandChances, bandFor, type Chance } from './dice';
import type { Assessment, Die, FieldError, InvalidSetup, ResultBand } from './types';

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
  /** The rules' verdict on a set-up, or, for one `validate` refuses, that refusal with its errors. */
  readonly assess: (setup: Setup) => Assessment | InvalidSetup;
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
    // Total: a set-up its own check refuses is refused here too, whoever asks (a screen never does, a comparison, a
    // pack or a test might); the rules below are only ever given a set-up they can work with.
    assess: (setup) => {
      const errors = validate(setup);
      return errors.length > 0 ? ({ status: 'invalid', errors, notes: [] } as const) : assess(setup);
    },
    chances: (modifier) => {
      const exact = bandChances(table, die, modifier);
      return { exact, atLeast: atLeastChances(exact) };
    },
    result: (modifier, roll) => bandFor(table, roll + modifier),
  };
}
