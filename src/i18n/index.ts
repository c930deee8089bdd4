import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './locales/en-common';
import { corbachEn } from './locales/en-corbach';
import { jdgEn } from './locales/en-jdg';
import { pgEn } from './locales/en-pg';
import { commonFr } from './locales/fr-common';
import { corbachFr } from './locales/fr-corbach';
import { jdgFr } from './locales/fr-jdg';
import { pgFr } from './locales/fr-pg';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const resources = {
  en: { common: commonEn, jdg: jdgEn, corbach: corbachEn, pg: pgEn },
  fr: { common: commonFr, jdg: jdgFr, corbach: corbachFr, pg: pgFr },
} as const;

/**
 * Starts i18next: the first language comes from the browser, the player's choice is remembered in localStorage,
 * and <html lang> follows the language. A missing key throws in development and in tests.
 */
export function initI18n(lng?: Language) {
  const instance = i18next.createInstance();
  if (!lng) instance.use(LanguageDetector);
  instance.use(initReactI18next);
  void instance.init({
    resources,
    ...(lng ? { lng } : {}),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    defaultNS: 'common',
    ns: ['common', 'jdg', 'corbach', 'pg'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    detection: { order: ['localStorage', 'navigator'], caches: ['localStorage'], lookupLocalStorage: 'adc-language' },
    saveMissing: import.meta.env.DEV || import.meta.env.MODE === 'test',
    missingKeyHandler: (_lngs, ns, key) => {
      throw new Error(`Missing translation: ${ns}:${key}`);
    },
  });
  const setLang = (l: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = l.slice(0, 2);
  };
  setLang(instance.resolvedLanguage ?? 'en');
  instance.on('languageChanged', setLang);
  return instance;
}
