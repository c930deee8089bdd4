/**
 * The first screen's words before i18next is loaded (src/i18n/first-words.ts): every answer is i18next's, over every
 * text of the app in both languages with generated values; what it cannot answer waits for i18next, never guesses.
 */
import { act, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { renderFirstScreen } from '../../src/app/prerender';
import { LANGUAGES, type Language, switchLanguage, textsLoaded } from '../../src/i18n';
import { answer, firstWords } from '../../src/i18n/first-words';
import { initI18n } from '../../src/i18n/full-instance';
import { I18nProvider, useTranslation } from '../../src/i18n/use-translation';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { TakingOverPageHtml } from '../../src/ui/html-island';
import { INHERITED_NAMES } from '../helpers/inherited-names';

afterEach(() => vi.restoreAllMocks());

/**
 * Every text of every namespace loaded (the screens' setup loads them all), as [namespace, key path, text, whether a
 * name on its path has a dot of its own].
 */
function everyText(language: Language): [string, string, unknown, boolean][] {
  const found: [string, string, unknown, boolean][] = [];
  const walk = (namespace: string, path: string[], at: unknown) => {
    if (typeof at === 'object' && at !== null && !Array.isArray(at)) {
      for (const [name, inner] of Object.entries(at)) walk(namespace, [...path, name], inner);
    } else found.push([namespace, path.join('.'), at, path.some((name) => name.includes('.'))]);
  };
  for (const [namespace, texts] of Object.entries(textsLoaded(language))) walk(namespace, [], texts);
  return found;
}

const WAITS = Symbol('waits');
const asked = (key: unknown, options: Record<string, unknown> | undefined, language: Language) => {
  const text = answer(key, options, language);
  return typeof text === 'string' ? text : WAITS;
};

const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constantFrom(undefined, null, '{{terrain}}', '$t(common:chart.title)', '{{- x}}', ''),
);

