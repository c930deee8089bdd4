import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jdgPlayEn } from '../../src/screens/jours-de-gloire/locales/en-jdg-play';
import { useRollLog } from '../../src/state/roll-log';
import { choiceOf, keysAskedDuring, modifierIds, renderApp, total } from '../helpers/render-app';

async function openShock(language: 'en' | 'fr' = 'en') {
  const app = renderApp(language);
  await app.user.click(screen.getByRole('button', { name: language === 'en' ? 'Shock' : 'Choc' }));
  return app;
}

describe('shock screen', () => {
  it('a change of terrain redraws the terrain, the modifiers and the table, not the units or the attack', async () => {
    const { user, i18n } = await openShock();
    const keys = await keysAskedDuring(i18n, () => user.click(choiceOf('Defender’s hex', 'Woods')));
    expect(document.querySelector('[data-modifier="defender-terrain"]')).toHaveTextContent('Woods');
    // Drawn again: the terrain's fields, the modifiers, the result table.
    expect(keys).toContain('jdg:setup.defenderHex');
    expect(keys).toContain('combat.modifiers');
    expect(keys).toContain('combat.chance');
    // Not drawn again: the unit lists and the attack's fields, which did not change, nor the modifiers that did not.
    expect(keys).toContain('jdg:modifiers.defender-terrain');
    expect(keys).not.toContain('jdg:modifiers.cohesion');
    expect(keys).not.toContain('jdg:setup.strength');
    expect(keys).not.toContain('jdg:setup.attackers');
    expect(keys).not.toContain('jdg:setup.mode');
  });

  it('a roll redraws the roll and the table, not the modifiers or the set-up', async () => {
    const { user, i18n } = await openShock();
    const keys = await keysAskedDuring(i18n, () => user.click(screen.getByRole('button', { name: 'Roll the die' })));
    expect(keys).toContain('combat.chance');
    expect(keys).not.toContain('combat.modifiers');
    // The card's key under the table does not change with a roll: shown, not reworded.
    expect(keys.filter((k) => k.endsWith('shockKey'))).toEqual([]);
    for (const line of jdgPlayEn.shockKey) expect(screen.getByText(line)).toBeInTheDocument();
    expect(keys).not.toContain('jdg:setup.defenderHex');
    expect(keys).not.toContain('jdg:setup.strength');
  });

  it('several units on each side: odds from the totals, cohesion from the best', async () => {
    const { user } = await openShock();
    // The best cohesion of a side counts: a disordered unit's is its counter's back (rules-notes, point 7).
    expect(
      screen.getByText('A disordered unit’s cohesion is the lower one printed on the back of its counter.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Add an attacking unit' }));
    const attackers = screen.getByRole('group', { name: 'Attacking units' });
    const second = within(attackers).getByRole('group', { name: 'Unit 2' });
    await user.selectOptions(within(second).getByLabelText('Type'), 'Heavy cavalry (L)');
    await user.clear(within(second).getByLabelText('Cohesion'));
    await user.type(within(second).getByLabelText('Cohesion'), '9');
    await user.selectOptions(screen.getByLabelText('Attack'), 'Charge (cavalry)');
    // 6 + 6 SP against 4: 3:1 → +3; cohesion 9 − 6 = +3; clear +1; heavy charge +3.
    expect(modifierIds()).toEqual(['odds', 'cohesion', 'defender-terrain', 'charge-with-heavy-cavalry']);
    expect(document.querySelector('[data-modifier="odds"]')).toHaveTextContent(
      'Odds 12 : 4 SP (raw ratio 3.00 : 1) → 3/1',
    );
    // 12 : 4 is exactly 3/1: the card says all there is, and no reading is shown.
    expect(document.querySelector('[data-modifier="odds"]')).not.toHaveTextContent('App’s reading');
    expect(document.querySelector('[data-modifier="cohesion"]')).toHaveTextContent('best attacker 9 − best defender 6');
    expect(total()).toBe('+10');
  });

  it('a roll reads the result for the defender and the attacker on the highlighted row', async () => {
    const { user } = await openShock();
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '0{Enter}');
    // default +3: 0 + 3 = 3 → row 0 to 4.
    expect(screen.getByTestId('modified-total')).toHaveTextContent('3');
    // Infantry defends: the card's cavalry-only entry of that row is not its result.
    expect(screen.getByTestId('result')).toHaveTextContent('Defender: No effect');
    expect(screen.getByTestId('result')).not.toHaveTextContent('Pursuit');
    expect(screen.getByTestId('result')).toHaveTextContent('Attacker: D + CT/1');
    const table = screen.getByRole('table', { name: 'Shock and charge table' });
    expect(
      within(table)
        .getAllByRole('row')
        .filter((r) => r.getAttribute('aria-current') === 'true')[0],
    ).toHaveAttribute('data-band', '0-to-4');
    const chances = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(-2)
          .map((c) => c.textContent),
      );
    expect(chances).toEqual([
      ['30%', '30%'],
      ['50%', '80%'],
      ['20%', '100%'],
      ['0%', '100%'],
    ]);
  });

  it('a charge into woods is not allowed, with the footnote that forbids it', async () => {
    const { user } = await openShock();
    const attackers = screen.getByRole('group', { name: 'Attacking units' });
    await user.selectOptions(within(attackers).getByLabelText('Type'), 'Cavalry');
    await user.selectOptions(screen.getByLabelText('Attack'), 'Charge (cavalry)');
    await user.click(choiceOf('Defender’s hex', 'Woods'));
    expect(screen.getByRole('alert')).toHaveTextContent('No charge into Woods [e].');
    expect(screen.getByRole('button', { name: 'Roll the die' })).toBeDisabled();
  });

  it('no attacker: a message beside the list, nothing can be rolled, and what stays is the earlier set-up’s, said so', async () => {
    const { user } = await openShock();
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '6{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove attacking unit 1' }));
    expect(screen.getByText('Add at least one attacking unit.')).toBeInTheDocument();
    expect(screen.getByTestId('earlier-setup')).toHaveTextContent(
      'The set-up has an error: the modifiers and chances below are those of the earlier set-up (6 SP against 4 SP, Clear, Shock).',
    );
    expect(total()).toBe('+3');
    expect(document.body).not.toHaveTextContent(/Infinity|NaN/);
    // No die is shown as this set-up's, and no roll can be made by any control.
    expect(screen.queryByTestId('modified-total')).toBeNull();
    expect(screen.getByTestId('earlier-roll')).toHaveTextContent('Your last die, 6, was rolled for an earlier set-up');
    expect(screen.getByRole('button', { name: 'Roll the die' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Roll' })).toBeDisabled();
    expect(screen.getByLabelText('Or type your own die (0–9)')).toBeDisabled();
    expect(screen.getByTestId('roll-blocked')).toHaveTextContent(
      'Nothing can be rolled until the set-up is fixed: Add at least one attacking unit.',
    );
    expect(screen.getByTestId('bar-summary')).toHaveTextContent('Fix the set-up to roll');
    expect(useRollLog.getState().entries).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '+ Add an attacking unit' }));
    expect(screen.queryByText('Add at least one attacking unit.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll the die' })).toBeEnabled();
  });

  it('a charge without cavalry is refused beside the Attack field', async () => {
    const { user } = await openShock();
    await user.selectOptions(screen.getByLabelText('Attack'), 'Charge (cavalry)');
    expect(screen.getByLabelText('Attack')).toHaveAccessibleDescription(
      'A charge needs at least one cavalry unit among the attackers.',
    );
  });

  it('cohesion out of range keeps the typed text with a message', async () => {
    const { user } = await openShock();
    const cohesion = within(screen.getByRole('group', { name: 'Defending units' })).getByLabelText('Cohesion');
    await user.clear(cohesion);
    await user.type(cohesion, '11');
    expect(cohesion).toHaveValue('11');
    expect(cohesion).toHaveAccessibleDescription('Enter a whole number from 0 to 10.');
    // A range below zero is said with a true minus sign, as a pack's field says its own (one way to draw a field).
    const level = screen.getByLabelText('Defender’s level relative to the attacker');
    await user.clear(level);
    await user.type(level, '5');
    expect(level).toHaveAccessibleDescription('Enter a whole number from −4 to 4.');
  });

  it('switched to French, every modifier line is reworded though none changed', async () => {
    const { user } = await openShock('en');
    expect(document.querySelector('[data-modifier="cohesion"]')).toHaveTextContent('Cohesion');
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Table de choc et charge' })).toBeInTheDocument();
    expect(document.querySelector('[data-modifier="cohesion"]')).toHaveTextContent('Cohésion');
    expect(document.querySelector('[data-modifier="defender-terrain"]')).toHaveTextContent('Terrain du défenseur');
  });

  it('reads in French with the card’s terms', async () => {
    const { user } = await openShock('fr');
    expect(
      screen.getByText('La cohésion d’une unité en désordre est la plus basse, imprimée au verso de son pion.'),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('Défenseur en déroute'));
    await user.selectOptions(screen.getByLabelText('Défenseur attaqué depuis'), 'Hex. d’arrière seulement');
    expect(document.querySelector('[data-modifier="defender-routed"]')).toHaveTextContent('Défenseur en déroute');
    expect(document.querySelector('[data-modifier="defender-routed"]')).toHaveTextContent(
      'l’application garde +2 seul',
    );
    await user.type(screen.getByLabelText('Ou saisissez votre dé (0–9)'), '9{Enter}');
    expect(screen.getByTestId('result')).toHaveTextContent('Défenseur : 1 + D');
    expect(screen.getByTestId('result')).toHaveTextContent('Attaquant : Choc de rupture (8.7) ou Poursuite (9.5)');
    // The card's code is one word on a narrow bar: "1" never ends a line with "+ D" on the next.
    expect(screen.getByTestId('bar-summary').textContent).toContain('Défenseur\u00a0: 1\u00a0+\u00a0D');
  });
});

