/** The share-link fields of the Prussia's Glory helpers, in the order a link writes them. */
import {
  PG_ARMY_STATES,
  PG_COLUMNS,
  PG_HEXES,
  PG_HEXSIDES,
  PG_LIMITS,
  type PgAttackPosition,
} from '../../rules/prussias-glory';
import { field, flag, integer, type LinkField, list, oneOf, type Reader } from '../link-codec';
import { SYSTEM_SCREENS } from '../screens';

const hex = oneOf(PG_HEXES.map((r) => r.id));
const hexside = oneOf(PG_HEXSIDES.map((r) => r.id));

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

export const PG_LINK_FIELDS: readonly LinkField[] = [
  field('screen', oneOf(SYSTEM_SCREENS.pg), 'screen'),
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
];
