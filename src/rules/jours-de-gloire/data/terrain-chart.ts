/**
 * Jours de Gloire terrain effects chart (TEC / TDT), 2016 card (© Vae Victis – Cérigo Éditions 2016).
 * Transcribed cell by cell; tests/unit/jdg-seed.test.ts checks every cell against the seed.
 */

export type Footnote = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i';

/** A movement cost cell. `plus` keeps the card's "+": an extra cost added for a hexside or a condition. */
export type MoveCell =
  | {
      readonly kind: 'cost';
      readonly cost: number;
      readonly plus: boolean;
      /** "D": the unit is automatically disordered. */
      readonly disorder: boolean;
      readonly footnotes: readonly Footnote[];
    }
  | { readonly kind: 'not-allowed'; readonly footnotes: readonly Footnote[] };

/** A fire or shock cell of the chart. */
export type CombatCell =
  | { readonly kind: 'drm'; readonly value: number; readonly footnotes: readonly Footnote[] }
  | { readonly kind: 'no-effect'; readonly footnotes: readonly Footnote[] }
  | { readonly kind: 'not-allowed'; readonly footnotes: readonly Footnote[] }
  /** "UAT / UOT": use the other terrain in the hex. */
  | { readonly kind: 'use-other-terrain'; readonly footnotes: readonly Footnote[] }
  /** [g]: one figure for attacks into the work, one for attacks out of it. */
  | {
      readonly kind: 'into-out-of';
      readonly into: number | 'no-effect';
      readonly outOf: number | 'no-effect';
      readonly footnotes: readonly Footnote[];
    };

export type TerrainId =
  | 'clear'
  | 'difficult'
  | 'orchard'
  | 'woods'
  | 'marsh'
  | 'river'
  | 'town'
  | 'castle'
  | 'road'
  | 'trail'
  | 'bridge'
  | 'stream'
  | 'level-up-1'
  | 'level-up-2'
  | 'level-down-1'
  | 'level-down-2'
  | 'crest'
  | 'slope'
  | 'steep-slope'
  | 'redoubt'
  | 'fortification'
  | 'friendly-unit'
  | 'leaving-zoc';

/** What a chart row describes, so the app knows where a choice goes in a combat set-up. */
export type TerrainKind = 'hex' | 'road' | 'hexside' | 'level' | 'work' | 'movement';

export interface TerrainRow {
  readonly id: TerrainId;
  readonly kind: TerrainKind;
  /** Footnote marks printed on the terrain's name, e.g. Road [c]. */
  readonly nameFootnotes: readonly Footnote[];
  /** The asterisk on the marsh row: see the Austerlitz, Eylau and Berezina rules. */
  readonly asterisk: boolean;
  readonly general: MoveCell;
  readonly infantry: MoveCell;
  readonly cavalry: MoveCell;
  readonly artillery: MoveCell;
  readonly fire: CombatCell;
  readonly shock: CombatCell;
}

const cost = (value: number, ...footnotes: Footnote[]): MoveCell => ({
  kind: 'cost',
  cost: value,
  plus: false,
  disorder: false,
  footnotes,
});
const plus = (value: number, ...footnotes: Footnote[]): MoveCell => ({
  kind: 'cost',
  cost: value,
  plus: true,
  disorder: false,
  footnotes,
});
const plusDisorder = (value: number): MoveCell => ({
  kind: 'cost',
  cost: value,
  plus: true,
  disorder: true,
  footnotes: [],
});
const moveNA = (...footnotes: Footnote[]): MoveCell => ({ kind: 'not-allowed', footnotes });

const drm = (value: number, ...footnotes: Footnote[]): CombatCell => ({ kind: 'drm', value, footnotes });
const noEffect = (...footnotes: Footnote[]): CombatCell => ({ kind: 'no-effect', footnotes });
const combatNA = (...footnotes: Footnote[]): CombatCell => ({ kind: 'not-allowed', footnotes });
const useOther: CombatCell = { kind: 'use-other-terrain', footnotes: [] };
const intoOutOf = (into: number | 'no-effect', outOf: number | 'no-effect', ...footnotes: Footnote[]): CombatCell => ({
  kind: 'into-out-of',
  into,
  outOf,
  footnotes,
});

const row = (
  id: TerrainId,
  kind: TerrainKind,
  [general, infantry, cavalry, artillery]: readonly [MoveCell, MoveCell, MoveCell, MoveCell],
  fire: CombatCell,
  shock: CombatCell,
  extra: { nameFootnotes?: Footnote[]; asterisk?: boolean } = {},
): TerrainRow => ({
  id,
  kind,
  nameFootnotes: extra.nameFootnotes ?? [],
  asterisk: extra.asterisk ?? false,
  general,
  infantry,
  cavalry,
  artillery,
  fire,
  shock,
});

