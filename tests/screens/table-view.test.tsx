import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { useSetupHistory } from '../../src/state/combat/setup-history-store';
import { ROLLS } from '../../src/state/game-index';
import { choiceOf, renderApp } from '../helpers/render-app';

/** A screen wake lock that says when it was asked for and released. */
function stubWakeLock() {
  const release = vi.fn(async () => undefined);
  const request = vi.fn(async () => ({ release }) as unknown as WakeLockSentinel);
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, release };
}
afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
});

async function rolledShock(language: 'en' | 'fr', die: string) {
  const app = renderApp(language);
  await app.user.click(screen.getByRole('button', { name: language === 'en' ? 'Shock' : 'Choc' }));
  await app.user.type(
    screen.getByLabelText(language === 'en' ? 'Or type your own die (0–9)' : 'Ou saisissez votre dé (0–9)'),
    `${die}{Enter}`,
  );
  return app;
}

describe('the result across the table', () => {
  it('is offered once there is a result, and shows die, modifier, total, result and the set-up large', async () => {
    const app = renderApp('en');
    await app.user.click(screen.getByRole('button', { name: 'Shock' }));
    const name = 'Show the result large, for the player across the table';
    expect(screen.queryByRole('button', { name })).toBeNull();
    await app.user.type(screen.getByLabelText('Or type your own die (0–9)'), '7{Enter}');
    await app.user.click(screen.getByRole('button', { name }));
    const view = await screen.findByTestId('table-view');
    expect(view).toHaveAccessibleName('Shock and charge table · typed from your die');
    expect(within(view).getByTestId('table-die')).toHaveTextContent('7');
    expect(within(view).getByTestId('table-total')).toHaveTextContent('10');
    expect(within(view).getByText('+3')).toBeInTheDocument();
    // The result as the bar words it.
    expect(screen.getByTestId('bar-summary')).toHaveTextContent(
      `→ ${within(view).getByTestId('table-result').textContent?.replace(/\s+/g, ' ')}`,
    );
    expect(within(view).getByTestId('table-result')).toHaveTextContent('Defender: 1 + D; Attacker:');
    expect(view).toHaveTextContent('6 SP against 4 SP, Clear, Shock');
    // What the codes mean, from the card's key, for the player across the table who does not know them.
    expect(
      within(view)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 = recoil one hex.', 'D = Disordered']);
  });

  it.each([
    ['en', 'Distance (hexes)', 'TM, TM-1, TM+1, TM+2: Morale test with or without DRM.'],
    ['fr', 'Distance (hex)', 'TM, TM-1, TM+1, TM+2\u00a0: test de moral avec ou sans modificateur.'],
  ] as const)(
    '%s: a Corbach code is said with its line of the card’s key, in the page’s language',
    async (language, _d, line) => {
      useCombatStore.getState().setGame('corbach');
      useCombatStore.getState().setScreen('artillery');
      const { user } = renderApp(language);
      const modifier = Number((await screen.findByTestId('total')).textContent?.replace('−', '-'));
      // The die that lands on 5: TM+2.
      await user.type(screen.getByLabelText(/\(1–6\)/), `${5 - modifier}{Enter}`);
      await user.click(screen.getByRole('button', { name: /^(Show the result large|Afficher le résultat en grand)/ }));
      const view = await screen.findByTestId('table-view');
      expect(within(view).getByTestId('table-result')).toHaveTextContent('TM+2');
      expect(within(view).getByTestId('table-meaning').textContent).toBe(line);
    },
  );

  it.each([
    ['en', 'Show the result large', ['1 = recoil one hex.', 'CT = Cohesion Test; if failed: D']],
    ['fr', 'Afficher le résultat en grand', ['1 = recul d’un hex.', 'TdC = test de cohésion, si échec D']],
  ] as const)(
    '%s: a shock result’s codes are said with the card’s key, in the page’s language',
    async (language, open, lines) => {
      // Modifier +3, die 3: total 6, the defender recoils and tests its cohesion ("1 + CT", "1 + TdC").
      const { user } = await rolledShock(language, '3');
      await user.click(screen.getByRole('button', { name: new RegExp(`^${open}`) }));
      const view = await screen.findByTestId('table-view');
      expect(
        within(view)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(lines);
    },
  );

  it('turns to the player opposite and back; Close or Escape closes it, and the focus goes back to its button', async () => {
    const lock = stubWakeLock();
    const { user } = await rolledShock('fr', '2');
    const open = screen.getByRole('button', { name: 'Afficher le résultat en grand, pour le joueur en face' });
    await user.click(open);
    const view = await screen.findByTestId('table-view');
    await waitFor(() => expect(lock.request).toHaveBeenCalledWith('screen'));
    const turn = within(view).getByRole('button', { name: 'Tourner vers le joueur en face' });
    expect(within(view).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.click(turn);
    expect(view.firstElementChild).toHaveClass('rotate-180');
    expect(within(view).getByRole('button', { name: 'Retourner vers moi' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(view).getByRole('button', { name: 'Retourner vers moi' }));
    expect(view.firstElementChild).not.toHaveClass('rotate-180');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('table-view')).toBeNull();
    await waitFor(() => expect(lock.release).toHaveBeenCalled());
    expect(open).toHaveFocus();
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Fermer' }));
    expect(screen.queryByTestId('table-view')).toBeNull();
  });

  it('closes when the set-up changes under it (an undo), and a later roll does not reopen it', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.click(choiceOf('Defender’s hex', 'Woods'));
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '5{Enter}');
    await user.click(screen.getByRole('button', { name: 'Show the result large, for the player across the table' }));
    await screen.findByTestId('table-view');
    useSetupHistory.getState().undo();
    await waitFor(() => expect(screen.queryByTestId('table-view')).toBeNull());
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '5{Enter}');
    expect(screen.queryByTestId('table-view')).toBeNull();
  });

  it('a total below zero has a true minus sign, large as in the dice box and the log', async () => {
    useCombatStore.getState().setGame('corbach');
    useCombatStore.getState().setScreen('artillery');
    const { user } = renderApp('en');
    const distance = await screen.findByLabelText('Distance (hexes)');
    await user.clear(distance);
    await user.type(distance, '6');
    await user.type(screen.getByLabelText('Or type your own die (1–6)'), '1{Enter}');
    expect(screen.getByTestId('modified-total')).toHaveTextContent(/^−2$/);
    await user.click(screen.getByRole('button', { name: 'Show the result large, for the player across the table' }));
    expect(within(await screen.findByTestId('table-view')).getByTestId('table-total')).toHaveTextContent(/^−2$/);
  });

  it.each([...ROLLS.values()].map((r) => [r.key, r] as const))(
    '%s: one tap after a roll shows its die, total and result large',
    async (_key, rolling) => {
      useCombatStore.getState().setGame(rolling.game);
      useCombatStore.getState().setScreen(rolling.screen);
      const { user } = renderApp('en');
      await user.click(await screen.findByRole('button', { name: 'Roll the die' }));
      const die = screen.getByTestId('die').textContent;
      const total = screen.getByTestId('modified-total').textContent;
      await user.click(screen.getByRole('button', { name: 'Show the result large, for the player across the table' }));
      const view = await screen.findByTestId('table-view');
      expect(within(view).getByTestId('table-die')).toHaveTextContent(die ?? '');
      expect(within(view).getByTestId('table-total')).toHaveTextContent(total ?? '');
      expect(screen.getByTestId('bar-summary')).toHaveTextContent(
        `→ ${within(view).getByTestId('table-result').textContent?.replace(/\s+/g, ' ')}`,
      );
    },
  );
});
