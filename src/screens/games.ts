/**
 * Every game's screens and words, paired by id with the game's manifest in src/rules/games.ts: each game's folder is
 * found by its game.ts (src/screens/game-folders.ts); nothing else lists the games' screens.
 */

import type { Language } from '../i18n';
import { useTranslation } from '../i18n/use-translation';
import { lazyScreen } from '../ui/lazy-screen';
import { GAME_FOLDERS } from './game-folders';
import type { GameUi, GameWords } from './shared/game-ui';

/** Each game's screens and words, by id. A Map: ids come from links and storage. */
export const GAME_UIS: ReadonlyMap<string, GameUi> = new Map(GAME_FOLDERS.map((ui) => [ui.id, ui]));

/** The roll log, every game's: it loads with each game's roll words. */
export const RollLogView = lazyScreen(
  () =>
    Promise.all([import('./roll-log/screens'), ...[...GAME_UIS.values()].map((ui) => ui.logWords?.())]).then(
      ([module]) => module,
    ),
  (m) => m.RollLogScreen,
);

/** A game's view of a screen: its own, the shared roll log, or null for a screen it has none for. */
export const viewOf = (game: string, screen: string) => {
  const views = GAME_UIS.get(game)?.views;
  return views && Object.hasOwn(views, screen) ? views[screen] : screen === 'log' ? RollLogView : null;
};

/** Loads every screen of every game not yet loaded, with their words: after the first paint, and before screen tests. */
export const preloadGameScreens = (): Promise<void> =>
  Promise.all([
    ...[RollLogView, ...[...GAME_UIS.values()].flatMap((ui) => Object.values(ui.views))].map((view) =>
      'preload' in view ? view.preload() : undefined,
    ),
    ...[...GAME_UIS.values()].map((ui) => ui.wordsOnDemand?.()),
  ]).then(() => undefined);

const NO_WORDS: GameWords = { name: '', choices: {} };

/** The words of a game in the page's language. */
export function useGameWords(): (game: string) => GameWords {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  return (game) => {
    const words = GAME_UIS.get(game)?.words;
    return (words && Object.hasOwn(words, language) ? words[language] : words?.en) ?? NO_WORDS;
  };
}

/** The name of a game's screen, as its tab says it: the game's own word, or the common one. */
export function useScreenName(): (game: string, screen: string) => string {
  const { t } = useTranslation();
  const wordsOf = useGameWords();
  return (game, screen) => {
    const tabs = wordsOf(game).tabs;
    return tabs && Object.hasOwn(tabs, screen)
      ? (tabs[screen] as string)
      : (t as unknown as (k: string) => string)(`nav.${screen}`);
  };
}
