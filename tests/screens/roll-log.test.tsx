import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { type LogEntry, useRollLog } from '../../src/state/roll-log';
import { flushPendingWrites } from '../../src/state/storage/deferred-writes';
import { captureDownloads } from '../helpers/downloads';
import { choiceOf, renderApp } from '../helpers/render-app';

/** The modifier lines a rolling screen shows, as the log words them: "label value", in order. */
const modifiersOnScreen = () =>
  [...document.querySelectorAll('tr[data-modifier]')].map(
    (row) => `${row.querySelector('td div')?.textContent} ${row.querySelectorAll('td')[1]?.textContent}`,
  );

describe('roll log', () => {
  it('a result for each side reads the same in the bar and in the log, in the order the card’s table prints the sides', async () => {
    for (const [language, game, tab, typed, die, order] of [
      ['en', null, 'Shock', 'Or type your own die (0–9)', '2', ['Defender', 'Attacker']],
      ['fr', null, 'Choc', 'Ou saisissez votre dé (0–9)', '2', ['Défenseur', 'Attaquant']],
      ['en', 'corbach', 'Combat', 'Or type your own die (1–6)', '5', ['Attacker', 'Defender']],
      ['fr', 'corbach', 'Combat', 'Ou saisissez votre dé (1–6)', '5', ['Attaquant', 'Défenseur']],
    ] as const) {
      if (game) useCombatStore.getState().setGame(game);
      const { user, unmount } = renderApp(language);
      const tabs = within(screen.getByRole('navigation'));
      await user.click(tabs.getByRole('button', { name: tab }));
      await user.type(await screen.findByLabelText(typed), `${die}{Enter}`);
      // The result as the bar words it (the result large too), after its die.
      const said = (screen.getByTestId('bar-summary').textContent ?? '').split('→\u00a0')[1] ?? '';
      expect(said.indexOf(order[0])).toBe(0);
      expect(said.indexOf(order[1])).toBeGreaterThan(0);
      await user.click(tabs.getByRole('button', { name: language === 'en' ? 'Roll log' : 'Journal' }));
      const list = await screen.findByRole('list', { name: language === 'en' ? 'Roll log' : 'Journal des jets' });
      expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain(said);
      unmount();
      act(() => useRollLog.getState().clear());
    }
  });
  it('keeps every roll with its set-up, die, modifier, total and result, and counts the faces', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Fire' }));
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '7{Enter}');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '2{Enter}');
    const shockModifiers = modifiersOnScreen();
    expect(shockModifiers.length).toBeGreaterThan(1);
    await user.click(screen.getByRole('button', { name: 'Roll log' }));

    const list = screen.getByRole('list', { name: 'Roll log' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Shock: 6 SP against 4 SP, Clear, Shock — die 2, modifier +3, total 5');
    expect(items[0]).toHaveTextContent('Defender: 1 + CT; Attacker: Pursuit (9.5)');
    expect(items[0]).toHaveTextContent('typed from your die');
    expect(items[1]).toHaveTextContent('Fire: 3 SP at 2 hexes, target in Clear — die 7, modifier +3, total 10: CT');
    // Every modifier of the roll, as its screen listed them; and its chances for the side that rolled.
    expect(items[0]).toHaveTextContent(`Modifiers: ${shockModifiers.join('; ')}`);
    // Shock +3 on a d10: a 2 lands on 5 to 9 (1 + CT), 5 faces of 10; 10 or more (the better row) takes 3 more.
    expect(items[0]).toHaveTextContent(
      'Chance of this result 50% · this or better 80% · this or worse 70%, for the side that rolled',
    );
    expect(screen.getByRole('heading', { name: 'Faces rolled — ten-sided die read 0–9' })).toBeInTheDocument();
    // Both dice were typed in: one chart, theirs, beside the expected count.
    const chart = screen.getByRole('img', {
      name: /^Times each face came up: 0: 0, 1: 0, 2: 1, .* 7: 1, 8: 0, 9: 0; fair dice would give about 0\.2 each\.$/,
    });
    expect(chart.closest('figure')).toHaveTextContent('Dice typed in (2 rolls in all)');
    expect(chart.querySelector('[data-face="7"]')).toHaveAttribute('data-count', '1');
    expect(chart.querySelector('[data-face="0"]')).toHaveAttribute('data-count', '0');
    expect(screen.queryByText('The app’s dice (', { exact: false })).toBeNull();
  });

  it('exports for a spreadsheet: a row a roll, its words in the page’s language, numbers as that language’s spreadsheet reads them', async () => {
    const saved = captureDownloads();
    const { user } = renderApp('fr');
    await user.click(screen.getByRole('button', { name: 'Tir' }));
    await user.type(screen.getByLabelText('Ou saisissez votre dé (0–9)'), '7{Enter}');
    await user.click(screen.getByRole('button', { name: 'Journal' }));
    await user.click(screen.getByRole('button', { name: 'Exporter pour un tableur (CSV)' }));
    const text = await saved[0]?.text();
    const [heading, row, end] = (text ?? '').replace(/^\ufeff/, '').split('\r\n');
    expect(heading).toBe(
      '"Heure (UTC)";"Jet";"Situation";"Modificateurs";"Dé";"Lancé par";"Modificateur";"Total modifié";"Résultat";"Chance de ce résultat (%)"',
    );
    // Split at the separators outside quotes (the modifiers' own list holds semicolons).
    const cells = row?.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/) ?? [];
    expect(cells).toHaveLength(10);
    expect(cells.slice(1, 3)).toEqual(['"Tir"', '"3 PF à 2 hex., cible en Clair"']);
    // Die, who rolled, modifier, total, result, chance: numbers bare, with a decimal comma.
    expect(cells[3]).toMatch(/^"Modificateurs.*Terrain de la cible.*Clair 0.*"$/);
    expect(cells.slice(4)).toEqual(['7', '"saisi depuis votre dé"', '3', '10', '"TdC"', '40']);
    expect(end).toBe('');
    vi.unstubAllGlobals();
  });

  it('tells two rolls apart by their modifiers: two Corbach artillery rolls, one against a flank', async () => {
    useCombatStore.getState().setGame('corbach');
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Artillery' }));
    await user.type(screen.getByLabelText('Or type your own die (1–6)'), '3{Enter}');
    const plain = modifiersOnScreen();
    await user.click(screen.getByRole('checkbox', { name: 'Fire against a flank' }));
    await user.type(screen.getByLabelText('Or type your own die (1–6)'), '3{Enter}');
    const flank = modifiersOnScreen();
    expect(flank).toContain('Fire against a flank +2');
    await user.click(screen.getByRole('button', { name: 'Roll log' }));
    const items = within(screen.getByRole('list', { name: 'Roll log' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`Modifiers: ${flank.join('; ')}`);
    expect(items[1]).toHaveTextContent(plain.length ? `Modifiers: ${plain.join('; ')}` : 'No modifier');
    expect(items[1]).not.toHaveTextContent('Fire against a flank');
  });

  it('luck: the mean percentile per game and for all games, the app’s dice and typed dice apart', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    // Shock +3: a 9 lands on 10 or more, the best row (3 faces in 10): its percentile is 1 − 0.3 / 2 = 85 %.
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '9{Enter}');
    await user.click(screen.getByRole('button', { name: 'Roll log' }));
    const row = (game: string) => screen.getByRole('table').querySelector(`tr[data-game="${game}"]`) as HTMLElement;
    expect(row('jdg').querySelectorAll('td')[0]).toHaveTextContent('—');
    expect(row('jdg').querySelectorAll('td')[1]).toHaveTextContent(
      /^85%1 roll · fair dice: \d+(\.\d)?% to \d+(\.\d)?%$/,
    );
    expect(row('jdg').querySelectorAll('td')[1]).toHaveAttribute('data-luck', '0.8500');
    // One game: no "All games" row saying the same again.
    expect(row('all')).toBeNull();
    expect(screen.getByRole('table').querySelector('tr[data-game="corbach"]')).toBeNull();
    // Another game's roll by the app: its own row, and in "All games" the app's column.
    act(() => useCombatStore.getState().setGame('corbach'));
    await user.click(screen.getByRole('button', { name: 'Artillery' }));
    await user.click(screen.getByRole('button', { name: 'Roll the die' }));
    await user.click(screen.getByRole('button', { name: 'Roll log' }));
    expect(row('corbach').querySelectorAll('td')[0]).toHaveAttribute('data-rolls', '1');
    expect(row('all').querySelectorAll('td')[0]).toHaveAttribute('data-rolls', '1');
    expect(row('all').querySelectorAll('td')[1]).toHaveAttribute('data-rolls', '1');
    // An old roll is out of the evening's figures, in the whole log's.
    act(() =>
      useRollLog.setState((s) => ({
        entries: [...s.entries, { ...(s.entries.at(-1) as LogEntry), id: 'old-roll', at: '2020-01-01T20:00:00.000Z' }],
      })),
    );
    expect(row('all').querySelectorAll('td')[1]).toHaveAttribute('data-rolls', '1');
    await user.click(screen.getByRole('radio', { name: 'the whole log' }));
    expect(row('all').querySelectorAll('td')[1]).toHaveAttribute('data-rolls', '2');
  });

  it('reopens the set-up of an entry on its screen, with its die', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Fire' }));
    await user.click(choiceOf('Target’s hex', 'Woods'));
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '9{Enter}');
    await user.click(choiceOf('Target’s hex', 'Castle'));
    await user.click(screen.getByRole('button', { name: 'Roll log' }));
    await user.click(screen.getByRole('button', { name: /Reopen the set-up of the roll at/ }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Artillery fire DRM table');
    expect(choiceOf('Target’s hex', 'Woods')).toBeChecked();
    expect(screen.getByTestId('die')).toHaveTextContent('9');
  });

  it('copies the log as text and clears it after a confirmation', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '4{Enter}');
    await user.click(screen.getByRole('button', { name: 'Roll log' }));
    await user.click(screen.getByRole('button', { name: 'Copy as text' }));
    expect(await navigator.clipboard.readText()).toMatch(
      /· Shock: 6 SP against 4 SP, Clear, Shock — die 4, modifier \+3, total 7: Defender: 1\u00a0\+\u00a0CT.* \(typed from your die\)\n {2}Modifiers: Odds .+; Cohesion.+; Defender’s terrain: Clear \+1\n {2}Chance of this result 50% · this or better 80% · this or worse 70%, for the side that rolled$/,
    );
    expect(screen.getByText('Log copied.')).toBeInTheDocument();
    // The word that it was copied follows a switch of language (issue 28).
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByText('Journal copié.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));

    await user.click(screen.getByRole('button', { name: 'Clear the log' }));
    expect(screen.getByText('Delete the only roll?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useRollLog.getState().entries).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear the log' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear' }));
    expect(useRollLog.getState().entries).toHaveLength(0);
    expect(screen.getByText(/No roll yet/)).toBeInTheDocument();
  });

  it('survives a reload (kept in storage)', async () => {
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.click(screen.getByRole('button', { name: 'Roll the die' }));
    flushPendingWrites();
    const stored = localStorage.getItem('adc-roll-log') ?? '{}';
    expect(JSON.parse(stored).state.entries).toHaveLength(1);
    expect(JSON.parse(stored).state.entries[0]).toMatchObject({ screen: 'shock', by: 'app', modifier: 3 });
    useRollLog.setState({ entries: [] });
    localStorage.setItem('adc-roll-log', stored); // as a new page load finds it
    await useRollLog.persist.rehydrate();
    expect(useRollLog.getState().entries).toHaveLength(1);
  });

  it('reads in French', async () => {
    useCombatStore.getState().setScreen('shock');
    const { user } = renderApp('fr');
    await user.type(screen.getByLabelText('Ou saisissez votre dé (0–9)'), '9{Enter}');
    await user.click(screen.getByRole('button', { name: 'Journal' }));
    expect(within(screen.getByRole('list', { name: 'Journal des jets' })).getByRole('listitem')).toHaveTextContent(
      'Choc : 6 PF contre 4 PF, Clair, Choc — dé 9, modificateur +3, total 12',
    );
    expect(screen.getByRole('heading', { name: 'Faces obtenues — dé à dix faces lu de 0 à 9' })).toBeInTheDocument();
    // Each face's count as French writes it, a space before its colon.
    expect(
      screen.getByRole('img', {
        name: /^Nombre de fois où chaque face est sortie\u00a0: 0\u00a0: 0, 1\u00a0: 0, .* 9\u00a0: 1\u202f;/,
      }),
    ).toBeInTheDocument();
    const item = within(screen.getByRole('list', { name: 'Journal des jets' })).getByRole('listitem');
    // French spacing: a no-break space before "%" (as Intl writes it) and a narrow one before ";".
    expect(item.textContent).toMatch(
      /Chance de ce résultat 30[\u00a0\u202f]% · ce résultat ou mieux 30[\u00a0\u202f]% · ce résultat ou pire 100[\u00a0\u202f]%, pour le camp qui a lancé/,
    );
    expect(item.textContent).toMatch(
      /Modificateurs\u00a0: Rapport de force .+\u202f; Cohésion\u00a0: .+\u202f; Terrain du défenseur\u00a0: Clair \+1/,
    );
    expect(screen.getByRole('table')).toHaveTextContent('Dés de l’application');
  });
});