/** The 23 rows of the 2016 chart, in the card's order. */
export const JDG_TERRAIN_CHART_2016: readonly TerrainRow[] = [
  row('clear', 'hex', [cost(1), cost(1), cost(1), cost(2)], noEffect(), drm(1)),
  row('difficult', 'hex', [cost(1), cost(1), cost(2), cost(2)], noEffect(), noEffect('e')),
  row('orchard', 'hex', [cost(1), cost(1), cost(3), cost(3)], noEffect(), drm(-1, 'e')),
  row('woods', 'hex', [cost(2), cost(2), cost(3), cost(3)], drm(-1), drm(-1, 'e')),
  row('marsh', 'hex', [cost(2), cost(2), cost(3), moveNA()], noEffect(), drm(-2, 'e'), { asterisk: true }),
  row('river', 'hex', [moveNA(), moveNA(), moveNA(), moveNA()], noEffect(), combatNA()),
  row('town', 'hex', [cost(1), cost(2), cost(3), cost(3)], drm(-2), drm(-1, 'b', 'e')),
  row('castle', 'hex', [cost(2), cost(2), cost(2), cost(2)], drm(-2), drm(-3, 'b', 'e')),
  row('road', 'road', [cost(0.5), cost(1), cost(1), cost(1)], useOther, useOther, { nameFootnotes: ['c'] }),
  row('trail', 'road', [cost(0.5), cost(1), cost(1), cost(2)], useOther, useOther, { nameFootnotes: ['c'] }),
  row('bridge', 'hexside', [cost(0), cost(0), cost(0), cost(0)], noEffect(), drm(-3, 'e', 'h')),
  row('stream', 'hexside', [cost(0), plus(1), plus(1), plus(2)], noEffect(), drm(-1)),
  row('level-up-1', 'level', [plus(1), plus(1), plus(1), plus(1)], drm(-1, 'f'), drm(-1)),
  row('level-up-2', 'level', [plus(1), plus(1), plus(2), moveNA()], drm(-1, 'f'), drm(-2)),
  row('level-down-1', 'level', [cost(0), cost(0), cost(0), plus(1)], noEffect(), drm(1)),
  row('level-down-2', 'level', [cost(0), cost(0), plus(1), moveNA()], drm(-1, 'f'), drm(1)),
  row('crest', 'hexside', [cost(0), cost(0), cost(0), cost(0)], combatNA('f'), noEffect('e')),
  row('slope', 'hexside', [cost(0), cost(0), plus(1), moveNA('c')], noEffect(), drm(-1, 'e')),
  row('steep-slope', 'hexside', [plus(1), plusDisorder(1), moveNA('c'), moveNA('c')], combatNA('f'), drm(-2, 'e'), {
    nameFootnotes: ['i'],
  }),
  row(
    'redoubt',
    'work',
    [plus(1), plus(1), plus(2), plusDisorder(3)],
    intoOutOf(-1, 'no-effect', 'g'),
    intoOutOf(-2, -1, 'e', 'g'),
  ),
  row(
    'fortification',
    'work',
    [plus(2), plus(2), moveNA(), moveNA()],
    intoOutOf(-2, 'no-effect', 'g'),
    intoOutOf(-3, -1, 'e', 'g'),
  ),
  row('friendly-unit', 'movement', [cost(0), plus(1), plus(1), plus(1)], noEffect(), noEffect()),
  row('leaving-zoc', 'movement', [cost(0), plus(1), plus(1), plus(1)], noEffect(), noEffect(), {
    nameFootnotes: ['d'],
  }),
];

export const JDG_TERRAIN_FOOTNOTES: readonly Footnote[] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];

export function terrainRow(id: TerrainId): TerrainRow {
  const found = JDG_TERRAIN_CHART_2016.find((r) => r.id === id);
  if (!found) throw new Error(`Unknown terrain ${id}`);
  return found;
}

/** Terrain whose units have six front hexes and attack at -1 ([b]: on the shock DRM in 2016, the name in 2006). */
export function hasSixFrontHexes(id: TerrainId): boolean {
  const row = terrainRow(id);
  return row.shock.footnotes.includes('b') || row.nameFootnotes.includes('b');
}

/** Terrain or hexside from, through or into which no charge may be made ([e]). */
export function forbidsCharge(id: TerrainId): boolean {
  return terrainRow(id).shock.footnotes.includes('e');
}
