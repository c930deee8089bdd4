import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKeptPacks } from '../../src/state/kept-packs';
import { usePackInPlay } from '../../src/state/pack-link-address';
import { renderApp } from '../helpers/render-app';

// A fault switched on in one test: a pack's roll that throws while it is drawn.
const rollFault = vi.hoisted(() => ({ on: false }));
vi.mock('../../src/screens/packs/pack-roll', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/screens/packs/pack-roll')>();
  return {
    ...original,
    PackRollSection: (props: Parameters<typeof original.PackRollSection>[0]) => {
      if (rollFault.on) throw new Error('the roll broke');
      return original.PackRollSection(props);
    },
  };
});

describe('a pack that fails to draw', () => {
  it('keeps the page: it says what failed, the picker and the other games stay, and the packs’ page is a tap away', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useKeptPacks.getState().keep(readFileSync('examples/skirmish.pack.json', 'utf8'));
    usePackInPlay.setState({ id: 'skirmish', link: null });
    rollFault.on = true;
    const { user } = renderApp('fr');
    const failure = await screen.findByTestId('pack-failure');
    expect(failure).toHaveTextContent('Ce paquet n’a pas pu être affiché (the roll broke).');
    rollFault.on = false;
    await user.click(within(failure).getByRole('button', { name: 'Ouvrir la page des paquets de jeu' }));
    expect(await screen.findByTestId('pack-page')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.selectOptions(screen.getByLabelText('Jeu'), 'jdg-2016');
    expect(screen.queryByTestId('pack-failure')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
