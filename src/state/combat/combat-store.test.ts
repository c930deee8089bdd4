import { beforeEach, describe, expect, it } from 'vitest';
import { JDG_DEFAULT_SETUP } from '../../rules/jours-de-gloire';
import { setFire } from '../../screens/jours-de-gloire/setup-actions';
import { ROLL_KEYS } from '../game-index';
import { comparisonOf, setupOf } from './combat-selectors';
import { useCombatStore } from './combat-store';

/** No die on any screen of any game. */
const NO_DICE = Object.fromEntries(ROLL_KEYS.map((key) => [key, null]));

const state = () => useCombatStore.getState();

describe('combat set-up store', () => {
  beforeEach(() => state().reset());

  it('keeps a roll per screen, with the set-up it was rolled for', () => {
    state().setRoll('jdg/fire', 3, setupOf(state(), 'jdg'));
    state().setRoll('jdg/shock', 0, setupOf(state(), 'jdg'));
    state().setRoll('corbach/artillery', 6, setupOf(state(), 'corbach'));
    expect(state().rolls).toEqual({ ...NO_DICE, 'jdg/fire': 3, 'jdg/shock': 0, 'corbach/artillery': 6 });
    expect(state().rolledFor['corbach/artillery']).toBe(setupOf(state(), 'corbach'));
    // A reset game forgets its dice and what they were rolled for; the others keep theirs.
    state().resetGame('jdg');
    expect(state().rolls).toEqual({ ...NO_DICE, 'corbach/artillery': 6 });
    expect(state().rolledFor['jdg/fire']).toBeNull();
  });

  it('each game keeps its own set-up while another is shown', () => {
    state().setScreen('fire');
    state().updateSetup('corbach', (c) => ({ ...c, artillery: { ...c.artillery, distance: 5 } }));
    state().setGame('corbach');
    expect(state().screen).toBe('terrain');
    state().setScreen('artillery');
    state().setGame('pg');
    expect(state().screen).toBe('terrain');
    state().setGame('corbach');
    expect(setupOf(state(), 'corbach').artillery.distance).toBe(5);
    state().setScreen('log');
    state().setGame('jdg');
    expect(state().screen).toBe('log');
  });

  it('opening a link of another game shows that game with its set-up', () => {
    const pg = { ...setupOf(state(), 'pg'), deepCharge: { morale: 5, leaderModifier: 2 } };
    state().open({ game: 'pg', screen: 'morale', setup: pg });
    expect(state()).toMatchObject({ game: 'pg', screen: 'morale' });
    expect(setupOf(state(), 'pg')).toEqual(pg);
  });

  describe('comparing two options', () => {
    it('makes option B as a copy of A and edits it; A waits unchanged', () => {
      setFire({ strength: 5 });
      const a = setupOf(state(), 'jdg');
      state().startComparing();
      expect(comparisonOf(state(), 'jdg')).toEqual({ other: a, editing: 'b' });
      setFire({ strength: 7 });
      expect(setupOf(state(), 'jdg').fire.strength).toBe(7);
      expect(comparisonOf(state(), 'jdg')?.other.fire.strength).toBe(5);
    });

    it('switching the option edited trades the two places; switching to the same one changes nothing', () => {
      state().startComparing();
      setFire({ strength: 7 });
      const b = setupOf(state(), 'jdg');
      state().editOption('a');
      expect(setupOf(state(), 'jdg').fire.strength).toBe(JDG_DEFAULT_SETUP.fire.strength);
      expect(comparisonOf(state(), 'jdg')).toEqual({ other: b, editing: 'a' });
      const before = state();
      state().editOption('a');
      expect(state()).toBe(before);
      state().editOption('b');
      expect(setupOf(state(), 'jdg')).toBe(b);
    });

    it('ending keeps the option asked for, whichever is on screen', () => {
      state().startComparing();
      setFire({ strength: 7 });
      state().stopComparing('a');
      expect(setupOf(state(), 'jdg').fire.strength).toBe(JDG_DEFAULT_SETUP.fire.strength);
      expect(comparisonOf(state(), 'jdg')).toBeNull();
      state().startComparing();
      setFire({ strength: 8 });
      state().stopComparing('b');
      expect(setupOf(state(), 'jdg').fire.strength).toBe(8);
    });

    it('each game has its own comparison, and a link with a comparison opens it', () => {
      state().startComparing();
      state().setGame('corbach');
      expect(comparisonOf(state(), 'corbach')).toBeNull();
      const pg = setupOf(state(), 'pg');
      const b = { ...pg, deepCharge: { morale: 6, leaderModifier: 1 } };
      state().open({ game: 'pg', screen: 'morale', setup: b, compare: { other: pg, editing: 'b' } });
      expect(comparisonOf(state(), 'pg')).toEqual({ other: pg, editing: 'b' });
      expect(comparisonOf(state(), 'jdg')?.editing).toBe('b');
    });
  });
});
