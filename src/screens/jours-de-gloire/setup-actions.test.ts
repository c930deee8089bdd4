import { beforeEach, describe, expect, it } from 'vitest';
import { JDG_DEFAULT_SETUP } from '../../rules/jours-de-gloire';
import { setupOf } from '../../state/combat/combat-selectors';
import { useCombatStore } from '../../state/combat/combat-store';
import { chooseTerrain, setShock } from './setup-actions';

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

  it('changes only Jours de Gloire: the other games keep their set-ups', () => {
    const [corbach, pg] = [setupOf(state(), 'corbach'), setupOf(state(), 'pg')];
    chooseTerrain('woods');
    setShock({ attackers: [] });
    expect(setupOf(state(), 'corbach')).toBe(corbach);
    expect(setupOf(state(), 'pg')).toBe(pg);
  });
});
