import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JDG_DEFAULT_SETUP } from '../../rules/jours-de-gloire';
import { setFire } from '../../screens/jours-de-gloire/setup-actions';
import { comparisonOf, setupOf, withCombat } from './combat-selectors';
import { useCombatStore } from './combat-store';
import { MERGE_WINDOW_MS } from './setup-history';
import { readStoredHistory, useSetupHistory } from './setup-history-store';

const state = () => useCombatStore.getState();
const history = () => useSetupHistory.getState();

describe('the set-up history, watching the combat store', () => {
  beforeEach(() => {
    state().reset();
    history().clear();
  });

  describe('undo and redo', () => {
    // Each change a while after the last: one step each.
    let clock = 0;
    beforeEach(() => {
      vi.useFakeTimers();
      clock = 0;
    });
    afterEach(() => vi.useRealTimers());
    const later = () => {
      clock += 2 * MERGE_WINDOW_MS;
      vi.setSystemTime(clock);
    };

    it('undoes each change of the game on show, on the screen it was made on, and redoes it', () => {
      state().setScreen('fire');
      later();
      setFire({ strength: 5 });
      state().setScreen('shock');
      later();
      state().updateSetup('jdg', (s) => ({ ...s, shock: { ...s.shock, defenderRouted: true } }));
      state().setScreen('terrain');
      history().undo();
      expect(state().screen).toBe('shock');
      expect(setupOf(state(), 'jdg').shock).toEqual(JDG_DEFAULT_SETUP.shock);
      expect(setupOf(state(), 'jdg').fire.strength).toBe(5);
      history().undo();
      expect(state().screen).toBe('fire');
      expect(setupOf(state(), 'jdg')).toEqual(JDG_DEFAULT_SETUP);
      // Nothing further back: nothing changes.
      const before = setupOf(state(), 'jdg');
      history().undo();
      expect(setupOf(state(), 'jdg')).toBe(before);
      history().redo();
      expect(setupOf(state(), 'jdg').fire.strength).toBe(5);
      history().redo();
      expect(setupOf(state(), 'jdg').shock.defenderRouted).toBe(true);
      expect(state().screen).toBe('shock');
    });

    it('each game has its own steps', () => {
      later();
      setFire({ strength: 5 });
      state().setGame('corbach');
      later();
      state().updateSetup('corbach', (c) => ({ ...c, artillery: { ...c.artillery, distance: 5 } }));
      history().undo();
      history().undo();
      expect(setupOf(state(), 'corbach').artillery.distance).not.toBe(5);
      expect(setupOf(state(), 'jdg').fire.strength).toBe(5);
      state().setGame('jdg');
      history().undo();
      expect(setupOf(state(), 'jdg').fire.strength).toBe(JDG_DEFAULT_SETUP.fire.strength);
    });

    it('a roll is never undone: the die stays, as the die of the set-up it was rolled for', () => {
      state().setScreen('fire');
      later();
      setFire({ strength: 5 });
      const rolledFor = setupOf(state(), 'jdg');
      state().setRoll('jdg/fire', 7, rolledFor);
      history().undo();
      expect(state().rolls['jdg/fire']).toBe(7);
      expect(state().rolledFor['jdg/fire']).toBe(rolledFor);
      expect(setupOf(state(), 'jdg')).not.toBe(rolledFor);
      // Redo brings back the very set-up rolled for: the die is its roll again.
      history().redo();
      expect(setupOf(state(), 'jdg')).toBe(rolledFor);
    });

    it('a link opened, a comparison and a reset are steps too', () => {
      later();
      setFire({ strength: 5 });
      const mine = setupOf(state(), 'jdg');
      later();
      state().open({ game: 'jdg', screen: 'fire', setup: { ...mine, fire: { ...mine.fire, strength: 9 } } });
      later();
      state().startComparing();
      later();
      state().resetGame('jdg');
      history().undo();
      expect(comparisonOf(state(), 'jdg')).toEqual({ other: setupOf(state(), 'jdg'), editing: 'b' });
      history().undo();
      expect(comparisonOf(state(), 'jdg')).toBeNull();
      expect(setupOf(state(), 'jdg').fire.strength).toBe(9);
      history().undo();
      expect(setupOf(state(), 'jdg')).toBe(mine);
    });

    it('a link opened on another screen: undo shows the set-up and screen before it, redo the link’s, and again', () => {
      state().setScreen('shock');
      later();
      state().updateSetup('jdg', (s) => ({ ...s, shock: { ...s.shock, defenderRouted: true } }));
      const mine = setupOf(state(), 'jdg');
      later();
      state().open({ game: 'jdg', screen: 'fire', setup: { ...mine, fire: { ...mine.fire, strength: 9 } } });
      const linked = setupOf(state(), 'jdg');
      for (let round = 0; round < 2; round++) {
        history().undo();
        expect([state().screen, setupOf(state(), 'jdg')]).toEqual(['shock', mine]);
        history().redo();
        expect([state().screen, setupOf(state(), 'jdg')]).toEqual(['fire', linked]);
      }
      // Undone from another screen, redone: back where the undo was asked, the link's screen for a redo.
      state().setScreen('terrain');
      history().undo();
      expect(state().screen).toBe('shock');
      history().redo();
      expect(state().screen).toBe('fire');
    });

    it('steps survive a reload, read back from storage', () => {
      state().setScreen('fire');
      later();
      setFire({ strength: 5 });
      later();
      setFire({ strength: 6 });
      history().undo();
      const stored = JSON.parse(JSON.stringify(useSetupHistory.persist.getOptions().partialize?.(history())));
      const { games, notices } = readStoredHistory(stored);
      expect(notices).toEqual([]);
      // The page reloaded: the set-up kept (the combat store keeps its own), the steps read back as links.
      const kept = setupOf(state(), 'jdg');
      state().reset();
      history().clear();
      useCombatStore.setState({ ...withCombat(useCombatStore.getState(), 'jdg', kept, null), game: 'jdg' });
      useSetupHistory.setState({ games });
      expect(typeof games.get('jdg')?.past[0]).toBe('string');
      expect(setupOf(state(), 'jdg').fire.strength).toBe(5);
      history().redo();
      expect(setupOf(state(), 'jdg').fire.strength).toBe(6);
      history().undo();
      history().undo();
      expect(setupOf(state(), 'jdg')).toEqual(JDG_DEFAULT_SETUP);
    });
  });
});
