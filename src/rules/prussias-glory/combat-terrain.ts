/**
 * Prussia's Glory combat terrain: "apply the modifiers of the hex least favourable to the attacker (the defender's
 * or the attacker's), plus the hexsides between the two; in a multi-hex attack the attacker chooses which attacking
 * hex and which defending hex give the terrain DRM, with the hexsides between that pair".
 */
import type { AppliedModifier, Forbidden, Source } from '../core/types';
import {
  PG_HEXES,
  PG_HEXSIDES,
  type PgCombatCell,
  type PgHexId,
  type PgHexsideId,
  type PgTerrainRow,
} from './data/terrain';
import type { PgCombatTerrainSetup } from './setup';

export type PgPairResult =
  | {
      readonly status: 'allowed';
      readonly position: number;
      readonly modifiers: readonly AppliedModifier[];
      readonly total: number;
      /** "*": cavalry cannot use its shock value into or from this terrain. */
      readonly cavalryLosesShock: boolean;
    }
  | { readonly status: 'not-allowed'; readonly position: number; readonly reasons: readonly Forbidden[] };

function rowOf<Id extends string>(rows: readonly PgTerrainRow<Id>[], id: Id): PgTerrainRow<Id> {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`Unknown Prussia's Glory terrain ${id}`);
  return row;
}
const hexRow = (id: PgHexId) => rowOf(PG_HEXES, id);
const hexsideRow = (id: PgHexsideId) => rowOf(PG_HEXSIDES, id);

/** Does a hex's effect count for this attack: into it (the defender's hex) or from it (an attacker's hex)? */
function counts(cell: PgCombatCell, as: 'defender' | 'attacker'): boolean {
  if (cell.kind !== 'drm') return false;
  if (cell.applies === 'into-or-from') return true;
  return as === 'defender' ? cell.applies === 'into' : cell.applies === 'from';
}

function pair(setup: PgCombatTerrainSetup, index: number): PgPairResult {
  const position = setup.attackers[index];
  if (!position) throw new Error('no such attacking hex');
  const column = setup.column;
  const reasons: Forbidden[] = [];
  const source = (table: string, row: string): Source => ({ table, row, column });
  const defender = hexRow(setup.defenderHex);
  const attacker = hexRow(position.hex);
  if (defender[column].kind === 'prohibited')
    reasons.push({ id: 'pg-prohibited-hex', source: source('pg-hex', defender.id) });
  if (attacker[column].kind === 'prohibited')
    reasons.push({ id: 'pg-prohibited-hex', source: source('pg-hex', attacker.id) });
  for (const side of position.hexsides) {
    if (hexsideRow(side)[column].kind === 'prohibited')
      reasons.push({ id: 'pg-prohibited-hexside', source: source('pg-hexside', side) });
  }
  if (reasons.length) return { status: 'not-allowed', position: index, reasons };

  // The hex least favourable to the attacker: the lower of the effects that count for this attack.
  const candidates = [
    { row: defender, as: 'defender' as const },
    { row: attacker, as: 'attacker' as const },
  ].filter(({ row, as }) => counts(row[column], as));
  const worst = candidates.reduce<(typeof candidates)[number] | null>((low, c) => {
    const v = (c.row[column] as { value: number }).value;
    return low === null || v < (low.row[column] as { value: number }).value ? c : low;
  }, null);
  const modifiers: AppliedModifier[] = [];
  if (worst) {
    modifiers.push({
      id: worst.as === 'defender' ? 'pg-defender-hex' : 'pg-attacker-hex',
      value: (worst.row[column] as { value: number }).value,
      source: source('pg-hex', worst.row.id),
      params: { terrain: worst.row.id },
    });
  } else {
    modifiers.push({
      id: 'pg-defender-hex',
      value: 0,
      source: source('pg-hex', defender.id),
      params: { terrain: defender.id },
    });
  }
  for (const side of position.hexsides) {
    const cell = hexsideRow(side)[column];
    modifiers.push({
      id: 'pg-hexside',
      value: cell.kind === 'drm' ? cell.value : 0,
      source: source('pg-hexside', side),
      params: { terrain: side },
    });
  }
  const cells = [defender[column], attacker[column], ...position.hexsides.map((s) => hexsideRow(s)[column])];
  return {
    status: 'allowed',
    position: index,
    modifiers,
    total: modifiers.reduce((s, m) => s + m.value, 0),
    cavalryLosesShock: column === 'cavalry' && cells.some((c) => c.kind === 'drm' && c.noShock),
  };
}

/** Every attacking hex's terrain DRM, and the one the attacker would choose (the best allowed total), if any. */
export function pgCombatTerrain(setup: PgCombatTerrainSetup): { pairs: PgPairResult[]; best: PgPairResult | null } {
  const pairs = setup.attackers.map((_, i) => pair(setup, i));
  const allowed = pairs.filter((p): p is Extract<PgPairResult, { status: 'allowed' }> => p.status === 'allowed');
  const best = allowed.reduce<(typeof allowed)[number] | null>(
    (b, p) => (b === null || p.total > b.total ? p : b),
    null,
  );
  return { pairs, best };
}
