import type { PgHexId, PgHexsideId } from './data/ids';
import { PG_DEFAULT_MOVEMENT, type PgMovement } from './movement-setup';

/** The combat effect columns of the chart. */
export const PG_COLUMNS = ['infantry', 'cavalry', 'bombardment'] as const;
export type PgColumn = (typeof PG_COLUMNS)[number];

export const PG_ARMY_STATES = ['normal', 'demoralized', 'broken'] as const;

/** One attacking hex: its terrain and the hexsides crossed from it into the defender's hex. */
export interface PgAttackPosition {
  readonly hex: PgHexId;
  readonly hexsides: readonly PgHexsideId[];
}

export interface PgCombatTerrainSetup {
  readonly column: PgColumn;
  readonly defenderHex: PgHexId;
  readonly attackers: readonly PgAttackPosition[];
}

export interface PgRallySetup {
  readonly morale: number;
  /** The stacked friendly leader's morale modifier (its value is lost in the seed: the player enters it), 0 if none. */
  readonly leaderModifier: number;
  readonly fourOrMoreHexesFromEnemy: boolean;
  readonly infantryInWoodsOrTown: boolean;
  readonly nextToFriendlyDisorderedOrRouted: boolean;
  readonly adjacentToEnemy: boolean;
  readonly army: (typeof PG_ARMY_STATES)[number];
}

export interface PgDeepChargeSetup {
  readonly morale: number;
  /** The morale modifier of a leader stacked with the cavalry, 0 if none. */
  readonly leaderModifier: number;
}

export interface PgSetup {
  readonly combat: PgCombatTerrainSetup;
  readonly rally: PgRallySetup;
  readonly deepCharge: PgDeepChargeSetup;
  readonly movement: PgMovement;
}

export const PG_LIMITS = {
  morale: { min: 0, max: 9 },
  leaderModifier: { min: 0, max: 5 },
  /** A hex has six neighbours: at most six attacking hexes. */
  attackingHexes: 6,
  /** Hexside features between one attacking hex and the defender's (a slope and a stream, say). */
  hexsidesPerPair: 3,
} as const;

export const PG_DEFAULT_SETUP: PgSetup = {
  combat: { column: 'infantry', defenderHex: 'clear', attackers: [{ hex: 'clear', hexsides: [] }] },
  rally: {
    morale: 4,
    leaderModifier: 0,
    fourOrMoreHexesFromEnemy: false,
    infantryInWoodsOrTown: false,
    nextToFriendlyDisorderedOrRouted: false,
    adjacentToEnemy: false,
    army: 'normal',
  },
  deepCharge: { morale: 4, leaderModifier: 0 },
  movement: PG_DEFAULT_MOVEMENT,
};
