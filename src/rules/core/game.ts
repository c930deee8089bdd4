/**
 * What a game declares so the app can run it: a light, eager manifest (ids, screens, dice, default set-up, link
 * fields) whose rules, tables and texts load with its screens. One list, src/rules/games.ts, holds every manifest;
 * the store's combats, the game picker, the tabs, the links, the dice and the roll log are derived from it.
 */

import type { Arbitrary } from 'fast-check';
import type { LinkField } from './link-codec';
import type { Resolution } from './resolution';
import type { Variant } from './sample-values';
import type { Assessment, Die, ResultBand } from './types';

/** A screen with a die: the die it rolls and the ids of the rows of the table the modified die is read on. */
export interface GameRoll {
  readonly die: Die;
  readonly results: readonly string[];
}

/** One screen of a game, in tab order. */
export interface GameScreen {
  /** Stable id, as in links and the roll log. */
  readonly id: string;
  /** The roll of a screen with a die. */
  readonly roll?: GameRoll;
  /**
   * The parts of the set-up the screen is about ("fire", "terrain"): a link shared from it carries only theirs.
   * Without it, the screen is about the whole set-up (a roll log, a reference table).
   */
  readonly about?: readonly string[];
}

/**
 * One id a link gives the game: the game and, for a game with several cards, the card (which the id fixes in the
 * set-up). Each is one choice of the game picker.
 */
export interface GameLinkId {
  readonly id: string;
  /** The first link version that knew the id: an older link naming it is not one of ours. */
  readonly since: number;
  /** The set-up values the id fixes, by path ("setup.edition"). */
  readonly fixed?: Readonly<Record<string, unknown>>;
}

/** Every id a game's rules can return, by kind: its words must name each one (the contract test holds both). */
export interface RuleIds {
  readonly modifiers: readonly string[];
  readonly readings: readonly string[];
  readonly notes: readonly string[];
  readonly forbidden: readonly string[];
}

/**
 * A game's rules (src/rules/<game>/resolutions.ts, loaded with its screens): the roll of each of its rolling screens,
 * and every id they can return. The contract test finds them beside the manifest whose id they name.
 */
export interface GameRules<Setup> {
  readonly game: string;
  readonly resolutions: readonly Resolution<Setup, ResultBand>[];
  readonly ids: RuleIds;
}

/**
 * Set-ups of a game for the tests (src/rules/<game>/samples.ts, found by the tests beside its manifest; the app never
 * loads them): enough of them, for every card, to reach every id the rules can return. `beyondRolls`: what
 * the rules work out besides the rolls (Prussia's Glory's terrain DRM and rally), as assessments.
 */
export interface GameSamples<Setup> {
  readonly game: string;
  readonly setups: () => readonly Setup[];
  readonly beyondRolls?: () => readonly Assessment[];
  /** Every set-up a player can make (within the limits), for property tests of links, storage and screens. */
  readonly arbitrary: Arbitrary<Setup>;
  /** The longest set-up a player can make (variant 1 differs from 0 in every field), shown on `longestOn`. */
  readonly longest: (variant: Variant) => Setup;
  readonly longestOn: string;
}

/** A combat as a game's own link format carries it: the screen, the set-up, perhaps a comparison and the die rolled. */
export interface LinkedCombat<Setup> {
  readonly screen: string;
  readonly setup: Setup;
  readonly compare?: { readonly other: Setup; readonly editing: 'a' | 'b' } | undefined;
  /** The die rolled for the set-up, who rolled it and when (seconds since 1970). */
  readonly roll?: { readonly die: number; readonly by: 'app' | 'player'; readonly at: number } | undefined;
}

/**
 * The links of a game that writes its own (a game pack: its id, version and text's hash, then its changes), in place
 * of the fields a built-in game declares. `read` gives null for a text that is not one of this game's links, and
 * names in `dropped` each field it could not read (left at its default).
 */
export interface OwnLinks<Setup> {
  readonly write: (combat: LinkedCombat<Setup>, shared: boolean) => string;
  /** A link read: `current`, the game's set-up now, gives each field the link cannot (as a built-in game's link). */
  readonly read: (
    text: string,
    current: Setup,
  ) => { readonly combat: LinkedCombat<Setup>; readonly dropped: readonly string[] } | null;
  /**
   * The game itself as the first part of a shared link (a pack: its text, compressed), for a reader who does not keep
   * it; null when it is too long to travel in a link.
   */
  readonly carry?: () => Promise<string | null>;
}

export interface GameManifest<Setup extends object = object> {
  /** Stable id: its combat in the store, the roll log, the translation of its name. */
  readonly id: string;
  /** The translation namespace of its words. */
  readonly namespace: string;
  /** Its screens, in tab order: the first is the one a game opens on. */
  readonly screens: readonly GameScreen[];
  readonly defaultSetup: Setup;
  /** The ids its links may carry (one per card), and the one of a set-up. */
  readonly linkIds: readonly GameLinkId[];
  readonly linkIdOf: (setup: Setup) => string;
  /** The fields of its set-up a link carries, in the order a link writes them. */
  readonly linkFields: readonly LinkField[];
  /** Its printed tables whose rows are terrain types: a line's source row in one is worded as that terrain's name. */
  readonly terrainTables?: readonly string[];
  /** Its own link format, for a game whose links are not made of `linkFields` (a game pack). */
  readonly ownLinks?: OwnLinks<Setup>;
}
