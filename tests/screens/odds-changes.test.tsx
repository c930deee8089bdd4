/** Beside the odds, what would change them: each side's least change of strength and the step it gives. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupOf } from '../../src/state/combat/combat-selectors';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { renderApp } from '../helpers/render-app';

describe('what would change the odds', () => {
  it('Jours de Gloire shock: worded with the steps and DRMs, the app’s reading of the rounding, and follows the set-up', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    const { attackers, defenders } = setupOf(useCombatStore.getState(), 'jdg').shock;
    expect([attackers.map((u) => u.strength), defenders.map((u) => u.strength)]).toEqual([[6], [4]]);
    expect(screen.getByTestId('odds-changes')).toHaveTextContent(
      'What would change the odds: +2 SP attacking → 2/1 (+2) · −1 SP defending → 2/1 (+2) · −1 SP attacking → 1/1 (0) · +1 SP defending → 1/1 (0). A ratio between two steps counts as the lower one',
    );
    const more = screen.getAllByRole('button', { name: 'One more', description: 'Strength points (SP)' })[0];
    await user.click(more as HTMLElement);
    await user.click(more as HTMLElement);
    // 8 against 4: one point less for the defender already reaches a step higher than the next (8/3 is 2/1; 8/2 is 4/1).
    expect(screen.getByTestId('odds-changes')).toHaveTextContent(
      '+4 SP attacking → 3/1 (+3) · −2 SP defending → 4/1 (+4) · −1 SP attacking → 1.5/1 (+1) · +1 SP defending → 1.5/1 (+1)',
    );
  });

  it('Corbach combat, in French: the card’s own rounding is said', async () => {
    const { user } = renderApp('fr');
    await user.selectOptions(screen.getByLabelText('Jeu'), 'corbach-1760');
    await user.click(screen.getByRole('button', { name: 'Combat' }));
    expect(screen.getByTestId('odds-changes')).toHaveTextContent(
      /^Ce qui changerait le rapport de force : .*PF en attaque → /,
    );
    expect(screen.getByTestId('odds-changes')).toHaveTextContent(
      'arrondis en faveur du défenseur, comme le dit la carte',
    );
  });

  it('while the set-up has an error, it is the earlier set-up’s, like every figure under the banner that says so', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    const before = screen.getByTestId('odds-changes').textContent;
    await user.click(screen.getByRole('button', { name: 'Remove defending unit 1' }));
    expect(await screen.findByTestId('earlier-setup')).toHaveTextContent('6 SP against 4 SP');
    expect(screen.getByTestId('odds-changes').textContent).toBe(before);
  });
});
