import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The texts every visit needs, the app's own words and Jours de Gloire's (the game shown first), fetched for one
 * language at a time: a player downloads only the language the page shows. The other games bring theirs with their
 * screens (see `addTexts`); src/i18n/texts.ts lists every namespace for tests and types.
 */
const FIRST_TEXTS: Readonly<Record<Language, () => Promise<Record<string, object>>>> = {
  en: () =>
    Promise.all([import('./locales/en-common'), import('./locales/en-jdg')]).then(([c, j]) => ({
      common: c.commonEn,
      jdg: j.jdgEn,
    })),
  fr: () =>
    Promise.all([import('./locales/fr-common'), import('./locales/fr-jdg')]).then(([c, j]) => ({
      common: c.commonFr,
      jdg: j.jdgFr,
    })),
};

/** Every text loaded so far, by language and namespace, so that an instance started later gets them too. */
const loaded: Record<Language, Record<string, object>> = { en: {}, fr: {} };
const instances = new Set<i18n>();

function add(language: Language, namespace: string, texts: object): void {
  loaded[language][namespace] = texts;
  for (const instance of instances) instance.addResourceBundle(language, namespace, texts, true, true);
}

/** Adds a game's texts in every language: called by the module that brings that game's screens. */
export function addTexts(namespace: string, texts: Readonly<Record<Language, object>>): void {
  for (const language of LANGUAGES) add(language, namespace, texts[language]);
}

/** Fetches the app's own texts and Jours de Gloire's in one language (once). Start-up and the language switch wait for it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded[language].common) return;
  for (const [namespace, texts] of Object.entries(await FIRST_TEXTS[language]())) add(language, namespace, texts);
}

/** The language the page will show, as scripts/first-paint.js (or i18next's detector) picks it. */
export function pageLanguage(): Language {
  const candidates = [
    (() => {
      try {
        return localStorage.getItem('adc-language');
      } catch {
        return null;
      }
    })(),
    ...(navigator.languages ?? []),
    navigator.language,
  ];
  const match = candidates.map((c) => /^(en|fr)\b/i.exec(c ?? '')).find(Boolean);
  return match ? (match[1]?.toLowerCase() as Language) : 'en';
}

/** Switches the language, fetching its texts first. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  await loadLanguage(language);
  await instance.changeLanguage(language);
}

/**
 * Starts i18next with the texts loaded so far (`loadLanguage` first): the first language comes from the browser,
 * the player's choice is remembered in localStorage, and <html lang> follows the language. A missing key throws in
 * development and in tests.
 */
export function initI18n(lng?: Language) {
  const instance = i18next.createInstance();
  if (!lng) instance.use(LanguageDetector);
  instance.use(initReactI18next);
  void instance.init({
    resources: { en: { ...loaded.en }, fr: { ...loaded.fr } },
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
