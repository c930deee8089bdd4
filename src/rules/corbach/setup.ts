import { CORBACH_DEFAULT_MOVEMENT, type CorbachMovement } from './movement-setup';
import type { CorbachHex, CorbachHexside, CorbachLevel } from './terrain-ids';

export * from './terrain-ids';

export const CORBACH_UNIT_TYPES = ['infantry', 'cavalry', 'heavy-cavalry', 'artillery'] as const;
export type CorbachUnitType = (typeof CORBACH_UNIT_TYPES)[number];

export interface CorbachUnit {
  readonly strength: number;
  readonly morale: number;
  readonly type: CorbachUnitType;
  readonly light: boolean;
  readonly disorganised: boolean;
}

export interface CorbachTerrain {
  readonly hex: CorbachHex;
  readonly hexside: CorbachHexside;
  readonly level: CorbachLevel;
}

export interface CorbachCombatSetup {
  readonly attackers: readonly CorbachUnit[];
  readonly defenders: readonly CorbachUnit[];
  /** Attacked through a flank hex and/or a rear hex of the defender (or of one of the defenders). */
  readonly throughFlank: boolean;
  readonly throughRear: boolean;
  /** The heavy cavalry has its bonus against cavalry (a garbled line of the card: "+1 against cavalry if bonus"). */
  readonly heavyCavalryBonus: boolean;
  readonly changeOfStackOrderInEnemyZoc: boolean;
  readonly commanderPresent: boolean;
  readonly attackerFormationDemoralised: boolean;
  readonly defenderFormationDemoralised: boolean;
  readonly defenderInMarchColumn: boolean;
}

export interface CorbachArtillerySetup {
  readonly targetLight: boolean;
  readonly firerDisorganised: boolean;
  readonly againstFlank: boolean;
  readonly distance: number;
  readonly twelvePounder: boolean;
}

export interface CorbachSetup {
  readonly terrain: CorbachTerrain;
  readonly combat: CorbachCombatSetup;
  readonly artillery: CorbachArtillerySetup;
  readonly movement: CorbachMovement;
}

export const CORBACH_LIMITS = {
  strength: { min: 1, max: 99 },
  morale: { min: 0, max: 10 },
  distance: { min: 1, max: 20 },
} as const;

const unit = (strength: number, morale: number, type: CorbachUnitType = 'infantry'): CorbachUnit => ({
  strength,
  morale,
  type,
  light: false,
  disorganised: false,
});

export const CORBACH_DEFAULT_SETUP: CorbachSetup = {
  terrain: { hex: 'clear', hexside: 'none', level: 'level' },
  combat: {
    attackers: [unit(6, 4)],
    defenders: [unit(4, 4)],
    throughFlank: false,
    throughRear: false,
    heavyCavalryBonus: false,
    changeOfStackOrderInEnemyZoc: false,
    commanderPresent: false,
    attackerFormationDemoralised: false,
    defenderFormationDemoralised: false,
    defenderInMarchColumn: false,
  },
  artillery: { targetLight: false, firerDisorganised: false, againstFlank: false, distance: 3, twelvePounder: false },
  movement: CORBACH_DEFAULT_MOVEMENT,
};
