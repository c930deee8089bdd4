/**
 * Jours de Gloire combat tables, 2016 card: the shock/charge DRM table, the artillery-fire DRM table, the odds
 * table, the fire table and the shock and charge table. Transcribed from the seed; every cell is checked by
 * tests/unit/jdg-seed.test.ts.
 */
import type { OddsStep } from '../../core/odds';

/**
 * A row of a DRM table. `value` is the printed DRM, or what the card prints instead of a number:
 * 'odds-table' (see the odds table), 'cohesion-difference' (best attacker - best defender), 'terrain-chart' (see
 * the TEC), 'fire-strength' (+ the firer's SP).
 */
export interface DrmRow {
  readonly id: string;
  /** The group printed in the card's first column. */
  readonly group: string;
  readonly value: number | 'odds-table' | 'cohesion-difference' | 'terrain-chart' | 'fire-strength';
  /** Rule cited on the row. */
  readonly rule?: string;
  /** The row's asterisk, explained under the table. */
  readonly asterisk?: boolean;
}

/** DIE ROLL MODIFIERS FOR SHOCK OR CHARGE, in the card's order. */
export const JDG_SHOCK_DRM_ROWS = [
  { id: 'odds', group: 'odds', value: 'odds-table', rule: '8.6' },
  { id: 'cohesion', group: 'cohesion', value: 'cohesion-difference', rule: '8.6' },
  { id: 'terrain', group: 'terrain', value: 'terrain-chart' },
  { id: 'defender-routed', group: 'routed', value: 2 },
  { id: 'attacked-from-rear', group: 'position', value: 2 },
  { id: 'attacked-from-front-and-rear', group: 'position', value: 3, asterisk: true },
  { id: 'attacker-rear-exposed', group: 'position', value: -1 },
  { id: 'cavalry-shock-without-charge', group: 'cavalry', value: -2 },
  { id: 'charge-with-heavy-cavalry', group: 'cavalry', value: 3 },
  { id: 'charge-non-heavy-cavalry', group: 'cavalry', value: 1 },
  { id: 'charge-against-square', group: 'square', value: -2 },
  { id: 'infantry-alone-against-square', group: 'square', value: 1 },
] as const satisfies readonly DrmRow[];

/** DIE ROLL MODIFIERS FOR ARTILLERY FIRE, in the card's order. */
export const JDG_FIRE_DRM_ROWS = [
  { id: 'fire-strength', group: 'firer', value: 'fire-strength' },
  { id: 'combined-fire', group: 'firer', value: 2 },
  { id: 'firer-six-front-hexes', group: 'firer', value: -1 },
  { id: 'reaction-or-counter-battery', group: 'firer', value: -1, rule: '8.3 / 7.1' },
  { id: 'target-terrain', group: 'target', value: 'terrain-chart' },
  { id: 'massed-target', group: 'target', value: 1, asterisk: true },
  { id: 'target-in-square', group: 'target', value: 1 },
  { id: 'point-blank', group: 'range', value: 1 },
  { id: 'effective-range', group: 'range', value: 0 },
  { id: 'long-range-per-hex', group: 'range', value: -2 },
] as const satisfies readonly DrmRow[];

type NumericRow<Rows extends readonly DrmRow[]> = Extract<Rows[number], { value: number }>['id'];

function numericDrm<Rows extends readonly DrmRow[]>(rows: Rows, id: NumericRow<Rows>): number {
  const found = rows.find((r) => r.id === id);
  if (!found || typeof found.value !== 'number') throw new Error(`No numeric DRM ${id}`);
  return found.value;
}

export const shockDrm = (id: NumericRow<typeof JDG_SHOCK_DRM_ROWS>): number => numericDrm(JDG_SHOCK_DRM_ROWS, id);
export const fireDrm = (id: NumericRow<typeof JDG_FIRE_DRM_ROWS>): number => numericDrm(JDG_FIRE_DRM_ROWS, id);

/** TABLE DES RATIOS • ODDS TABLE, from the best odds for the attacker to the worst. */
export const JDG_ODDS_TABLE: readonly OddsStep[] = [
  { attacker: 4, defender: 1, drm: 4 },
  { attacker: 3, defender: 1, drm: 3 },
  { attacker: 2, defender: 1, drm: 2 },
  { attacker: 1.5, defender: 1, drm: 1 },
  { attacker: 1, defender: 1, drm: 0 },
  { attacker: 1, defender: 1.5, drm: -1 },
  { attacker: 1, defender: 2, drm: -2 },
  { attacker: 1, defender: 3, drm: -3 },
  { attacker: 1, defender: 4, drm: -4 },
];

export * from './result-tables';
