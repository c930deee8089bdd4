import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './locales/en-common';
import { jdgEn } from './locales/en-jdg';
import { commonFr } from './locales/fr-common';
import { jdgFr } from './locales/fr-jdg';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const resources = {
  en: { common: commonEn, jdg: jdgEn },
  fr: { common: commonFr, jdg: jdgFr },
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
    ns: ['common', 'jdg'],
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
