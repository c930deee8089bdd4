/**
 * i18next itself, with the app's texts and settings. The page loads it once its first screen is taken over
 * (src/i18n/first-words.ts answers that screen's words until then); the build's render of that screen, the other
 * screens and the tests start it at once.
 */
import i18next, { type i18n } from 'i18next';
import {
  followTexts,
  isFixedOptions,
  LANGUAGES,
  type Language,
  pageLanguage,
  rememberLanguage,
  textsLoaded,
} from './index';

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
    if (typeof key === 'string' && typeof options === 'object' && options !== null && isFixedOptions(options)) {
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
    resources: { en: { ...textsLoaded('en') }, fr: { ...textsLoaded('fr') } },
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
  followTexts(instance);
  setLang(instance.resolvedLanguage ?? 'en');
  instance.on('languageChanged', setLang);
  if (!lng) instance.on('languageChanged', rememberLanguage);
  return instance;
}
