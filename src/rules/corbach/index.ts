import { CORBACH_ARTILLERY, CORBACH_COMBAT } from './resolutions';

export { assessCorbachArtillery, assessCorbachCombat, corbachDefenderResult, corbachOddsChanges } from './combat';
export * from './data/tables';
export * from './setup';

export const corbachCombatResult = CORBACH_COMBAT.result;
export const corbachArtilleryResult = CORBACH_ARTILLERY.result;
export const corbachCombatChances = CORBACH_COMBAT.chances;

export * from './movement';
export * from './movement-setup';
export * from './resolutions';
export * from './result-codes';
export * from './rule-ids';
export * from './validation';
