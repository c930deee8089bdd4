/**
 * Jours de Gloire's set-up changes, made through the store's one way of changing a game's set-up (the store itself
 * knows no game).
 */
// The set-up's own modules: the terrain chart (the first screen) loads this without the combat rules.
import { terrainPatch } from '../../rules/jours-de-gloire/chart-choice';
import type { TerrainId } from '../../rules/jours-de-gloire/data/terrain-chart';
import { partChanger } from '../shared/setup-part';

export const setTerrain = partChanger('jdg', 'terrain');
export const setShock = partChanger('jdg', 'shock');
export const setFire = partChanger('jdg', 'fire');

/** Puts a row of the terrain chart into the set-up, where that kind of terrain belongs; other rows change nothing. */
export const chooseTerrain = (id: TerrainId) => {
  const patch = terrainPatch(id);
  if (patch) setTerrain(patch);
};
