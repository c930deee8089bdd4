/**
 * The contract every ruleset speaks. The rules layer returns ids and numbers only: the UI turns ids into French or
 * English. Nothing here knows of React, the DOM, i18next or a random source.
 */

/** Where a number comes from, in the terms of the printed card. */
export interface Source {
  /** Which printed table: e.g. 'tec', 'shock-drm', 'fire-drm', 'odds', 'fire-table', 'shock-table'. */
  readonly table: string;
  /** Row id within that table. */
  readonly row?: string;
  /** Column id, for tables with several value columns (the terrain chart's fire and shock columns). */
  readonly column?: string;
  /** Footnote letters or marks printed beside the value, e.g. ['b', 'e']. */
  readonly footnotes?: readonly string[];
  /** Rule section cited by the card, e.g. '8.6'. */
  readonly rule?: string;
  /** The edition of the card the line comes from, for games with several (e.g. '2016', '2006'). */
  readonly edition?: string;
}

/** One die-roll modifier that applies to the current set-up. */
export interface AppliedModifier {
  /** Stable id; also the translation key of its label. */
  readonly id: string;
  /** Signed DRM. */
  readonly value: number;
  readonly source: Source;
  /** Values the label needs, e.g. the ratio behind an odds DRM. Numbers and ids only. */
  readonly params?: Readonly<Record<string, number | string>>;
  /**
   * Set where the card leaves the point open and the app had to choose: the id of the app's reading, shown to the
   * player beside the line.
   */
  readonly reading?: string;
}

/** Something the player should know about the set-up that is not a number: a reading, a reminder, a rule pointer. */
export interface Note {
  readonly id: string;
  readonly source: Source;
  readonly params?: Readonly<Record<string, number | string>>;
}

/** Why the rules forbid the combat as set up. */
export interface Forbidden {
  readonly id: string;
  readonly source: Source;
}

/** A set-up error: an input the rules cannot work with. `field` is a path into the set-up. */
export interface FieldError {
  readonly field: string;
  readonly code: string;
  readonly params?: Readonly<Record<string, number | string>>;
}

/**
 * The rules' verdict on a set-up: either it may be rolled, with the modifiers that apply, or the rules forbid it,
 * with every reason. Forbidden situations are an outcome of their own and never a number.
 */
export type Assessment =
  | {
      readonly status: 'allowed';
      readonly modifiers: readonly AppliedModifier[];
      /** Sum of every modifier: what is added to the die. */
      readonly total: number;
      readonly notes: readonly Note[];
    }
  | {
      readonly status: 'not-allowed';
      readonly reasons: readonly Forbidden[];
      readonly notes: readonly Note[];
    };

/** A set-up the rules cannot work with (no attacker, a strength of 0), refused with its errors: never a number. */
export interface InvalidSetup {
  readonly status: 'invalid';
  readonly errors: readonly FieldError[];
  readonly notes: readonly Note[];
}

/** A die as the game reads it: a d10 read 0-9 lists its faces 0..9. */
export interface Die {
  readonly id: string;
  readonly faces: readonly number[];
}

/** One row of a result table: the modified totals it covers (inclusive; null = open-ended). */
export interface ResultBand {
  readonly id: string;
  readonly min: number | null;
  readonly max: number | null;
}
