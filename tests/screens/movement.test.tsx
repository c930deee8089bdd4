import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupOf } from '../../src/state/combat/combat-selectors';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { renderApp } from '../helpers/render-app';

const step = (n: number) => document.querySelector(`[data-step="${n}"]`) as HTMLElement;
/** Each cost line of a step as "label | source | MP" (and "| reading" where the app states one). */
const lines = (n: number) =>
  [...step(n).querySelectorAll('[data-modifier]')].map((row) =>
    [...row.querySelectorAll('td > div, td:last-child')].map((cell) => cell.textContent?.trim()).join(' | '),
  );
const summary = () => screen.getByTestId('movement-summary').textContent;

async function openMovement(game: string, language: 'en' | 'fr' = 'en') {
  const app = renderApp(language);
  await app.user.selectOptions(screen.getByLabelText(language === 'en' ? 'Game' : 'Jeu'), game);
  await app.user.click(screen.getByRole('button', { name: language === 'en' ? 'Movement' : 'Mouvement' }));
  return app;
}

describe('movement helper — Jours de Gloire', () => {
  it('prices artillery along a trail up a steep slope: the NA lifted at +2 [c], with the chart row of each line', async () => {
    const { user } = await openMovement('jdg-2016');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Movement cost');
    await user.selectOptions(screen.getByLabelText('Unit type'), 'artillery');
    const first = within(step(1));
    await user.selectOptions(first.getByLabelText('Hex entered'), 'woods');
    expect(lines(1)).toEqual(['Hex entered | Terrain effects chart (TEC) · Woods · Artillery | 3']);
    await user.selectOptions(first.getByLabelText('Road or trail followed'), 'trail');
    await user.selectOptions(first.getByLabelText('Hexside crossed'), 'steep-slope');
    expect(lines(1)).toEqual([
      'Along the road or trail (its cost replaces the hex’s) | Terrain effects chart (TEC) · Trail · Artillery | 2',
      'Steep slope by road or trail: the NA is lifted, +2 [c] | Terrain effects chart (TEC) · Steep slope · Artillery · [c] | 2',
    ]);
    expect(within(step(1)).getByTestId('total')).toHaveTextContent('4');
    expect(summary()).toBe('4 of 6 MP spent, 2 MP left.');
  });

  it('adds the steps up against the allowance and says at which step it runs out', async () => {
    const { user } = await openMovement('jdg-2016');
    await user.clear(screen.getByLabelText('Movement allowance (MP)'));
    await user.type(screen.getByLabelText('Movement allowance (MP)'), '3');
    await user.click(screen.getByRole('button', { name: '+ Add a step' }));
    await user.selectOptions(within(step(2)).getByLabelText('Hex entered'), 'woods');
    expect(summary()).toBe('3 of 3 MP spent, 0 MP left.');
    await user.click(screen.getByRole('button', { name: '+ Add a step' }));
    expect(summary()).toBe('The allowance runs out at step 3: the move costs 4 MP, the unit has 3.');
    expect(step(3)).toHaveTextContent('Beyond the allowance — spent so far: 4 of 3 MP');
    await user.click(screen.getByRole('button', { name: '× Remove step 3' }));
    expect(summary()).toBe('3 of 3 MP spent, 0 MP left.');
  });

  it('refuses a forbidden step with its reason, and the steps after it are never reached', async () => {
    const { user } = await openMovement('jdg-2016');
    await user.selectOptions(screen.getByLabelText('Unit type'), 'cavalry');
    await user.selectOptions(within(step(1)).getByLabelText('Hexside crossed'), 'steep-slope');
    await user.click(screen.getByRole('button', { name: '+ Add a step' }));
    expect(within(step(1)).getByRole('alert')).toHaveTextContent(
      'Not allowed — The rules forbid this step:Steep slope: NA (not allowed) for this unit.',
    );
    expect(step(2)).toHaveTextContent('Not reached: an earlier step is forbidden.');
    expect(summary()).toBe('Step 1 is forbidden: the unit cannot go on.');
  });

  it('a general on a road pays ½, and no road next to an enemy (4.3.1) says why', async () => {
    const { user } = await openMovement('jdg-2016');
    await user.selectOptions(screen.getByLabelText('Unit type'), 'general');
    await user.selectOptions(within(step(1)).getByLabelText('Road or trail followed'), 'road');
    expect(summary()).toBe('½ of 6 MP spent, 5½ MP left.');
    await user.click(within(step(1)).getByLabelText('The hex entered is adjacent to an enemy unit'));
    expect(summary()).toBe('1 of 6 MP spent, 5 MP left.');
    expect(step(1)).toHaveTextContent('No road or trail movement when moving adjacent to an enemy unit (4.3.1)');
  });

  it('speaks French, move kept in the set-up', async () => {
    const { user } = await openMovement('jdg-2016', 'fr');
    await user.selectOptions(screen.getByLabelText('Type d’unité'), 'cavalry');
    await user.click(within(step(1)).getByLabelText('L’étape quitte une ZdC ennemie'));
    await user.click(screen.getByLabelText('L’unité est en désordre'));
    await user.click(within(step(1)).getByLabelText('L’étape entre en ZdC ennemie'));
    expect(lines(1)).toEqual([
      'Hex. où l’on entre | Table des terrains (TDT) · Clair · Cavalerie | 1',
      'Quitter une ZdC | Table des terrains (TDT) · Quitter une ZdC · Cavalerie | 1',
      'Unité en désordre entrant en ZdC ennemie [d] | Table des terrains (TDT) · Quitter une ZdC · [d] | 1',
    ]);
    expect(summary()).toBe('3 PM dépensés sur 6, il reste 3 PM.');
    expect(setupOf(useCombatStore.getState(), 'jdg').movement.steps[0]).toMatchObject({
      leavingEnemyZoc: true,
      enteringEnemyZoc: true,
    });
  });
});

