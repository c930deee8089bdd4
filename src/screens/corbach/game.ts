/** Corbach 1760's screens and words, as the app shell finds them (src/screens/games.ts). */
import { lazyScreen } from '../../ui/lazy-screen';
import type { GameUi } from '../shared/game-ui';

// Its screens load together, with its rules and texts, when the game is first shown.
const screens = () => import('./screen-bundle');

export const ui: GameUi = {
  id: 'corbach',
  words: {
    en: { name: 'Corbach 1760', choices: { 'corbach-1760': 'Corbach 1760 (Vae Victis 142)' } },
    fr: { name: 'Corbach 1760', choices: { 'corbach-1760': 'Corbach 1760 (Vae Victis 142)' } },
  },
  views: {
    terrain: lazyScreen(screens, (m) => m.CorbachTerrainScreen),
    artillery: lazyScreen(screens, (m) => m.CorbachArtilleryScreen),
    combat: lazyScreen(screens, (m) => m.CorbachCombatScreen),
    movement: lazyScreen(screens, (m) => m.CorbachMovementScreen),
    sequence: lazyScreen(screens, (m) => m.CorbachSequenceScreen),
  },
  logWords: () => import('./log-words'),
};
