/** Prussia's Glory's screens and words, as the app shell finds them (src/screens/games.ts). */
import { lazyScreen } from '../../ui/lazy-screen';
import type { GameUi } from '../shared/game-ui';

// Its screens load together, with its rules and texts, when the game is first shown.
const screens = () => import('./screen-bundle');

export const ui: GameUi = {
  id: 'pg',
  words: {
    // The card has no combat results table: its combat screen works out the terrain DRM only.
    en: {
      name: 'Prussia’s Glory',
      choices: { 'pg-leuthen': 'Prussia’s Glory — Leuthen chart' },
      tabs: { combat: 'Combat terrain' },
    },
    fr: {
      name: 'Prussia’s Glory',
      choices: { 'pg-leuthen': 'Prussia’s Glory — aide de Leuthen' },
      tabs: { combat: 'Terrain du combat' },
    },
  },
  views: {
    terrain: lazyScreen(screens, (m) => m.PgTerrainScreen),
    combat: lazyScreen(screens, (m) => m.PgCombatScreen),
    movement: lazyScreen(screens, (m) => m.PgMovementScreen),
    sequence: lazyScreen(screens, (m) => m.PgSequenceScreen),
    morale: lazyScreen(screens, (m) => m.PgMoraleScreen),
  },
  logWords: () => import('./log-words'),
};
