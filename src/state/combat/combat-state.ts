/**
 * The combat set-up's state, shared by every screen: what it holds (inputs only: modifiers, totals, chances and
 * results are derived when read) and what it starts from. Its changes are src/state/combat/combat-store.ts's.
 */
// The games through their manifests only (inputs and defaults): their rules load with their screens.
import { GAMES } from '../../rules/games';
import type { CompareOption, Comparison, SetupOf, SharedCombat } from '../combat-types';
import { firstScreenOf, type GameId, ROLL_KEYS, type RollKey, type Screen } from '../game-index';

export interface CombatState {
  /** The game the player is looking at; each game keeps its own set-up meanwhile. */
  readonly game: GameId;
  readonly screen: Screen;
  /**
   * Each game's combat, by game id (a Map: a pack's id comes from the pack): every built-in game's, and each game pack's
   * played this visit (it enters when played: src/state/packs/pack-in-store.ts). Read through
   * src/state/combat/combat-selectors.ts.
   */
  readonly combats: ReadonlyMap<GameId, GameCombat>;
  /** The die last rolled or typed on each screen with a die, by game and screen; null before any roll. */
  readonly rolls: Readonly<Record<RollKey, number | null>>;
  /**
   * The set-up (the very object) each screen's die was rolled for. Once the set-up changes, the die is no longer
   * its roll: the screen says so instead of showing a result the roll log never recorded. Not kept between visits:
   * a die kept or reopened belongs to the set-up it comes back with.
   */
  readonly rolledFor: Readonly<Record<RollKey, object | null>>;
  /**
   * Who rolled each screen's die and when (seconds since 1970), and whether it came with a link (the sender's
   * roll, said as such). Not kept between visits; a share link carries it.
   */
  readonly rollInfo: Readonly<Record<RollKey, RollInfo | null>>;
  /**
   * A screen that failed to draw, until the player moves on, retries or resets it: kept out of the address and of
   * storage (they name the game's first screen instead), so a reload never reopens a screen that failed.
   */
  readonly failed: { readonly game: GameId; readonly screen: Screen } | null;
  /** Shows another game, on the same screen where it has one. */
  setGame(game: GameId): void;
  setScreen(screen: Screen): void;
  /** Keeps a roll of a screen, made for `setup` (the set-up object on screen). */
  setRoll(key: RollKey, die: number | null, setup: object | null, info?: Omit<RollInfo, 'fromLink'>): void;
  /**
   * Replaces screen and set-up at once: a share link or a roll-log entry reopened. A roll in `combat` is shown on
   * its screen as the sender's, unless `roll` is 'own' (a page reloaded on its own link).
   */
  open(combat: SharedCombat, rolls?: Partial<Record<RollKey, number | null>>, roll?: 'own'): void;
  /** Changes one game's set-up, built in or a pack. */
  updateSetup<S extends GameId>(game: S, change: (setup: SetupOf<S>) => SetupOf<S>): void;
  /** Makes option B, a copy of the set-up on screen, and edits it. */
  startComparing(): void;
  /** Edits option A or B: the two trade places between the screen and the comparison. */
  editOption(option: CompareOption): void;
  /** Ends the comparison, keeping one option on screen. */
  stopComparing(keep: CompareOption): void;
  /** Marks the screen on show as one that failed to draw (or, with null, no longer). */
  setFailed(failed: CombatState['failed']): void;
  /** One game back to its default set-up: no comparison, no die on its screens. The other games keep theirs. */
  resetGame(game: GameId): void;
  reset(): void;
}

/**
 * A game's combat: its set-up and its comparison of two options, or null (with one, `setup` is the option being
 * edited).
 */
export interface GameCombat {
  readonly setup: object;
  readonly compare: Comparison<object> | null;
}

/** Who rolled a die and when; `fromLink`: it came with a share link, rolled by whoever sent it. */
export interface RollInfo {
  readonly by: 'app' | 'player';
  readonly at: number;
  readonly fromLink: boolean;
}

const NO_ROLLS = Object.fromEntries(ROLL_KEYS.map((key) => [key, null])) as Record<RollKey, number | null>;
const NO_ROLL_SETUPS = NO_ROLLS as Record<RollKey, object | null>;

/** What the app starts from: the picker's first game (src/rules/games.ts) on its first screen, every default set-up. */
export const INITIAL_COMBAT_STATE = {
  game: GAMES[0].id as GameId,
  screen: firstScreenOf(GAMES[0].id as GameId),
  combats: new Map(GAMES.map((g) => [g.id, { setup: g.defaultSetup, compare: null }])) as CombatState['combats'],
  rolls: NO_ROLLS,
  rolledFor: NO_ROLL_SETUPS,
  rollInfo: NO_ROLL_SETUPS as Record<RollKey, RollInfo | null>,
  failed: null,
};
