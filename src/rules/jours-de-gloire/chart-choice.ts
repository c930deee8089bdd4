/** The terrain chart's "use in the set-up": where a row of the chart goes in the combat's terrain. */
import { type TerrainId, terrainRow } from './data/terrain-chart';
import type { TerrainSetup } from './setup';

const LEVEL_ROWS: Partial<Record<TerrainId, number>> = {
  'level-up-1': 1,
  'level-up-2': 2,
  'level-down-1': -1,
  'level-down-2': -2,
};

/** Where a chart row goes in the set-up, or null for rows that are not a combat choice (roads, movement rows). */
export function terrainPatch(id: TerrainId): Partial<TerrainSetup> | null {
  switch (terrainRow(id).kind) {
    case 'hex':
      return { hex: id as TerrainSetup['hex'], work: 'none' };
    case 'hexside':
      return { hexside: id as TerrainSetup['hexside'] };
    case 'level':
      return { levelDifference: LEVEL_ROWS[id] ?? 0 };
    case 'work':
      return { work: id as TerrainSetup['work'], workDirection: 'into' };
    default:
      return null;
  }
}
