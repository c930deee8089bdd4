/** Numbers change in one tap or one arrow key, within their bounds; a field that can be negative gets a minus sign. */
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setupOf } from '../../src/state/combat/combat-selectors';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { stepFrom } from '../../src/ui/number-field';
import { renderApp } from '../helpers/render-app';

describe('number steppers', () => {
  it('a step stays within the bounds, moves by one, and stops only at a bound; a slip steps from the nearest bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.option(fc.integer({ min: -30, max: 30 })),
        fc.constantFrom(-1 as const, 1 as const),
        (min, span, from, by) => {
          const max = min + span;
          const next = stepFrom(from, by, min, max);
          if (from === null || from < min || from > max) expect(next).toBe(by > 0 ? min : max);
          else if (from + by < min || from + by > max) expect(next).toBeNull();
          else expect(next).toBe(from + by);
        },
      ),
    );
  });

  it('fire: + and − change the strength and the total at once; ↑ and ↓ too; + stops at the most', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Fire' }));
    const strength = screen.getByLabelText('Fire strength (SP)');
    const before = setupOf(useCombatStore.getState(), 'jdg').fire.strength;
    await user.click(screen.getByRole('button', { name: 'One more', description: 'Fire strength (SP)' }));
    expect(strength).toHaveValue(String(before + 1));
    expect(setupOf(useCombatStore.getState(), 'jdg').fire.strength).toBe(before + 1);
    expect(document.querySelector('[data-modifier="fire-strength"]')).toHaveTextContent(`+${before + 1}`);
    await user.click(screen.getByRole('button', { name: 'One less', description: 'Fire strength (SP)' }));
    await user.click(screen.getByRole('button', { name: 'One less', description: 'Fire strength (SP)' }));
    expect(setupOf(useCombatStore.getState(), 'jdg').fire.strength).toBe(before - 1);
    strength.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(setupOf(useCombatStore.getState(), 'jdg').fire.strength).toBe(before + 1);
    await user.clear(strength);
    await user.type(strength, '999999');
    // A slip steps from the nearest bound: one tap makes it a number again.
    await user.click(screen.getByRole('button', { name: 'One less', description: 'Fire strength (SP)' }));
    const most = Number((strength as HTMLInputElement).value);
    expect(setupOf(useCombatStore.getState(), 'jdg').fire.strength).toBe(most);
    expect(screen.getByRole('button', { name: 'One more', description: 'Fire strength (SP)' })).toBeDisabled();
  });

  it('a level below the attacker is reached with taps, and its field asks for a keyboard with a minus sign', async () => {
    const { user } = renderApp('fr');
    await user.click(screen.getByRole('button', { name: 'Choc' }));
    const level = screen.getByLabelText('Niveau du défenseur par rapport à l’attaquant');
    expect(level).toHaveAttribute('inputmode', 'text');
    // A strength is never negative: the numeric keypad.
    expect(screen.getAllByLabelText(/PF/, { selector: 'input' })[0]).toHaveAttribute('inputmode', 'numeric');
    const less = screen.getByRole('button', {
      name: 'Un de moins',
      description: 'Niveau du défenseur par rapport à l’attaquant',
    });
    await user.click(less);
    await user.click(less);
    expect(level).toHaveValue('-2');
    expect(setupOf(useCombatStore.getState(), 'jdg').terrain.levelDifference).toBe(-2);
    expect(document.querySelector('[data-modifier="level"]')).toBeInTheDocument();
  });
});
