import type { TerrainId } from './data/terrain-chart';

/** Terrain a unit can stand in, for combat: the chart's hex rows (road and trail use the other terrain). */
export const JDG_HEX_TERRAINS = ['clear', 'difficult', 'orchard', 'woods', 'marsh', 'river', 'town', 'castle'] as const;
export type HexTerrainId = (typeof JDG_HEX_TERRAINS)[number] & TerrainId;
