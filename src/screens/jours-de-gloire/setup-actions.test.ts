import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_UNITS_PER_SIDE } from '../../rules/core/validation';
import { JDG_DEFAULT_SETUP } from '../../rules/jours-de-gloire';
import { setupOf } from '../../state/combat/combat-selectors';
import { useCombatStore } from '../../state/combat/combat-store';
import { addAttacker, addDefender, chooseTerrain, removeAttacker, updateAttacker } from './setup-actions';

const state = () => useCombatStore.getState();

describe("Jours de Gloire's set-up changes", () => {
  beforeEach(() => state().reset());

  it.each([
    ['woods', { hex: 'woods', work: 'none' }],
    ['bridge', { hexside: 'bridge' }],
    ['level-up-2', { levelDifference: 2 }],
    ['level-down-1', { levelDifference: -1 }],
    ['redoubt', { work: 'redoubt', workDirection: 'into' }],
  ] as const)('choosing %s on the chart puts it where it belongs', (id, expected) => {
    chooseTerrain(id);
    expect(setupOf(state(), 'jdg').terrain).toEqual({ ...JDG_DEFAULT_SETUP.terrain, ...expected });
  });

  it.each(['road', 'trail', 'friendly-unit', 'leaving-zoc'] as const)(
    '%s is not a combat choice: nothing changes',
    (id) => {
      chooseTerrain(id);
      expect(setupOf(state(), 'jdg')).toBe(JDG_DEFAULT_SETUP);
    },
  );

  it('adds a unit as a copy of the last one and removes by position', () => {
    updateAttacker(0, { strength: 9 });
    addAttacker();
    expect(setupOf(state(), 'jdg').shock.attackers.map((u) => u.strength)).toEqual([9, 9]);
    updateAttacker(1, { type: 'cavalry' });
    removeAttacker(0);
    expect(setupOf(state(), 'jdg').shock.attackers).toEqual([
      { ...JDG_DEFAULT_SETUP.shock.attackers[0], strength: 9, type: 'cavalry' },
    ]);
    removeAttacker(0);
    addAttacker();
    expect(setupOf(state(), 'jdg').shock.attackers).toEqual(JDG_DEFAULT_SETUP.shock.attackers);
  });

  it('a full side takes no more units', () => {
    for (let i = 0; i < MAX_UNITS_PER_SIDE + 2; i++) addDefender();
    expect(setupOf(state(), 'jdg').shock.defenders).toHaveLength(MAX_UNITS_PER_SIDE);
  });

  it('changes only Jours de Gloire: the other games keep their set-ups', () => {
    const [corbach, pg] = [setupOf(state(), 'corbach'), setupOf(state(), 'pg')];
    chooseTerrain('woods');
    addAttacker();
    expect(setupOf(state(), 'corbach')).toBe(corbach);
    expect(setupOf(state(), 'pg')).toBe(pg);
  });
});
