/**
 * The app's own words of the screens beyond the first (combat, errors, log, checklists), added to the common
 * namespace when the first such screen loads. The first visit brings only the shell's and the terrain chart's words;
 * a game's own words of those screens come with its screens (Jours de Gloire's: its play-texts.ts).
 */
import { addTexts } from '../../i18n';
import { commonPlayEn } from '../../i18n/locales/en-common-play';
import { commonPlayFr } from '../../i18n/locales/fr-common-play';

addTexts('common', { en: commonPlayEn, fr: commonPlayFr });