describe('the odds reading', () => {
  it('appears only between two steps, naming both and the one taken, in both languages', async () => {
    const { user } = await openShock();
    const odds = () => document.querySelector('[data-modifier="odds"]');
    // 6 : 4 is exactly 3:2.
    expect(odds()).not.toHaveTextContent('App’s reading');
    const strength = within(screen.getByRole('group', { name: 'Attacking units' })).getByLabelText(
      'Strength points (SP)',
    );
    await user.clear(strength);
    await user.type(strength, '7');
    expect(odds()).toHaveTextContent(
      'App’s reading: The card does not say how a ratio between two of its steps is rounded: 1.75 : 1 lies between 1.5/1 and 2/1, and the app takes 1.5/1, the defender’s side.',
    );
    expect(odds()).not.toHaveTextContent('to check');
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(odds()).toHaveTextContent(
      '1,75 : 1 est entre 1.5/1 et 2/1, et l’application prend 1.5/1, du côté du défenseur.',
    );
  });
});

describe('only the result that applies', () => {
  it('the 0–4 row gives an infantry defender no effect, and cavalry its pursuit: in the box, the table, the bar and the log', async () => {
    const { user } = await openShock();
    const table = () => screen.getByRole('table', { name: 'Shock and charge table' });
    const row = () =>
      within(table())
        .getAllByRole('row')
        .find((r) => r.getAttribute('data-band') === '0-to-4');
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '0{Enter}');
    expect(row()).toHaveTextContent('No effect');
    expect(row()).not.toHaveTextContent('Pursuit if');
    // Not in italics: the card's key says italics are the cavalry-only entry, which is not the one that applies.
    expect(row()?.querySelector('em')).toBeNull();
    expect(screen.getByTestId('bar-summary')).toHaveTextContent('Defender: No effect');
    await user.click(screen.getByRole('button', { name: 'Roll log' }));
    expect(screen.getByRole('list', { name: 'Roll log' })).toHaveTextContent('Defender: No effect');
    expect(screen.getByRole('list', { name: 'Roll log' })).not.toHaveTextContent('Pursuit if');

    await user.click(screen.getByRole('button', { name: 'Shock' }));
    const defenders = screen.getByRole('group', { name: 'Defending units' });
    await user.selectOptions(within(defenders).getByLabelText('Type'), 'Cavalry');
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '0{Enter}');
    expect(screen.getByTestId('result')).toHaveTextContent(
      'Defender: No effect; cavalry: Pursuit if Counter-charge and recoil or retreat of the attacker (9.4 and 9.5)',
    );
    expect(row()).toHaveTextContent('No effect; cavalry: Pursuit if Counter-charge');
    expect(row()?.querySelector('em')).toHaveTextContent('No effect; cavalry: Pursuit if Counter-charge');
    await user.click(screen.getByRole('button', { name: 'Roll log' }));
    const items = within(screen.getByRole('list', { name: 'Roll log' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Defender: No effect; cavalry: Pursuit if Counter-charge');
    expect(items[1]).not.toHaveTextContent('cavalry: Pursuit');
  });

  it('in French', async () => {
    const { user } = await openShock('fr');
    await user.type(screen.getByLabelText('Ou saisissez votre dé (0–9)'), '0{Enter}');
    expect(screen.getByTestId('result')).toHaveTextContent('Défenseur : Aucun effet');
  });
});
