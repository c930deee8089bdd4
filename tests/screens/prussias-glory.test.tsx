import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRollLog } from '../../src/state/roll-log';
import { modifierIds, renderApp } from '../helpers/render-app';

const section = (id: string) => document.querySelector(`section[aria-labelledby="${id}"]`) as HTMLElement;
const row = (id: string) => document.querySelector(`[data-row="${id}"]`) as HTMLElement;

async function openPg(screenName: string, language: 'en' | 'fr' = 'en') {
  const app = renderApp(language);
  await app.user.selectOptions(screen.getByLabelText(language === 'en' ? 'Game' : 'Jeu'), 'pg-leuthen');
  await app.user.click(screen.getByRole('button', { name: screenName }));
  return app;
}

describe('Prussia’s Glory (Leuthen chart)', () => {
  it('the chart shows hex and hexside terrain with the card’s marks, notes and the ZoC costs', async () => {
    await openPg('Terrain chart');
    expect(row('woods')).toHaveTextContent(/Woods\s*2\s*3\s*−1\s*\(−4\)\*\s*−1/);
    expect(row('marsh')).toHaveTextContent('[−1]');
    expect(row('pond-river')).toHaveTextContent(/Pond \/ river2\s*2\s*2\s*\(−1\)\s*\(−1\)\s*\[−1\]/);
    expect(row('mietzel')).toHaveTextContent(/all\*\*\s*all\*\*\s*P\s*P\s*0/);
    expect(row('entrenchment')).toHaveTextContent(/\+1\s*\+2\s*−2\s*−2\*\s*−2/);
    expect(row('other-fast-engaged')).toHaveTextContent('+2 MP');
    expect(screen.getByText(/apply the value of the highest hex and add the hexsides/)).toBeInTheDocument();
  });

  it('combat terrain: the least favourable hex plus the hexsides, the * warning, and no invented table', async () => {
    const { user } = await openPg('Combat terrain');
    expect(screen.getByRole('note')).toHaveTextContent('The Leuthen card holds no combat results table');
    await user.selectOptions(screen.getByLabelText('Kind of combat'), 'Cavalry combat');
    await user.selectOptions(screen.getByLabelText('Defender’s hex'), 'Woods');
    await user.click(screen.getByLabelText('Stream'));
    expect(modifierIds()).toEqual(['pg-defender-hex', 'pg-hexside']);
    expect(screen.getByTestId('total')).toHaveTextContent('−5');
    // The DRM in the bar, in sight below eight check boxes on a phone.
    expect(screen.getByTestId('bar-summary')).toHaveTextContent('Terrain DRM of this attack −5');
    expect(document.querySelector('[data-modifier="pg-defender-hex"]')).toHaveTextContent('Defender’s hex: Woods');
    expect(screen.getByText('Cavalry cannot use its shock value in this attack (*).')).toBeInTheDocument();
  });

  it('multi-hex attack: the attacker’s best pair is chosen, a prohibited pair says why', async () => {
    const { user } = await openPg('Combat terrain');
    await user.click(screen.getByLabelText('Top of slope: the defender uphill of the attacker'));
    await user.click(screen.getByRole('button', { name: /Add an attacking hex/ }));
    const second = within(screen.getByRole('group', { name: 'Attacking hex 2' }));
    await user.click(second.getByLabelText('Top of slope: the defender uphill of the attacker'));
    await user.click(second.getByLabelText('Elbe river'));
    expect(screen.getByTestId('best-pair')).toHaveTextContent('attacking hex 1');
    expect(screen.getByTestId('total')).toHaveTextContent('−2');
    expect(screen.getByTestId('bar-summary')).toHaveTextContent(
      'Terrain DRM of this attack −2 · The attacker’s best choice: attacking hex 1.',
    );
    expect(document.querySelector('[data-pair="1"]')).toHaveTextContent(
      'Combat across this hexside is prohibited (P): Elbe river.',
    );
    // No attacking hex left: the bar says what to do.
    await user.click(screen.getByRole('button', { name: /Remove attacking hex 2/ }));
    await user.click(screen.getByRole('button', { name: /Remove attacking hex 1/ }));
    expect(screen.getByTestId('bar-summary')).toHaveTextContent('Add at least one attacking hex.');
  });

  it.each([
    ['en', 'Rally & charges', 'Deep charges (19.11.1):'],
    ['fr', 'Ralliement et charges', 'Charges profondes (19.11.1)\u00a0:'],
  ] as const)(
    '%s: on Rally & charges, the bar says it rolls the deep charge, not the rally above it',
    async (language, tab, named) => {
      await openPg(tab, language);
      expect(screen.getByTestId('bar-summary').textContent?.startsWith(named)).toBe(true);
    },
  );

  it('a screen of one roll names no roll in its bar', async () => {
    const { user } = renderApp('en');
    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Shock' }));
    expect(screen.getByTestId('bar-summary').textContent?.startsWith('Total modifier')).toBe(true);
  });

  it('the combat sequence is a twelve-step checklist', async () => {
    const { user } = await openPg('Sequence of play');
    expect(screen.getByTestId('checklist-count')).toHaveTextContent('0 of 12 done');
    await user.click(screen.getByLabelText('6. Resolve the combat'));
    expect(screen.getByTestId('checklist-count')).toHaveTextContent('1 of 12 done');
  });

  it('rally: the modifiers on the unit’s morale, each with its source', async () => {
    const { user } = await openPg('Rally & charges');
    const leader = screen.getByLabelText('Friendly leader stacked: his morale modifier (MM)');
    await user.clear(leader);
    await user.type(leader, '2');
    await user.click(screen.getByLabelText('Adjacent to an enemy unit'));
    await user.selectOptions(screen.getByLabelText('Army'), 'Broken');
    expect(modifierIds(section('pg-rally'))).toEqual([
      'pg-rally-leader',
      'pg-rally-adjacent-enemy',
      'pg-rally-army-broken',
    ]);
    expect(screen.getByTestId('rally-morale')).toHaveTextContent('3');
    expect(document.querySelector('[data-modifier="pg-rally-army-broken"]')).toHaveTextContent(
      'Rally modifiers · Army demoralized or broken',
    );
    // The card's minus signs are lost: the line says the sign is the app's reading; the leader's + needs none.
    expect(document.querySelector('[data-modifier="pg-rally-army-broken"]')).toHaveTextContent(
      'App’s reading: The card’s sign is lost',
    );
    expect(document.querySelector('[data-modifier="pg-rally-leader"]')).not.toHaveTextContent('App’s reading');
  });

  it('deep charge: exact chance, the roll and its verdict, kept in the log', async () => {
    const { user } = await openPg('Rally & charges');
    const morale = screen.getByLabelText('Cavalry’s morale');
    await user.clear(morale);
    await user.type(morale, '5');
    const leader = screen.getByLabelText('Stacked leader’s morale modifier (0 if none)');
    await user.clear(leader);
    await user.type(leader, '1');
    expect(screen.getByTestId('deep-charge-chance')).toHaveTextContent('33.3% (faces 5, 6)');
    // A roll like any other: what is added to the die, each with its source, and the two rows with their chances.
    const deepCharge = section('pg-deep-charge');
    expect(modifierIds(deepCharge)).toEqual(['pg-deep-charge-morale', 'pg-deep-charge-leader']);
    expect(within(deepCharge).getByTestId('total')).toHaveTextContent('+6');
    const band = (id: string) => deepCharge.querySelector(`[data-band="${id}"]`) as HTMLElement;
    expect(band('must-attack')).toHaveTextContent('33.3%');
    expect(band('free')).toHaveTextContent('66.7%');
    await user.type(screen.getByLabelText('Or type your own die (1–6)'), '5{Enter}');
    expect(screen.getByTestId('result')).toHaveTextContent('Must take part in the next attack');
    expect(band('must-attack')).toHaveAttribute('aria-current', 'true');
    expect(useRollLog.getState().entries[0]).toMatchObject({ screen: 'morale', die: 5, modifier: 6 });
    await user.click(screen.getByRole('button', { name: 'Roll log' }));
    expect(screen.getByRole('heading', { name: /Faces rolled — six-sided die/ })).toBeInTheDocument();
    expect(screen.getByText(/deep charge, morale 5, leader \+1 — die 5, modifier \+6, total 11/)).toBeInTheDocument();
  });

  it('reads in French, the card’s own words', async () => {
    const { user } = await openPg('Table des terrains', 'fr');
    expect(row('walled-town')).toHaveTextContent('Ville ceinturée');
    expect(screen.getByText(/appliquer la valeur de l’hex la plus élevé/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Séquence de jeu' }));
    expect(screen.getByLabelText('4. Sélection des unités à la tête du combat')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terrain du combat' }));
    expect(screen.getByText('Effet du moral au combat')).toBeInTheDocument();
  });
});
