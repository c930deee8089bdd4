import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptPacks } from '../../src/state/kept-packs';
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
});
