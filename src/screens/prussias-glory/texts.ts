/** Prussia's Glory's words, added when its screens or its roll words load, and typed for the whole app. */
import { addTexts } from '../../i18n';
import { pgEn } from './locales/en-pg';
import { pgFr } from './locales/fr-pg';

addTexts('pg', { en: pgEn, fr: pgFr });

declare module '../../i18n/texts' {
  interface GameTexts {
    pg: typeof pgEn;
  }
}
