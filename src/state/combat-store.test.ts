import { beforeEach, describe, expect, it } from 'vitest';
import { JDG_DEFAULT_SETUP } from '../rules/jours-de-gloire';
import { useCombatStore } from './combat-store';

const state = () => useCombatStore.getState();

describe('combat set-up store', () => {
  beforeEach(() => state().reset());

  it.each([
    ['woods', { hex: 'woods', work: 'none' }],
    ['bridge', { hexside: 'bridge' }],
    ['level-up-2', { levelDifference: 2 }],
    ['level-down-1', { levelDifference: -1 }],
    ['redoubt', { work: 'redoubt', workDirection: 'into' }],
  ] as const)('choosing %s on the chart puts it where it belongs', (id, expected) => {
    state().chooseTerrain(id);
    expect(state().jdg.terrain).toEqual({ ...JDG_DEFAULT_SETUP.terrain, ...expected });
  });

  it.each(['road', 'trail', 'friendly-unit', 'leaving-zoc'] as const)(
    '%s is not a combat choice: nothing changes',
    (id) => {
      state().chooseTerrain(id);
      expect(state().jdg).toBe(JDG_DEFAULT_SETUP);
    },
  );

  it('adds a unit as a copy of the last one and removes by position', () => {
    state().updateAttacker(0, { strength: 9 });
    state().addAttacker();
    expect(state().jdg.shock.attackers.map((u) => u.strength)).toEqual([9, 9]);
    state().updateAttacker(1, { type: 'cavalry' });
    state().removeAttacker(0);
    expect(state().jdg.shock.attackers).toEqual([
      { ...JDG_DEFAULT_SETUP.shock.attackers[0], strength: 9, type: 'cavalry' },
    ]);
    state().removeAttacker(0);
    state().addAttacker();
    expect(state().jdg.shock.attackers).toEqual(JDG_DEFAULT_SETUP.shock.attackers);
  });

  it('keeps a roll per screen, with the set-up it was rolled for', () => {
    state().setRoll('jdg/fire', 3, state().jdg);
    state().setRoll('jdg/shock', 0, state().jdg);
    state().setRoll('corbach/artillery', 6, state().corbach);
    expect(state().rolls).toEqual({
      'jdg/fire': 3,
      'jdg/shock': 0,
      'corbach/artillery': 6,
      'corbach/combat': null,
      'pg/morale': null,
    });
    expect(state().rolledFor['corbach/artillery']).toBe(state().corbach);
    // A reset game forgets its dice and what they were rolled for; the others keep theirs.
    state().resetSystem('jdg');
    expect(state().rolls).toEqual({
      'jdg/fire': null,
      'jdg/shock': null,
      'corbach/artillery': 6,
      'corbach/combat': null,
      'pg/morale': null,
    });
    expect(state().rolledFor['jdg/fire']).toBeNull();
  });

  it('each system keeps its own set-up while another is shown', () => {
    state().setScreen('fire');
    state().updateSetup('corbach', (c) => ({ ...c, artillery: { ...c.artillery, distance: 5 } }));
    state().setSystem('corbach');
    expect(state().screen).toBe('terrain');
    state().setScreen('artillery');
    state().setSystem('pg');
    expect(state().screen).toBe('terrain');
    state().setSystem('corbach');
    expect(state().corbach.artillery.distance).toBe(5);
    state().setScreen('log');
    state().setSystem('jdg');
    expect(state().screen).toBe('log');
  });

  it('opening a link of another system shows that system with its set-up', () => {
    const pg = { ...state().pg, deepCharge: { morale: 5, leaderModifier: 2 } };
    state().open({ system: 'pg', screen: 'morale', setup: pg });
    expect(state()).toMatchObject({ system: 'pg', screen: 'morale', pg });
  });

  describe('comparing two options', () => {
    it('makes option B as a copy of A and edits it; A waits unchanged', () => {
      state().setFire({ strength: 5 });
      const a = state().jdg;
      state().startComparing();
      expect(state().compare.jdg).toEqual({ other: a, editing: 'b' });
      state().setFire({ strength: 7 });
      expect(state().jdg.fire.strength).toBe(7);
      expect(state().compare.jdg?.other.fire.strength).toBe(5);
    });

    it('switching the option edited trades the two places; switching to the same one changes nothing', () => {
      state().startComparing();
      state().setFire({ strength: 7 });
      const b = state().jdg;
      state().editOption('a');
      expect(state().jdg.fire.strength).toBe(JDG_DEFAULT_SETUP.fire.strength);
      expect(state().compare.jdg).toEqual({ other: b, editing: 'a' });
      const before = state();
      state().editOption('a');
      expect(state()).toBe(before);
      state().editOption('b');
      expect(state().jdg).toBe(b);
    });

    it('ending keeps the option asked for, whichever is on screen', () => {
      state().startComparing();
      state().setFire({ strength: 7 });
      state().stopComparing('a');
      expect(state().jdg.fire.strength).toBe(JDG_DEFAULT_SETUP.fire.strength);
      expect(state().compare.jdg).toBeNull();
      state().startComparing();
      state().setFire({ strength: 8 });
      state().stopComparing('b');
      expect(state().jdg.fire.strength).toBe(8);
    });

    it('each system has its own comparison, and a link with a comparison opens it', () => {
      state().startComparing();
      state().setSystem('corbach');
      expect(state().compare.corbach).toBeNull();
      const pg = state().pg;
      const b = { ...pg, deepCharge: { morale: 6, leaderModifier: 1 } };
      state().open({ system: 'pg', screen: 'morale', setup: b, compare: { other: pg, editing: 'b' } });
      expect(state().compare.pg).toEqual({ other: pg, editing: 'b' });
      expect(state().compare.jdg?.editing).toBe('b');
    });
  });
});
