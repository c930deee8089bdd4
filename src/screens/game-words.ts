/**
 * Every game's screens and words, by id, as each game's folder declares them (found by its game.ts:
 * src/screens/game-folders.ts), and the words a screen asks of them. The roll log reads these too, without the
 * screens' registry (src/screens/games.ts), which loads it.
 */
import type { Language } from '../i18n';
import { byKey, useTranslation } from '../i18n/use-translation';
import { ownValue } from '../rules/core/own';
import { GAME_FOLDERS } from './game-folders';
import type { GameUi, GameWords } from './shared/game-ui';

const uis = new Map(GAME_FOLDERS.map((ui) => [ui.id, ui]));
/** Each game's screens and words, by id: the built-in games' folders, and the game packs played. A Map: ids come from links and storage. */
export const GAME_UIS: ReadonlyMap<string, GameUi> = uis;

/** A game pack's screens and words, added when it is played (src/screens/packs/pack-game.tsx). */
export const addGameUi = (ui: GameUi): void => {
  uis.set(ui.id, ui);
};

const NO_WORDS: GameWords = { name: '', choices: {} };

/** The words of a game in the page's language. */
export function useGameWords(): (game: string) => GameWords {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  return (game) => {
    const words = GAME_UIS.get(game)?.words;
    return ownValue(words, language) ?? words?.en ?? NO_WORDS;
  };
}

/** The name of a game's screen, as its tab says it: the game's own word, or the common one. */
export function useScreenName(): (game: string, screen: string) => string {
  const { t } = useTranslation();
  const wordsOf = useGameWords();
  return (game, screen) => {
    const tabs = wordsOf(game).tabs;
    return ownValue(tabs, screen) ?? byKey(t)(`nav.${screen}`);
  };
}

/**
 * Loads the words a notice about these games needs (their link fields' names come with their log words): before a
 * start-up notice is first drawn, and when a later one names them.
 */
export const loadNoticeWords = (games: readonly string[]): Promise<unknown> =>
  Promise.all(games.map((game) => GAME_UIS.get(game)?.logWords?.()));
