import { renderHook, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Assessment, FieldError, ResultBand } from '../../src/rules/core/types';
import { type RollRules, useResolution } from '../../src/screens/shared/use-resolution';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { useRollLog } from '../../src/state/roll-log';
import { arbitraryCombat } from '../helpers/arbitrary-combats';
import { choiceOf, renderApp } from '../helpers/render-app';

const logged = () => useRollLog.getState().entries;

async function open(language: 'en' | 'fr', system: 'jdg' | 'corbach' | 'pg', tab: string) {
  useCombatStore.getState().setGame(system);
  const app = renderApp(language);
  await app.user.click(screen.getByRole('button', { name: tab }));
  return app;
}

describe('one roll, one record', () => {
  it('a typed die becomes a roll once, when confirmed: typing, deleting and typing again logs one roll', async () => {
    const { user } = await open('en', 'jdg', 'Shock');
    const die = screen.getByLabelText('Or type your own die (0–9)');
    await user.type(die, '5');
    await user.clear(die);
    await user.type(die, '7');
    expect(logged()).toEqual([]);
    expect(screen.queryByTestId('die')).toBeNull();
    await user.keyboard('{Enter}');
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toMatchObject({ die: 7, by: 'player' });
    expect(screen.getByTestId('die')).toHaveTextContent('7');
    expect(die).toHaveValue('');
    // The button does the same as Enter.
    await user.type(die, '2');
    await user.click(screen.getByRole('button', { name: 'Use this die' }));
    expect(logged().map((e) => e.die)).toEqual([2, 7]);
  });

  it('the die, modifier and total line is there before a roll, in dashes and kept from screen readers, and read with the roll', async () => {
    const { user } = await open('fr', 'jdg', 'Choc');
    const output = document.querySelector('output') as HTMLOutputElement;
    const figures = output.firstElementChild as HTMLElement;
    const shown = () => [...figures.children].map((part) => part.textContent);
    expect(shown()).toEqual(['Dé —', 'Modificateur +3', 'Jet modifié —']);
    expect(figures).toHaveAttribute('aria-hidden', 'true');
    await user.type(screen.getByLabelText('Ou saisissez votre dé (0–9)'), '6{Enter}');
    expect(shown()).toEqual(['Dé 6', 'Modificateur +3', 'Jet modifié 9']);
    expect(figures).not.toHaveAttribute('aria-hidden');
    await user.click(
      within(screen.getByRole('group', { name: 'Hex. du défenseur' })).getByRole('radio', { name: 'Bois' }),
    );
    expect(shown()).toEqual(['Dé —', expect.stringMatching(/^Modificateur [+−]\d$/), 'Jet modifié —']);
    expect(figures).toHaveAttribute('aria-hidden', 'true');
  });

  it('after a change of the set-up, the die shown is never the new set-up’s result: it is said to be the earlier one’s', async () => {
    const { user } = await open('en', 'jdg', 'Shock');
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '1{Enter}');
    expect(logged()).toHaveLength(1);
    await user.click(choiceOf('Defender’s hex', 'Woods'));
    expect(screen.queryByTestId('result')).toBeNull();
    expect(screen.getByTestId('earlier-roll')).toHaveTextContent(
      'Your last die, 1, was rolled for an earlier set-up (the roll log keeps it): roll again for this one.',
    );
    expect(screen.getByTestId('bar-summary')).not.toHaveTextContent(/Die/);
    expect(document.querySelector('tr[aria-current]')).toBeNull();
    // A new roll is this set-up's, and the log holds both.
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '1{Enter}');
    expect(screen.getByTestId('result')).not.toBeEmptyDOMElement();
    expect(logged()).toHaveLength(2);
    expect(logged()[0]?.link).toContain('t.hex=woods');
    // Clear is the default: a link leaves it out.
    expect(logged()[1]?.link).not.toContain('t.hex=');
  });

  it('in French too, and on Corbach’s combat: an emptied side is said, with no −Infinity and no roll', async () => {
    const { user } = await open('fr', 'corbach', 'Combat');
    await user.type(screen.getByLabelText('Ou saisissez votre dé (1–6)'), '3{Enter}');
    const defenders = screen.getByRole('group', { name: 'Unités en défense' });
    await user.click(within(defenders).getByRole('button', { name: /Retirer/ }));
    expect(document.body).not.toHaveTextContent(/Infinity|NaN/);
    expect(screen.getByTestId('roll-blocked')).toHaveTextContent(
      'Rien ne peut être lancé tant que la situation n’est pas corrigée : Ajoutez au moins une unité en défense.',
    );
    expect(screen.getByRole('button', { name: 'Lancer le dé' })).toBeDisabled();
    expect(logged()).toHaveLength(1);
  });

  it('Prussia’s Glory’s deep charge: a field holding a slip blocks the roll, said beside it', async () => {
    const { user } = await open('en', 'pg', 'Rally & charges');
    const morale = screen.getByLabelText('Cavalry’s morale');
    await user.clear(morale);
    expect(screen.getByRole('button', { name: 'Roll the die' })).toBeDisabled();
    expect(screen.getByTestId('roll-blocked')).toHaveTextContent(
      'a field holds a value it cannot take: its own message says what it needs',
    );
    await user.type(morale, '4');
    expect(screen.getByRole('button', { name: 'Roll the die' })).toBeEnabled();
  });

  it('a strength of 0 is a value its field cannot take, not "text that is not a number"', async () => {
    const { user } = await open('en', 'corbach', 'Combat');
    // The first attacker's strength.
    const strength = screen.getAllByLabelText(/Strength/)[0] as HTMLElement;
    await user.clear(strength);
    await user.type(strength, '0');
    expect(screen.getByRole('button', { name: 'Roll the die' })).toBeDisabled();
    const blocked = screen.getByTestId('roll-blocked');
    expect(blocked).toHaveTextContent('a field holds a value it cannot take: its own message says what it needs');
    expect(blocked).not.toHaveTextContent('not a number');
  });

  it('while comparing, an option with an error is never assessed: its total reads “set-up to fix”', async () => {
    const { user } = await open('en', 'jdg', 'Shock');
    await user.click(screen.getByRole('button', { name: /Compare with a variant/ }));
    await user.click(screen.getByRole('button', { name: 'Remove attacking unit 1' }));
    expect(screen.getByTestId('compare-totals')).toHaveTextContent('B set-up to fix');
    expect(document.body).not.toHaveTextContent(/Infinity|NaN/);
  });
});

