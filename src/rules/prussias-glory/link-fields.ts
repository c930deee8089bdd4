/** The share-link fields of the Prussia's Glory helpers, in the order a link writes them. */
// Set-up modules and data only: the link is read at start-up, the rules load with their screens.

import {
  field,
  flag,
  idSet,
  integer,
  type LinkField,
  list,
  movementFields,
  oneOf,
  type Reader,
} from '../core/link-codec';
import { PG_HEX_IDS, PG_HEXSIDE_IDS } from './data/ids';
import { PG_DEFAULT_MOVEMENT, PG_MOVE_LIMITS, PG_MOVING_UNITS, PG_ZOC_EXITS } from './movement-setup';
import type { PgAttackPosition } from './setup';
import { PG_ARMY_STATES, PG_COLUMNS, PG_LIMITS } from './setup';

const hex = oneOf(PG_HEX_IDS);
const hexside = oneOf(PG_HEXSIDE_IDS);

/** An attacking hex and the hexsides crossed from it: "woods.stream.slope-top". */
const position: Reader<PgAttackPosition> = (text) => {
  const [first, ...sides] = text.split('.');
  const read = { hex: hex(first ?? ''), hexsides: sides.map(hexside) };
  if (read.hex === undefined || sides.length > PG_LIMITS.hexsidesPerPair) return undefined;
  if (read.hexsides.some((s) => s === undefined)) return undefined;
  return read as PgAttackPosition;
};
const writePositions = (positions: unknown) =>
  (positions as PgAttackPosition[]).map((p) => [p.hex, ...p.hexsides].join('.')).join('_');

const stepParts = {
  hexTerrains: idSet(PG_HEX_IDS, PG_HEX_IDS.length),
  hexsides: idSet(PG_HEXSIDE_IDS, PG_MOVE_LIMITS.hexsidesPerStep),
  leavingZoc: oneOf(PG_ZOC_EXITS),
  engagedByFormedCavalry: flag,
};

export const PG_LINK_FIELDS: readonly LinkField[] = [
  field('p.col', oneOf(PG_COLUMNS), 'setup.combat.column'),
  field('p.dhex', hex, 'setup.combat.defenderHex'),
  field('p.a', list(position, PG_LIMITS.attackingHexes), 'setup.combat.attackers', { write: writePositions }),
  field('r.mor', integer(PG_LIMITS.morale), 'setup.rally.morale'),
  field('r.ldr', integer(PG_LIMITS.leaderModifier), 'setup.rally.leaderModifier'),
  field('r.far', flag, 'setup.rally.fourOrMoreHexesFromEnemy'),
  field('r.cover', flag, 'setup.rally.infantryInWoodsOrTown'),
  field('r.fdis', flag, 'setup.rally.nextToFriendlyDisorderedOrRouted'),
  field('r.adj', flag, 'setup.rally.adjacentToEnemy'),
  field('r.army', oneOf(PG_ARMY_STATES), 'setup.rally.army'),
  field('d.mor', integer(PG_LIMITS.morale), 'setup.deepCharge.morale'),
  field('d.ldr', integer(PG_LIMITS.leaderModifier), 'setup.deepCharge.leaderModifier'),
  ...movementFields(PG_MOVING_UNITS, stepParts, PG_DEFAULT_MOVEMENT, [['m.col', 'inColumn']]),
];
