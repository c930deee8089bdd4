import type { Movement } from '../core/movement-setup';
import type { CorbachHexside, CorbachLevel } from './terrain-ids';

export const CORBACH_MOVING_UNITS = ['infantry', 'cavalry', 'light-cavalry', 'artillery'] as const;
export type CorbachMovingUnit = (typeof CORBACH_MOVING_UNITS)[number];

export const CORBACH_MOVE_HEXES = ['clear', 'woods', 'village'] as const;
export type CorbachMoveHex = (typeof CORBACH_MOVE_HEXES)[number];
export const CORBACH_MOVE_ROADS = ['none', 'road', 'sunken-road'] as const;
export type CorbachMoveRoad = (typeof CORBACH_MOVE_ROADS)[number];

export interface CorbachMoveStep {
  readonly hex: CorbachMoveHex;
  readonly road: CorbachMoveRoad;
  readonly hexside: CorbachHexside;
  readonly level: CorbachLevel;
}

export type CorbachMovement = Movement<CorbachMovingUnit, CorbachMoveStep>;

export const CORBACH_CLEAR_STEP: CorbachMoveStep = { hex: 'clear', road: 'none', hexside: 'none', level: 'level' };
export const CORBACH_DEFAULT_MOVEMENT: CorbachMovement = {
  unit: 'infantry',
  allowance: 4,
  steps: [CORBACH_CLEAR_STEP],
};
