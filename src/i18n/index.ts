import type { i18n } from 'i18next';
import { storageKey } from '../state/storage/storage-key';
import { wordsSetIn } from './french-spacing';

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

/** The texts loaded so far in `language`, by namespace, as they stand (texts loaded later show in it). */
export const textsLoaded = (language: Language): Readonly<Record<string, object>> => loaded[language];

/** An i18next instance given every text loaded from now on. */
export function followTexts(instance: i18n): void {
  instances.add(instance);
}
const firstTextsLoaded = new Set<Language>();

function add(language: Language, namespace: string, written: object): void {
  const texts = wordsSetIn(language, written);
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

export function rememberLanguage(language: string): void {
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

/** Whether `options` are those of one language and namespace, made by `fixedOptions`. */
export const isFixedOptions = (options: object): boolean => allFixedOptions.has(options);

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
