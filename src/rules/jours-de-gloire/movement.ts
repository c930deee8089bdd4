/**
 * The movement columns of the Jours de Gloire terrain chart (general, infantry, cavalry, artillery), with footnote
 * [c] (roads and trails) and [d] (disordered units entering an enemy ZoC), and [i] (steep slope of 3+ levels).
 * One step is the hex entered, the hexside and work crossed, the level change, the road or trail followed, and
 * what the unit meets there. The movement columns are the same on the 2006 and 2016 cards; the 2016 card adds to
 * [c] that no road movement is allowed when moving adjacent to an enemy (4.3.1).
 */
import type { AppliedModifier, Assessment, Forbidden, Note, Source } from '../core/types';
import { type Footnote, type MoveCell, type TerrainId, terrainRow } from './data/terrain-chart';
import type { Edition } from './editions';
/** The chart's four movement columns. */
import type { JdgMovement, JdgMoveStep, MovingUnit } from './movement-setup';

const tec = (row: TerrainId, unit: MovingUnit, footnotes?: readonly Footnote[]): Source => ({
  table: 'tec',
  row,
  column: unit,
  ...(footnotes?.length ? { footnotes } : {}),
});

function levelRowOf(change: number): TerrainId | null {
  if (change >= 2) return 'level-up-2';
  if (change === 1) return 'level-up-1';
  if (change === -1) return 'level-down-1';
  if (change <= -2) return 'level-down-2';
  return null;
}

/** The cost of one step for a unit, line by line, or why the step is forbidden. */
export function priceJdgStep(movement: Pick<JdgMovement, 'unit' | 'disordered'>, step: JdgMoveStep, edition: Edition) {
  const { unit } = movement;
  const lines: AppliedModifier[] = [];
  const notes: Note[] = [];
  const reasons: Forbidden[] = [];
  const roadBarred = step.road !== 'none' && step.adjacentToEnemy && edition === '2016';
  const onRoad = step.road !== 'none' && !roadBarred;
  if (roadBarred)
    notes.push({
      id: 'road-not-next-to-enemy',
      source: { table: 'tec', row: step.road, footnotes: ['c'], rule: '4.3.1' },
    });
  if (step.road !== 'none' && step.adjacentToEnemy && edition === '2006') {
    notes.push({
      id: 'road-next-to-enemy-2006',
      source: { table: 'tec', row: step.road, footnotes: ['c'], edition: '2006' },
    });
  }

  // The road's cost replaces the hex's: the unit moves along the road, whatever the hex around it.
  const base: TerrainId = onRoad ? step.road : step.hex;
  const baseCell = terrainRow(base)[unit];
  if (baseCell.kind === 'not-allowed')
    reasons.push({ id: 'move-not-allowed', source: tec(base, unit, baseCell.footnotes) });
  else lines.push({ id: onRoad ? 'move-road' : 'move-hex', value: baseCell.cost, source: tec(base, unit) });
  if (step.hex === 'marsh') notes.push({ id: 'marsh-special-rules', source: { table: 'tec', row: 'marsh' } });

  const disorderedBy: TerrainId[] = [];
  /** A hexside, work or level row: an extra cost that a road may cancel, or that a road turns from NA into +2. */
  const extra = (row: TerrainId, cell: MoveCell, roadCancels: boolean) => {
    if (cell.kind === 'not-allowed') {
      if (onRoad && cell.footnotes.includes('c')) {
        lines.push({ id: 'move-road-crossing', value: 2, source: tec(row, unit, ['c']), params: { terrain: row } });
      } else {
        reasons.push({ id: 'move-not-allowed', source: tec(row, unit, cell.footnotes) });
        if (onRoad) notes.push({ id: 'road-keeps-na', source: tec(row, unit, ['c']), params: { terrain: row } });
      }
      return;
    }
    if (onRoad && roadCancels && cell.cost > 0) {
      lines.push({
        id: 'move-cancelled-by-road',
        value: 0,
        source: tec(row, unit, ['c']),
        params: { terrain: row, cost: cell.cost },
      });
    } else {
      lines.push({
        id: 'move-extra',
        value: cell.cost,
        source: tec(row, unit, cell.footnotes),
        params: { terrain: row },
      });
    }
    if (cell.disorder) {
      // [c]: on a road or trail "the D result for a steep slope is disregarded"; no other D is, even where the road
      // cancels the cost (the redoubt or wall's +3D for artillery keeps its D).
      if (onRoad && row === 'steep-slope')
        notes.push({ id: 'road-ignores-steep-slope-d', source: tec(row, unit, ['c']) });
      else disorderedBy.push(row);
    }
  };

  if (step.hexside === 'steep-slope' && Math.abs(step.levelChange) >= 3) {
    reasons.push({ id: 'steep-slope-three-levels', source: { table: 'tec', row: 'steep-slope', footnotes: ['i'] } });
  } else if (step.hexside !== 'none') {
    // [c] cancels the stream's extra cost but not the slopes'; a bridge and a crest cost nothing anyway.
    extra(step.hexside, terrainRow(step.hexside)[unit], step.hexside === 'stream');
  }
  if (step.work !== 'none') extra(step.work, terrainRow(step.work)[unit], true);
  const levelRow = levelRowOf(step.levelChange);
  if (levelRow) extra(levelRow, terrainRow(levelRow)[unit], true);

  for (const [flag, row] of [
    [step.friendlyUnit, 'friendly-unit'],
    [step.leavingEnemyZoc, 'leaving-zoc'],
  ] as const) {
    if (!flag) continue;
    const cell = terrainRow(row)[unit];
    if (cell.kind === 'cost')
      lines.push({ id: 'move-extra', value: cell.cost, source: tec(row, unit), params: { terrain: row } });
  }
  if (step.enteringEnemyZoc && movement.disordered) {
    lines.push({
      id: 'move-disordered-into-zoc',
      value: 1,
      source: { table: 'tec', row: 'leaving-zoc', footnotes: ['d'] },
    });
  }
  for (const row of disorderedBy)
    notes.push({ id: 'move-disordered', source: tec(row, unit), params: { terrain: row } });

  if (reasons.length > 0) return { status: 'not-allowed', reasons, notes } satisfies Assessment;
  const total = lines.reduce((sum, line) => sum + line.value, 0);
  return { status: 'allowed', modifiers: lines, total, notes } satisfies Assessment;
}
