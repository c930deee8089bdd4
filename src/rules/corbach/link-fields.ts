/** The share-link fields of a Corbach 1760 set-up (combat and artillery), in the order a link writes them. */
// Set-up modules only: the link is read at start-up, the rules load with their screens.

import { field, flag, integer, type LinkField, movementFields, oneOf, recordsField } from '../core/link-codec';
import {
  CORBACH_DEFAULT_MOVEMENT,
  CORBACH_MOVE_HEXES,
  CORBACH_MOVE_ROADS,
  CORBACH_MOVING_UNITS,
} from './movement-setup';
import { CORBACH_HEXES, CORBACH_HEXSIDES, CORBACH_LEVELS, CORBACH_LIMITS, CORBACH_UNIT_TYPES } from './setup';

const unitParts = {
  strength: integer(CORBACH_LIMITS.strength),
  morale: integer(CORBACH_LIMITS.morale),
  type: oneOf(CORBACH_UNIT_TYPES),
  light: flag,
  disorganised: flag,
};

const stepParts = {
  hex: oneOf(CORBACH_MOVE_HEXES),
  road: oneOf(CORBACH_MOVE_ROADS),
  hexside: oneOf(CORBACH_HEXSIDES),
  level: oneOf(CORBACH_LEVELS),
};

export const CORBACH_LINK_FIELDS: readonly LinkField[] = [
  field('t.hex', oneOf(CORBACH_HEXES), 'setup.terrain.hex'),
  field('t.side', oneOf(CORBACH_HEXSIDES), 'setup.terrain.hexside'),
  field('t.lvl', oneOf(CORBACH_LEVELS), 'setup.terrain.level'),
  recordsField('c.a', unitParts, 'setup.combat.attackers'),
  recordsField('c.d', unitParts, 'setup.combat.defenders'),
  field('c.flank', flag, 'setup.combat.throughFlank'),
  field('c.rear', flag, 'setup.combat.throughRear'),
  field('c.hcb', flag, 'setup.combat.heavyCavalryBonus'),
  field('c.order', flag, 'setup.combat.changeOfStackOrderInEnemyZoc'),
  field('c.cmd', flag, 'setup.combat.commanderPresent'),
  field('c.ademo', flag, 'setup.combat.attackerFormationDemoralised'),
  field('c.ddemo', flag, 'setup.combat.defenderFormationDemoralised'),
  field('c.march', flag, 'setup.combat.defenderInMarchColumn'),
  field('a.light', flag, 'setup.artillery.targetLight'),
  field('a.disorg', flag, 'setup.artillery.firerDisorganised'),
  field('a.flank', flag, 'setup.artillery.againstFlank'),
  field('a.dist', integer(CORBACH_LIMITS.distance), 'setup.artillery.distance'),
  field('a.12', flag, 'setup.artillery.twelvePounder'),
  ...movementFields(CORBACH_MOVING_UNITS, stepParts, CORBACH_DEFAULT_MOVEMENT),
];
