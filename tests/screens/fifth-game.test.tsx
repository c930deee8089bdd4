/**
 * A fifth game, added the way docs/development.md says: its rules folder with a manifest, its screens folder with a game.ts,
 * and one line in src/rules/games.ts. The fixture game (tests/fixtures/games/skirmish/: one d8 table (a die no real
 * game rolls), two modifiers, one screen) is in the games' list and among the folders here through the real registry:
 * this file runs only in the "fifth game: screens" project (vite.config.ts), where
 * tests/fixtures/games/with-skirmish/ adds it as its one line would. It must then appear in the picker, roll,
 * round-trip through a link, show in the log, and read in both languages, with no other change to the app.
 */
import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { rememberedCombat } from '../../src/state/combat/combat-selectors';
import { INITIAL_COMBAT_STATE } from '../../src/state/combat/combat-state';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { decodeCombat, encodeCombat } from '../../src/state/links/share-link';
import { useRollLog } from '../../src/state/roll-log';
import { renderApp } from '../helpers/render-app';

it('a game added through its folders and its registry line runs like the others', { timeout: 60_000 }, async () => {
  // In the picker, with its own tabs.
  const { user } = renderApp('en');
  await user.selectOptions(screen.getByLabelText('Game'), 'Skirmish — test card');
  // It opens on its own first screen: it has no terrain chart, the screen the other games were showing.
  expect(await screen.findByRole('heading', { level: 1, name: 'Melee' })).toBeInTheDocument();
  const tabs = within(screen.getByRole('navigation'));
  expect(tabs.getAllByRole('button').map((b) => b.textContent)).toEqual(['Melee', 'Roll log']);
  await user.click(tabs.getByRole('button', { name: 'Melee' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Melee' })).toBeInTheDocument();

  // Its modifiers, each with its source, and a roll on its table.
  await user.click(screen.getByLabelText('Veteran'));
  const modifiers = () =>
    [...document.querySelectorAll('[data-modifier]')].map((el) => el.getAttribute('data-modifier'));
  expect(modifiers()).toEqual(['strength', 'veteran']);
  expect(screen.getByTestId('total')).toHaveTextContent('+3');
  expect(document.querySelector('[data-modifier="veteran"]')).toHaveTextContent('Melee table · Veteran');
  await user.type(screen.getByLabelText('Or type your own die (1–8)'), '3{Enter}');
  expect(screen.getByTestId('result')).toHaveTextContent('Push back');
  expect(document.querySelector('[data-band="push"]')).toHaveAttribute('aria-current', 'true');
  // Its die is its own: kept under its game and screen, no other game's.
  expect(useCombatStore.getState().rolls).toMatchObject({ 'skirmish/melee': 3, 'corbach/combat': null });

  // A link round trip: the same set-up and roll.
  const link = encodeCombat(rememberedCombat(useCombatStore.getState()));
  // Its fields at their defaults (2 SP, not uphill) left out.
  expect(link).toMatch(/^v=7&sys=skirmish-test&screen=melee&k\.vet=1&roll=3\.player\.\d+&end=5$/);
  const decoded = decodeCombat(link, { ...INITIAL_COMBAT_STATE, screen: 'terrain' });
  expect(decoded.problems).toEqual([]);
  expect(decoded.combat).toMatchObject({
    game: 'skirmish',
    screen: 'melee',
    setup: { melee: { strength: 2, veteran: true, uphill: false } },
    roll: { die: 3, by: 'player' },
  });

  // In the log, worded by the game.
  expect(useRollLog.getState().entries[0]).toMatchObject({ game: 'skirmish', screen: 'melee', die: 3, modifier: 3 });
  await user.click(tabs.getByRole('button', { name: 'Roll log' }));
  expect(await screen.findByText(/Melee: strength 2 — die 3, modifier \+3, total 6: Push back/)).toBeInTheDocument();
  // Its die counted and named by its faces: the common words name only the real games' dice.
  expect(screen.getByRole('heading', { name: 'Faces rolled — die with 8 faces read 1–8' })).toBeInTheDocument();
  expect(
    screen
      .getByRole('img', { name: /^Times each face came up: 1: 0, 2: 0, 3: 1, 4: 0/ })
      .querySelectorAll('[data-face]'),
  ).toHaveLength(8);
  // Its modifiers and luck, from its own rules, as a built-in game's.
  const entry = within(screen.getByRole('list', { name: 'Roll log' })).getByRole('listitem');
  expect(entry).toHaveTextContent(/Modifiers: .+ \+\d/);
  expect(entry).toHaveTextContent(/Chance of this result \d+(\.\d)?% · this or better/);
  expect(screen.getByRole('table').querySelector('tr[data-game="skirmish"]')).toHaveTextContent(/^Skirmish/);

  // In French.
  await user.click(screen.getByRole('button', { name: 'Français' }));
  expect(await screen.findByText(/Mêlée : force 2 — dé 3, modificateur \+3, total 6 : Repoussé/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /Faces obtenues — dé à 8 faces lu de 1 à 8/ })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Escarmouche — carte de test' })).toBeInTheDocument();
  await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Mêlée' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Mêlée' })).toBeInTheDocument();
  expect(document.querySelector('[data-modifier="veteran"]')).toHaveTextContent('Vétéran');

  // A link of the game reopens it.
  act(() => useCombatStore.getState().reset());
  const reopened = decodeCombat(link, { ...INITIAL_COMBAT_STATE, screen: 'terrain' }).combat;
  expect(reopened).not.toBeNull();
  if (reopened) act(() => useCombatStore.getState().open(reopened));
  expect(await screen.findByTestId('result')).toHaveTextContent('Repoussé');
});
