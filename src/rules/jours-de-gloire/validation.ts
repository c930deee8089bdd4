/** The input errors of a Jours de Gloire set-up: an empty list means the rules can assess it. */

import { validateMovement } from '../core/movement';
import type { FieldError } from '../core/types';
import { checkInteger } from '../core/validation';
import { JDG_MOVE_LEVELS, type JdgMovement } from './movement-setup';
import { JDG_LIMITS, type JdgSetup, type TerrainSetup } from './setup';

export function validateTerrain(terrain: TerrainSetup): FieldError[] {
  const errors: FieldError[] = [];
  checkInteger(errors, 'terrain.levelDifference', terrain.levelDifference, JDG_LIMITS.levelDifference);
  return errors;
}

/** Every input error of a shock set-up; an empty list means the rules can assess it. */
export function validateShock(setup: JdgSetup): FieldError[] {
  const { shock } = setup;
  const errors = validateTerrain(setup.terrain);
  if (shock.attackers.length === 0) errors.push({ field: 'shock.attackers', code: 'no-attacker' });
  if (shock.defenders.length === 0) errors.push({ field: 'shock.defenders', code: 'no-defender' });
  shock.attackers.forEach((unit, i) => {
    checkInteger(errors, `shock.attackers.${i}.strength`, unit.strength, JDG_LIMITS.strength);
    checkInteger(errors, `shock.attackers.${i}.cohesion`, unit.cohesion, JDG_LIMITS.cohesion);
  });
  shock.defenders.forEach((unit, i) => {
    checkInteger(errors, `shock.defenders.${i}.strength`, unit.strength, JDG_LIMITS.strength);
    checkInteger(errors, `shock.defenders.${i}.cohesion`, unit.cohesion, JDG_LIMITS.cohesion);
  });
  if (shock.mode === 'charge' && !shock.attackers.some((u) => u.type !== 'infantry')) {
    errors.push({ field: 'shock.mode', code: 'charge-needs-cavalry' });
  }
  if (shock.defenderInSquare && !shock.defenders.some((u) => u.type === 'infantry')) {
    errors.push({ field: 'shock.defenderInSquare', code: 'square-needs-infantry' });
  }
  return errors;
}

/** Every input error of a fire set-up. */
export function validateFire(setup: JdgSetup): FieldError[] {
  const { fire } = setup;
  const errors = validateTerrain(setup.terrain);
  checkInteger(errors, 'fire.strength', fire.strength, JDG_LIMITS.fireStrength);
  checkInteger(errors, 'fire.effectiveRange', fire.effectiveRange, JDG_LIMITS.effectiveRange);
  checkInteger(errors, 'fire.distance', fire.distance, JDG_LIMITS.distance);
  return errors;
}

export function validateJdgMovement(movement: JdgMovement): FieldError[] {
  const errors = validateMovement(movement);
  movement.steps.forEach((step, i) => {
    checkInteger(errors, `movement.steps.${i}.levelChange`, step.levelChange, JDG_MOVE_LEVELS);
  });
  return errors;
}
