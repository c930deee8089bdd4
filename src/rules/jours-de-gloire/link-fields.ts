/** The share-link fields of a Jours de Gloire combat (both editions), in the order a link writes them. */
// Set-up modules only: the link is read at start-up, the rules load with their screens.

import { addedIn, field, flag, integer, type LinkField, list, oneOf, record, writeRecords } from '../core/link-codec';
import {
  DEFAULT_MOVEMENT,
  MOVE_HEXSIDES,
  MOVE_LEVELS,
  MOVE_LIMITS,
  MOVE_ROADS,
  MOVE_WORKS,
  MOVING_UNITS,
} from './movement-setup';
import {
  ATTACK_DIRECTIONS,
  ATTACK_MODES,
  ATTACKER_TYPES,
  BRIDGE_SPANS,
  DEFENDER_TYPES,
  FIRE_KINDS,
  HEXSIDES,
  JDG_HEX_TERRAINS,
  JDG_LIMITS,
  WORK_DIRECTIONS,
  WORKS,
} from './setup';

const attacker = record({
  strength: integer(JDG_LIMITS.strength),
  cohesion: integer(JDG_LIMITS.cohesion),
  type: oneOf(ATTACKER_TYPES),
  hex: oneOf(JDG_HEX_TERRAINS),
});
const defender = record({
  strength: integer(JDG_LIMITS.strength),
  cohesion: integer(JDG_LIMITS.cohesion),
  type: oneOf(DEFENDER_TYPES),
});

const step = record({
  hex: oneOf(JDG_HEX_TERRAINS),
  road: oneOf(MOVE_ROADS),
  hexside: oneOf(MOVE_HEXSIDES),
  work: oneOf(MOVE_WORKS),
  levelChange: integer(MOVE_LEVELS),
  friendlyUnit: flag,
  leavingEnemyZoc: flag,
  enteringEnemyZoc: flag,
  adjacentToEnemy: flag,
});
const stepNames = [
  'hex',
  'road',
  'hexside',
  'work',
  'levelChange',
  'friendlyUnit',
  'leavingEnemyZoc',
  'enteringEnemyZoc',
  'adjacentToEnemy',
];

/** The fixtures and the round-trip property in share-link.test.ts hold each key, reader and path together. */
export const JDG_LINK_FIELDS: readonly LinkField[] = [
  field('t.hex', oneOf(JDG_HEX_TERRAINS), 'setup.terrain.hex'),
  field('t.side', oneOf(HEXSIDES), 'setup.terrain.hexside'),
  field('t.bridge', oneOf(BRIDGE_SPANS), 'setup.terrain.bridgeSpans'),
  field('t.lvl', integer(JDG_LIMITS.levelDifference), 'setup.terrain.levelDifference'),
  field('t.work', oneOf(WORKS), 'setup.terrain.work'),
  field('t.dir', oneOf(WORK_DIRECTIONS), 'setup.terrain.workDirection'),
  field('s.a', list(attacker), 'setup.shock.attackers', {
    write: writeRecords(['strength', 'cohesion', 'type', 'hex']),
  }),
  field('s.d', list(defender), 'setup.shock.defenders', { write: writeRecords(['strength', 'cohesion', 'type']) }),
  field('s.mode', oneOf(ATTACK_MODES), 'setup.shock.mode'),
  field('s.from', oneOf(ATTACK_DIRECTIONS), 'setup.shock.direction'),
  field('s.routed', flag, 'setup.shock.defenderRouted'),
  field('s.square', flag, 'setup.shock.defenderInSquare'),
  field('s.exposed', flag, 'setup.shock.attackerRearExposed'),
  field('f.sp', integer(JDG_LIMITS.fireStrength), 'setup.fire.strength'),
  field('f.comb', flag, 'setup.fire.combined'),
  field('f.kind', oneOf(FIRE_KINDS), 'setup.fire.kind'),
  field('f.hex', oneOf(JDG_HEX_TERRAINS), 'setup.fire.firerHex'),
  field('f.sq', flag, 'setup.fire.firerInSquare'),
  field('f.er', integer(JDG_LIMITS.effectiveRange), 'setup.fire.effectiveRange'),
  field('f.dist', integer(JDG_LIMITS.distance), 'setup.fire.distance'),
  field('f.mass', flag, 'setup.fire.massedTarget'),
  field('f.tsq', flag, 'setup.fire.targetInSquare'),
  // Version 1 knew no artillery target: point-blank applied to every target, as for a non-artillery one.
  field('f.art', flag, 'setup.fire.targetIsArtillery', { added: { since: 2, before: false } }),
  // Version 4 added the movement helper: an older link opens on the default move.
  field('m.unit', oneOf(MOVING_UNITS), 'setup.movement.unit', addedIn(4, DEFAULT_MOVEMENT.unit)),
  field('m.dis', flag, 'setup.movement.disordered', addedIn(4, DEFAULT_MOVEMENT.disordered)),
  field('m.ma', integer(MOVE_LIMITS.allowance), 'setup.movement.allowance', {
    ...addedIn(4, DEFAULT_MOVEMENT.allowance),
  }),
  field('m.steps', list(step, MOVE_LIMITS.steps), 'setup.movement.steps', {
    write: writeRecords(stepNames),
    ...addedIn(4, DEFAULT_MOVEMENT.steps),
  }),
];
