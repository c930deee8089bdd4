import { GAMES } from '../../src/rules/games';
import type { SetupOf } from '../../src/state/combat-types';
import type { BuiltInGameId } from '../../src/state/game-index';

/** Each built-in game's default set-up, from its manifest, by game. */
export const DEFAULT_SETUPS = Object.fromEntries(GAMES.map((g) => [g.id, g.defaultSetup])) as {
  readonly [G in BuiltInGameId]: SetupOf<G>;
};
