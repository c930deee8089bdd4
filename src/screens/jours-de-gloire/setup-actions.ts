/**
 * Jours de Gloire's set-up changes, made through the store's one way of changing a game's set-up (the store itself
 * knows no game).
 */
import { MAX_UNITS_PER_SIDE } from '../../rules/core/validation';
// The set-up's own modules: the terrain chart (the first screen) loads this without the combat rules.
import { terrainPatch } from '../../rules/jours-de-gloire/chart-choice';
import type { TerrainId } from '../../rules/jours-de-gloire/data/terrain-chart';
import {
  JDG_DEFAULT_SETUP,
  type ShockAttacker,
  type ShockDefender,
  type ShockSetup,
} from '../../rules/jours-de-gloire/setup';
import { useCombatStore } from '../../state/combat/combat-store';
import { partChanger } from '../shared/setup-part';

const changeShock = (fn: (shock: ShockSetup) => ShockSetup) =>
  useCombatStore.getState().updateSetup('jdg', (s) => ({ ...s, shock: fn(s.shock) }));

/** The list with a copy of its last unit (or `fallback`) added, unless the side already holds the most it may. */
const withOneMore = <T>(units: readonly T[], fallback: T | undefined): readonly T[] => {
  const next = units.at(-1) ?? fallback;
  return units.length >= MAX_UNITS_PER_SIDE || next === undefined ? units : [...units, next];
};

const replaceAt = <T>(list: readonly T[], index: number, patch: Partial<T>): T[] =>
  list.map((item, i) => (i === index ? { ...item, ...patch } : item));

export const setTerrain = partChanger('jdg', 'terrain');

// The units have their own changes below.
export const setShock: (patch: Partial<Omit<ShockSetup, 'attackers' | 'defenders'>>) => void = partChanger(
  'jdg',
  'shock',
);

export const setFire = partChanger('jdg', 'fire');

export const updateAttacker = (index: number, patch: Partial<ShockAttacker>) =>
  changeShock((shock) => ({ ...shock, attackers: replaceAt(shock.attackers, index, patch) }));

export const updateDefender = (index: number, patch: Partial<ShockDefender>) =>
  changeShock((shock) => ({ ...shock, defenders: replaceAt(shock.defenders, index, patch) }));

// A new unit copies the last one (the same kind of unit is the likeliest next); a full side takes no more.
export const addAttacker = () =>
  changeShock((shock) => ({ ...shock, attackers: withOneMore(shock.attackers, JDG_DEFAULT_SETUP.shock.attackers[0]) }));

export const addDefender = () =>
  changeShock((shock) => ({ ...shock, defenders: withOneMore(shock.defenders, JDG_DEFAULT_SETUP.shock.defenders[0]) }));

export const removeAttacker = (index: number) =>
  changeShock((shock) => ({ ...shock, attackers: shock.attackers.filter((_, i) => i !== index) }));

export const removeDefender = (index: number) =>
  changeShock((shock) => ({ ...shock, defenders: shock.defenders.filter((_, i) => i !== index) }));

/** Puts a row of the terrain chart into the set-up, where that kind of terrain belongs; other rows change nothing. */
export const chooseTerrain = (id: TerrainId) => {
  const patch = terrainPatch(id);
  if (patch) setTerrain(patch);
};
