/**
 * The dice kept on the screens with a die, and the set-ups they were rolled for: a die belongs to one set-up, and a
 * change of it makes the die an earlier set-up's (the screen says so; the roll log keeps it).
 */

import { dieOf, type GameId, gameOfRoll, type RollKey, rollKeys } from '../game-index';
import { setupOf } from './combat-selectors';
import type { CombatState } from './combat-state';

type Kept = Pick<CombatState, 'rolls' | 'combats'>;

/** A face of the screen's die, or no die. */
export const isDieOf = (key: RollKey, v: unknown): v is number | null =>
  v === null || dieOf(key).faces.includes(v as number);

/** Each kept die belongs to its screen's set-up as it is now (a die kept or reopened comes back with its set-up). */
export const rolledForNow = (s: Kept): Record<RollKey, object | null> =>
  Object.fromEntries(
    rollKeys().map((key) => [key, (s.rolls[key] ?? null) === null ? null : setupOf(s, gameOfRoll(key))]),
  ) as Record<RollKey, object | null>;

/**
 * The dice to keep between visits: each only while its set-up is the one on its screen. A die rolled before the
 * set-up changed would come back as a roll of the changed set-up (see `rolledForNow`), with a result the roll log
 * never recorded.
 */
export const diceToKeep = (s: Kept & Pick<CombatState, 'rolledFor'>): Record<RollKey, number | null> =>
  Object.fromEntries(
    rollKeys().map((key) => [key, s.rolledFor[key] === setupOf(s, gameOfRoll(key)) ? (s.rolls[key] ?? null) : null]),
  ) as Record<RollKey, number | null>;

/** The screens of a game with a die. */
export const rollKeysOf = (game: GameId): RollKey[] => rollKeys().filter((key) => gameOfRoll(key) === game);
