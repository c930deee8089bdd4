import { JDG_FIRE, JDG_SHOCK } from './resolutions';

export * from './chart-choice';
export * from './data/combat-tables';
export * from './data/terrain-chart';
export * from './editions';
export { assessFire } from './fire';
export * from './setup';
export {
  assessShock,
  JDG_SHOCK_OUTCOMES_BEYOND_THE_CARD,
  shockOddsChanges,
  shockOutcome,
} from './shock';

/** The fire and shock table rows for a roll, given the assessment's total modifier (fire strength included). */
export const fireResult = JDG_FIRE.result;
export const shockResult = JDG_SHOCK.result;

/** Exact chance of each fire and shock row, and of "at least" each row, for a total modifier. */
export const fireChances = JDG_FIRE.chances;
export const shockChances = JDG_SHOCK.chances;

export * from './movement';
export * from './movement-setup';
export * from './notation';
export * from './resolutions';
export * from './rule-ids';
export * from './validation';
