/**
 * Dates and numbers are written as the player's browser writes them in the page's language (issue 28): an en-GB
 * browser reads the day first in the roll log, a US one the month first; French writes its own way.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { intlLocale, textsLoaded } from '../../src/i18n';
import { resources } from '../../src/i18n/texts';
import { renderApp } from '../helpers/render-app';
// The words the app loads only when asked (About, the tools, the packs' page), as it loads them.
import '../../src/app/about-words';
import '../../src/app/tools-words';
import '../../src/screens/packs/packs-texts';

const ROLLED_AT = new Date('2026-11-27T08:19:02Z');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('the page language takes the browser’s own variant of it for dates, else the language', () => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'fr-CA']);
  expect(intlLocale('en')).toBe('en-GB');
  expect(intlLocale('fr')).toBe('fr-CA');
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
  expect(intlLocale('en')).toBe('en');
});

it.each([
  ['en-GB', 'en', '27/11/2026'],
  ['en-US', 'en', '11/27/26'],
  ['fr-FR', 'fr', '27/11/2026'],
] as const)('a %s browser on the %s page reads a roll’s date in the log as %s', async (browserLocale, page, date) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue([browserLocale]);
  vi.useFakeTimers({ now: ROLLED_AT, toFake: ['Date'] });
  const { user } = renderApp(page);
  const tabs = within(screen.getByRole('navigation'));
  await user.click(tabs.getByRole('button', { name: page === 'fr' ? 'Choc' : 'Shock' }));
  await user.click(screen.getByRole('button', { name: page === 'fr' ? 'Lancer le dé' : 'Roll the die' }));
  await user.click(tabs.getByRole('button', { name: page === 'fr' ? 'Journal' : 'Roll log' }));
  const entry = within(
    await screen.findByRole('list', { name: page === 'fr' ? 'Journal des jets' : 'Roll log' }),
  ).getAllByRole('listitem')[0];
  expect(entry).toHaveTextContent(date);
});

it('French writes the two sides of a result with a narrow space before the semicolon, English without', async () => {
  for (const page of ['fr', 'en'] as const) {
    const { user, unmount } = renderApp(page);
    const tabs = within(screen.getByRole('navigation'));
    await user.click(tabs.getByRole('button', { name: page === 'fr' ? 'Choc' : 'Shock' }));
    await user.click(screen.getByRole('button', { name: page === 'fr' ? 'Lancer le dé' : 'Roll the die' }));
    await user.click(tabs.getByRole('button', { name: page === 'fr' ? 'Journal' : 'Roll log' }));
    const list = await screen.findByRole('list', { name: page === 'fr' ? 'Journal des jets' : 'Roll log' });
    const text = within(list).getAllByRole('listitem')[0]?.textContent ?? '';
    if (page === 'fr') expect(text).toMatch(/Défenseur\u00a0: .+\u202f; Attaquant\u00a0: /);
    else expect(text).toMatch(/Defender: .+; Attacker: /);
    unmount();
  }
});

it('French writes its own numbers with a decimal comma, and quotes the card’s odds row as printed (“1.5/1”)', async () => {
  const { user } = renderApp('fr');
  await user.click(screen.getByRole('button', { name: 'Choc' }));
  const odds = document.querySelector('tr[data-modifier="odds"] td div') as HTMLElement;
  // The raw ratio is the app's number, the row is the card's label: said apart, never one number in two styles.
  expect(odds.textContent).toBe(
    'Rapport de force 6\u00a0: 4 PF (rapport exact 1,50\u00a0: 1) → ligne «\u00a01.5/1\u00a0» de la carte',
  );
});

/** Every text of a namespace's words, as [path, text]. */
const leaves = (words: unknown, path = ''): [string, string][] =>
  typeof words === 'string'
    ? [[path, words]]
    : typeof words === 'object' && words !== null
      ? Object.entries(words).flatMap(([name, inner]) => leaves(inner, `${path}/${name}`))
      : [];

it('French never starts a line with its “:”, “;”, “!”, “?” or “»”, nor ends one with “«”: in every text the app loads, the space beside them does not break', () => {
  // Every namespace, the games' too: the screens' setup has loaded them all.
  const texts = leaves(textsLoaded('fr'));
  expect(texts.length).toBeGreaterThan(1000);
  expect(texts.filter(([, text]) => / [:;!?»]|« /.test(text))).toEqual([]);
  // The words are the ones written: only their spaces change.
  const spaces = (words: unknown) =>
    leaves(words)
      .map(([path, text]) => `${path} ${text.replace(/[\u00a0\u202f]/g, ' ')}`)
      .sort();
  expect(spaces(textsLoaded('fr').common)).toEqual(spaces(resources.fr.common));
  expect(textsLoaded('en').common).toEqual(resources.en.common);
});
