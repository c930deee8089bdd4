/**
 * A combat as the app holds it, of any game (built in or a pack): the game, the screen, the set-up, and perhaps a
 * comparison of two options and the roll on the screen. The store keeps combats of this shape, the link codec
 * (src/state/links/share-link.ts) writes and reads them, storage and the undo steps keep them as links.
 */

import type { GAMES } from '../rules/games';
import type { PackSetup } from '../rules/packs/engine';
import type { GameId, PackGameId, Screen } from './game-index';

/** Which of two compared options the screen edits: A, the first, or B, its variant. */
export type CompareOption = 'a' | 'b';
export const COMPARE_OPTIONS: readonly CompareOption[] = ['a', 'b'];

/**
 * A second option of a set-up, compared side by side with the one on screen (`setup`, the option being edited):
 * `other` is the option not being edited.
 */
export interface Comparison<Setup> {
  readonly other: Setup;
  readonly editing: CompareOption;
}

/**
 * The roll a link carries: the die last rolled on the screen shared, for the set-up shared, by the app or typed
 * from the player's die, and when (seconds since 1970, UTC). The reader sees it as the sender's roll.
 */
export interface SharedRoll {
  readonly die: number;
  readonly by: 'app' | 'player';
  readonly at: number;
}

type CombatOf<S, Setup> = {
  readonly game: S;
  readonly screen: Screen;
  readonly setup: Setup;
  readonly compare?: Comparison<Setup> | undefined;
  readonly roll?: SharedRoll | undefined;
};

type GameCombat<G> = G extends { readonly id: infer Id; readonly defaultSetup: infer Setup }
  ? CombatOf<Id, Setup>
  : never;
/** A combat of any game, built in or a pack: the game, the screen, the set-up, and perhaps a comparison and a roll. */
export type SharedCombat = BuiltInCombat | CombatOf<PackGameId, PackSetup>;
/** A combat of a built-in game. */
export type BuiltInCombat = GameCombat<(typeof GAMES)[number]>;

export type SetupOf<S extends GameId> = Extract<SharedCombat, { game: S }>['setup'];
