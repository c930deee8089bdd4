/** The limits of a game pack (src/rules/packs/format.ts), apart from the format: read by what must stay light. */
/** The limits of a pack: far above a real card, low enough that no pack can slow the app down. */
export const PACK_LIMITS = {
  /** The pack's JSON text, in characters. */
  text: 200_000,
  languages: 8,
  fields: 40,
  unitFields: 12,
  unitsPerList: 24,
  choices: 40,
  rolls: 8,
  charts: 8,
  chartRows: 100,
  footnotes: 40,
  modifiers: 60,
  rows: 40,
  columns: 12,
  glossary: 60,
  examples: 40,
  lookups: 20,
  lookupRows: 100,
  oddsSteps: 30,
  faces: 100,
  /** One text (a label, a cell, a note), in characters. */
  words: 2_000,
  /** The largest number anywhere in a pack. */
  number: 1_000_000,
} as const;
