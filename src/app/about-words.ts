// The app's words about itself, registered by whichever of their two users loads first (the service worker's offers,
// the About panel): not in the first visit's texts.
import { addTexts } from '../i18n';
import { commonAboutEn } from '../i18n/locales/en-common-about';
import { commonAboutFr } from '../i18n/locales/fr-common-about';

addTexts('common', { en: commonAboutEn, fr: commonAboutFr });
