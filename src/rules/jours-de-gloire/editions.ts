/**
 * The two editions of the Jours de Gloire tables. The 2006 "Empire" card is written as its differences from the
 * 2016 card (the project's rules notes list them, §3); every number of the charts and tables is the same, only
 * these rules change a result.
 */
import { JDG_TERRAIN_CHART_2016, type TerrainRow } from './data/terrain-chart';

export const JDG_EDITIONS = ['2016', '2006'] as const;
export type Edition = (typeof JDG_EDITIONS)[number];

export interface EditionRules {
  readonly edition: Edition;
  readonly terrainChart: readonly TerrainRow[];
  /** [b] 2016: cavalry defending in a six-front-hex hex gives +2 instead of the terrain when infantry attacks. */
  readonly cavalryDefendingSixFrontHexes: boolean;
  /** [e] 2016 forbids charges *from* such terrain too; 2006 only "into or across". */
  readonly chargeForbiddenFrom: boolean;
  /** 2016 asterisk: massed target +1 except for reaction or counter-battery fire. */
  readonly massedTargetExceptReactionOrCounterBattery: boolean;
  /** [i] 2006: a steep slope between hexes 3+ levels apart forbids fire as well as shock. */
  readonly steepSlopeForbidsFire: boolean;
  /** 2006: point-blank +1 "against infantry or cavalry"; 2016 drops the restriction. */
  readonly pointBlankOnlyAgainstInfantryOrCavalry: boolean;
  /** Rule cited for counter-battery fire. */
  readonly counterBatteryRule: string;
}

export const JDG_EDITION_2016: EditionRules = {
  edition: '2016',
  terrainChart: JDG_TERRAIN_CHART_2016,
  cavalryDefendingSixFrontHexes: true,
  chargeForbiddenFrom: true,
  massedTargetExceptReactionOrCounterBattery: true,
  steepSlopeForbidsFire: false,
  pointBlankOnlyAgainstInfantryOrCavalry: false,
  counterBatteryRule: '7.1',
};

/** 2006 prints [b] on the names of town and castle rather than on their shock DRMs; the values are the 2016 ones. */
const JDG_TERRAIN_CHART_2006: readonly TerrainRow[] = JDG_TERRAIN_CHART_2016.map((row) =>
  row.id === 'town' || row.id === 'castle'
    ? { ...row, nameFootnotes: ['b'], shock: { ...row.shock, footnotes: row.shock.footnotes.filter((f) => f !== 'b') } }
    : row,
);

export const JDG_EDITION_2006: EditionRules = {
  ...JDG_EDITION_2016,
  edition: '2006',
  terrainChart: JDG_TERRAIN_CHART_2006,
  cavalryDefendingSixFrontHexes: false,
  chargeForbiddenFrom: false,
  massedTargetExceptReactionOrCounterBattery: false,
  steepSlopeForbidsFire: true,
  pointBlankOnlyAgainstInfantryOrCavalry: true,
  counterBatteryRule: '7.6',
};

export const editionRules = (edition: Edition): EditionRules =>
  edition === '2006' ? JDG_EDITION_2006 : JDG_EDITION_2016;
