/**
 * Jours de Gloire's results tables (2016 card; the 2006 card prints the same rows): the fire table and the shock and
 * charge table, apart from the DRM tables so that the app's start-up, which names each table's rows, loads nothing
 * more. Every cell is checked by tests/unit/jdg-seed.test.ts.
 */
import type { ResultBand } from '../../core/types';

/** A result row: the band of modified totals and the printed result for each side. */
export interface FireBand extends ResultBand {
  readonly id: 'routed' | 'disordered' | 'cohesion-test' | 'no-effect';
  /** False for the "8 or less" row the card does not print: the app's reading that nothing happens. */
  readonly printed: boolean;
}

/** TABLE DE TIR • FIRE TABLE: modified roll (die + fire strength + DRM), best result first. */
export const JDG_FIRE_TABLE: readonly FireBand[] = [
  { id: 'routed', min: 15, max: null, printed: true },
  { id: 'disordered', min: 13, max: 14, printed: true },
  { id: 'cohesion-test', min: 9, max: 12, printed: true },
  { id: 'no-effect', min: null, max: 8, printed: false },
];

export interface ShockBand extends ResultBand {
  readonly id: '10-plus' | '5-to-9' | '0-to-4' | 'below-0';
  /** Result codes for the defender and the attacker; each id is translated from the card's own text. */
  readonly defender: string;
  readonly attacker: string;
  /** True where the card prints the defender's result in italics: cavalry only. */
  readonly defenderCavalryOnly: boolean;
}

/** TABLE DE CHOC ET CHARGE • SHOCK AND CHARGE TABLE, best result for the attacker first. */
export const JDG_SHOCK_TABLE: readonly ShockBand[] = [
  {
    id: '10-plus',
    min: 10,
    max: null,
    defender: 'recoil-and-disorder',
    attacker: 'breakthrough-or-pursuit',
    defenderCavalryOnly: false,
  },
  {
    id: '5-to-9',
    min: 5,
    max: 9,
    defender: 'recoil-and-cohesion-test',
    attacker: 'pursuit',
    defenderCavalryOnly: false,
  },
  {
    id: '0-to-4',
    min: 0,
    max: 4,
    defender: 'pursuit-after-counter-charge',
    attacker: 'disorder-and-cohesion-test-recoil',
    defenderCavalryOnly: true,
  },
  {
    id: 'below-0',
    min: null,
    max: -1,
    defender: 'counter-shock-or-pursuit',
    attacker: 'disorder-and-cohesion-test-recoil',
    defenderCavalryOnly: false,
  },
];
