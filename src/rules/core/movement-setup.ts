/** A move's set-up shared by every game. Set-up only: links read it at start-up, the pricing loads with its screen. */

/** A unit's move as the player sets it: what moves, its movement allowance and its path, step by step. */
export interface Movement<Unit extends string, Step> {
  readonly unit: Unit;
  readonly allowance: number;
  readonly steps: readonly Step[];
}

/** The app's bounds of a move in every game: an allowance above any counter's, and a path of twelve steps at most. */
export const MOVE_LIMITS = { allowance: { min: 1, max: 30 }, steps: 12 } as const;
