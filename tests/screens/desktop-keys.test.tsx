/** Desktop keys: R rolls, a digit types the die (Enter confirms), "?" lists the keys; none acts inside a field. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRollLog } from '../../src/state/roll-log';
import { renderApp } from '../helpers/render-app';

describe('desktop keys', () => {
  it('R rolls and a digit then Enter rolls that die, on the screen shown; neither acts while typing in a field', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('r');
    expect(useRollLog.getState().entries).toHaveLength(1);
    expect(useRollLog.getState().entries[0]).toMatchObject({ screen: 'shock', by: 'app' });
    expect(screen.getByTestId('die')).toHaveTextContent(String(useRollLog.getState().entries[0]?.die));

    await user.keyboard('7');
    const typed = screen.getByLabelText('Or type your own die (0–9)');
    expect(typed).toHaveFocus();
    expect(typed).toHaveValue('7');
    await user.keyboard('{Enter}');
    expect(useRollLog.getState().entries[0]).toMatchObject({ screen: 'shock', die: 7, by: 'player' });
    expect(screen.getByTestId('die')).toHaveTextContent('7');

    // In a field, R and digits are the field's.
    const cohesion = screen.getAllByLabelText('Cohesion')[0] as HTMLElement;
    await user.click(cohesion);
    await user.keyboard('r5');
    expect(useRollLog.getState().entries).toHaveLength(2);
  });

  it('R does not roll a set-up that cannot be rolled', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.click(screen.getByRole('button', { name: 'Remove attacking unit 1' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('r3');
    expect(useRollLog.getState().entries).toEqual([]);
  });

  it('"?" lists the keys on a screen with a die, in the page’s language; Escape closes the list', async () => {
    const { user } = renderApp('fr');
    await user.click(screen.getByRole('button', { name: 'Tir' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Touches du clavier' });
    expect(dialog).toHaveTextContent('Lancer le dé');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Touches du clavier (?)' }));
    expect(await screen.findByRole('dialog', { name: 'Touches du clavier' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
