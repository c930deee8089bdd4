/**
 * Jours de Gloire's words for fire, shock, movement and the roll log, added to its namespace when the first of
 * those screens loads (the terrain chart's words come with the first visit).
 */
import { addTexts } from '../../i18n';
import { jdgPlayEn } from '../../i18n/locales/en-jdg-play';
import { jdgPlayFr } from '../../i18n/locales/fr-jdg-play';

addTexts('jdg', { en: jdgPlayEn, fr: jdgPlayFr });
