/** Which games' set-ups a change of the combat store changed: for undo's steps and for the other tabs. */
import { type GameId, gameIds } from '../game-index';
import { comparisonOf, setupOf } from './combat-selectors';
import type { CombatState } from './combat-state';

/**
 * The games whose set-up or comparison is another object in `now` than in `before`. A game pack entering the store
 * (played for the first time this visit, its kept combat back) is no change.
 */
export const changedGames = (now: CombatState, before: CombatState): GameId[] =>
  gameIds().filter(
    (game) =>
      before.combats.has(game) &&
      (setupOf(now, game) !== setupOf(before, game) || comparisonOf(now, game) !== comparisonOf(before, game)),
  );
