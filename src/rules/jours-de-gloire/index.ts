import { atLeastChances, bandChances, bandFor, D10_ZERO_TO_NINE } from '../core/dice';
import type { Assessment } from '../core/types';
import { FIRE_TABLE, SHOCK_TABLE } from './data/combat-tables';

export * from './data/combat-tables';
export * from './data/terrain-chart';
export * from './editions';
export { assessFire } from './fire';
export * from './setup';
export { assessShock, levelRow, SHOCK_OUTCOMES_BEYOND_THE_CARD, shockOdds, shockOutcome } from './shock';

/** Jours de Gloire rolls one d10 read 0-9 for fire and for shock. */
export const JDG_DIE = D10_ZERO_TO_NINE;

/** The fire table row for a roll, given the assessment's total modifier (fire strength included). */
export const fireResult = (modifier: number, die: number) => bandFor(FIRE_TABLE, die + modifier);
export const shockResult = (modifier: number, die: number) => bandFor(SHOCK_TABLE, die + modifier);

/** Exact chance of each fire row, and of "at least" each row, for a total modifier. */
export function fireChances(modifier: number) {
  const exact = bandChances(FIRE_TABLE, JDG_DIE, modifier);
  return { exact, atLeast: atLeastChances(exact) };
}

export function shockChances(modifier: number) {
  const exact = bandChances(SHOCK_TABLE, JDG_DIE, modifier);
  return { exact, atLeast: atLeastChances(exact) };
}

export * from './movement';
export * from './movement-setup';
export * from './notation';
export * from './validation';
export type { Assessment };
