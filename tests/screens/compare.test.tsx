import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeCombat } from '../../src/state/combat/combat-selectors';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { encodeCombat } from '../../src/state/links/share-link';
import { renderApp } from '../helpers/render-app';

const comparison = () => document.querySelector('[data-comparison]') as HTMLElement;
const compared = (id: string) =>
  [...comparison().querySelectorAll(`[data-compared="${id}"] td:not(:first-child)`)].map((c) => c.textContent);
const differing = () =>
  [...comparison().querySelectorAll('[data-differs]')].map((row) => row.getAttribute('data-compared'));
const change = (band: string) =>
  [...comparison().querySelectorAll(`[data-compared-band="${band}"] td`)].map((c) =>
    [...c.children].map((part) => part.textContent?.replace(/\s+/g, ' ')).join(' '),
  );
/** "This row" chance of a result row in the screen's own result table (the option being edited). */
const tableChance = (band: string) =>
  document
    .querySelector(`table[aria-label] tr[data-band="${band}"] td:nth-last-child(2)`)
    ?.textContent?.replace(/\s/g, '');

describe('compare two options', () => {
  it('shock: a variant attacked front and rear, side by side, in two taps; the chances are those of each set-up', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.click(screen.getByRole('button', { name: 'Compare with a variant' }));
    expect(screen.getByRole('button', { name: 'Option B' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByLabelText('Defender attacked from'), 'front-and-rear');

    expect(differing()).toEqual(['attacked-from-front-and-rear']);
    expect(screen.getByTestId('bar-summary')).toHaveTextContent('Total modifier (B) +6');
    expect(screen.getByTestId('compare-totals')).toHaveTextContent('Total A +3 · B +6');
    expect(compared('attacked-from-front-and-rear')).toEqual(['—', '+3']);
    expect(compared('odds')).toEqual(['+1', '+1']);
    expect(within(comparison()).getByTestId('total-a')).toHaveTextContent('+3');
    expect(within(comparison()).getByTestId('total-b')).toHaveTextContent('+6');
    expect(change('10-plus')).toEqual(['30% → 60% (+30 pts)', '30% → 60% (+30 pts)']);
    expect(change('5-to-9')).toEqual(['50% → 40% (−10 pts)', '80% → 100% (+20 pts)']);

    // The figures are those of each set-up alone: B's own table, then A's.
    expect(tableChance('10-plus')).toBe('60%');
    await user.click(screen.getByRole('button', { name: 'Option A' }));
    expect(screen.getByLabelText('Defender attacked from')).toHaveValue('front');
    expect(tableChance('10-plus')).toBe('30%');
    expect(change('10-plus')).toEqual(['30% → 60% (+30 pts)', '30% → 60% (+30 pts)']);
  });

  it('a die rolled for one option is said to be that option’s on the other, in each language, and shown again on its own', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.click(screen.getByRole('button', { name: 'Compare with a variant' }));
    await user.selectOptions(screen.getByLabelText('Defender attacked from'), 'front-and-rear');
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '4{Enter}');
    expect(screen.getByTestId('die')).toHaveTextContent('4');
    await user.click(screen.getByRole('button', { name: 'Option A' }));
    expect(screen.queryByTestId('die')).toBeNull();
    expect(screen.getByTestId('earlier-roll')).toHaveTextContent(
      'Your last die, 4, was rolled for option B (the roll log keeps it): roll again for this option.',
    );
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByTestId('earlier-roll')).toHaveTextContent(
      'Votre dernier dé, 4, a été lancé pour l’option B (le journal le garde) : relancez pour cette option.',
    );
    await user.click(screen.getByRole('button', { name: 'Option B' }));
    expect(screen.getByTestId('die')).toHaveTextContent('4');
    // A change of the option rolled for makes the die an earlier set-up's, as without a comparison.
    await user.selectOptions(screen.getByLabelText('Défenseur attaqué depuis'), 'rear');
    expect(screen.getByTestId('earlier-roll')).toHaveTextContent('une situation précédente');
  });

  it('ending the comparison keeps the option asked for', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Fire' }));
    await user.click(screen.getByRole('button', { name: 'Compare with a variant' }));
    await user.click(screen.getByLabelText('Massed target: 2 or more units, other than artillery, in the hex'));
    expect(differing()).toEqual(['massed-target']);
    await user.click(screen.getByRole('button', { name: 'Keep A, end the comparison' }));
    expect(comparison()).toBeNull();
    expect(screen.getByLabelText('Massed target: 2 or more units, other than artillery, in the hex')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Compare with a variant' })).toBeTruthy();
  });

  it('both options travel in the share link of the screen', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.click(screen.getByRole('button', { name: 'Compare with a variant' }));
    await user.selectOptions(screen.getByLabelText('Defender attacked from'), 'rear');
    expect(encodeCombat(activeCombat(useCombatStore.getState()))).toMatch(/&cmp=b&b\.s\.from=rear&end=\d+$/);
  });

  it('Corbach combat, in French: the rear attack compared', async () => {
    const { user } = renderApp('fr');
    await user.selectOptions(screen.getByLabelText('Jeu'), 'corbach-1760');
    await user.click(screen.getByRole('button', { name: 'Combat' }));
    await user.click(screen.getByRole('button', { name: 'Comparer avec une variante' }));
    await user.click(screen.getByLabelText('Défenseur attaqué par un hex arrière'));
    expect(differing()).toEqual(['through-rear']);
    expect(compared('through-rear')).toEqual(['—', '+3']);
    expect(within(comparison()).getByRole('heading')).toHaveTextContent('Option A et option B côte à côte');
    expect(comparison()).toHaveTextContent('pts');
  });

  it('Prussia’s Glory combat terrain: the terrain DRM of two defending hexes, no chances (the card has no table)', async () => {
    const { user } = renderApp('en');
    await user.selectOptions(screen.getByLabelText('Game'), 'pg-leuthen');
    await user.click(screen.getByRole('button', { name: 'Combat terrain' }));
    await user.click(screen.getByRole('button', { name: 'Compare with a variant' }));
    await user.selectOptions(screen.getByLabelText('Defender’s hex'), 'walled-town');
    expect(differing()).toEqual(['pg-defender-hex']);
    expect(compared('pg-defender-hex')).toEqual(['0', '−3']);
    expect(screen.getByTestId('compare-totals')).toHaveTextContent('Total A 0 · B −3');
    expect(comparison().querySelector('[data-compared="pg-defender-hex"]')).toHaveTextContent('B: Defender’s hex');
    expect(comparison().querySelector('caption')).toBeNull();
  });

  it('a roll made while comparing goes to the log as that option’s, and reopens the comparison', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.click(screen.getByRole('button', { name: 'Compare with a variant' }));
    await user.selectOptions(screen.getByLabelText('Defender attacked from'), 'rear');
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '5{Enter}');
    await user.click(screen.getByRole('button', { name: 'Keep A, end the comparison' }));
    await user.click(screen.getByRole('button', { name: 'Roll log' }));
    expect(screen.getByRole('list', { name: 'Roll log' })).toHaveTextContent('(option B of a comparison)');
    await user.click(screen.getByRole('button', { name: /Reopen the set-up of the roll at/ }));
    expect(screen.getByRole('button', { name: 'Option B' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Defender attacked from')).toHaveValue('rear');
    expect(differing()).toEqual(['attacked-from-rear']);
  });

  it('the move belongs to the option being edited, and the movement screen says which', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Fire' }));
    await user.click(screen.getByRole('button', { name: 'Compare with a variant' }));
    await user.click(screen.getByRole('button', { name: 'Movement' }));
    expect(screen.getByRole('button', { name: 'Option B' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByLabelText('Hex entered'), 'woods');
    await user.click(screen.getByRole('button', { name: 'Option A' }));
    expect(screen.getByLabelText('Hex entered')).toHaveValue('clear');
  });
});
