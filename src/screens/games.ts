/**
 * Every game's screens, paired by id with the game's manifest in src/rules/games.ts: each game's folder is found by
 * its game.ts (src/screens/game-folders.ts); nothing else lists the games' screens.
 */

import { ownValue } from '../rules/core/own';
import { lazyScreen } from '../ui/lazy-screen';
import { GAME_UIS } from './game-words';

/** The roll log, every game's: it loads with each game's roll words and rules (a roll's lines name its modifiers). */
export const RollLogView = lazyScreen(
  () =>
    Promise.all([
      import('./roll-log/screen-bundle'),
      ...[...GAME_UIS.values()].flatMap((ui) => [ui.logWords?.(), ui.wordsOnDemand?.()]),
    ]).then(([module]) => module),
  (m) => m.RollLogScreen,
);

/**
 * A kept pack asked for (picked, played, or a link to one of its combats) before its game is on show: the packs' code
 * opens it. Loaded when first needed.
 */
export const PackGame = lazyScreen(
  () => import('./packs/pack-game'),
  (m) => m.PackGame,
);

/** A game's view of a screen: its own, the shared roll log, or null for a screen it has none for. */
export const viewOf = (game: string, screen: string) => {
  const views = GAME_UIS.get(game)?.views;
  return ownValue(views, screen) ?? (screen === 'log' ? RollLogView : null);
};

/** Loads every screen of every game not yet loaded, with their words: after the first paint, and before screen tests. */
export const preloadGameScreens = (): Promise<void> =>
  Promise.all([
    ...[RollLogView, ...[...GAME_UIS.values()].flatMap((ui) => Object.values(ui.views))].map((view) =>
      'preload' in view ? view.preload() : undefined,
    ),
    ...[...GAME_UIS.values()].map((ui) => ui.wordsOnDemand?.()),
  ]).then(() => undefined);
