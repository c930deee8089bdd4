/**
 * The games the app covers and the screens of each, derived from their manifests (src/rules/games.ts): stable ids,
 * as share links and the roll log write them. A game is what the player picks; Jours de Gloire's two cards are one
 * game with an edition in its set-up.
 */
import type { GameLinkId, GameManifest, GameRoll } from '../rules/core/game';
import type { Die } from '../rules/core/types';
import { GAMES } from '../rules/games';

type Game = (typeof GAMES)[number];
export type GameId = Game['id'];
export const GAME_IDS: readonly GameId[] = GAMES.map((g) => g.id);

/** Every game's manifest, by id. A Map: ids come from links and storage. */
export const GAME_OF: ReadonlyMap<string, GameManifest> = new Map(GAMES.map((g) => [g.id, g as GameManifest]));

/** Every card the app holds, in the picker's order: each game once per card (Jours de Gloire's 2016 and 2006 tables). */
export const GAME_CARDS: readonly { readonly game: GameManifest; readonly link: GameLinkId }[] = GAMES.flatMap((game) =>
  game.linkIds.map((link) => ({ game: game as GameManifest, link: link as GameLinkId })),
);

export type Screen = Game['screens'][number]['id'];
/** Every screen id of every game. */
export const SCREENS: readonly Screen[] = [...new Set(GAMES.flatMap((g) => g.screens.map((s) => s.id)))];

export const screensOf = (game: GameId): readonly Screen[] =>
  (GAME_OF.get(game)?.screens ?? []).map((s) => s.id as Screen);

/** The screen a game opens on: the first of its manifest's screens (not every game has a terrain chart). */
export const firstScreenOf = (game: GameId): Screen => screensOf(game)[0] ?? ('log' as Screen);

type RollKeyOf<G> = G extends { readonly id: infer Id extends string; readonly screens: readonly (infer S)[] }
  ? S extends { readonly id: infer ScreenId extends string; readonly roll: GameRoll }
    ? `${Id}/${ScreenId}`
    : never
  : never;
/**
 * A screen with a die, keyed by its game and screen ("corbach/combat"): each keeps its last roll, and another game's
 * screen of the same name never shares it.
 */
export type RollKey = RollKeyOf<Game>;

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
/** Every screen with a die, by key. A Map: keys come from links and storage. */
export const ROLLS: ReadonlyMap<string, Rolling> = new Map(
  GAMES.flatMap((g) =>
    (g.screens as readonly { id: string; roll?: GameRoll }[]).flatMap((s) =>
      s.roll
        ? [[rollKey(g.id, s.id), { key: rollKey(g.id, s.id), game: g.id, screen: s.id, ...s.roll } as Rolling] as const]
        : [],
    ),
  ),
);
export const ROLL_KEYS: readonly RollKey[] = [...ROLLS.keys()] as RollKey[];

/** The roll of a game's screen, or undefined where that screen has no die. */
export const rollOf = (game: string, screen: string): Rolling | undefined => ROLLS.get(rollKey(game, screen));

/** The die a screen with a die rolls. */
export const dieOf = (key: RollKey): Die => (ROLLS.get(key) as Rolling).die;

/** The game of a screen with a die. */
export const gameOfRoll = (key: RollKey): GameId => (ROLLS.get(key) as Rolling).game;