describe('useResolution never asks the rules to assess a set-up that failed validation', () => {
  it('over generated set-ups of every game, valid or not, assess sees only valid ones and a roll only a valid total', () => {
    type Setup = Parameters<typeof useResolution>[1];
    const band: ResultBand = { id: 'any', min: null, max: null };
    fc.assert(
      fc.property(fc.array(fc.tuple(arbitraryCombat, fc.boolean()), { minLength: 1, maxLength: 6 }), (steps) => {
        const invalid = new WeakSet<object>();
        const assessed: object[] = [];
        const rules: RollRules<Setup, ResultBand> = {
          validate: (setup): FieldError[] => (invalid.has(setup) ? [{ field: 'x', code: 'no-attacker' }] : []),
          assess: (setup): Assessment => {
            if (invalid.has(setup)) throw new Error('an invalid set-up was assessed');
            assessed.push(setup);
            return { status: 'allowed', modifiers: [], total: 2, notes: [] };
          },
          chances: () => ({ exact: [], atLeast: [] }),
          result: () => band,
        };
        const first = steps[0] as [{ setup: Setup }, boolean];
        if (!first[1]) invalid.add(first[0].setup);
        const { result, rerender } = renderHook(({ setup }) => useResolution('jdg/fire', setup, rules), {
          initialProps: { setup: first[0].setup },
        });
        for (const [combat, isValid] of steps.slice(1)) {
          const setup = { ...combat.setup } as Setup;
          if (!isValid) invalid.add(setup);
          rerender({ setup });
          const now = result.current;
          expect(now.canRoll).toBe(isValid);
          if (!isValid) expect(now.blocked).toBe('errors');
          if (now.assessment !== null) expect(Number.isFinite(now.modifier)).toBe(true);
        }
        for (const setup of assessed) expect(invalid.has(setup)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a shared link carries the roll', () => {
  it('the reader sees the sender’s die, total and result, said to be the sender’s, and can roll again', async () => {
    const { syncAddressWithStore } = await import('../../src/app/address-writes');
    const { encodeCombat } = await import('../../src/state/links/share-link');
    const { DEFAULT_SETUPS } = await import('../helpers/default-setups');
    const link = encodeCombat({
      game: 'jdg',
      screen: 'shock',
      setup: DEFAULT_SETUPS.jdg,
      roll: { die: 8, by: 'app', at: 1764165600 },
    });
    window.history.replaceState(null, '', `/#${link}`);
    const stop = syncAddressWithStore();
    const { user } = renderApp('en');
    expect(await screen.findByTestId('die')).toHaveTextContent('8');
    expect(screen.getByTestId('modified-total')).toHaveTextContent('11');
    expect(screen.getByTestId('result')).toHaveTextContent('Defender: 1 + D');
    expect(screen.getByTestId('linked-roll')).toHaveTextContent(
      'This die came with the link: rolled by the app for the sender',
    );
    // The sender's roll is not the reader's: the reader's log stays empty until the reader rolls.
    expect(logged()).toEqual([]);
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '2{Enter}');
    expect(screen.queryByTestId('linked-roll')).toBeNull();
    expect(logged()).toHaveLength(1);
    stop();
  });

  it('a roll made here goes into the address, and a reload on that address shows it as one’s own', async () => {
    const { syncAddressWithStore } = await import('../../src/app/address-writes');
    const { flushPendingWrites } = await import('../../src/state/storage/deferred-writes');
    const stop = syncAddressWithStore();
    const { user } = await open('en', 'jdg', 'Fire');
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '6{Enter}');
    flushPendingWrites();
    expect(window.location.hash).toMatch(/&roll=6\.player\.\d+/);
    stop();
    const again = syncAddressWithStore();
    expect(screen.getByTestId('die')).toHaveTextContent('6');
    expect(screen.queryByTestId('linked-roll')).toBeNull();
    again();
  });
});
