/** Jours de Gloire's screens and words, as the app shell finds them (src/screens/games.ts). */
import { lazyScreen } from '../../ui/lazy-screen';
import type { GameUi } from '../shared/game-ui';
import { card2006Texts } from './card-2006-texts';
import { TerrainChartScreen } from './terrain-chart-screen';

export const ui: GameUi = {
  id: 'jdg',
  words: {
    en: {
      name: 'Jours de Gloire',
      choices: { 'jdg-2016': 'Jours de Gloire — 2016 tables', 'jdg-2006': 'Jours de Gloire Empire — 2006 tables' },
    },
    fr: {
      name: 'Jours de Gloire',
      choices: { 'jdg-2016': 'Jours de Gloire — tables 2016', 'jdg-2006': 'Jours de Gloire Empire — tables 2006' },
    },
  },
  // The terrain chart is the first screen: in the first visit's script. The others load when first shown.
  views: {
    terrain: TerrainChartScreen,
    fire: lazyScreen(
      () => import('./fire-screen'),
      (m) => m.FireScreen,
    ),
    shock: lazyScreen(
      () => import('./shock-screen'),
      (m) => m.ShockScreen,
    ),
    movement: lazyScreen(
      () => import('./movement-screen'),
      (m) => m.JdgMovementScreen,
    ),
  },
  logWords: () => import('./log-words'),
  // The 2006 card's names, codes and notes.
  wordsOnDemand: card2006Texts,
};
