/**
 * Prussia's Glory movement costs: "apply the value of the highest hex and add the hexsides" (the card's rule), the
 * two cost columns (infantry / artillery / leader, and cavalry), and the cost to leave an enemy ZoC by unit class.
 */
import type { AppliedModifier, Assessment, Forbidden, Note, Source } from '../core/types';
import { PG_HEXES, PG_HEXSIDES, PG_ZOC_EXIT, type PgHexsideId, type PgMoveCell } from './data/terrain';
import type { PgMovement, PgMoveStep, PgMovingUnit } from './movement-setup';

const columnOf = (unit: PgMovingUnit) => (unit === 'cavalry' ? 'moveCavalry' : 'moveInfantry');
const source = (table: 'pg-hex' | 'pg-hexside', row: string, unit: PgMovingUnit, footnotes?: string[]): Source => ({
  table,
  row,
  column: columnOf(unit),
  ...(footnotes ? { footnotes } : {}),
});

/**
 * A printed cost as a number for the unit. "+0/+1" sits in the infantry / artillery / leader column of the slope
 * bottom: the app reads +0 for infantry and +1 for artillery and leaders (`reading`).
 */
function costOf(cell: PgMoveCell, unit: PgMovingUnit): { value: number; reading?: string } | null {
  if (cell.kind !== 'cost') return null;
  if (cell.printed === '+0/+1') {
    return { value: unit === 'infantry' ? 0 : 1, reading: 'pg-slope-bottom-split' };
  }
  return { value: Number(cell.printed.replace('+', '')) };
}

const WATER_HEXSIDES: readonly PgHexsideId[] = ['stream', 'mietzel', 'elbe'];

/** The cost of one step, line by line, or why it is forbidden. `spentBefore` and `allowance`: for the Mietzel. */
export function pricePgStep(
  movement: Pick<PgMovement, 'unit' | 'inColumn' | 'allowance'>,
  step: PgMoveStep,
  spentBefore: number,
): Assessment {
  const { unit } = movement;
  const lines: AppliedModifier[] = [];
  const notes: Note[] = [];
  const reasons: Forbidden[] = [];
  const column = columnOf(unit);

  const named = PG_HEXES.filter((row) => step.hexTerrains.includes(row.id));
  const hexes = named.length > 0 ? named : PG_HEXES.filter((row) => row.id === 'clear');
  const prohibited = hexes.filter((row) => row[column].kind !== 'cost');
  for (const row of prohibited) reasons.push({ id: 'pg-move-prohibited', source: source('pg-hex', row.id, unit) });
  if (prohibited.length === 0) {
    // The highest cost of the terrains in the hex; the first in the card's order among equals.
    const priced = hexes.map((row) => ({ id: row.id, cost: costOf(row[column], unit)?.value ?? 0 }));
    const highest = priced.reduce((best, next) => (next.cost > best.cost ? next : best));
    lines.push({
      id: 'pg-move-hex',
      value: highest.cost,
      source: source('pg-hex', highest.id, unit),
      params: { terrain: highest.id },
    });
    if (hexes.length > 1) notes.push({ id: 'pg-move-highest-hex', source: { table: 'pg-movement' } });
  }

  const bridged = step.hexsides.includes('bridge');
  for (const id of step.hexsides) {
    const row = PG_HEXSIDES.find((r) => r.id === id);
    if (!row) continue;
    // A bridge carries the step over the water of its hexside: the bridge's +0 is paid, not the water's.
    if (bridged && WATER_HEXSIDES.includes(id)) {
      notes.push({
        id: 'pg-move-bridged',
        source: source('pg-hexside', id, unit, id === 'stream' ? undefined : ['3']),
        params: { hexside: id },
      });
      continue;
    }
    const cell = row[column];
    if (cell.kind === 'prohibited') {
      reasons.push({ id: 'pg-move-prohibited', source: source('pg-hexside', id, unit) });
    } else if (cell.kind === 'all') {
      // "tous**": all the movement points, "** in column only": the crossing is the unit's whole move.
      if (!movement.inColumn)
        reasons.push({ id: 'pg-move-column-only', source: source('pg-hexside', id, unit, ['**']) });
      else if (spentBefore > 0)
        reasons.push({ id: 'pg-move-whole-move', source: source('pg-hexside', id, unit, ['**']) });
      else
        lines.push({
          id: 'pg-move-all-points',
          value: movement.allowance,
          source: source('pg-hexside', id, unit, ['**']),
          params: { hexside: id },
        });
    } else {
      const cost = costOf(cell, unit);
      if (cost) {
        lines.push({
          id: 'pg-move-hexside',
          value: cost.value,
          source: source('pg-hexside', id, unit),
          params: { hexside: id },
          ...(cost.reading ? { reading: cost.reading } : {}),
        });
      }
    }
  }

  if (step.leavingZoc !== 'none') {
    const exit = PG_ZOC_EXIT.find((row) => row.id === step.leavingZoc);
    const zoc: Source = { table: 'pg-zoc', row: step.leavingZoc };
    if (!exit) {
      lines.push({ id: 'pg-move-zoc-other', value: 0, source: { table: 'pg-zoc' } });
    } else if (exit.id !== 'support' && step.engagedByFormedCavalry) {
      // The card gives the cost "only if it is not engaged by Formed cavalry": the app reads that such a unit may
      // not leave the ZoC this way.
      reasons.push({ id: 'pg-move-engaged-by-formed-cavalry', source: zoc });
      notes.push({ id: 'pg-zoc-formed-cavalry-reading', source: zoc });
    } else {
      lines.push({ id: 'pg-move-zoc', value: exit.cost, source: zoc });
    }
  }

  if (reasons.length > 0) return { status: 'not-allowed', reasons, notes };
  // The Mietzel takes all the movement points, whatever else the step would cost.
  const allPoints = lines.find((line) => line.id === 'pg-move-all-points');
  if (allPoints) return { status: 'allowed', modifiers: [allPoints], total: allPoints.value, notes };
  return { status: 'allowed', modifiers: lines, total: lines.reduce((sum, l) => sum + l.value, 0), notes };
}
