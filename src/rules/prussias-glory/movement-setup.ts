import { MOVE_LIMITS, type Movement } from '../core/movement-setup';
import { PG_ZOC_EXIT_IDS, type PgHexId, type PgHexsideId } from './data/ids';

export const PG_MOVING_UNITS = ['infantry', 'artillery', 'leader', 'cavalry'] as const;
export type PgMovingUnit = (typeof PG_MOVING_UNITS)[number];

/** Who leaves an enemy ZoC: the card's three classes, or another unit (for which the card gives no cost). */
export const PG_ZOC_EXITS = ['none', ...PG_ZOC_EXIT_IDS, 'other-unit'] as const;
export type PgZocExit = (typeof PG_ZOC_EXITS)[number];

export interface PgMoveStep {
  /** Every terrain in the hex entered besides clear; the highest cost counts. */
  readonly hexTerrains: readonly PgHexId[];
  readonly hexsides: readonly PgHexsideId[];
  readonly leavingZoc: PgZocExit;
  /** The "Engaged" unit leaving the ZoC is engaged by Formed cavalry. */
  readonly engagedByFormedCavalry: boolean;
}

export interface PgMovement extends Movement<PgMovingUnit, PgMoveStep> {
  /** In column: the only formation that may cross the Mietzel. */
  readonly inColumn: boolean;
}

export const PG_MOVE_LIMITS = { ...MOVE_LIMITS, hexsidesPerStep: 3 } as const;

export const PG_CLEAR_STEP: PgMoveStep = {
  hexTerrains: [],
  hexsides: [],
  leavingZoc: 'none',
  engagedByFormedCavalry: false,
};
export const PG_DEFAULT_MOVEMENT: PgMovement = {
  unit: 'infantry',
  inColumn: false,
  allowance: 6,
  steps: [PG_CLEAR_STEP],
};
