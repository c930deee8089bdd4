import type { Movement } from '../core/movement-setup';
import type { HexTerrainId } from './hex-terrains';

export const JDG_MOVING_UNITS = ['general', 'infantry', 'cavalry', 'artillery'] as const;
export type MovingUnit = (typeof JDG_MOVING_UNITS)[number];

export const JDG_MOVE_ROADS = ['none', 'road', 'trail'] as const;
export type MoveRoad = (typeof JDG_MOVE_ROADS)[number];

export const JDG_MOVE_HEXSIDES = ['none', 'bridge', 'stream', 'crest', 'slope', 'steep-slope'] as const;
export type MoveHexside = (typeof JDG_MOVE_HEXSIDES)[number];

export const JDG_MOVE_WORKS = ['none', 'redoubt', 'fortification'] as const;
export type MoveWork = (typeof JDG_MOVE_WORKS)[number];

/** Level change of the step: the chart's rows ±1 and "±2 or more"; 3 or more matters for a steep slope ([i]). */
export const JDG_MOVE_LEVELS = { min: -4, max: 4 } as const;

export interface JdgMoveStep {
  readonly hex: HexTerrainId;
  /** The step follows a road or trail from hex to hex. */
  readonly road: MoveRoad;
  readonly hexside: MoveHexside;
  /** A redoubt / wall or fortification crossed. */
  readonly work: MoveWork;
  /** Level of the hex entered minus the hex left. */
  readonly levelChange: number;
  readonly friendlyUnit: boolean;
  readonly leavingEnemyZoc: boolean;
  readonly enteringEnemyZoc: boolean;
  /** The hex entered is adjacent to an enemy unit (no road movement, 2016 [c] and 4.3.1). */
  readonly adjacentToEnemy: boolean;
}

export interface JdgMovement extends Movement<MovingUnit, JdgMoveStep> {
  readonly disordered: boolean;
}

export const JDG_CLEAR_STEP: JdgMoveStep = {
  hex: 'clear',
  road: 'none',
  hexside: 'none',
  work: 'none',
  levelChange: 0,
  friendlyUnit: false,
  leavingEnemyZoc: false,
  enteringEnemyZoc: false,
  adjacentToEnemy: false,
};

export const JDG_DEFAULT_MOVEMENT: JdgMovement = {
  unit: 'infantry',
  disordered: false,
  allowance: 6,
  steps: [JDG_CLEAR_STEP],
};
