/**
 * A word asked again is answered from a cache instead of i18next's lookup (screens ask dozens at every redraw), and
 * the cache never answers with a stale word: another language, other options, new texts.
 */
import type { i18n } from 'i18next';
import { beforeAll, expect, it, vi } from 'vitest';
import { fixedOptions, loadLanguage } from '../../src/i18n';
import { initI18n } from '../../src/i18n/full-instance';

beforeAll(async () => {
  await Promise.all([loadLanguage('en'), loadLanguage('fr')]);
});

/** How many times i18next itself looked a word up during `act`. */
function lookupsDuring(instance: i18n, act: () => void): number {
  const translator = (instance as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator;
  const lookups = vi.spyOn(translator, 'translate');
  act();
  const count = lookups.mock.calls.length;
  lookups.mockRestore();
  return count;
}

it('answers a word asked again without looking it up again, with useTranslation’s fixed options too', () => {
  const instance = initI18n('en');
  const t = instance.t as unknown as (key: string, options?: object) => string;
  const english = fixedOptions('en', 'common');
  expect(fixedOptions('en', 'common')).toBe(english);
  expect(lookupsDuring(instance, () => expect(t('chart.title', english)).toBe('Terrain effects chart'))).toBe(1);
  expect(lookupsDuring(instance, () => expect(t('chart.title', english)).toBe('Terrain effects chart'))).toBe(0);
  expect(lookupsDuring(instance, () => expect(t('jdg:columns.infantry', english)).toBe('Infantry'))).toBe(1);
  expect(lookupsDuring(instance, () => t('jdg:columns.infantry', english))).toBe(0);
  // The same key in another language's fixed options is that language's word, not the one kept for English.
  expect(t('chart.title', fixedOptions('fr', 'common'))).toBe('Table des terrains');
  expect(t('columns.infantry', fixedOptions('fr', 'jdg'))).toBe('Infanterie');
});

it('keeps the answers of each language and of each set of options apart', async () => {
  const instance = initI18n('en');
  expect(instance.t('chart.footnoteLink', { letter: 'a' })).toBe('footnote a');
  expect(instance.t('chart.footnoteLink', { letter: 'b' })).toBe('footnote b');
  expect(lookupsDuring(instance, () => instance.t('chart.footnoteLink', { letter: 'a' }))).toBe(0);
  await instance.changeLanguage('fr');
  expect(instance.t('chart.title')).toBe('Table des terrains');
  expect(instance.t('chart.footnoteLink', { letter: 'a' })).toBe('note a');
  await instance.changeLanguage('en');
  expect(instance.t('chart.title')).toBe('Terrain effects chart');
});

it('forgets its answers when texts are added, and looks up every call with an object to format', () => {
  const instance = initI18n('en');
  const t = instance.t as unknown as (key: string, options?: object) => string;
  instance.addResourceBundle('en', 'test', { title: 'A title' });
  expect(t('test:title')).toBe('A title');
  expect(t('test:title', fixedOptions('en', 'common'))).toBe('A title');
  instance.addResourceBundle('en', 'test', { title: 'A new title' }, true, true);
  expect(t('test:title')).toBe('A new title');
  expect(t('test:title', fixedOptions('en', 'common'))).toBe('A new title');
  // An object i18next would format (a date, a value with its own toString) may change without a new identity.
  const letter = { toString: () => 'a' };
  expect(lookupsDuring(instance, () => expect(t('chart.footnoteLink', { letter })).toBe('footnote a'))).toBe(1);
  expect(lookupsDuring(instance, () => t('chart.footnoteLink', { letter }))).toBe(1);
});
