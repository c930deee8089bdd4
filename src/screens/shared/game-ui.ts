/**
 * What a game's screens folder declares to the app (src/screens/<game>/game.ts, found by src/screens/game-folders.ts): its
 * words the shell shows before any of its screens loads, its screens' views, and how the roll log words its rolls.
 */

import type { ComponentType } from 'react';
import type { Language } from '../../i18n';
import type { RulesWords } from '../../i18n/rules-text';
import type { TranslateKey } from '../../i18n/use-translation';
import type { GameRules } from '../../rules/core/game';
import type { LazyScreen } from '../../ui/lazy-screen';

/** The few words of a game the shell shows at once, in one language. */
export interface GameWords {
  /** Its name in a sentence ("the set-up kept for … could not be read"). */
  readonly name: string;
  /** Each choice of the game picker, by link id (one per card). */
  readonly choices: Readonly<Record<string, string>>;
  /** Tab labels of its screens where the common one (nav.<screen>) is not the right word. */
  readonly tabs?: Readonly<Record<string, string>>;
  /** Its set-up's fields by id, where its namespace's link fields do not name them (a game pack's own labels). */
  readonly fields?: Readonly<Record<string, string>>;
}

export interface GameUi {
  /** The id of its manifest (src/rules/<game>/manifest.ts). */
  readonly id: string;
  readonly words: Readonly<Record<Language, GameWords>>;
  /** The view of each of its screens but the roll log, which every game shares. */
  readonly views: Readonly<Record<string, LazyScreen | ComponentType>>;
  /** Loads how the roll log words its rolls (a module that calls registerLogWords), with the words it needs. */
  readonly logWords?: () => Promise<unknown>;
  /** Loads the words its screens fetch only when first needed (null when they are there): preloaded with the screens. */
  readonly wordsOnDemand?: () => Promise<unknown> | null;
}

/** A translation function, for words built from ids. */
export type Translate = TranslateKey;

/**
 * How a game words a roll of one of its screens: the set-up in one line, and the result for that set-up; and its
 * rules, from which the log works out each roll's modifiers and chances. `language`: the page's, for a game whose
 * words are not the app's translations (a game pack's own texts).
 */
export interface LogWords<Setup = never> {
  readonly summary: (t: Translate, screen: string, setup: Setup, language: string) => string;
  readonly result: (t: Translate, screen: string, result: string, setup: Setup, language: string) => string;
  readonly rules: GameRules<Setup>;
  /**
   * The words of a screen's rules ids, where a game's words are not in its namespace of the app's translations (a game
   * pack's own texts): its lines, sources, readings, notes and reasons, on its screens and in the log.
   */
  readonly rulesText?: (t: Translate, screen: string, language: string) => RulesWords;
  /**
   * Whether the game is still played here: not for a game pack's text no longer kept (removed, or kept in another
   * text), whose rolls the log then reads as after a restart, from what they hold. A game that does not say is.
   */
  readonly kept?: () => boolean;
}

const LOG_WORDS = new Map<string, LogWords<unknown>>();

/** Called by a game's log-words module when it loads. */
export function registerLogWords<Setup>(game: string, words: LogWords<Setup>): void {
  LOG_WORDS.set(game, words as LogWords<unknown>);
}

/** A game's roll words, once its module has loaded (the roll log and the game's rolling screens load it). */
export const logWordsOf = (game: string): LogWords<unknown> | undefined => LOG_WORDS.get(game);

/** Each side's result named ("Defender: 1 + CT"), in the order its table prints them: a line each, or eachSide's one. */
export const sideLines = (
  t: Translate,
  sides: readonly { readonly side: string; readonly result: string }[],
): string[] => sides.map((side) => t('combat.sideResult', side));

/**
 * A result for each side, in the order its table prints them (Jours de Gloire's defender first, Corbach's attacker
 * first, a pack's columns), each named: the one wording of a game's screen, bar, result large and log.
 */
export const eachSide = (t: Translate, sides: readonly { readonly side: string; readonly result: string }[]): string =>
  sideLines(t, sides).join(t('combat.sidesApart'));

/** The total strength of a list of units, for a set-up's one line. */
export const totalStrength = (units: readonly { readonly strength: number }[]): number =>
  units.reduce((sum, unit) => sum + unit.strength, 0);
