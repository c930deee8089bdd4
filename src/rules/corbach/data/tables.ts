/**
 * Corbach 1760 (Vae Victis no. 142, the Fontenoy / Hastenbeck system): the terrain effect table, the artillery
 * table, the strength-ratio table and the combat result table, transcribed from the English seed. Parts of the seed
 * are garbled; where the app reconstructs a cell, the cell says so (`reconstructed`), and the UI must tell the player.
 * tests/unit/corbach-seed.test.ts checks every cell against the seed.
 */
import type { OddsStep } from '../../core/odds';

/** A fire or combat cell: a DRM, "-" (none), or "Terrain of the hex" (use the terrain of the hex: roads). */
export type CorbachCell =
  | { readonly kind: 'drm'; readonly value: number }
  | { readonly kind: 'none' }
  | { readonly kind: 'as-hex' };

export type CorbachTerrainId =
  | 'clear'
  | 'woods'
  | 'village'
  | 'road'
  | 'sunken-road'
  | 'stream'
  | 'bridge'
  | 'up-one-level'
  | 'up-two-levels'
  | 'down-levels'
  | 'slope';

export interface CorbachTerrainRow {
  readonly id: CorbachTerrainId;
  /** Movement cost as printed for infantry / cavalry: "2/Forb" is 2 for infantry, forbidden to cavalry. */
  readonly cost: string;
  readonly fire: CorbachCell;
  readonly combat: CorbachCell;
  /** "Block the ZoC": true for Yes, false for "-", null where the seed's cell is empty. */
  readonly blocksZoc: boolean | null;
  /** The numbered notes printed on the row (1: light cavalry in woods, 2: road cancels, 3: two levels in a hex). */
  readonly notes: readonly (1 | 2 | 3)[];
  /** The row has an observation in the table (its text is translated by the UI). */
  readonly observation: boolean;
}

const drm = (value: number): CorbachCell => ({ kind: 'drm', value });
const none: CorbachCell = { kind: 'none' };
const asHex: CorbachCell = { kind: 'as-hex' };

/** TERRAIN EFFECT TABLE, in the card's order. */
export const CORBACH_TERRAIN: readonly CorbachTerrainRow[] = [
  { id: 'clear', cost: '1', fire: none, combat: none, blocksZoc: false, notes: [], observation: false },
  { id: 'woods', cost: '2/Forb', fire: drm(-1), combat: drm(-1), blocksZoc: false, notes: [1], observation: false },
  { id: 'village', cost: '2', fire: drm(-1), combat: drm(-1), blocksZoc: true, notes: [], observation: true },
  { id: 'road', cost: '1', fire: asHex, combat: asHex, blocksZoc: false, notes: [2], observation: true },
  { id: 'sunken-road', cost: '1', fire: asHex, combat: drm(-1), blocksZoc: null, notes: [], observation: true },
  { id: 'stream', cost: '+1', fire: none, combat: drm(-1), blocksZoc: true, notes: [], observation: false },
  { id: 'bridge', cost: '0', fire: none, combat: drm(-2), blocksZoc: false, notes: [], observation: true },
  { id: 'up-one-level', cost: '0', fire: drm(-1), combat: drm(-1), blocksZoc: false, notes: [], observation: false },
  { id: 'up-two-levels', cost: '1', fire: drm(-1), combat: drm(-2), blocksZoc: false, notes: [3], observation: true },
  { id: 'down-levels', cost: '0', fire: none, combat: drm(1), blocksZoc: false, notes: [], observation: false },
  { id: 'slope', cost: '+1/+2', fire: none, combat: drm(-2), blocksZoc: true, notes: [], observation: true },
];

export function corbachTerrainRow(id: CorbachTerrainId): CorbachTerrainRow {
  const row = CORBACH_TERRAIN.find((r) => r.id === id);
  if (!row) throw new Error(`Unknown Corbach terrain ${id}`);
  return row;
}

export * from './result-tables';

/** Strength ratio, "round in favor of the defender" (the card's own words), from the best ratio to the worst. */
export const CORBACH_ODDS: readonly OddsStep[] = [
  { attacker: 6, defender: 1, drm: 6 },
  { attacker: 5, defender: 1, drm: 5 },
  { attacker: 4, defender: 1, drm: 4 },
  { attacker: 3, defender: 1, drm: 3 },
  { attacker: 2, defender: 1, drm: 2 },
  { attacker: 3, defender: 2, drm: 1 },
  { attacker: 1, defender: 1, drm: 0 },
  { attacker: 2, defender: 3, drm: -1 },
  { attacker: 1, defender: 2, drm: -2 },
  { attacker: 1, defender: 3, drm: -3 },
];

/** The combat and artillery DRMs the card prints as numbers. */
export const CORBACH_DRM = {
  flank: 2,
  rear: 3,
  heavyCavalryAgainstDisorganisedInfantry: 1,
  heavyCavalryAgainstLineInfantry: -1,
  heavyCavalryAgainstCavalryWithBonus: 1,
  attackerDisorganised: -1,
  defenderDisorganised: 1,
  allAttackersLight: -1,
  allDefendersLightInClear: 1,
  changeOfStackOrderInEnemyZoc: -2,
  commanderPresent: 1,
  demoralisedFormation: 1,
  marchColumn: 2,
  artilleryLightTarget: -1,
  artilleryFirerDisorganised: -1,
  artilleryAgainstFlank: 2,
  artilleryBeyondThreeHexes: -1,
  artilleryPerHexBeyondFour: -1,
  artilleryAdjacent: 1,
  artilleryTwelvePounder: 1,
} as const;
