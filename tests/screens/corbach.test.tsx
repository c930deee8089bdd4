import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupOf } from '../../src/state/combat/combat-selectors';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { useRollLog } from '../../src/state/roll-log';
import { choiceOf, modifierIds, renderApp, total } from '../helpers/render-app';

const row = (id: string) => document.querySelector(`[data-row="${id}"]`) as HTMLElement;

async function openCorbach(screenName: string, language: 'en' | 'fr' = 'en') {
  const app = renderApp(language);
  await app.user.selectOptions(screen.getByLabelText(language === 'en' ? 'Game' : 'Jeu'), 'corbach-1760');
  await app.user.click(screen.getByRole('button', { name: screenName }));
  return app;
}

describe('Corbach 1760', () => {
  it('the game picker shows Corbach’s own screens, and each game keeps its set-up', async () => {
    const { user } = renderApp('en');
    await user.selectOptions(screen.getByLabelText('Game'), 'Corbach 1760 (Vae Victis 142)');
    const nav = within(screen.getByRole('navigation', { name: 'Screens' }));
    expect(nav.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Terrain chart',
      'Artillery',
      'Combat',
      'Movement',
      'Sequence of play',
      'Roll log',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terrain effect table');
    await user.selectOptions(screen.getByLabelText('Game'), 'Jours de Gloire — 2016 tables');
    expect(nav.queryByRole('button', { name: 'Artillery' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terrain effects chart');
  });

  it('the terrain table shows every column of the card, its notes and its blank cell', async () => {
    await openCorbach('Terrain chart');
    expect(row('woods')).toHaveTextContent(/Woods¹\s*2\/Forb\s*−1\s*−1\s*–\s*–/);
    expect(row('village')).toHaveTextContent('The flank hexes of the infantry occupying these hexes');
    expect(row('road')).toHaveTextContent('Terrain of the hex');
    expect(row('sunken-road')).toHaveTextContent('The card leaves this cell empty.');
    expect(row('slope')).toHaveTextContent(
      /Slope\s*\+1\/\+2\s*–\s*−2\s*Yes\s*Forbidden for Art\. Auto disorganisation/,
    );
    expect(screen.getByText(/Light cavalry may move in woods but is automatically disorganised/)).toBeInTheDocument();
  });

  it('combat: every modifier with its source, the total, the roll on the highlighted row', async () => {
    const { user } = await openCorbach('Combat');
    // Default: 6 SP against 4 SP is 3/2 (+1), equal morale.
    expect(modifierIds()).toEqual(['odds', 'morale', 'terrain']);
    expect(document.querySelector('[data-modifier="odds"]')).toHaveTextContent('Strength ratio 6 : 4 → 3/2');
    expect(total()).toBe('+1');
    await user.click(screen.getByLabelText('Defender attacked by a flank hex'));
    await user.click(screen.getByLabelText('Defender attacked by a rear hex'));
    await user.click(choiceOf('Hex', 'Woods'));
    expect(modifierIds()).toEqual(['odds', 'morale', 'through-flank', 'through-rear', 'terrain']);
    expect(total()).toBe('+5');
    expect(document.querySelector('[data-modifier="through-rear"]')).toHaveTextContent(
      'The card heads its modifiers “cumulative”',
    );
    await user.type(screen.getByLabelText('Or type your own die (1–6)'), '4{Enter}');
    expect(screen.getByTestId('modified-total')).toHaveTextContent('9');
    // Infantry defends: the card's "*" (cavalry previously disorganized is eliminated) cannot apply, and is not shown.
    expect(screen.getByTestId('result')).toHaveTextContent(/Attacker: no effect; Defender: 2D-R2$/);
    const landed = document.querySelector('[data-band="9"]');
    expect(landed).not.toHaveTextContent('*');
    expect(landed).toHaveAttribute('aria-current', 'true');
    expect(useRollLog.getState().entries[0]).toMatchObject({ screen: 'combat', die: 4, modifier: 5, result: '9' });
  });

  it('a Corbach roll in the log reopens on Corbach’s combat screen, from another game', async () => {
    const { user } = await openCorbach('Combat');
    await user.click(screen.getByLabelText('Defender attacked by a rear hex'));
    await user.type(screen.getByLabelText('Or type your own die (1–6)'), '2{Enter}');
    await user.selectOptions(screen.getByLabelText('Game'), 'Jours de Gloire — 2016 tables');
    await user.click(screen.getByRole('button', { name: 'Roll log' }));
    const entry = screen.getByRole('list', { name: 'Roll log' }).querySelector('li') as HTMLElement;
    expect(entry).toHaveTextContent(
      // Row 6's defender's result is the app's reading of a garbled cell: marked † as on the table.
      'Combat: 6 SP against 4 SP, defender in Clear — die 2, modifier +4, total 6: Attacker: TM-1; Defender: 1-TM+2 †',
    );
    await user.click(within(entry).getByRole('button', { name: /Reopen the set-up/ }));
    expect(useCombatStore.getState()).toMatchObject({ game: 'corbach', screen: 'combat' });
    expect(screen.getByTestId('die')).toHaveTextContent('2');
    expect(screen.getByTestId('total')).toHaveTextContent('+4');
  });

  it('tells the player that rows 4 to 6 are reconstructed, on the rows themselves too, and across the table', async () => {
    const { user } = await openCorbach('Combat');
    expect(screen.getByRole('note')).toHaveTextContent('Rows 4, 5 and 6 of the defender’s column are garbled');
    for (const id of ['4', '5', '6']) {
      expect(document.querySelector(`[data-band="${id}"]`)).toHaveTextContent('†(reconstructed)');
    }
    expect(document.querySelector('[data-band="7"]')).not.toHaveTextContent('reconstructed');
    expect(
      screen.getByText(/“At least”: the chance of this row or one above it, better for the attacker/),
    ).toBeInTheDocument();
    // Shown large for the player across the table, the mark is said there too (die 3 + 1 lands on row 4), and only on
    // those rows (die 6 + 1: row 7).
    const large = async (die: number) => {
      await user.clear(screen.getByLabelText('Or type your own die (1–6)'));
      await user.type(screen.getByLabelText('Or type your own die (1–6)'), `${die}{Enter}`);
      await user.click(screen.getByRole('button', { name: /^Show the result large/ }));
      const view = within(await screen.findByTestId('table-view'));
      const lines = [
        view.getByTestId('table-result').textContent,
        ...within(view.getByTestId('table-meaning'))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ];
      await user.keyboard('{Escape}');
      return lines;
    };
    // The mark stays with the result it marks, on a tablet's line as on a phone's.
    expect((await large(5))[0]).toBe('Attacker: TM-1; Defender: 1-TM+2\u00a0†');
    expect(await large(3)).toContain(
      '† The defender’s results on rows 4, 5 and 6 of the combat table are garbled in the source: the app reconstructs them as TM+1, TM+2, 1-TM+2. Check them against the printed card.',
    );
    expect((await large(6)).filter((line) => line?.startsWith('†'))).toEqual([]);
  });

  it('a d6 typed out of range is refused beside the field; a bad strength keeps the last valid result', async () => {
    const { user } = await openCorbach('Combat');
    await user.type(screen.getByLabelText('Or type your own die (1–6)'), '0{Enter}');
    expect(screen.getByText('Type the die as read: a whole number from 1 to 6.')).toBeInTheDocument();
    const strength = screen.getAllByLabelText('Strength (SP)')[0] as HTMLElement;
    await user.clear(strength);
    await user.type(strength, 'x');
    expect(screen.getByText('Enter a whole number from 1 to 99.')).toBeInTheDocument();
    expect(total()).toBe('+1');
    expect(setupOf(useCombatStore.getState(), 'corbach').combat.attackers[0]?.strength).toBe(6);
    expect(strength).toHaveValue('x');
  });

  it('units are added, changed and removed; heavy cavalry against line infantry counts', async () => {
    const { user } = await openCorbach('Combat');
    await user.selectOptions(screen.getAllByLabelText('Type')[0] as HTMLElement, 'Heavy cavalry');
    expect(modifierIds()).toContain('heavy-cavalry-against-line-infantry');
    await user.click(screen.getByRole('button', { name: 'Defending units — Add a unit' }));
    expect(setupOf(useCombatStore.getState(), 'corbach').combat.defenders).toHaveLength(2);
    expect(document.querySelector('[data-modifier="odds"]')).toHaveTextContent('Strength ratio 6 : 8 → 2/3');
    await user.click(screen.getByRole('button', { name: 'Defending units — Remove unit 2' }));
    expect(setupOf(useCombatStore.getState(), 'corbach').combat.defenders).toHaveLength(1);
  });

  it('artillery: range penalties add, the 12-pounder and the table', async () => {
    const { user } = await openCorbach('Artillery');
    const distance = screen.getByLabelText('Distance (hexes)');
    await user.clear(distance);
    await user.type(distance, '6');
    await user.click(screen.getByLabelText('12-pounder battery (12L)'));
    expect(modifierIds()).toEqual(['terrain', 'beyond-three-hexes', 'beyond-four-hexes', 'twelve-pounder']);
    expect(total()).toBe('−2');
    await user.type(screen.getByLabelText('Or type your own die (1–6)'), '6{Enter}');
    expect(screen.getByTestId('result')).toHaveTextContent('TM');
    expect(document.querySelector('[data-band="4"]')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: 'Result codes' })).toBeInTheDocument();
    // The card's "-" is said in words where the result is a line of text; the table keeps the card's mark.
    // No face below zero: the number keypad.
    expect(screen.getByLabelText('Or type your own die (1–6)')).toHaveAttribute('inputmode', 'numeric');
    await user.type(screen.getByLabelText('Or type your own die (1–6)'), '1{Enter}');
    expect(screen.getByTestId('result')).toHaveTextContent(/^no effect$/);
    expect(screen.getByTestId('modified-total')).toHaveTextContent(/^−1$/);
    expect(document.querySelector('[data-band="0-minus"]')).toHaveTextContent(/^0 or less \(your roll\)-/);
    await user.click(screen.getByRole('button', { name: 'Roll log' }));
    const entry = screen.getByRole('list', { name: 'Roll log' }).querySelector('li') as HTMLElement;
    expect(entry).toHaveTextContent(/die 1, modifier −2, total −1: no effect \(typed from your die\)/);
  });

  it('the sequence of play is a checklist that keeps its ticks and starts again', async () => {
    const { user, unmount } = await openCorbach('Sequence of play');
    expect(screen.getByTestId('checklist-count')).toHaveTextContent('0 of 16 done');
    await user.click(screen.getByLabelText('A. Marching movement'));
    await user.click(screen.getByLabelText(/^1b – Fire with his artillery units/));
    expect(screen.getByTestId('checklist-count')).toHaveTextContent('2 of 16 done');
    unmount();
    renderApp('en');
    expect(screen.getByLabelText('A. Marching movement')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByLabelText('A. Marching movement')).not.toBeChecked();
  });

  it('reads in French: screens, modifiers, readings and result codes', async () => {
    const { user } = await openCorbach('Combat', 'fr');
    await user.click(screen.getByLabelText('Commandant présent (de l’attaquant)'));
    expect(document.querySelector('[data-modifier="commander-present"]')).toHaveTextContent(
      'Modificateurs de combat · Divers',
    );
    expect(screen.getByRole('heading', { name: 'Codes des résultats' })).toBeInTheDocument();
    expect(screen.getByText('R1, R2 = retraite de 1 ou 2 hex.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ou saisissez votre dé (1–6)'), '6{Enter}');
    expect(screen.getByTestId('result')).toHaveTextContent(/^Attaquant : sans effet ; Défenseur : 1D-R1$/);
    await user.click(screen.getByRole('button', { name: 'Table des terrains' }));
    expect(row('woods')).toHaveTextContent(/Bois¹\s*2\/Int\./);
    expect(screen.getByText('Int. : interdit')).toBeInTheDocument();
  });
});

describe('Corbach’s combat table worded for the defenders', () => {
  it('the "*" shows on its rows only when a defender is cavalry', async () => {
    const { user } = await openCorbach('Combat');
    const row = () => document.querySelector('[data-band="10"]');
    expect(row()).toHaveTextContent('3D-R2');
    expect(row()).not.toHaveTextContent('3D-R2*');
    const defenders = screen.getByRole('group', { name: 'Defending units' });
    await user.selectOptions(within(defenders).getByLabelText('Type'), 'Cavalry');
    expect(row()).toHaveTextContent('3D-R2*');
  });
});
