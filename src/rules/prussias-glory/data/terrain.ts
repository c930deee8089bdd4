/**
 * Prussia's Glory (GMT), the French Leuthen player aid: hex and hexside terrain with movement costs and combat
 * effects, the cost of leaving an enemy ZoC. Transcribed from the seed; tests/unit/prussias-glory-seed.test.ts
 * checks every cell. The card holds no combat results table: the app has none either.
 */

import type { PgHexId, PgHexsideId, PgZocExitClass } from './ids';

/**
 * How a combat effect applies, by the card's marks: a plain number to attacks into the terrain, ( ) to attacks into
 * or from it, [ ] only to attacks from it. `noShock`: the "*" (cavalry cannot use its shock value into or from it).
 */
export type PgCombatCell =
  | {
      readonly kind: 'drm';
      readonly value: number;
      readonly applies: 'into' | 'into-or-from' | 'from';
      readonly noShock: boolean;
    }
  | { readonly kind: 'prohibited' };

/** A movement cost: a number (with its "+" for hexsides), "+0/+1", "P" (prohibited), "tous" (all the MPs). */
export type PgMoveCell =
  | { readonly kind: 'cost'; readonly printed: string }
  | { readonly kind: 'prohibited' }
  | { readonly kind: 'all'; readonly columnOnly: boolean };

export type { PgHexId, PgHexsideId } from './ids';

export interface PgTerrainRow<Id extends string> {
  readonly id: Id;
  readonly moveInfantry: PgMoveCell;
  readonly moveCavalry: PgMoveCell;
  readonly infantry: PgCombatCell;
  readonly cavalry: PgCombatCell;
  readonly bombardment: PgCombatCell;
  /** The numbered notes under the chart that concern the row (1 to 4). */
  readonly notes: readonly number[];
}

const cost = (printed: string): PgMoveCell => ({ kind: 'cost', printed });
const P: PgMoveCell = { kind: 'prohibited' };
const into = (value: number, noShock = false): PgCombatCell => ({ kind: 'drm', value, applies: 'into', noShock });
const paren = (value: number, noShock = false): PgCombatCell => ({
  kind: 'drm',
  value,
  applies: 'into-or-from',
  noShock,
});
const bracket = (value: number): PgCombatCell => ({ kind: 'drm', value, applies: 'from', noShock: false });
const X: PgCombatCell = { kind: 'prohibited' };

/** Terrain d'hex, in the card's order. */
export const PG_HEXES: readonly PgTerrainRow<PgHexId>[] = [
  {
    id: 'clear',
    moveInfantry: cost('1'),
    moveCavalry: cost('1'),
    infantry: into(0),
    cavalry: into(0),
    bombardment: into(0),
    notes: [],
  },
  {
    id: 'woods',
    moveInfantry: cost('2'),
    moveCavalry: cost('3'),
    infantry: into(-1),
    cavalry: paren(-4, true),
    bombardment: into(-1),
    notes: [],
  },
  {
    id: 'town',
    moveInfantry: cost('1'),
    moveCavalry: cost('1'),
    infantry: into(-1),
    cavalry: paren(-4, true),
    bombardment: into(-2),
    notes: [],
  },
  {
    id: 'walled-town',
    moveInfantry: cost('1'),
    moveCavalry: cost('1'),
    infantry: into(-3),
    cavalry: paren(-4, true),
    bombardment: into(-2),
    notes: [1],
  },
  {
    id: 'marsh',
    moveInfantry: cost('2'),
    moveCavalry: cost('3'),
    infantry: into(-1),
    cavalry: paren(-4, true),
    bombardment: bracket(-1),
    notes: [],
  },
  {
    id: 'pond-river',
    moveInfantry: cost('2'),
    moveCavalry: cost('2'),
    infantry: paren(-1),
    cavalry: paren(-1),
    bombardment: bracket(-1),
    notes: [2],
  },
  { id: 'deep-water', moveInfantry: P, moveCavalry: P, infantry: X, cavalry: X, bombardment: X, notes: [2] },
];

/** Terrain de côté d'hex, in the card's order. */
export const PG_HEXSIDES: readonly PgTerrainRow<PgHexsideId>[] = [
  {
    id: 'slope-top',
    moveInfantry: cost('+1'),
    moveCavalry: cost('+1'),
    infantry: into(-2),
    cavalry: into(-2),
    bombardment: into(-2),
    notes: [],
  },
  {
    id: 'slope-bottom',
    moveInfantry: cost('+0/+1'),
    moveCavalry: cost('+1'),
    infantry: into(0),
    cavalry: into(0),
    bombardment: into(0),
    notes: [],
  },
  {
    id: 'stream',
    moveInfantry: cost('+1'),
    moveCavalry: cost('+1'),
    infantry: into(-1),
    cavalry: into(-1),
    bombardment: into(0),
    notes: [],
  },
  {
    id: 'bridge',
    moveInfantry: cost('+0'),
    moveCavalry: cost('+0'),
    infantry: into(-1),
    cavalry: into(-1, true),
    bombardment: into(0),
    notes: [],
  },
  {
    id: 'entrenchment',
    moveInfantry: cost('+1'),
    moveCavalry: cost('+2'),
    infantry: into(-2),
    cavalry: into(-2, true),
    bombardment: into(-2),
    notes: [],
  },
  { id: 'pond', moveInfantry: P, moveCavalry: P, infantry: X, cavalry: X, bombardment: X, notes: [4] },
  {
    id: 'mietzel',
    moveInfantry: { kind: 'all', columnOnly: true },
    moveCavalry: { kind: 'all', columnOnly: true },
    infantry: X,
    cavalry: X,
    bombardment: into(0),
    notes: [3],
  },
  { id: 'elbe', moveInfantry: P, moveCavalry: P, infantry: X, cavalry: X, bombardment: X, notes: [3] },
];

/** Coût pour quitter une ZDCE: extra MPs to leave an enemy zone of control. */
export const PG_ZOC_EXIT: readonly { readonly id: PgZocExitClass; readonly cost: number }[] = [
  { id: 'support', cost: 1 },
  { id: 'prussian-engaged-cavalry', cost: 1 },
  { id: 'other-fast-engaged', cost: 2 },
];

export { PG_DEEP_CHARGE_THRESHOLD } from './deep-charge';

/** Rally modifiers, added to the unit's morale. The leader's value is lost in the seed ("+? MM"): the player enters it. */
export const PG_RALLY_MODIFIERS = {
  fourOrMoreHexesFromEnemy: 1,
  infantryInWoodsOrTown: 1,
  nextToFriendlyDisorderedOrRouted: -1,
  adjacentToEnemy: -1,
  armyDemoralized: -1,
  armyBroken: -2,
} as const;
