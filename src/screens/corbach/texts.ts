/** Corbach 1760's words, added when its screens or its roll words load, and typed for the whole app. */
import { addTexts } from '../../i18n';
import { corbachEn } from './locales/en-corbach';
import { corbachFr } from './locales/fr-corbach';

addTexts('corbach', { en: corbachEn, fr: corbachFr });

declare module '../../i18n/texts' {
  interface GameTexts {
    corbach: typeof corbachEn;
  }
}
