// The app's words of the footer's tools and of an update ready, registered by whichever of them loads first: not in
// the first visit's texts.
import { addTexts } from '../i18n';
import { commonToolsEn } from '../i18n/locales/en-common-tools';
import { commonToolsFr } from '../i18n/locales/fr-common-tools';

addTexts('common', { en: commonToolsEn, fr: commonToolsFr });
