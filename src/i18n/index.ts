import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './locales/en-common';
import { jdgEn } from './locales/en-jdg';
import { commonFr } from './locales/fr-common';
import { jdgFr } from './locales/fr-jdg';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The texts every visit needs: the app's own words and Jours de Gloire's (the game shown first). The other games
 * bring theirs with their screens (see `addTexts`); src/i18n/texts.ts lists every namespace for tests and types.
 */
const FIRST_VISIT_TEXTS = {
  en: { common: commonEn, jdg: jdgEn },
  fr: { common: commonFr, jdg: jdgFr },
} as const;

/** Namespaces added after start-up, kept so that an instance started later gets them too. */
const addedTexts = new Map<string, Readonly<Record<Language, object>>>();
const instances = new Set<i18n>();

/** Adds a game's texts in every language: called by the module that brings that game's screens. */
export function addTexts(namespace: string, texts: Readonly<Record<Language, object>>): void {
  addedTexts.set(namespace, texts);
  for (const instance of instances) {
    for (const language of LANGUAGES) instance.addResourceBundle(language, namespace, texts[language], true, true);
  }
}

/**
 * Starts i18next: the first language comes from the browser, the player's choice is remembered in localStorage,
 * and <html lang> follows the language. A missing key throws in development and in tests.
 */
export function initI18n(lng?: Language) {
  const instance = i18next.createInstance();
  if (!lng) instance.use(LanguageDetector);
  instance.use(initReactI18next);
  void instance.init({
    resources: {
      en: { ...FIRST_VISIT_TEXTS.en, ...Object.fromEntries([...addedTexts].map(([ns, texts]) => [ns, texts.en])) },
      fr: { ...FIRST_VISIT_TEXTS.fr, ...Object.fromEntries([...addedTexts].map(([ns, texts]) => [ns, texts.fr])) },
    },
    ...(lng ? { lng } : {}),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    defaultNS: 'common',
    ns: ['common', 'jdg'],
    partialBundledLanguages: true,
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
  instances.add(instance);
  setLang(instance.resolvedLanguage ?? 'en');
  instance.on('languageChanged', setLang);
  return instance;
}
