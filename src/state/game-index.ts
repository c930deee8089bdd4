/**
 * The games the app runs and the screens of each: the built-in games' manifests (src/rules/games.ts), and the game
 * packs added while it runs (addGame, when a kept pack is played or opened). Stable ids, as share links, storage and
 * the roll log write them. A game is what the player picks; Jours de Gloire's two cards are one game with an edition
 * in its set-up. As tldraw takes its default and custom shapes into one store, the app takes both kinds into one list:
 * the store, the undo steps, the dice, the links and the roll log look games up here, never by kind.
 */
import type { GameLinkId, GameManifest, GameRoll } from '../rules/core/game';
import type { Die } from '../rules/core/types';
import { GAMES } from '../rules/games';

type Game = (typeof GAMES)[number];
/** A game built into the app. */
export type BuiltInGameId = Game['id'];
/** A game pack's game: "pack:<id>@<version>/<hash of its text>" (src/rules/packs/game.ts). */
export type PackGameId = `pack:${string}`;
export type GameId = BuiltInGameId | PackGameId;
/** The built-in games, in the picker's order. */
export const GAME_IDS: readonly BuiltInGameId[] = GAMES.map((g) => g.id);

export const isPackGame = (game: string): game is PackGameId => game.startsWith('pack:');

/** The pack id a pack's game names ("pack:<id>@<version>/<hash>": a pack id holds no "@"). */
export const packIdOf = (game: PackGameId): string => game.slice('pack:'.length, game.lastIndexOf('@'));
/** The version a pack's game names (its hash, after the last "/", holds none). */
export const packVersionOf = (game: PackGameId): string => game.slice(game.lastIndexOf('@') + 1, game.lastIndexOf('/'));

const games = new Map<string, GameManifest>(GAMES.map((g) => [g.id, g as GameManifest]));
/** Every game's manifest, by id: the built-in games and the packs added. A Map: ids come from links and storage. */
export const GAME_OF: ReadonlyMap<string, GameManifest> = games;
/** A game storage may keep a combat or steps of: a built-in game, or any game pack (played this visit or not). */
export const isKeptGame = (game: string): boolean => GAME_OF.has(game) || isPackGame(game);

/** Every game running now: the built-in ones, then the packs added this visit. */
export const gameIds = (): GameId[] => [...games.keys()] as GameId[];

/** Every card the app holds, in the picker's order: each game once per card (Jours de Gloire's 2016 and 2006 tables). */
export const GAME_CARDS: readonly { readonly game: GameManifest; readonly link: GameLinkId }[] = GAMES.flatMap((game) =>
  game.linkIds.map((link) => ({ game: game as GameManifest, link: link as GameLinkId })),
);

type BuiltInScreen = Game['screens'][number]['id'];
/** A screen id: a built-in game's, or one a pack names (its rolls', charts' and log's). */
export type Screen = BuiltInScreen | (string & {});
/** Every screen id of every built-in game. */
export const SCREENS: readonly BuiltInScreen[] = [...new Set(GAMES.flatMap((g) => g.screens.map((s) => s.id)))];

export const screensOf = (game: GameId): readonly Screen[] => (GAME_OF.get(game)?.screens ?? []).map((s) => s.id);

/** The screen a game opens on: the first of its manifest's screens (not every game has a terrain chart). */
export const firstScreenOf = (game: GameId): Screen => screensOf(game)[0] ?? 'log';

type RollKeyOf<G> = G extends { readonly id: infer Id extends string; readonly screens: readonly (infer S)[] }
  ? S extends { readonly id: infer ScreenId extends string; readonly roll: GameRoll }
    ? `${Id}/${ScreenId}`
    : never
  : never;
/**
 * A screen with a die, keyed by its game and screen ("corbach/combat"): each keeps its last roll, and another game's
 * screen of the same name never shares it.
 */
export type RollKey = RollKeyOf<Game> | `${PackGameId}/${string}`;

export const rollKey = (game: string, screen: string): string => `${game}/${screen}`;

/**
 * The game a screen with a die belonged to when each such screen was one game's: what the dice kept up to storage
 * version 2, and the roll-log entries written before they named their game, were keyed by. History: never extended.
 */
export const GAME_OF_BARE_SCREEN: ReadonlyMap<string, string> = new Map([
  ['fire', 'jdg'],
  ['shock', 'jdg'],
  ['artillery', 'corbach'],
  ['combat', 'corbach'],
  ['morale', 'pg'],
]);

interface Rolling {
  readonly key: RollKey;
  readonly game: GameId;
  readonly screen: Screen;
  readonly die: Die;
  readonly results: readonly string[];
}

const rollsOf = (game: GameManifest): [string, Rolling][] =>
  game.screens.flatMap((s) =>
    s.roll
      ? [[rollKey(game.id, s.id), { key: rollKey(game.id, s.id), game: game.id, screen: s.id, ...s.roll } as Rolling]]
      : [],
  );

const rolls = new Map<string, Rolling>(GAMES.flatMap((g) => rollsOf(g as GameManifest)));
/** Every screen with a die of every game running, by key. A Map: keys come from links and storage. */
export const ROLLS: ReadonlyMap<string, Rolling> = rolls;
/** The built-in games' screens with a die. */
export const ROLL_KEYS: readonly RollKey[] = [...ROLLS.keys()] as RollKey[];
/** Every screen with a die of every game running now. */
export const rollKeys = (): RollKey[] => [...rolls.keys()] as RollKey[];

/** The roll of a game's screen, or undefined where that screen has no die. */
export const rollOf = (game: string, screen: string): Rolling | undefined => ROLLS.get(rollKey(game, screen));

/** The die a screen with a die rolls. */
export const dieOf = (key: RollKey): Die => (ROLLS.get(key) as Rolling).die;

/** The game of a screen with a die. */
export const gameOfRoll = (key: RollKey): GameId => (ROLLS.get(key) as Rolling).game;

/** A game pack joins the games the app runs (once per game id: another text of a pack is another game). */
export function addGame(game: GameManifest): void {
  if (!isPackGame(game.id) || games.has(game.id)) return;
  games.set(game.id, game);
  for (const [key, rolling] of rollsOf(game)) rolls.set(key, rolling);
}
