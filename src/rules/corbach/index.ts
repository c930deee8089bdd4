import { atLeastChances, bandChances, bandFor, D6 } from '../core/dice';
import { ARTILLERY_TABLE, COMBAT_RESULT_TABLE } from './data/tables';

export { assessCorbachArtillery, assessCorbachCombat, corbachDefenderResult } from './combat';
export * from './data/tables';
export * from './setup';

/** Corbach rolls one six-sided die for combat and for artillery. */
export const CORBACH_DIE = D6;

export const corbachCombatResult = (modifier: number, die: number) => bandFor(COMBAT_RESULT_TABLE, die + modifier);

export const corbachArtilleryResult = (modifier: number, die: number) => bandFor(ARTILLERY_TABLE, die + modifier);

export function corbachCombatChances(modifier: number) {
  const exact = bandChances(COMBAT_RESULT_TABLE, CORBACH_DIE, modifier);
  return { exact, atLeast: atLeastChances(exact) };
}

export function corbachArtilleryChances(modifier: number) {
  const exact = bandChances(ARTILLERY_TABLE, CORBACH_DIE, modifier);
  return { exact, atLeast: atLeastChances(exact) };
}
export * from './movement';
export * from './movement-setup';
export * from './validation';