describe('movement helper — Corbach 1760', () => {
  it('light cavalry into woods is disorganised; along a road the road cancels it (note 2)', async () => {
    const { user } = await openMovement('corbach-1760');
    await user.selectOptions(screen.getByLabelText('Unit type'), 'light-cavalry');
    await user.selectOptions(within(step(1)).getByLabelText('Hex entered'), 'woods');
    expect(step(1)).toHaveTextContent('Woods: the unit is automatically disorganised.');
    await user.selectOptions(within(step(1)).getByLabelText('Road followed'), 'road');
    expect(lines(1)).toEqual([
      'Along the road (its cost replaces the hex’s) | Terrain effect table · Road · Cost (I/C) · [2] | 1',
      'Woods: no disorganisation on the road (note 2) | Terrain effect table · Woods · Cost (I/C) · [2] | 0',
    ]);
    expect(screen.getByText(/The Corbach card gives no movement cost for entering or leaving a ZoC/)).toBeTruthy();
  });

  it('artillery is refused a slope, and its cost is the app’s stated reading (French)', async () => {
    const { user } = await openMovement('corbach-1760', 'fr');
    await user.selectOptions(screen.getByLabelText('Type d’unité'), 'artillery');
    expect(step(1)).toHaveTextContent('l’app fait payer à l’artillerie le coût de l’infanterie');
    await user.selectOptions(within(step(1)).getByLabelText('Bord d’hex. franchi'), 'slope');
    expect(within(step(1)).getByRole('alert')).toHaveTextContent('interdit à cette unité');
    expect(summary()).toBe('L’étape 1 est interdite\u00a0: l’unité ne peut pas aller plus loin.');
  });
});

describe('movement helper — Prussia’s Glory', () => {
  it('the highest hex cost counts, hexsides add, and the ZoC exit cost by class', async () => {
    const { user } = await openMovement('pg-leuthen');
    await user.selectOptions(screen.getByLabelText('Unit type'), 'cavalry');
    const first = within(step(1));
    await user.click(first.getByLabelText('Town'));
    await user.click(first.getByLabelText('Marsh'));
    await user.click(first.getByLabelText('Stream'));
    await user.selectOptions(first.getByLabelText('Leaving an enemy ZoC'), 'other-fast-engaged');
    expect(lines(1)).toEqual([
      'Hex entered: the highest cost in it | Hex terrain · Marsh · Cav | 3',
      'Stream | Hexside terrain · Stream · Cav | 1',
      'Leaving an enemy ZoC | Cost to leave an enemy ZoC · All other “Engaged” fast units | 2',
    ]);
    expect(step(1)).toHaveTextContent('only the highest cost counts, not their sum');
    expect(summary()).toBe('6 of 6 MP spent, 0 MP left.');
  });

  it('the Mietzel: in column only, then all the movement points', async () => {
    const { user } = await openMovement('pg-leuthen');
    await user.click(within(step(1)).getByLabelText('Mietzel river'));
    expect(within(step(1)).getByRole('alert')).toHaveTextContent('The Mietzel can be crossed in column only (**).');
    await user.click(screen.getByLabelText('The unit is in column'));
    expect(summary()).toBe('6 of 6 MP spent, 0 MP left.');
  });
});
