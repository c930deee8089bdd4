/**
 * The ids of the Leuthen card's terrain rows and ZoC-exit classes, in the card's order: what a set-up, a share link
 * and the words need at start-up. The rows themselves (terrain.ts, beside this file) load with the screens;
 * tests/unit/prussias-glory-seed.test.ts holds the two lists to the same ids in the same order.
 */
export const PG_HEX_IDS = ['clear', 'woods', 'town', 'walled-town', 'marsh', 'pond-river', 'deep-water'] as const;
export type PgHexId = (typeof PG_HEX_IDS)[number];

export const PG_HEXSIDE_IDS = [
  'slope-top',
  'slope-bottom',
  'stream',
  'bridge',
  'entrenchment',
  'pond',
  'mietzel',
  'elbe',
] as const;
export type PgHexsideId = (typeof PG_HEXSIDE_IDS)[number];

/** Who pays to leave an enemy ZoC, by the card's three classes. */
export const PG_ZOC_EXIT_IDS = ['support', 'prussian-engaged-cavalry', 'other-fast-engaged'] as const;
export type PgZocExitClass = (typeof PG_ZOC_EXIT_IDS)[number];
