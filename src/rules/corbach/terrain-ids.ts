/** The terrain a Corbach set-up names: the hex of a defender or target, the hexside crossed, the change of level. */
import type { CorbachTerrainId } from './data/tables';

/** Terrain a defender or target can stand in (roads use the terrain of the hex). */
export const CORBACH_HEXES = ['clear', 'woods', 'village', 'sunken-road'] as const;
export type CorbachHex = (typeof CORBACH_HEXES)[number] & CorbachTerrainId;

/** Hexside crossed or level change, as the table's rows. */
export const CORBACH_HEXSIDES = ['none', 'stream', 'bridge', 'slope'] as const;
export type CorbachHexside = (typeof CORBACH_HEXSIDES)[number];
export const CORBACH_LEVELS = ['level', 'up-one-level', 'up-two-levels', 'down-levels'] as const;
export type CorbachLevel = (typeof CORBACH_LEVELS)[number];
