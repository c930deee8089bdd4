import i18next, { type i18n } from 'i18next';
import { storageKey } from '../state/storage/storage-key';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The texts every visit needs, the app's own words and Jours de Gloire's (the game shown first), fetched for one
 * language at a time: a player downloads only the language the page shows. The other games bring theirs with their
 * screens (see `addTexts`); src/i18n/texts.ts types them (the app's own, and each game's from its folder).
 */
const FIRST_TEXTS: Readonly<Record<Language, () => Promise<Record<string, object>>>> = {
  en: () =>
    Promise.all([import('./locales/en-common'), import('../screens/jours-de-gloire/locales/en-jdg')]).then(
      ([c, j]) => ({
        common: c.commonEn,
        jdg: j.jdgEn,
      }),
    ),
  fr: () =>
    Promise.all([import('./locales/fr-common'), import('../screens/jours-de-gloire/locales/fr-jdg')]).then(
      ([c, j]) => ({
        common: c.commonFr,
        jdg: j.jdgFr,
      }),
    ),
};

/** Every text loaded so far, by language and namespace, so that an instance started later gets them too. */
const loaded: Record<Language, Record<string, object>> = { en: {}, fr: {} };
const instances = new Set<i18n>();
const firstTextsLoaded = new Set<Language>();

function add(language: Language, namespace: string, texts: object): void {
  // A namespace may come in parts (Jours de Gloire's chart first, its combat words with the combat screens).
  loaded[language][namespace] = { ...loaded[language][namespace], ...texts };
  for (const instance of instances) instance.addResourceBundle(language, namespace, texts, true, true);
}

/** Adds a game's texts in every language: called by the module that brings that game's screens. */
export function addTexts(namespace: string, texts: Readonly<Record<Language, object>>): void {
  for (const language of LANGUAGES) add(language, namespace, texts[language]);
}

/** Fetches the app's own texts and Jours de Gloire's in one language (once). Start-up and the language switch wait for it. */
export async function loadLanguage(language: Language): Promise<void> {
  // Not "has common": a screen's part of a namespace (common-play) may have been added before the first texts.
  if (firstTextsLoaded.has(language)) return;
  for (const [namespace, texts] of Object.entries(await FIRST_TEXTS[language]())) add(language, namespace, texts);
  firstTextsLoaded.add(language);
}

/**
 * The locale dates and numbers are written in for a page language: the browser's own variant of it where it has one
 * (a British browser writes the day first, 27/11/2026, in the English page), else the language itself.
 */
export function intlLocale(language: string): string {
  const own = (globalThis.navigator?.languages ?? []).find((l) => l.toLowerCase().split('-')[0] === language);
  return own ?? language;
}

/** Where the player's choice of language is kept (scripts/first-paint.js reads it too). */
export const LANGUAGE_KEY = 'adc-language';

/**
 * The language the page shows: the player's last choice, else the browser's first language the app speaks, else
 * English. scripts/first-paint.js makes the same choice before any module runs: keep the two in step.
 */
export function pageLanguage(): Language {
  const candidates = [
    (() => {
      try {
        return localStorage.getItem(storageKey(LANGUAGE_KEY));
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

function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(storageKey(LANGUAGE_KEY), language.slice(0, 2));
  } catch {
    // Storage refused (private browsing): the choice lasts for this visit only.
  }
}

/** Switches the language, fetching its texts first. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  await loadLanguage(language);
  await instance.changeLanguage(language);
}

/** The options of a word asked in one language and namespace (`useTranslation`'s `t`), one object for each. */
const fixedOptionsById = new Map<string, Readonly<{ lng: string; ns: string }>>();
const allFixedOptions = new Set<object>();

export function fixedOptions(language: string, namespace: string): Readonly<{ lng: string; ns: string }> {
  const id = `${language}\u0000${namespace}`;
  let options = fixedOptionsById.get(id);
  if (!options) {
    options = Object.freeze({ lng: language, ns: namespace });
    fixedOptionsById.set(id, options);
    allFixedOptions.add(options);
  }
  return options;
}

/**
 * i18next parses the key and walks the texts at every call, and a screen asks dozens of words at each redraw (tenths
 * of a millisecond each on a slow phone): a word asked again, in the same language with the same options, is
 * answered from a cache, emptied when texts are added or removed. A call with an object to format (a date, a value
 * with its own toString) or a function, and an answer that is not text, go to i18next every time. A word asked with
 * `fixedOptions` (most of them) is found without building an id.
 */
function answerRepeatsFromCache(instance: i18n): void {
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown;
  const answers = new Map<string, string>();
  const answersByFixedOptions = new Map<object, Map<string, string>>();
  const forget = () => {
    answers.clear();
    answersByFixedOptions.clear();
  };
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const cached = (key: unknown, options?: unknown): unknown => {
    if (typeof key === 'string' && typeof options === 'object' && options !== null && allFixedOptions.has(options)) {
      let known = answersByFixedOptions.get(options);
      if (!known) {
        known = new Map();
        answersByFixedOptions.set(options, known);
      }
      const knownAnswer = known.get(key);
      if (knownAnswer !== undefined) return knownAnswer;
      const answer = translate(key, options);
      if (typeof answer === 'string') known.set(key, answer);
      return answer;
    }
    const values = typeof options === 'object' && options !== null ? Object.values(options) : [];
    const formatted = values.some((v) => typeof v === 'function' || (typeof v === 'object' && v && !Array.isArray(v)));
    if (typeof key !== 'string' || formatted) return translate(key, options);
    const id = JSON.stringify([instance.language, key, options]);
    const known = answers.get(id);
    if (known !== undefined) return known;
    const answer = translate(key, options);
    if (typeof answer === 'string') answers.set(id, answer);
    return answer;
  };
  instance.t = cached as typeof instance.t;
}

/**
 * Starts i18next with the texts loaded so far (`loadLanguage` first) in `lng`, or in the page's language with the
 * player's choices remembered in localStorage; <html lang> follows the language. A missing key throws in development
 * and in tests.
 */
export function initI18n(lng?: Language) {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { en: { ...loaded.en }, fr: { ...loaded.fr } },
    lng: lng ?? pageLanguage(),
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
    saveMissing: import.meta.env.DEV || import.meta.env.MODE === 'test',
    missingKeyHandler: (_lngs, ns, key) => {
      throw new Error(`Missing translation: ${ns}:${key}`);
    },
  });
  const setLang = (l: string) => {
    // Only a change: the page's language is set before the first paint, and setting it again restyles the page.
    if (typeof document !== 'undefined' && document.documentElement.lang !== l.slice(0, 2)) {
      document.documentElement.lang = l.slice(0, 2);
    }
  };
  answerRepeatsFromCache(instance);
  instances.add(instance);
  setLang(instance.resolvedLanguage ?? 'en');
  instance.on('languageChanged', setLang);
  if (!lng) instance.on('languageChanged', rememberLanguage);
  return instance;
}
