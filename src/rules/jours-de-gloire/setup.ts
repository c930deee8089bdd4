import type { Edition } from './editions';
import type { HexTerrainId } from './hex-terrains';
import { JDG_DEFAULT_MOVEMENT, type JdgMovement } from './movement-setup';

export * from './hex-terrains';

/** The hexside between attacker (or firer) and defender (or target). */
export const JDG_HEXSIDES = ['none', 'stream', 'bridge', 'crest', 'slope', 'steep-slope'] as const;
export type HexsideId = (typeof JDG_HEXSIDES)[number];

/** Redoubt / wall or fortification ([g]). */
export const JDG_WORKS = ['none', 'redoubt', 'fortification'] as const;
export type WorkId = (typeof JDG_WORKS)[number];

/** Into: the defender (target) is inside the work. Out of: the attacker (firer) is inside it. */
export const JDG_WORK_DIRECTIONS = ['into', 'out-of'] as const;
export type WorkDirection = (typeof JDG_WORK_DIRECTIONS)[number];

export const JDG_BRIDGE_SPANS = ['river', 'stream'] as const;
export type BridgeSpan = (typeof JDG_BRIDGE_SPANS)[number];

/** The defender's (target's) level minus the attacker's (firer's). */
export const JDG_LEVEL_DIFFERENCE = { min: -4, max: 4 } as const;

/** Terrain of the combat, shared by the fire and shock screens. */
export interface TerrainSetup {
  /** Defender's hex for shock, target's hex for fire. */
  readonly hex: HexTerrainId;
  readonly hexside: HexsideId;
  /** What the bridge spans, when the hexside is a bridge ([h]). */
  readonly bridgeSpans: BridgeSpan;
  readonly levelDifference: number;
  readonly work: WorkId;
  readonly workDirection: WorkDirection;
}

export const JDG_ATTACKER_TYPES = ['infantry', 'cavalry', 'heavy-cavalry'] as const;
export type AttackerType = (typeof JDG_ATTACKER_TYPES)[number];
export const JDG_DEFENDER_TYPES = ['infantry', 'cavalry', 'heavy-cavalry', 'artillery'] as const;
export type DefenderType = (typeof JDG_DEFENDER_TYPES)[number];

export interface ShockAttacker {
  readonly strength: number;
  readonly cohesion: number;
  readonly type: AttackerType;
  /** The hex the unit attacks from: [b] six front hexes, [e] no charge from it. */
  readonly hex: HexTerrainId;
}

export interface ShockDefender {
  readonly strength: number;
  readonly cohesion: number;
  readonly type: DefenderType;
}

export const JDG_ATTACK_MODES = ['shock', 'charge'] as const;
export type AttackMode = (typeof JDG_ATTACK_MODES)[number];

/** Which of the defender's hexes the attack comes from. Front and front is "front" (no modifier). */
export const JDG_ATTACK_DIRECTIONS = ['front', 'rear', 'front-and-rear'] as const;
export type AttackDirection = (typeof JDG_ATTACK_DIRECTIONS)[number];

export interface ShockSetup {
  readonly attackers: readonly ShockAttacker[];
  readonly defenders: readonly ShockDefender[];
  readonly mode: AttackMode;
  readonly direction: AttackDirection;
  readonly defenderRouted: boolean;
  readonly defenderInSquare: boolean;
  /** An attacker's rear hex is in a front hex of adjacent enemy infantry or cavalry not in the combat. */
  readonly attackerRearExposed: boolean;
}

export const JDG_FIRE_KINDS = ['normal', 'reaction', 'counter-battery'] as const;
export type FireKind = (typeof JDG_FIRE_KINDS)[number];

export interface FireSetup {
  /** The firing artillery's fire strength (SP). */
  readonly strength: number;
  /** Two artillery units of the same formation stacked in the hex fire together. */
  readonly combined: boolean;
  readonly kind: FireKind;
  /** The firer's hex: a town, village, ruins or castle gives it six front hexes ([b]). */
  readonly firerHex: HexTerrainId;
  /** The firer is in a square (with the infantry it is stacked with): six front hexes. */
  readonly firerInSquare: boolean;
  /** The counter's top-left number. */
  readonly effectiveRange: number;
  /** Distance to the target in hexes; 1 is adjacent (point-blank). */
  readonly distance: number;
  /** Two or more units, other than artillery, in the target hex. */
  readonly massedTarget: boolean;
  readonly targetInSquare: boolean;
  /** The target is artillery only: the 2006 card gives point-blank +1 only against infantry or cavalry. */
  readonly targetIsArtillery: boolean;
}

export interface JdgSetup {
  /** Which printed card: the 2016 tables or the 2006 "Empire" tables. */
  readonly edition: Edition;
  readonly terrain: TerrainSetup;
  readonly shock: ShockSetup;
  readonly fire: FireSetup;
  /** A unit's move, step by step, priced on the chart's movement columns. */
  readonly movement: JdgMovement;
}

/** Bounds of the numbers a player types. Wide enough for any counter; they stop typing slips, not rare units. */
export const JDG_LIMITS = {
  strength: { min: 1, max: 99 },
  cohesion: { min: 0, max: 10 },
  fireStrength: { min: 1, max: 99 },
  effectiveRange: { min: 1, max: 20 },
  distance: { min: 1, max: 40 },
  levelDifference: JDG_LEVEL_DIFFERENCE,
} as const;

export const JDG_DEFAULT_SETUP: JdgSetup = {
  edition: '2016',
  terrain: {
    hex: 'clear',
    hexside: 'none',
    bridgeSpans: 'river',
    levelDifference: 0,
    work: 'none',
    workDirection: 'into',
  },
  shock: {
    attackers: [{ strength: 6, cohesion: 7, type: 'infantry', hex: 'clear' }],
    defenders: [{ strength: 4, cohesion: 6, type: 'infantry' }],
    mode: 'shock',
    direction: 'front',
    defenderRouted: false,
    defenderInSquare: false,
    attackerRearExposed: false,
  },
  fire: {
    strength: 3,
    combined: false,
    kind: 'normal',
    firerHex: 'clear',
    firerInSquare: false,
    effectiveRange: 3,
    distance: 2,
    massedTarget: false,
    targetInSquare: false,
    targetIsArtillery: false,
  },
  movement: JDG_DEFAULT_MOVEMENT,
};
