import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { joinOtherTabs } from '../../src/state/combat/combat-across-tabs';
import { setupOf } from '../../src/state/combat/combat-selectors';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { storedCombatOf } from '../../src/state/combat/stored-combat';
import { useRollLog } from '../../src/state/roll-log';
import { storageKey } from '../../src/state/storage/storage-key';
import { choiceOf, renderApp } from '../helpers/render-app';

const jdg = () => setupOf(useCombatStore.getState(), 'jdg');

async function shock(language: 'en' | 'fr') {
  const app = renderApp(language);
  await app.user.click(screen.getByRole('button', { name: language === 'en' ? 'Shock' : 'Choc' }));
  return app;
}

describe('undo and redo of the set-up', () => {
  it('the buttons undo each change and redo it; each is greyed when there is nothing to do', async () => {
    const { user } = await shock('en');
    const buttons = within(screen.getByRole('group', { name: 'Set-up changes' }));
    const undo = buttons.getByRole('button', { name: 'Undo' });
    const redo = buttons.getByRole('button', { name: 'Redo' });
    // The bar's undo, under the thumb on a phone, once there is something to undo.
    expect(screen.queryByTestId('bar-undo')).toBeNull();
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();
    await user.click(choiceOf('Defender’s hex', 'Woods'));
    await user.click(screen.getByRole('checkbox', { name: 'Defender routed' }));
    expect(jdg().shock.defenderRouted).toBe(true);
    await user.click(screen.getByTestId('bar-undo'));
    expect(screen.getByRole('checkbox', { name: 'Defender routed' })).not.toBeChecked();
    expect(choiceOf('Defender’s hex', 'Woods')).toBeChecked();
    await user.click(undo);
    expect(choiceOf('Defender’s hex', 'Woods')).not.toBeChecked();
    expect(undo).toBeDisabled();
    await user.click(redo);
    await user.click(redo);
    expect(choiceOf('Defender’s hex', 'Woods')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Defender routed' })).toBeChecked();
    expect(redo).toBeDisabled();
  });

  it('picking the card a game is on already is no change: nothing to undo, the set-up the same object', async () => {
    const { user } = await shock('en');
    const before = jdg();
    const picker = screen.getByLabelText('Game');
    await user.selectOptions(picker, 'Corbach 1760 (Vae Victis 142)');
    await user.selectOptions(picker, 'Jours de Gloire — 2016 tables');
    expect(jdg()).toBe(before);
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    expect(
      within(screen.getByRole('group', { name: 'Set-up changes' })).getByRole('button', { name: 'Undo' }),
    ).toBeDisabled();
    // Another card of it is a change, and undone as one.
    await user.selectOptions(picker, 'Jours de Gloire Empire — 2006 tables');
    expect(jdg().edition).toBe('2006');
    await user.click(
      within(screen.getByRole('group', { name: 'Set-up changes' })).getByRole('button', { name: 'Undo' }),
    );
    expect(jdg().edition).toBe('2016');
  });

  it('a roll is never undone: it stays in the log, and the screen says the die was for the set-up before the undo', async () => {
    const { user } = await shock('en');
    await user.click(choiceOf('Defender’s hex', 'Woods'));
    await user.type(screen.getByLabelText('Or type your own die (0–9)'), '4{Enter}');
    const result = screen.getByTestId('result').textContent;
    await user.click(screen.getByTestId('bar-undo'));
    expect(useRollLog.getState().entries).toHaveLength(1);
    expect(screen.queryByTestId('result')).toBeNull();
    expect(screen.getByTestId('earlier-roll')).toHaveTextContent(
      'Your last die, 4, was rolled for the set-up before Undo (the roll log keeps it): Redo puts that set-up back with its result, or roll again for this one.',
    );
    // Redo: the set-up rolled for, and its result, are back.
    await user.click(
      within(screen.getByRole('group', { name: 'Set-up changes' })).getByRole('button', { name: 'Redo' }),
    );
    expect(screen.getByTestId('result').textContent).toBe(result);
    expect(screen.getByTestId('die')).toHaveTextContent('4');
  });

  it('Ctrl+Z from another screen goes back to the change, on its screen; Shift+Ctrl+Z and Ctrl+Y redo', async () => {
    const { user } = await shock('en');
    await user.click(choiceOf('Defender’s hex', 'Woods'));
    await user.click(screen.getByRole('button', { name: 'Terrain chart' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(jdg().terrain.hex).not.toBe('woods');
    expect(useCombatStore.getState().screen).toBe('shock');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(jdg().terrain.hex).toBe('woods');
    await user.keyboard('{Meta>}z{/Meta}');
    expect(jdg().terrain.hex).not.toBe('woods');
    await user.keyboard('{Control>}y{/Control}');
    expect(jdg().terrain.hex).toBe('woods');
    // The keys' list says so.
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.click(screen.getByRole('button', { name: 'Keyboard keys (?)' }));
    expect(screen.getByRole('dialog', { name: 'Keyboard keys' })).toHaveTextContent(
      'Ctrl ZUndo the last change of the set-up (Cmd Z on a Mac), on any screenCtrl Shift ZRedo it (also Ctrl Y)',
    );
  });

  it('Ctrl+Z pressed after a tab is tapped, before its screen is drawn, wins over the tap: the change is undone on its screen', async () => {
    const { user } = await shock('en');
    await user.click(choiceOf('Defender’s hex', 'Woods'));
    // The tab's screen is drawn in a task after the tap's: the key comes in between.
    const chartTab = screen.getByRole('button', { name: 'Terrain chart' });
    fireEvent.click(chartTab);
    expect(chartTab).toHaveAttribute('aria-busy', 'true');
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(jdg().terrain.hex).not.toBe('woods');
    await waitFor(() => expect(chartTab).not.toHaveAttribute('aria-busy'));
    expect(useCombatStore.getState().screen).toBe('shock');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shock and charge table');
    // With nothing in between, the tab opens its screen.
    await user.click(chartTab);
    expect(useCombatStore.getState().screen).toBe('terrain');
  });

  it('another tab’s set-up read in between a tap on a tab and its screen does not drop the tap', async () => {
    await shock('en');
    // This tab follows the others, as the app does once its first screen is on show.
    joinOtherTabs();
    const chartTab = screen.getByRole('button', { name: 'Terrain chart' });
    fireEvent.click(chartTab);
    expect(chartTab).toHaveAttribute('aria-busy', 'true');
    // Another tab puts the defender in woods, later than this tab changed anything, and says so by storage.
    const mine = useCombatStore.getState();
    const theirs = new Map(mine.combats).set('jdg', {
      setup: { ...jdg(), terrain: { ...jdg().terrain, hex: 'woods' } },
      compare: null,
    });
    const written = storedCombatOf({ ...mine, combats: theirs });
    localStorage.setItem(
      storageKey('adc-combat'),
      JSON.stringify({
        state: { ...written, links: written.links, changed: { jdg: Date.now() + 60_000 } },
        version: 3,
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: storageKey('adc-combat') }));
    expect(jdg().terrain.hex).toBe('woods');
    await waitFor(() => expect(chartTab).not.toHaveAttribute('aria-busy'));
    expect(useCombatStore.getState().screen).toBe('terrain');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terrain effects chart');
  });

  it('a game picked is shown as a tab’s screen is: the picker says it is coming, and Ctrl+Z pressed before it is drawn wins', async () => {
    const { user } = await shock('en');
    await user.click(choiceOf('Defender’s hex', 'Woods'));
    const picker = screen.getByLabelText('Game') as HTMLSelectElement;
    const before = picker.value;
    fireEvent.change(picker, { target: { value: 'corbach-1760' } });
    // The choice stays on show while its screen comes; the game on show is still the one it was.
    expect(picker).toHaveValue('corbach-1760');
    expect(picker).toHaveAttribute('aria-busy', 'true');
    expect(useCombatStore.getState().game).toBe('jdg');
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(jdg().terrain.hex).not.toBe('woods');
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-busy'));
    expect(useCombatStore.getState().game).toBe('jdg');
    expect(picker).toHaveValue(before);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shock and charge table');
    // With nothing in between, the game picked is shown (on its first screen: it has no shock table).
    await user.selectOptions(picker, 'corbach-1760');
    await waitFor(() => expect(useCombatStore.getState().game).toBe('corbach'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Terrain effect table');
    expect(picker).toHaveValue('corbach-1760');
    expect(picker).not.toHaveAttribute('aria-busy');
  });

  it('in a set-up field Ctrl+Z is the set-up’s undo; in the typed die it is the field’s own', async () => {
    const { user } = await shock('en');
    await user.click(choiceOf('Defender’s hex', 'Woods'));
    const typed = screen.getByLabelText('Or type your own die (0–9)');
    const inField = fireEvent.keyDown(typed, { key: 'z', ctrlKey: true });
    // Not taken by the app: the browser undoes the field's text.
    expect(inField).toBe(true);
    expect(jdg().terrain.hex).toBe('woods');
    const strength = screen.getAllByRole('textbox').find((f) => !f.hasAttribute('data-own-undo')) as HTMLElement;
    expect(fireEvent.keyDown(strength, { key: 'z', ctrlKey: true })).toBe(false);
    expect(jdg().terrain.hex).not.toBe('woods');
  });

  it('each game has its own steps; the words are French in French', async () => {
    const { user } = await shock('fr');
    await user.click(choiceOf('Hex. du défenseur', 'Bois'));
    expect(
      within(screen.getByRole('group', { name: 'Modifications de la situation' })).getByRole('button', {
        name: 'Annuler',
      }),
    ).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Modifications de la situation' })).toBeInTheDocument();
    useCombatStore.getState().setGame('corbach');
    await user.click(await screen.findByRole('button', { name: 'Combat' }));
    expect(
      within(screen.getByRole('group', { name: 'Modifications de la situation' })).getByRole('button', {
        name: 'Annuler',
      }),
    ).toBeDisabled();
    expect(screen.queryByTestId('bar-undo')).toBeNull();
    await user.keyboard('{Control>}z{/Control}');
    expect(jdg().terrain.hex).toBe('woods');
  });
});