describe.each(LANGUAGES)('the first words in %s', (language) => {
  // Once the screens' setup has loaded every text.
  const i18next = () => initI18n(language);

  it('answer every text as i18next does, with any values for its placeholders, or wait for it', () => {
    const texts = everyText(language);
    const full = i18next();
    expect(texts.length).toBeGreaterThan(500);
    fc.assert(
      fc.property(
        fc.constantFrom(...texts),
        fc.dictionary(fc.constantFrom('terrain', 'letter', 'place', 'count', 'name', 'n', 'value'), value),
        fc.boolean(),
        ([namespace, path], values, prefixed) => {
          const key = prefixed ? `${namespace}:${path}` : path;
          const options = prefixed ? values : { ...values, ns: namespace, lng: language };
          const text = asked(key, options, language);
          if (text !== WAITS) expect(text).toBe(full.t(key, options as never));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('answer every plain text asked with its placeholders filled, the way the screens ask', () => {
    const texts = everyText(language);
    const full = i18next();
    let answered = 0;
    for (const [namespace, path, text, dotted] of texts) {
      // What i18next finds by its own ways (a plural's forms, a dot in a name: 't.hex') may wait for it.
      const own = typeof text === 'string' && !/\$t\(|\{\{[^}]*[-.,]/.test(text);
      if (!own || dotted || /_(one|other|zero|two|few|many)$/.test(path)) continue;
      const options = Object.fromEntries([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => [m[1], `«${m[1]}»`]));
      const key = `${namespace}:${path}`;
      expect(asked(key, options, language), key).toBe(full.t(key, options as never));
      answered++;
    }
    expect(answered).toBeGreaterThan(texts.length * 0.8);
  });

  it('wait for i18next for a text with a placeholder no option fills: what i18next writes there is its own', () => {
    // A CI run found i18next writing a plural form asked by its own key, with no count, with {{count}} emptied and
    // {{max}} left as it stands, where the first words had kept both.
    for (const options of [undefined, {}, { max: 500 }, { count: 3 }]) {
      expect(asked('common:log.nearCap_one', options, language)).toBe(WAITS);
    }
    expect(asked('common:log.nearCap_one', { count: 3, max: 500 }, language)).not.toBe(WAITS);
  });

  it('wait for i18next for a key that is no text, a name every object has included, and for its own options', () => {
    const keys = fc.oneof(
      fc.constantFrom(...INHERITED_NAMES),
      fc.constantFrom(...INHERITED_NAMES).map((name) => `common:${name}`),
      fc.constantFrom(...INHERITED_NAMES).map((name) => `chart.${name}`),
      fc.constantFrom(...INHERITED_NAMES).map((name) => `jdg:terrain.${name}`),
      fc.string().map((s) => `nowhere.${s}`),
      fc.constantFrom('chart', 'jdg:terrain', 'a:b:c', ':', '', 'common:'),
    );
    // A name every object has may also be a real key ('chart.filter'): those are answered above.
    const real = new Set(everyText(language).flatMap(([ns, path]) => [`${ns}:${path}`, ns === 'common' ? path : '']));
    fc.assert(
      fc.property(
        keys.filter((key) => !real.has(key)),
        (key) => {
          expect(asked(key, undefined, language)).toBe(WAITS);
        },
      ),
    );
    // Options i18next reads for itself.
    for (const options of [{ count: 2 }, { context: 'male' }, { defaultValue: 'x' }, { returnObjects: true }]) {
      expect(asked('chart.title', options, language)).toBe(WAITS);
    }
    expect(asked('chart.chosen', { terrain: { toString: () => 'x' } }, language)).toBe(WAITS);
    expect(asked(['chart.title'], undefined, language)).toBe(WAITS);
    expect(asked('chart.title', { lng: 'de' }, language)).toBe(WAITS);
  });
});

describe('the page that takes the first screen over with them', () => {
  it.each(LANGUAGES)(
    'is hydrated without a difference and without i18next, in %s, which then answers',
    async (language) => {
      useCombatStore.getState().reset();
      const page = document.createElement('div');
      page.innerHTML = renderFirstScreen(language);
      document.body.append(page);
      const reported = vi.spyOn(console, 'error');
      const recovered: unknown[] = [];
      let started = 0;
      const words = firstWords(language, async () => {
        started++;
        return initI18n(language);
      });
      const root = await act(async () =>
        hydrateRoot(
          page,
          <TakingOverPageHtml>
            <I18nProvider i18n={words.instance}>
              <App />
            </I18nProvider>
          </TakingOverPageHtml>,
          { onRecoverableError: (error) => recovered.push(error) },
        ),
      );
      await vi.waitFor(() => expect(page.querySelector('tbody')).not.toBeNull());
      expect(reported.mock.calls.map((call) => String(call[0]).slice(0, 200))).toEqual([]);
      expect(recovered).toEqual([]);
      // The footer's words (after the first paint) are plain ones of the first texts: still no i18next.
      await vi.waitFor(() => expect(page.querySelector('footer button')).not.toBeNull(), { timeout: 10_000 });
      expect(started).toBe(0);
      // The language switch waits for i18next, then the page speaks the other language.
      const other = language === 'en' ? 'fr' : 'en';
      await act(() => switchLanguage(words.instance, other));
      expect(started).toBe(1);
      expect(words.instance.resolvedLanguage).toBe(other);
      await vi.waitFor(() => expect(page.querySelector('h1')?.textContent).toBe(renderHeading(other)));
      act(() => root.unmount());
      page.remove();
    },
  );
});

function renderHeading(language: Language) {
  const holder = document.createElement('div');
  holder.innerHTML = renderFirstScreen(language);
  return holder.querySelector('h1')?.textContent;
}

/** Asks a word that only i18next can answer (a plural). */
function Plural() {
  const { t } = useTranslation();
  return <p>{t('notices.andMore', { names: 'A', count: 2 })}</p>;
}

describe('a word only i18next can answer, asked before it is loaded', () => {
  it('waits for it (the part suspends) and then shows its answer', async () => {
    let release: (() => void) | undefined;
    const words = firstWords('en', () => new Promise((resolve) => (release = () => resolve(initI18n('en')))));
    const { findByText, queryByText } = await act(async () =>
      render(
        <I18nProvider i18n={words.instance}>
          <Suspense fallback={<p>waiting</p>}>
            <Plural />
          </Suspense>
        </I18nProvider>,
      ),
    );
    expect(queryByText('waiting')).not.toBeNull();
    await act(async () => release?.());
    expect(await findByText(initI18n('en').t('notices.andMore', { names: 'A', count: 2 }))).toBeVisible();
    expect(screen.queryByText('waiting')).toBeNull();
  });
});
