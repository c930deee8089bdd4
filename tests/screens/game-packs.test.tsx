import { readFileSync } from 'node:fs';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptPacks } from '../../src/state/kept-packs';
import { usePendingPackLink } from '../../src/state/pack-link-address';
import { renderApp } from '../helpers/render-app';

async function openPacks(language: 'en' | 'fr' = 'en') {
  const app = renderApp(language);
  await app.user.click(screen.getByRole('button', { name: language === 'en' ? 'Game packs' : 'Paquets de jeu' }));
  return { ...app, page: await screen.findByTestId('pack-page') };
}
const packText = () => screen.getByLabelText('The pack (JSON)') as HTMLTextAreaElement;

describe('the game packs’ page', () => {
  it('the example reads whole, and the game it makes answers its fields: lines with sources, total, a roll', async () => {
    const { user, page } = await openPacks();
    expect(within(page).getByTestId('pack-problems')).toHaveTextContent(
      'Paste a pack, open a file or start from the example.',
    );
    await user.click(within(page).getByRole('button', { name: 'Start from the example' }));
    expect(await within(page).findByText('The pack reads whole.')).toBeInTheDocument();
    const preview = within(page).getByTestId('pack-preview');
    expect(within(preview).getByRole('heading', { name: 'Melee' })).toBeInTheDocument();
    expect(within(preview).getByTestId('pack-total')).toHaveTextContent('+2');
    expect(preview.querySelector('[data-modifier="strength"]')).toHaveTextContent('StrengthMelee table · Strength+2');
    await user.click(within(preview).getByRole('checkbox', { name: 'Veteran' }));
    expect(within(preview).getByTestId('pack-total')).toHaveTextContent('+3');
    expect(preview.querySelector('[data-modifier="veteran"]')).toHaveTextContent('Veteran+1');
    await user.click(within(preview).getByRole('button', { name: 'Roll' }));
    expect(within(preview).getByTestId('pack-result')).toHaveTextContent(
      /^Die [1-8] · \+3 = \d+ → (Rout|Push back|Hold)$/,
    );
    expect(preview.querySelector('tr[aria-current="true"]')).not.toBeNull();
    // The die rolled at the table, typed in: a face of the pack's d8, else said so.
    await user.type(within(preview).getByLabelText('Or type your own die (1–8)'), '9{Enter}');
    expect(within(preview).getByRole('alert')).toHaveTextContent('8');
    await user.clear(within(preview).getByLabelText('Or type your own die (1–8)'));
    await user.type(within(preview).getByLabelText('Or type your own die (1–8)'), '5{Enter}');
    expect(within(preview).getByTestId('pack-result')).toHaveTextContent('Die 5 · +3 = 8 → Rout');
    // A field emptied: its message beside it, and nothing can be rolled until it is fixed.
    await user.clear(within(preview).getByRole('textbox', { name: 'Strength' }));
    expect(within(preview).getByText('a whole number from 1 to 6')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Roll' })).toBeDisabled();
    expect(within(preview).getByLabelText('Or type your own die (1–8)')).toBeDisabled();
  });

  it('a mistake is named at its path as it is typed, and nothing is lost or drawn from a broken pack', async () => {
    const { user, page } = await openPacks();
    await user.click(within(page).getByRole('button', { name: 'Start from the example' }));
    const broken = packText().value.replace('"min": 5,', '"min": 6,');
    fireEvent.change(packText(), { target: { value: broken } });
    expect(await within(page).findByText('One problem')).toBeInTheDocument();
    expect(within(page).getByTestId('pack-problems')).toHaveTextContent(
      'rolls[0].results.rows[2].max: 5: one below the row above (no gap, no overlap)',
    );
    expect(within(page).queryByTestId('pack-preview')).toBeNull();
    expect(packText().value).toBe(broken);
    fireEvent.change(packText(), { target: { value: '{"format": "constructor", "__proto__": {"polluted": 1}}' } });
    expect(await within(page).findByRole('heading', { name: /^\d+ problems$/ })).toBeInTheDocument();
    expect(within(page).getByTestId('pack-problems')).toHaveTextContent('__proto__: not a part of the format');
    expect(within(page).getByTestId('pack-problems')).toHaveTextContent(
      'formatVersion: missing (the format requires it)',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps a pack on this device, lists it with its version, and removes it; French words in French', async () => {
    const { user, page } = await openPacks('fr');
    await user.click(within(page).getByRole('button', { name: 'Partir de l’exemple' }));
    await user.click(await within(page).findByRole('button', { name: 'Garder ce paquet sur cet appareil' }));
    expect(within(page).getByRole('status')).toHaveTextContent('Gardé sur cet appareil.');
    expect(useKeptPacks.getState().texts.has('skirmish')).toBe(true);
    const kept = within(page).getByRole('heading', { name: 'Paquets gardés sur cet appareil' })
      .parentElement as HTMLElement;
    expect(kept).toHaveTextContent('Escarmouche — version 1 · skirmish');
    expect(within(page).getByTestId('pack-preview')).toHaveTextContent('Mêlée');
    await user.click(within(kept).getByRole('button', { name: 'Retirer' }));
    expect(useKeptPacks.getState().texts.size).toBe(0);
    expect(kept).toHaveTextContent('Aucun paquet gardé pour l’instant.');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('pack-page')).toBeNull();
    expect(screen.getByRole('button', { name: 'Paquets de jeu' })).toHaveFocus();
  });

  it('a link to a pack’s combat: copied from the game it makes, it reopens the set-up and die where the pack is kept', async () => {
    const { user, page } = await openPacks();
    await user.click(within(page).getByRole('button', { name: 'Start from the example' }));
    await user.click(await within(page).findByRole('button', { name: 'Keep this pack on this device' }));
    const preview = within(page).getByTestId('pack-preview');
    await user.click(within(preview).getByRole('checkbox', { name: 'Veteran' }));
    await user.click(within(preview).getByRole('button', { name: 'Roll' }));
    const result = within(preview).getByTestId('pack-result').textContent;
    await user.click(within(preview).getByRole('button', { name: 'Copy a link to this combat' }));
    expect(within(preview).getByRole('status')).toHaveTextContent('Link copied');
    const address = await navigator.clipboard.readText();
    expect(address).toMatch(/#pk=1&id=skirmish&ver=1&h=[0-9a-f]{8}&r=melee&s=/);
    await user.keyboard('{Escape}');
    // Opened again from the address (as src/app/url-sync.ts finds it): the same set-up and die.
    act(() => usePendingPackLink.setState({ link: address.slice(address.indexOf('#')) }));
    const reopened = await screen.findByTestId('pack-page');
    expect(within(reopened).getByTestId('pack-link')).toHaveTextContent('The combat of the link, with its die.');
    expect(within(reopened).getByRole('checkbox', { name: 'Veteran' })).toBeChecked();
    expect(within(reopened).getByTestId('pack-result')).toHaveTextContent(result ?? '');
  });

  it('a link to a pack this device does not keep says which pack and how to get it, and shows no result', async () => {
    usePendingPackLink.setState({ link: '#pk=1&id=borodino&ver=2.1&h=0badc0de&r=assault&s=%7B%7D&d=5' });
    renderApp('fr');
    const page = await screen.findByTestId('pack-page');
    expect(within(page).getByTestId('pack-link')).toHaveTextContent(
      /Ce lien est un combat du paquet de jeu «.borodino.», version 2\.1, que cet appareil ne garde pas/,
    );
    expect(within(page).queryByTestId('pack-preview')).toBeNull();
  });

  it('the game picker’s last choice, the player’s own games, opens the packs’ page over the game on show', async () => {
    const { user } = renderApp('en');
    await user.selectOptions(screen.getByLabelText('Game'), 'Your own games (game packs)…');
    expect(await screen.findByTestId('pack-page')).toBeInTheDocument();
    expect(screen.getByLabelText('Game')).toHaveValue('jdg-2016');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('pack-page')).toBeNull();
    // And again: the choice opens it each time.
    await user.selectOptions(screen.getByLabelText('Game'), 'own-games');
    expect(await screen.findByTestId('pack-page')).toBeInTheDocument();
  });

  it('Corbach as a pack reads like the built-in game: its odds line names the step, its lines their sources', async () => {
    const { page } = await openPacks();
    fireEvent.change(packText(), { target: { value: readFileSync('examples/corbach-1760.pack.json', 'utf8') } });
    const preview = await within(page).findByTestId('pack-preview');
    expect(preview.querySelector('[data-modifier="odds"]')).toHaveTextContent(
      'Strength ratio 6 : 4 → 3/2Combat modifiers · Strength ratio+1',
    );
    expect(preview.textContent).not.toContain('{{');
    expect(within(preview).getByRole('table', { name: 'Combat result table' })).toHaveTextContent('−3 or less');
  });
});
