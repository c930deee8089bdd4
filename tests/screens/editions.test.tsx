import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JDG_DEFAULT_SETUP, type ShockDefender } from '../../src/rules/jours-de-gloire';
import { setShock, setTerrain } from '../../src/screens/jours-de-gloire/setup-actions';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { renderApp } from '../helpers/render-app';

describe('choosing the edition of the tables', () => {
  it('the chart shows the 2006 card’s names, codes and notes', async () => {
    const { user } = renderApp('en');
    await user.selectOptions(screen.getByLabelText('Game'), 'Jours de Gloire Empire — 2006 tables');
    const table = screen.getByRole('table', { name: /movement costs/i });
    const castle = within(table)
      .getByRole('rowheader', { name: /Castles/ })
      .closest('tr') as HTMLElement;
    expect(within(castle).getByRole('button', { name: 'footnote b' })).toBeInTheDocument();
    expect(
      within(castle)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '2', '2', '2', '−2', '−3 [e]', 'Use']);
    const clear = within(table)
      .getByRole('rowheader', { name: /^Clear/ })
      .closest('tr') as HTMLElement;
    expect(within(clear).getAllByRole('cell')[4]).toHaveTextContent('NE');
    expect(document.getElementById('mark-e')).toHaveTextContent(
      'not allowed into or across this type of hex or hexside',
    );
    expect(screen.getByText(/UOT = Use Other Terrain in hex/)).toBeInTheDocument();
  });

  it('switching edition changes the result exactly where the cards differ, and says which card each line is from', async () => {
    setTerrain({ hex: 'town' });
    setShock({ defenders: [{ ...(JDG_DEFAULT_SETUP.shock.defenders[0] as ShockDefender), type: 'cavalry' }] });
    useCombatStore.getState().setScreen('shock');
    const { user } = renderApp('en');
    const terrainLine = () =>
      document.querySelector('[data-modifier^="cavalry-defending"], [data-modifier="defender-terrain"]') as HTMLElement;
    expect(terrainLine()).toHaveTextContent(
      'Cavalry defending in Town / Village / Ruins, attacked with infantry: +2 instead of the terrain',
    );
    expect(terrainLine()).toHaveTextContent('2016 card');
    expect(screen.getByTestId('total')).toHaveTextContent('+4');

    await user.selectOptions(screen.getByLabelText('Game'), 'Jours de Gloire Empire — 2006 tables');
    expect(terrainLine()).toHaveTextContent('Defender’s terrain: Town / Village / Ruins');
    expect(terrainLine()).toHaveTextContent('2006 card');
    expect(terrainLine()).toHaveTextContent('−1');
    expect(screen.getByTestId('total')).toHaveTextContent('+1');
    expect(document.querySelector('[data-modifier="odds"]')).toHaveTextContent('2006 card');
  });

  it('French readers of the 2006 edition are told its notes are the app’s translation', async () => {
    const { user } = renderApp('fr');
    await user.selectOptions(screen.getByLabelText('Jeu'), 'Jours de Gloire Empire — tables 2006');
    expect(
      screen.getByText('La carte 2006 n’existe qu’en anglais : ces notes en sont une traduction de l’application.'),
    ).toBeInTheDocument();
    // Its names are the 2016 card's French ones, but where the 2006 card's list differs: no rice field, the vineyard
    // before the dry lake.
    const table = screen.getByRole('table', { name: /coûts de mouvement/i });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((row) => row.textContent ?? '');
    expect(names.find((name) => name.startsWith('Difficile'))).toBe('Difficile / Coupé / Vigne / Lac asséché');
    expect(names.find((name) => name.startsWith('Marais'))).toMatch(/^Marais \/ Etang gelé/);
    expect(names).toContain('Verger / Palmeraie');
    expect(names.find((name) => name.startsWith('Pont'))).toMatch(/^Pont \/ Ponton installé/);
  });
});

describe('the kind of fire names its card’s rule', () => {
  it('counter-battery fire is 7.1 on the 2016 card and 7.6 on the 2006 card, in both languages', async () => {
    for (const [language, words] of [
      ['en', 'Counter-battery fire'],
      ['fr', 'Tir de contre-batterie'],
    ] as const) {
      useCombatStore.getState().setScreen('fire');
      useCombatStore.getState().updateSetup('jdg', (jdg) => ({ ...jdg, edition: '2016' }));
      const { unmount } = renderApp(language);
      const kind = await screen.findByRole('combobox', { name: language === 'en' ? 'Kind of fire' : 'Type de tir' });
      expect(within(kind).getByRole('option', { name: `${words} (7.1)` })).toBeInTheDocument();
      act(() => useCombatStore.getState().updateSetup('jdg', (jdg) => ({ ...jdg, edition: '2006' })));
      expect(within(kind).getByRole('option', { name: `${words} (7.6)` })).toBeInTheDocument();
      unmount();
    }
  });
});
