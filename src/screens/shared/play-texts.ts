/**
 * The words of the screens beyond the first: the app's own (combat, errors, log, checklists) and Jours de Gloire's
 * fire, shock and movement words, added to their namespaces when the first such screen loads. The first visit
 * brings only the shell's and the terrain chart's words.
 */
import { addTexts } from '../../i18n';
import { commonPlayEn } from '../../i18n/locales/en-common-play';
import { jdgPlayEn } from '../../i18n/locales/en-jdg-play';
import { commonPlayFr } from '../../i18n/locales/fr-common-play';
import { jdgPlayFr } from '../../i18n/locales/fr-jdg-play';

addTexts('common', { en: commonPlayEn, fr: commonPlayFr });
addTexts('jdg', { en: jdgPlayEn, fr: jdgPlayFr });
