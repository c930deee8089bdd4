/** The share-link fields of a Jours de Gloire combat (both editions), in the order a link writes them. */
// Set-up modules only: the link is read at start-up, the rules load with their screens.

import { field, flag, integer, type LinkField, movementFields, oneOf, recordsField } from '../core/link-codec';
import {
  JDG_DEFAULT_MOVEMENT,
  JDG_MOVE_HEXSIDES,
  JDG_MOVE_LEVELS,
  JDG_MOVE_ROADS,
  JDG_MOVE_WORKS,
  JDG_MOVING_UNITS,
} from './movement-setup';
import {
  JDG_ATTACK_DIRECTIONS,
  JDG_ATTACK_MODES,
  JDG_ATTACKER_TYPES,
  JDG_BRIDGE_SPANS,
  JDG_DEFENDER_TYPES,
  JDG_FIRE_KINDS,
  JDG_HEX_TERRAINS,
  JDG_HEXSIDES,
  JDG_LIMITS,
  JDG_WORK_DIRECTIONS,
  JDG_WORKS,
} from './setup';

const attackerParts = {
  strength: integer(JDG_LIMITS.strength),
  cohesion: integer(JDG_LIMITS.cohesion),
  type: oneOf(JDG_ATTACKER_TYPES),
  hex: oneOf(JDG_HEX_TERRAINS),
};
const defenderParts = {
  strength: integer(JDG_LIMITS.strength),
  cohesion: integer(JDG_LIMITS.cohesion),
  type: oneOf(JDG_DEFENDER_TYPES),
};

const stepParts = {
  hex: oneOf(JDG_HEX_TERRAINS),
  road: oneOf(JDG_MOVE_ROADS),
  hexside: oneOf(JDG_MOVE_HEXSIDES),
  work: oneOf(JDG_MOVE_WORKS),
  levelChange: integer(JDG_MOVE_LEVELS),
  friendlyUnit: flag,
  leavingEnemyZoc: flag,
  enteringEnemyZoc: flag,
  adjacentToEnemy: flag,
};
/** The fixtures and the round-trip property in share-link.test.ts hold each key, reader and path together. */
export const JDG_LINK_FIELDS: readonly LinkField[] = [
  field('t.hex', oneOf(JDG_HEX_TERRAINS), 'setup.terrain.hex'),
  field('t.side', oneOf(JDG_HEXSIDES), 'setup.terrain.hexside'),
  field('t.bridge', oneOf(JDG_BRIDGE_SPANS), 'setup.terrain.bridgeSpans'),
  field('t.lvl', integer(JDG_LIMITS.levelDifference), 'setup.terrain.levelDifference'),
  field('t.work', oneOf(JDG_WORKS), 'setup.terrain.work'),
  field('t.dir', oneOf(JDG_WORK_DIRECTIONS), 'setup.terrain.workDirection'),
  recordsField('s.a', attackerParts, 'setup.shock.attackers'),
  recordsField('s.d', defenderParts, 'setup.shock.defenders'),
  field('s.mode', oneOf(JDG_ATTACK_MODES), 'setup.shock.mode'),
  field('s.from', oneOf(JDG_ATTACK_DIRECTIONS), 'setup.shock.direction'),
  field('s.routed', flag, 'setup.shock.defenderRouted'),
  field('s.square', flag, 'setup.shock.defenderInSquare'),
  field('s.exposed', flag, 'setup.shock.attackerRearExposed'),
  field('f.sp', integer(JDG_LIMITS.fireStrength), 'setup.fire.strength'),
  field('f.comb', flag, 'setup.fire.combined'),
  field('f.kind', oneOf(JDG_FIRE_KINDS), 'setup.fire.kind'),
  field('f.hex', oneOf(JDG_HEX_TERRAINS), 'setup.fire.firerHex'),
  field('f.sq', flag, 'setup.fire.firerInSquare'),
  field('f.er', integer(JDG_LIMITS.effectiveRange), 'setup.fire.effectiveRange'),
  field('f.dist', integer(JDG_LIMITS.distance), 'setup.fire.distance'),
  field('f.mass', flag, 'setup.fire.massedTarget'),
  field('f.tsq', flag, 'setup.fire.targetInSquare'),
  // Version 1 knew no artillery target: point-blank applied to every target, as for a non-artillery one.
  field('f.art', flag, 'setup.fire.targetIsArtillery', { added: { since: 2, before: false } }),
  // Version 4 added the movement helper: an older link opens on the default move.
  ...movementFields(JDG_MOVING_UNITS, stepParts, JDG_DEFAULT_MOVEMENT, [['m.dis', 'disordered']]),
];
