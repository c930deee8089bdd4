/**
 * Movement costs of the Corbach terrain effect table ("Cost (I/C)": infantry / cavalry), with its notes: light
 * cavalry may enter woods but is disorganised (1); a road or sunken road cancels the extra cost, disorganisation and
 * ban of crossing into non-clear terrain, facing changes included (2); two levels in one hex (3).
 */
import type { AppliedModifier, Assessment, Forbidden, Note, Source } from '../core/types';
import { type CorbachTerrainId, corbachTerrainRow } from './data/tables';
import type { CorbachMoveStep, CorbachMovingUnit } from './movement-setup';

const isCavalry = (unit: CorbachMovingUnit) => unit === 'cavalry' || unit === 'light-cavalry';

/** The printed cost for the unit's column: "2/Forb" is 2 for infantry and forbidden to cavalry, "+1/+2" 1 and 2. */
export function corbachPrintedCost(row: CorbachTerrainId, unit: CorbachMovingUnit): number | 'forbidden' {
  const [infantry = '', cavalry = infantry] = corbachTerrainRow(row).cost.split('/');
  const printed = isCavalry(unit) ? cavalry : infantry;
  return printed === 'Forb' ? 'forbidden' : Number(printed.replace('+', ''));
}

// The card's cost column has infantry / cavalry figures only; artillery moves by the infantry figure (the app's
// reading, shown on the line).
const terrain = (row: CorbachTerrainId, notes?: readonly number[]): Source => ({
  table: 'corbach-terrain',
  row,
  column: 'cost',
  ...(notes?.length ? { footnotes: notes.map(String) } : {}),
});

/** The cost of one step, line by line, or why it is forbidden. */
export function priceCorbachStep(unit: CorbachMovingUnit, step: CorbachMoveStep): Assessment {
  const lines: AppliedModifier[] = [];
  const notes: Note[] = [];
  const reasons: Forbidden[] = [];
  const onRoad = step.road !== 'none';
  const reading = unit === 'artillery' ? { reading: 'corbach-artillery-moves-as-infantry' } : {};
  /** An extra cost, disorganisation or ban of non-clear terrain, cancelled on a road (note 2). */
  const cancelled = (row: CorbachTerrainId, what: 'cost' | 'ban' | 'disorganisation' | 'test', cost = 0) =>
    lines.push({
      id: `corbach-road-cancels-${what}`,
      value: 0,
      source: terrain(row, [2]),
      params: { terrain: row, cost },
    });

  // Note 1: light cavalry may enter woods, where other cavalry may not, and is disorganised there.
  const hexCost =
    unit === 'light-cavalry' && step.hex === 'woods'
      ? corbachPrintedCost('woods', 'infantry')
      : corbachPrintedCost(step.hex, unit);
  if (onRoad) {
    lines.push({
      id: 'corbach-move-road',
      value: corbachPrintedCost(step.road, unit) as number,
      source: terrain(step.road, [2]),
      ...reading,
    });
    if (hexCost === 'forbidden') cancelled(step.hex, 'ban');
    if (step.hex === 'woods' && unit === 'light-cavalry') cancelled('woods', 'disorganisation');
  } else if (hexCost === 'forbidden') {
    reasons.push({ id: 'corbach-move-forbidden', source: terrain(step.hex) });
  } else {
    lines.push({
      id: 'corbach-move-hex',
      value: hexCost,
      source: terrain(step.hex, unit === 'light-cavalry' && step.hex === 'woods' ? [1] : []),
      ...reading,
    });
    if (step.hex === 'woods' && unit === 'light-cavalry') {
      notes.push({ id: 'corbach-move-disorganised', source: terrain('woods', [1]), params: { terrain: 'woods' } });
    }
  }

  const extra = (row: CorbachTerrainId, notes: number[] = []) =>
    lines.push({
      id: 'corbach-move-extra',
      value: corbachPrintedCost(row, unit) as number,
      source: terrain(row, notes),
      params: { terrain: row },
    });
  if (step.hexside === 'stream') {
    // "There is a bridge where there is a road": a road crossing a stream crosses it by a bridge.
    if (onRoad) cancelled('stream', 'cost', corbachPrintedCost('stream', unit) as number);
    else extra('stream');
  } else if (step.hexside === 'bridge') {
    extra('bridge');
  } else if (step.hexside === 'slope') {
    // "Forbidden for Art." is written in the observations, not in the cost column.
    const cost = corbachPrintedCost('slope', unit) as number;
    if (onRoad) {
      if (unit === 'artillery') cancelled('slope', 'ban');
      else cancelled('slope', 'cost', cost);
      cancelled('slope', 'disorganisation');
    } else if (unit === 'artillery') {
      reasons.push({ id: 'corbach-move-forbidden', source: { table: 'corbach-terrain', row: 'slope' } });
    } else {
      extra('slope');
      notes.push({
        id: 'corbach-move-disorganised',
        source: { table: 'corbach-terrain', row: 'slope' },
        params: { terrain: 'slope' },
      });
    }
  }

  if (step.level === 'up-two-levels') {
    if (onRoad) {
      cancelled('up-two-levels', 'cost', corbachPrintedCost('up-two-levels', unit) as number);
      cancelled('up-two-levels', 'test');
    } else {
      extra('up-two-levels', [3]);
      notes.push({
        id: 'corbach-move-disorganisation-test',
        source: { table: 'corbach-terrain', row: 'up-two-levels', footnotes: ['3'] },
      });
    }
  } else if (step.level !== 'level') {
    extra(step.level);
  }

  if (reasons.length > 0) return { status: 'not-allowed', reasons, notes };
  return { status: 'allowed', modifiers: lines, total: lines.reduce((sum, l) => sum + l.value, 0), notes };
}
