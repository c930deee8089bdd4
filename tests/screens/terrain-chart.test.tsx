import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JDG_TERRAIN_FOOTNOTES } from '../../src/rules/jours-de-gloire/data/terrain-chart';
import { choiceOf, keysAskedDuring, renderApp } from '../helpers/render-app';

describe('terrain chart screen', () => {
  it('choosing a terrain redraws the rows it changes (the one chosen, the one it replaces), not the whole chart', async () => {
    const { user, i18n } = renderApp('en');
    const keys = await keysAskedDuring(i18n, () =>
      user.click(screen.getByRole('button', { name: 'Use Woods in the combat set-up' })),
    );
    expect(screen.getByRole('rowheader', { name: /^Woods/ }).closest('tr')).toHaveAttribute('aria-current', 'true');
    // A row's name is asked for when the row is drawn.
    expect(keys).toContain('jdg:terrain.woods');
    expect(keys).toContain('jdg:terrain.clear');
    expect(keys).not.toContain('jdg:terrain.castle');
    expect(keys).not.toContain('jdg:terrain.marsh');
  });

  it('shows the whole chart as a table: a row per terrain, a column per card column', () => {
    renderApp('en');
    const table = screen.getByRole('table', { name: /movement costs/i });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(24);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent?.replace(/\[a\]/, '').trim()),
    ).toEqual(['Terrain type', 'General', 'Infantry', 'Cavalry', 'Artillery', 'Fire', 'Shock', 'Use']);
    const woods = within(table).getByRole('rowheader', { name: 'Woods' }).closest('tr') as HTMLElement;
    expect(
      within(woods)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '2', '3', '3', '−1', '−1 [e]', 'Use']);
  });

  it('each footnote mark opens its text in place: a popover of the footnote, whose words are the card’s', async () => {
    renderApp('en');
    const castle = screen.getByRole('rowheader', { name: 'Castle' }).closest('tr') as HTMLElement;
    const mark = within(castle).getByRole('button', { name: 'footnote b' });
    const note = document.getElementById(mark.getAttribute('popovertarget') ?? '');
    expect(note).toHaveAttribute('popover', 'auto');
    expect(note).toHaveTextContent('[b] Units in these hexes have 6 front hexes');
    const marsh = screen.getByRole('rowheader', { name: /^Marsh/ });
    const asterisk = within(marsh).getByRole('button', { name: '*' });
    expect(document.getElementById(asterisk.getAttribute('popovertarget') ?? '')).toHaveTextContent(
      '* See also specific rules of Austerlitz, Eylau and The Berezina.',
    );
  });

  it('every footnote of each card opens from at least one mark of its chart (there is no list of them under it)', async () => {
    const { user } = renderApp('en');
    for (const card of ['jdg-2016', 'jdg-2006']) {
      await user.selectOptions(screen.getByLabelText('Game'), card);
      const table = await screen.findByRole('table');
      const marks = new Set(
        [...table.querySelectorAll('button[popovertarget]')].map((b) => b.getAttribute('popovertarget')),
      );
      expect([...marks].sort(), card).toEqual([...JDG_TERRAIN_FOOTNOTES, 'asterisk'].map((m) => `mark-${m}`).sort());
      for (const mark of marks)
        expect(document.getElementById(mark ?? '')?.textContent, card).toMatch(/^(\[[a-i]\]|\*) \S/);
    }
  });

  it('filters the movement columns by unit type', async () => {
    const { user } = renderApp('en');
    await user.selectOptions(screen.getByLabelText('Movement columns'), 'Cavalry');
    const headers = screen.getAllByRole('columnheader').map((c) => c.textContent?.replace(/\[a\]/, '').trim());
    expect(headers).toEqual(['Terrain type', 'Cavalry', 'Fire', 'Shock', 'Use']);
  });

  it('puts a chosen terrain into the combat set-up, seen on the shock and fire screens', async () => {
    const { user } = renderApp('en');
    // Before any row is used, the line the status will take says what Use does: no empty space above the table.
    expect(screen.getByTestId('chart-status')).toHaveTextContent(
      'Use, at the end of each row, puts its terrain in the combat set-up.',
    );
    await user.click(screen.getByRole('button', { name: 'Use Woods in the combat set-up' }));
    expect(screen.getByTestId('chart-status')).toHaveTextContent('Woods is now in the combat set-up');
    expect(screen.getByRole('rowheader', { name: /Woods/ }).closest('tr')).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Use Stream / Canal / Ford in the combat set-up' }));

    await user.click(screen.getByRole('button', { name: 'Shock' }));
    expect(choiceOf('Defender’s hex', 'Woods')).toBeChecked();
    expect(screen.getByLabelText('Hexside crossed')).toHaveDisplayValue('Stream / Canal / Ford');
    expect(document.querySelector('[data-modifier="defender-terrain"]')).toHaveTextContent('Defender’s terrain: Woods');
    expect(document.querySelector('[data-modifier="defender-terrain"]')).toHaveTextContent('−1');
    expect(document.querySelector('[data-modifier="hexside"]')).toHaveTextContent('−1');

    await user.click(screen.getByRole('button', { name: 'Fire' }));
    expect(choiceOf('Target’s hex', 'Woods')).toBeChecked();
    expect(document.querySelector('[data-modifier="target-terrain"]')).toHaveTextContent('−1');
  });

  it('reads in French with the card’s French terms', () => {
    renderApp('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Table des terrains' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Bois' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Ville \/ Village \/ Ruines/ })).toBeInTheDocument();
    expect(screen.getByText(/UAT = utiliser l’autre terrain de l’hex/)).toBeInTheDocument();
  });
});
