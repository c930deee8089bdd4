/**
 * Corbach 1760's results tables, the artillery table and the combat result table, apart from the rest of the card
 * so that the app's start-up, which names each table's rows, loads nothing more. tests/unit/corbach-seed.test.ts
 * checks every cell against the seed.
 */
import type { ResultBand } from '../../core/types';

/** A result of the artillery or combat table, as printed: e.g. "1D-R1", "TM+2", "-" (no effect). */
export interface CorbachBand extends ResultBand {
  readonly id: string;
}

export interface ArtilleryBand extends CorbachBand {
  readonly result: string;
}

/** ARTILLERY TABLE: modified d6. */
export const CORBACH_ARTILLERY_TABLE: readonly ArtilleryBand[] = [
  { id: '9-plus', min: 9, max: null, result: '2D-R2' },
  { id: '8', min: 8, max: 8, result: '1D-R2' },
  { id: '7', min: 7, max: 7, result: '1D-R1' },
  { id: '6', min: 6, max: 6, result: 'D' },
  { id: '5', min: 5, max: 5, result: 'TM+2' },
  { id: '4', min: 4, max: 4, result: 'TM+1' },
  { id: '3', min: 3, max: 3, result: 'TM' },
  { id: '2', min: 2, max: 2, result: 'TM' },
  { id: '1', min: 1, max: 1, result: '-' },
  { id: '0-minus', min: null, max: 0, result: '-' },
];

export interface CombatBand extends CorbachBand {
  readonly attacker: string;
  readonly defender: string;
  /**
   * The seed merges the defender cells of rows 4 to 6 into one ("TM+1 TM+2 1 - TM+2"); the app gives them to rows
   * 4, 5 and 6 in order, the only reading in which the table worsens steadily. To be checked on the printed card.
   */
  readonly defenderReconstructed: boolean;
}

/** COMBAT RESULT TABLE: 1D6 + or − the modifiers, best result for the attacker first. */
export const CORBACH_COMBAT_RESULT_TABLE: readonly CombatBand[] = [
  { id: '11-plus', min: 11, max: null, attacker: '-', defender: 'E', defenderReconstructed: false },
  { id: '10', min: 10, max: 10, attacker: '-', defender: '3D-R2*', defenderReconstructed: false },
  { id: '9', min: 9, max: 9, attacker: '-', defender: '2D-R2*', defenderReconstructed: false },
  { id: '8', min: 8, max: 8, attacker: '-', defender: '1D-R1', defenderReconstructed: false },
  { id: '7', min: 7, max: 7, attacker: '-', defender: '1-TM+2-R1', defenderReconstructed: false },
  { id: '6', min: 6, max: 6, attacker: 'TM-1', defender: '1-TM+2', defenderReconstructed: true },
  { id: '5', min: 5, max: 5, attacker: 'TM-1', defender: 'TM+2', defenderReconstructed: true },
  { id: '4', min: 4, max: 4, attacker: 'TM', defender: 'TM+1', defenderReconstructed: true },
  { id: '3', min: 3, max: 3, attacker: 'TM', defender: 'TM', defenderReconstructed: false },
  { id: '2', min: 2, max: 2, attacker: 'TM+1', defender: 'TM', defenderReconstructed: false },
  { id: '1', min: 1, max: 1, attacker: 'TM+2', defender: '-', defenderReconstructed: false },
  { id: '0', min: 0, max: 0, attacker: 'TM+2-R1', defender: '-', defenderReconstructed: false },
  { id: 'minus-1', min: -1, max: -1, attacker: '1-TM+2-R1', defender: '-', defenderReconstructed: false },
  { id: 'minus-2', min: -2, max: -2, attacker: '1D-R1*', defender: '-', defenderReconstructed: false },
  { id: 'minus-3-or-less', min: null, max: -3, attacker: '2D-R2*', defender: '-', defenderReconstructed: false },
];
