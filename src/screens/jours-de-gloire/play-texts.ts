/**
 * Jours de Gloire's words of its fire, shock and movement screens and of its rolls in the log, added to its namespace
 * when the first of them loads (with the app's own words of those screens). The terrain chart's words come with the
 * first visit.
 */
import '../shared/play-texts';
import { addTexts } from '../../i18n';
import { jdgPlayEn } from './locales/en-jdg-play';
import { jdgPlayFr } from './locales/fr-jdg-play';

addTexts('jdg', { en: jdgPlayEn, fr: jdgPlayFr });

// Its namespace comes in three parts: the chart's words with the first visit, these, and the 2006 card's.
declare module '../../i18n/texts' {
  interface GameTexts {
    jdg: typeof import('./locales/en-jdg').jdgEn &
      typeof jdgPlayEn &
      typeof import('./locales/en-jdg-2006').jdgCard2006En;
  }
}
