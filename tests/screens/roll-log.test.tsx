import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCombatStore } from '../../src/state/combat-store';
import { flushPendingWrites } from '../../src/state/deferred-writes';
import { useRollLog } from '../../src/state/roll-log';
import { choiceOf, renderApp } from '../helpers/render-app';

describe('roll log', () => {
  it('keeps every roll with its set-up, die, modifier, total and result, and counts the faces', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Fire' }));
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '7{Enter}');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '2{Enter}');
    await user.click(screen.getByRole('button', { name: 'Roll log' }));

    const list = screen.getByRole('list', { name: 'Roll log' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Shock: 6 SP against 4 SP, Clear, Shock — die 2, modifier +3, total 5');
    expect(items[0]).toHaveTextContent('Defender: 1 + CT; Attacker: Pursuit (9.5)');
    expect(items[0]).toHaveTextContent('typed from your die');
    expect(items[1]).toHaveTextContent('Fire: 3 SP at 2 hexes, target in Clear — die 7, modifier +3, total 10: CT');
    expect(
      screen.getByRole('heading', { name: /Faces rolled — ten-sided die read 0–9 \(2 rolls in all\)/ }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-face="7"]')).toHaveTextContent('1');
    expect(document.querySelector('[data-face="2"]')).toHaveTextContent('1');
    expect(document.querySelector('[data-face="0"]')).toHaveTextContent('0');
  });

  it('reopens the set-up of an entry on its screen, with its die', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Fire' }));
    await user.click(choiceOf('Target’s hex', 'Woods'));
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '9{Enter}');
    await user.click(choiceOf('Target’s hex', 'Castle'));
    await user.click(screen.getByRole('button', { name: 'Roll log' }));
    await user.click(screen.getByRole('button', { name: /Reopen the set-up of the roll at/ }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Artillery fire DRM table');
    expect(choiceOf('Target’s hex', 'Woods')).toBeChecked();
    expect(screen.getByTestId('die')).toHaveTextContent('9');
  });

  it('copies the log as text and clears it after a confirmation', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '4{Enter}');
    await user.click(screen.getByRole('button', { name: 'Roll log' }));
    await user.click(screen.getByRole('button', { name: 'Copy as text' }));
    expect(await navigator.clipboard.readText()).toMatch(
      /· Shock: 6 SP against 4 SP, Clear, Shock — die 4, modifier \+3, total 7: Defender: 1 \+ CT.* \(typed from your die\)$/,
    );
    expect(screen.getByText('Log copied.')).toBeInTheDocument();
    // The word that it was copied follows a switch of language (issue 28).
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByText('Journal copié.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));

    await user.click(screen.getByRole('button', { name: 'Clear the log' }));
    expect(screen.getByText('Delete the only roll?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useRollLog.getState().entries).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear the log' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear' }));
    expect(useRollLog.getState().entries).toHaveLength(0);
    expect(screen.getByText(/No roll yet/)).toBeInTheDocument();
  });

  it('survives a reload (kept in storage)', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.click(screen.getByRole('button', { name: 'Roll the die' }));
    flushPendingWrites();
    const stored = localStorage.getItem('adc-roll-log') ?? '{}';
    expect(JSON.parse(stored).state.entries).toHaveLength(1);
    expect(JSON.parse(stored).state.entries[0]).toMatchObject({ screen: 'shock', by: 'app', modifier: 3 });
    useRollLog.setState({ entries: [] });
    localStorage.setItem('adc-roll-log', stored); // as a new page load finds it
    await useRollLog.persist.rehydrate();
    expect(useRollLog.getState().entries).toHaveLength(1);
  });

  it('reads in French', async () => {
    useCombatStore.getState().setScreen('shock');
    const { user } = renderApp('fr');
    await user.type(screen.getByLabelText('Ou saisissez votre dé (0–9)'), '9{Enter}');
    await user.click(screen.getByRole('button', { name: 'Journal' }));
    expect(within(screen.getByRole('list', { name: 'Journal des jets' })).getByRole('listitem')).toHaveTextContent(
      'Choc : 6 PF contre 4 PF, Clair, Choc — dé 9, modificateur +3, total 12',
    );
    expect(
      screen.getByRole('heading', { name: /Faces obtenues — dé à dix faces lu de 0 à 9 \(1 jet\)/ }),
    ).toBeInTheDocument();
  });
});
