/**
 * Every game the app runs, in the game picker's order: adding a game is its folders and one line here. The store's
 * combats and defaults, the picker, the tabs, the links, the dice and the roll log are derived from this list.
 */
import { CORBACH } from './corbach/manifest';
import { JOURS_DE_GLOIRE } from './jours-de-gloire/manifest';
import { PRUSSIAS_GLORY } from './prussias-glory/manifest';

export const GAMES = [JOURS_DE_GLOIRE, CORBACH, PRUSSIAS_GLORY] as const;
