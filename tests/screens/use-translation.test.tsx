/**
 * The screens' words (src/i18n/use-translation.tsx): each component's t speaks the page's language, is the same
 * function from one draw to the next, and changes with the language.
 */
import { act, renderHook } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { beforeAll, expect, it } from 'vitest';
import { loadLanguage } from '../../src/i18n';
import { initI18n } from '../../src/i18n/full-instance';
import { I18nProvider, useTranslation } from '../../src/i18n/use-translation';

beforeAll(async () => {
  await Promise.all([loadLanguage('en'), loadLanguage('fr')]);
});

/** `useTranslation(ns)` drawn under `instance`, as a screen's component would. */
function drawnWords<const Ns extends Parameters<typeof useTranslation>[0]>(instance: i18n, ns: Ns) {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={instance}>{children}</I18nProvider>;
  return renderHook(() => useTranslation(ns), { wrapper });
}

it('answers keys of its first namespace, and of another when the key names it', () => {
  const { t } = drawnWords(initI18n('en'), ['common', 'jdg']).result.current;
  expect(t('chart.title')).toBe('Terrain effects chart');
  expect(t('jdg:columns.infantry')).toBe('Infantry');
  expect(t('chart.footnoteLink', { letter: 'b' })).toBe('footnote b');
});

it('gives a component the same t at each draw, and a t of the new language when the language changes', async () => {
  const instance = initI18n('en');
  const drawn = drawnWords(instance, 'jdg');
  const first = drawn.result.current.t;
  expect(first('columns.infantry')).toBe('Infantry');
  drawn.rerender();
  expect(drawn.result.current.t).toBe(first);
  await act(() => instance.changeLanguage('fr'));
  expect(drawn.result.current.t).not.toBe(first);
  expect(drawn.result.current.t('columns.infantry')).toBe('Infanterie');
  expect(drawn.result.current.t('common:chart.title')).toBe('Table des terrains');
  // A t kept from before the switch still speaks its own language: it is never answered from the other's words.
  expect(first('columns.infantry')).toBe('Infantry');
});

it('answers in the language of its own instance (the build draws both languages side by side)', () => {
  const english = drawnWords(initI18n('en'), 'common').result.current.t;
  const french = drawnWords(initI18n('fr'), 'common').result.current.t;
  expect([english('chart.title'), french('chart.title'), english('chart.title')]).toEqual([
    'Terrain effects chart',
    'Table des terrains',
    'Terrain effects chart',
  ]);
});

it('says what is missing when drawn without a provider, instead of answering nothing', () => {
  expect(() => renderHook(() => useTranslation())).toThrow(/I18nProvider/);
});
