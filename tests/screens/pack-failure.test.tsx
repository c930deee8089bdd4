import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKeptPacks } from '../../src/state/packs/kept-packs';
import { usePackInPlay } from '../../src/state/packs/pack-link-address';
import { renderApp } from '../helpers/render-app';

// A fault switched on in one test: a pack's roll that throws while it is drawn.
const rollFault = vi.hoisted(() => ({ on: false }));
vi.mock('../../src/screens/packs/pack-roll-screen', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/screens/packs/pack-roll-screen')>();
  return {
    ...original,
    PackRollScreen: (props: Parameters<typeof original.PackRollScreen>[0]) => {
      if (rollFault.on) throw new Error('the roll broke');
      return original.PackRollScreen(props);
    },
  };
});

describe('a pack that fails to draw', () => {
  it('is fenced as a built-in game’s screen: it names the screen, the pack and what failed, the other games stay, and Retry draws it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useKeptPacks.getState().keep(readFileSync('examples/skirmish.pack.json', 'utf8'));
    usePackInPlay.setState({ id: 'skirmish', link: null });
    rollFault.on = true;
    const { user } = renderApp('fr');
    const failure = (await screen.findByText('Cet écran n’a pas pu être affiché')).closest('[role="alert"]');
    if (!(failure instanceof HTMLElement)) throw new Error('no alert');
    expect(failure).toHaveTextContent(
      'L’écran « Mêlée » de Escarmouche a échoué en s’affichant. Ce qui a échoué : the roll broke',
    );
    // Its set-up alone can be reset, as a built-in game's.
    expect(within(failure).getByRole('button', { name: 'Remettre à zéro la situation de Escarmouche' })).toBeVisible();
    rollFault.on = false;
    await user.click(within(failure).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('pack-game')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Jeu'), 'jdg-2016');
    expect(screen.queryByTestId('pack-game')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
