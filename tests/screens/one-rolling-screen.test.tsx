/**
 * Issue 44: every game's rolls take one path to the screen — a built-in game's and a game pack's alike are drawn by the
 * shared rolling screen (src/screens/shared/rolling-screen.tsx). A throwaway feature added to that screen here, as a
 * later change would add one, is found on a built-in game's roll and on a pack's, with no line written for the pack.
 */
import { readFileSync } from 'node:fs';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { useKeptPacks } from '../../src/state/packs/kept-packs';
import { usePackInPlay } from '../../src/state/packs/pack-link-address';
import { renderApp } from '../helpers/render-app';

vi.mock('../../src/screens/shared/rolling-screen', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/screens/shared/rolling-screen')>();
  return {
    ...original,
    // The throwaway feature: under every rolling screen, its title and its total modifier.
    RollingScreenLayout: (props: Parameters<typeof original.RollingScreenLayout>[0]) => (
      <>
        {original.RollingScreenLayout(props)}
        <p data-testid="throwaway">
          {props.title}: {props.resolution.modifier}
        </p>
      </>
    ),
  };
});

describe('one rolling screen for every game', () => {
  it('a feature added to the shared rolling screen is on a built-in game’s roll and on a pack’s, and on a pack being written', async () => {
    const text = readFileSync('examples/skirmish.pack.json', 'utf8');
    useKeptPacks.getState().keep(text);
    const { user } = renderApp('en');
    act(() => useCombatStore.getState().setGame('corbach'));
    await user.click(screen.getByRole('button', { name: 'Artillery' }));
    expect(await screen.findByTestId('throwaway')).toHaveTextContent(/^Artillery fire: -?\d+$/);
    act(() => usePackInPlay.setState({ id: 'skirmish', link: null }));
    const game = await screen.findByTestId('pack-game');
    expect(within(game).getByTestId('throwaway')).toHaveTextContent('Melee: 2');
    await user.click(within(game).getByRole('checkbox', { name: 'Veteran' }));
    expect(within(game).getByTestId('throwaway')).toHaveTextContent('Melee: 3');
    await user.click(screen.getByRole('button', { name: 'Game packs' }));
    const page = await screen.findByTestId('pack-page');
    await user.click(within(page).getByRole('button', { name: 'Start from the example' }));
    expect(await within(within(page).getByTestId('pack-preview')).findByTestId('throwaway')).toHaveTextContent(
      'Melee: 2',
    );
  });
});
