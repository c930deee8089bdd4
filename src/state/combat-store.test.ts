import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETUP } from '../rules/jours-de-gloire';
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
    expect(state().jdg.terrain).toEqual({ ...DEFAULT_SETUP.terrain, ...expected });
  });

  it.each(['road', 'trail', 'friendly-unit', 'leaving-zoc'] as const)(
    '%s is not a combat choice: nothing changes',
    (id) => {
      state().chooseTerrain(id);
      expect(state().jdg).toBe(DEFAULT_SETUP);
    },
  );

  it('adds a unit as a copy of the last one and removes by position', () => {
    state().updateAttacker(0, { strength: 9 });
    state().addAttacker();
    expect(state().jdg.shock.attackers.map((u) => u.strength)).toEqual([9, 9]);
    state().updateAttacker(1, { type: 'cavalry' });
    state().removeAttacker(0);
    expect(state().jdg.shock.attackers).toEqual([
      { ...DEFAULT_SETUP.shock.attackers[0], strength: 9, type: 'cavalry' },
    ]);
    state().removeAttacker(0);
    state().addAttacker();
    expect(state().jdg.shock.attackers).toEqual(DEFAULT_SETUP.shock.attackers);
  });

  it('keeps a roll per screen', () => {
    state().setRoll('fire', 3);
    state().setRoll('shock', 0);
    state().setRoll('artillery', 6);
    expect(state().rolls).toEqual({ fire: 3, shock: 0, artillery: 6, combat: null, morale: null });
  });

  it('each system keeps its own set-up while another is shown', () => {
    state().setScreen('fire');
    state().updateCorbach((c) => ({ ...c, artillery: { ...c.artillery, distance: 5 } }));
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
});
