import type { DefaultNamespace, FlatNamespace, i18n, TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { fixedOptions } from './index';

const I18nContext = createContext<i18n | null>(null);

/** Gives the components below it the i18next instance `useTranslation` reads. */
export function I18nProvider({ i18n, children }: { readonly i18n: i18n; readonly children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

type Translate = (key: unknown, options?: object) => unknown;

interface InstanceWords {
  readonly subscribe: (onChange: () => void) => () => void;
  /** One function per language and namespace (found by their `fixedOptions`), kept: a component drawn again gets the
   * same one. */
  readonly translators: Map<object, Translate>;
}

const wordsOfInstance = new WeakMap<i18n, InstanceWords>();

function wordsOf(instance: i18n): InstanceWords {
  let words = wordsOfInstance.get(instance);
  if (!words) {
    words = {
      subscribe: (onChange) => {
        instance.on('languageChanged', onChange);
        return () => instance.off('languageChanged', onChange);
      },
      translators: new Map(),
    };
    wordsOfInstance.set(instance, words);
  }
  return words;
}

function translatorOf(instance: i18n, language: string, namespace: string): Translate {
  const { translators } = wordsOf(instance);
  const fixed = fixedOptions(language, namespace);
  let translate = translators.get(fixed);
  if (!translate) {
    // `instance.t` looked up at each call, not bound once: i18next's own (or a test's spy) as it is then.
    translate = (key, options) =>
      (instance.t as unknown as Translate)(key, options === undefined ? fixed : { ...fixed, ...options });
    translators.set(fixed, translate);
  }
  return translate;
}

/**
 * The words of the page's language, redrawn when the language changes: `t` answers keys of `ns` (of its first
 * namespace when given several; a key of another namespace names it, 'jdg:key'). What react-i18next's hook of the same
 * name does for this app, without its work at each draw: its `t` built a copy of i18next's options at every word.
 */
export function useTranslation<const Ns extends FlatNamespace | readonly FlatNamespace[] = DefaultNamespace>(
  ns?: Ns,
): { readonly t: TFunction<Ns>; readonly i18n: i18n } {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error('useTranslation needs an I18nProvider above it');
  const { subscribe } = wordsOf(instance);
  const language = useSyncExternalStore(
    subscribe,
    () => instance.language,
    () => instance.language,
  );
  const namespace = (typeof ns === 'string' ? ns : ns?.[0]) ?? 'common';
  return { t: translatorOf(instance, language, namespace) as unknown as TFunction<Ns>, i18n: instance };
}

/**
 * A translation function for keys composed at run time from the rules' ids (`corbach:terrain.${id}`), which the type
 * system cannot check: the contract and translation tests hold every id worded in both languages instead.
 */
export type TranslateKey = (key: string, options?: Record<string, unknown>) => string;

/** The same `t`, taking keys composed from ids (see TranslateKey): the one place such a key leaves the types. */
export const byKey = (t: unknown): TranslateKey => t as TranslateKey;
