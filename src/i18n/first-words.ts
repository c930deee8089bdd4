/**
 * The page's words while i18next is not yet loaded: the first screen, taken over from the page's HTML, needs only its
 * plain texts (no plural, no nested text, no formatted value), and i18next's 16 KB of script and its start would
 * otherwise come before that screen can be used (issue 47). i18next loads once the screen is the app's
 * (`loadI18next`), and from then on answers everything: the instance handed to the app is the same object before and
 * after, so nothing is drawn again.
 *
 * Before that, a word is answered here only where i18next would give the same text (tests/screens/first-words.test.tsx
 * holds the two to one answer over every text of the app): a text found in the language asked, whose placeholders are
 * filled from the options or left as i18next leaves them. Anything else (a plural, a missing text, an option i18next
 * reads for itself) waits for i18next: asked while React draws, the component waits (it suspends) and is drawn again
 * with i18next's answer.
 */
import type { i18n } from 'i18next';
import { LANGUAGES, type Language, textsLoaded } from './index';

type Options = Readonly<Record<string, unknown>>;
type Listener = (language: string) => void;

/** What `answer` cannot answer as i18next would. */
const WAIT = Symbol('wait for i18next');

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function textAt(language: Language, namespace: string, path: string): unknown {
  let at: unknown = textsLoaded(language);
  for (const name of [namespace, ...path.split('.')]) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, name)) return undefined;
    at = (at as Record<string, unknown>)[name];
  }
  return at;
}

/** i18next's answer to `t(key, options)` where this reading is sure to be the same, else WAIT. */
export function answer(key: unknown, options: Options | undefined, pageLanguage: Language): string | typeof WAIT {
  if (typeof key !== 'string') return WAIT;
  const [namespace, path, ...more] = key.includes(':') ? key.split(':') : [options?.ns ?? 'common', key];
  const language = options?.lng ?? pageLanguage;
  if (more.length || typeof namespace !== 'string' || !path || !LANGUAGES.includes(language as Language)) return WAIT;
  const text = textAt(language as Language, namespace, path);
  // A nested text ($t), an unescaped or formatted value, a value found along a path: i18next's own business.
  if (typeof text !== 'string' || /\$t\(|\{\{\s*-|\{\{[^}]*[.,]/.test(text)) return WAIT;
  const placeholders = new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]?.trim()));
  for (const [name, value] of Object.entries(options ?? {})) {
    if (name === 'lng' || name === 'ns') continue;
    // An option that fills no placeholder is one i18next reads (count, context, defaultValue…).
    if (!placeholders.has(name) || (typeof value === 'object' && value !== null) || typeof value === 'function') {
      return WAIT;
    }
  }
  // A placeholder no option fills: i18next's own business too (it leaves most as they stand, but empties {{count}}).
  if ([...placeholders].some((name) => !name || !options || !Object.hasOwn(options, name))) return WAIT;
  return text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = options?.[name.trim()];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * The page's instance in `language`: its own answers until `loadI18next()` has loaded i18next (`start` makes it: the
 * page's is src/app/app.tsx's loadI18next), then i18next's.
 */
export function firstWords(
  language: Language,
  start: () => Promise<i18n>,
): { readonly instance: i18n; readonly loadI18next: () => Promise<i18n> } {
  const listeners = new Set<Listener>();
  let full: i18n | null = null;
  let loading: Promise<i18n> | null = null;
  const loadI18next = () => {
    loading ??= start().then((instance) => {
      for (const listener of listeners) instance.on('languageChanged', listener);
      full = instance;
      return instance;
    });
    return loading;
  };
  const own = {
    language,
    resolvedLanguage: language,
    t(key: unknown, options?: Options) {
      const text = answer(key, options, language);
      // Thrown while React draws: the component waits for i18next (Suspense), then asks again.
      if (text === WAIT) throw loadI18next();
      return text;
    },
    exists: (key: string, options?: Options) => {
      if (answer(key, options, language) === WAIT) throw loadI18next();
      return true;
    },
    on(event: string, listener: Listener) {
      if (event === 'languageChanged') listeners.add(listener);
    },
    off(_event: string, listener: Listener) {
      listeners.delete(listener);
    },
    changeLanguage: (next: string) => loadI18next().then((instance) => instance.changeLanguage(next)),
  };
  // Each of i18next's functions bound once (`t` is asked for at every word).
  const bound = new WeakMap<object, unknown>();
  const instance = new Proxy(own, {
    get(target, name) {
      if (!full) {
        // Anything else of i18next's, asked while React draws: the component waits for it.
        if (typeof name === 'string' && name !== 'then' && !Object.hasOwn(target, name)) throw loadI18next();
        return Reflect.get(target, name);
      }
      const value: unknown = Reflect.get(full, name);
      if (typeof value !== 'function') return value;
      if (!bound.has(value)) bound.set(value, value.bind(full));
      return bound.get(value);
    },
  }) as unknown as i18n;
  return { instance, loadI18next };
}
