import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRollLog } from '../../src/state/roll-log';
import { choiceOf, keysAskedDuring, modifierIds, renderApp, total } from '../helpers/render-app';

async function openFire(language: 'en' | 'fr' = 'en') {
  const app = renderApp(language);
  await app.user.click(screen.getByRole('button', { name: language === 'en' ? 'Fire' : 'Tir' }));
  return app;
}

describe('fire screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a roll redraws the table’s row it lands on, not every row', async () => {
    const { user, i18n } = await openFire();
    const keys = await keysAskedDuring(i18n, () =>
      user.type(screen.getByLabelText('Or type your own die (0–9)'), '7{Enter}'),
    );
    const landed = document.querySelector('tr[aria-current="true"]')?.getAttribute('data-band');
    const rowsDrawn = new Set(keys.filter((k) => k.startsWith('jdg:fireBandMeaning.')));
    expect(rowsDrawn).toEqual(new Set([`jdg:fireBandMeaning.${landed}`]));
    expect(document.querySelectorAll('tbody tr[data-band]').length).toBeGreaterThan(3);
  });

  it('a change of the target’s hex redraws the terrain and the result, not the firer’s fields', async () => {
    const { user, i18n } = await openFire();
    const keys = await keysAskedDuring(i18n, () => user.click(choiceOf('Target’s hex', 'Woods')));
    expect(keys).toContain('jdg:setup.targetHex');
    expect(keys).toContain('combat.modifiers');
    // The table's chances change; its results do not, and are not reworded.
    expect(keys).toContain('combat.chance');
    expect(keys.filter((k) => k.startsWith('jdg:fireBand'))).toEqual([]);
    expect(keys).not.toContain('jdg:setup.fireStrength');
    expect(keys).not.toContain('jdg:setup.combined');
  });

  it('lists every modifier with its source and the total', async () => {
    const { user } = await openFire();
    const strength = screen.getByLabelText('Fire strength (SP)');
    await user.clear(strength);
    await user.type(strength, '4');
    await user.clear(screen.getByLabelText('Distance to the target (hexes)'));
    await user.type(screen.getByLabelText('Distance to the target (hexes)'), '5');
    await user.click(screen.getByLabelText(/Massed target/));
    await user.selectOptions(screen.getByLabelText('Kind of fire'), 'Reaction fire (8.3)');
    expect(modifierIds()).toEqual(['fire-strength', 'reaction-fire', 'target-terrain', 'long-range']);
    expect(total()).toBe('−1');
    const longRange = document.querySelector('[data-modifier="long-range"]') as HTMLElement;
    expect(longRange).toHaveTextContent('Long range, hexes beyond effective range: 2, −2 each');
    expect(longRange).toHaveTextContent('Artillery fire DRM table');
    expect(longRange).toHaveTextContent('−4');
    expect(screen.getByText('Massed target +1: not for reaction or counter-battery fire.')).toBeInTheDocument();
  });

  it('a typed die shows the natural die, the modified total, the result and its highlighted row', async () => {
    const { user } = await openFire();
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '7{Enter}');
    expect(screen.getByTestId('die')).toHaveTextContent('7');
    expect(screen.getByTestId('modified-total')).toHaveTextContent('10');
    expect(screen.getByTestId('result')).toHaveTextContent('CT — Cohesion Test; if failed: D');
    const table = screen.getByRole('table', { name: 'Fire table' });
    const current = within(table)
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('data-band', 'cohesion-test');
    expect(current[0]).toHaveTextContent('your roll');
  });

  it('shows the exact chance of each row and of "at least" each row', async () => {
    await openFire();
    const row = (band: string) => document.querySelector(`[data-band="${band}"]`) as HTMLElement;
    // default: 3 SP at effective range → +3; CT on 6-9, nothing on 0-5.
    expect(
      within(row('cohesion-test'))
        .getAllByRole('cell')
        .slice(-2)
        .map((c) => c.textContent),
    ).toEqual(['40%', '40%']);
    expect(within(row('no-effect')).getAllByRole('cell').at(-2)?.textContent).toBe('60%');
    // The row the card does not print is marked, the mark held to its totals on the narrowest column.
    expect(within(row('no-effect')).getAllByRole('rowheader')[0]?.textContent).toMatch(/^8 or less\u00a0†/);
  });

  it('rolls with the app’s random source', async () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      (array as Uint32Array)[0] = 123_456_784; // ≡ 4 (mod 10), below the rejection limit
      return array;
    });
    const { user } = await openFire();
    await user.click(screen.getByRole('button', { name: 'Roll the die' }));
    expect(screen.getByTestId('die')).toHaveTextContent('4');
    // The box for the player's own die is left empty, ready for the next real die (typing there gave "14").
    expect(screen.getByLabelText('Or type your own die (0–9)')).toHaveValue('');
  });

  it('bad input gets a message beside the field; nothing can be rolled, by any control, until it is fixed', async () => {
    const { user } = await openFire();
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '8{Enter}');
    const strength = screen.getByLabelText('Fire strength (SP)');
    for (const bad of ['0', '-2', 'abc', '500', '']) {
      await user.clear(strength);
      // pasted whole: typed key by key, "500" would pass through the valid "5" and "50"
      await user.click(strength);
      if (bad) await user.paste(bad);
      expect(strength).toHaveAttribute('aria-invalid', 'true');
      expect(strength).toHaveAccessibleDescription('Enter a whole number from 1 to 99.');
      expect(strength).toHaveValue(bad);
      expect(total()).toBe('+3');
      expect(screen.getByTestId('earlier-setup')).toHaveTextContent(
        'the modifiers and chances below are those of the earlier set-up (3 SP at 2 hexes, target in Clear)',
      );
      expect(screen.getByRole('button', { name: 'Roll the die' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Roll' })).toBeDisabled();
      expect(screen.getByLabelText('Or type your own die (0–9)')).toBeDisabled();
      expect(screen.getByTestId('roll-blocked')).toHaveTextContent(
        'Nothing can be rolled until the set-up is fixed: a field holds a value it cannot take: its own message says what it needs',
      );
    }
    expect(useRollLog.getState().entries).toHaveLength(1);
    await user.type(strength, '4');
    expect(screen.queryByTestId('earlier-setup')).toBeNull();
    // The die was rolled for 3 SP: it is not shown as the result of 4 SP.
    expect(screen.getByTestId('earlier-roll')).toHaveTextContent('Your last die, 8, was rolled for an earlier set-up');
    const die = screen.getByLabelText('Or type your own die (0–9)');
    await user.type(die, '10{Enter}');
    expect(die).toHaveAccessibleDescription('Type the die as read: a whole number from 0 to 9.');
    expect(useRollLog.getState().entries).toHaveLength(1);
  });

  it('adjacent fire across a crest is not allowed, with the reason and no roll', async () => {
    const { user } = await openFire();
    await user.clear(screen.getByLabelText('Distance to the target (hexes)'));
    await user.type(screen.getByLabelText('Distance to the target (hexes)'), '1');
    await user.selectOptions(screen.getByLabelText('Hexside between firer and target'), 'Crest');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fire into an adjacent hex across a Crest is not allowed (NA [f]).',
    );
    expect(screen.getByRole('button', { name: 'Roll the die' })).toBeDisabled();
    expect(screen.queryByRole('table', { name: 'Fire table' })).not.toBeInTheDocument();
  });

  it('says when no roll can have any effect (the fire table lists nothing below 9)', async () => {
    const { user } = await openFire();
    expect(screen.queryByText(/No effect is possible/)).not.toBeInTheDocument();
    const distance = screen.getByLabelText('Distance to the target (hexes)');
    await user.clear(distance);
    await user.type(distance, '7'); // 3 SP, range 3, 4 hexes beyond: 3 − 8 = −5, so a 9 makes 4
    expect(screen.getByTestId('total')).toHaveTextContent('−5');
    expect(screen.getByText('No effect is possible: even a 9 cannot reach 9.')).toBeInTheDocument();
  });

  it('reads in French', async () => {
    const { user } = await openFire('fr');
    expect(screen.getByLabelText('Points de force (PF)')).toHaveValue('3');
    await user.type(screen.getByLabelText('Ou saisissez votre dé (0–9)'), '9{Enter}');
    expect(screen.getByTestId('result')).toHaveTextContent('TdC — Test de cohésion, si échec D');
    expect(document.querySelector('[data-modifier="fire-strength"]')).toHaveTextContent('Tir d’une artillerie (3 PF)');
    expect(screen.getByRole('table', { name: 'Table de tir' })).toHaveTextContent('60 %');
  });
});
