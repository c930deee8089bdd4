/**
 * The game pack format, version 1 (docs/game-packs.md; its JSON Schema, docs/game-pack.schema.json, is generated from
 * this one): a card written as data by a player — its texts in any number of languages, its die, its set-up fields,
 * how its table is entered, its modifiers as rules over the fields (JSON Logic, src/rules/packs/logic.ts), its
 * results table and glossary, and worked examples the app checks when the pack loads.
 *
 * A pack is untrusted input: every id is a short lowercase word (never a name every object inherits, which has capitals
 * or underscores), every list and text has a limit, numbers are finite and bounded. Read with valibot, which compiles
 * no code (the page's CSP allows no eval).
 */
import * as v from 'valibot';
import { PACK_LIMITS } from './limits';

/** The format's name and the version this build reads. */
export const PACK_FORMAT = 'aide-de-camp/game-pack';
export const PACK_FORMAT_VERSION = 1;

export { PACK_LIMITS } from './limits';

/** A pack's ids: lowercase letters, digits and hyphens (the card's row "9-plus"), never a name every object inherits. */
const ID = /^[a-z0-9][a-z0-9-]{0,59}$/;
const inherited = (name: string) => name in Object.prototype;
/** A language: "en", "fr", "pt-BR". */
const LANGUAGE = /^[a-z]{2}(-[A-Z]{2})?$/;

const Id = v.pipe(
  v.string(),
  v.regex(ID, 'id'),
  v.check((id) => !inherited(id), 'ownId'),
);
/** An id of a pack's own (a row a source names). */
export const PACK_ID = Id;
const Int = v.pipe(
  v.number(),
  v.integer('whole'),
  v.minValue(-PACK_LIMITS.number, 'atLeast'),
  v.maxValue(PACK_LIMITS.number, 'atMost'),
);
const Words = v.pipe(v.string(), v.maxLength(PACK_LIMITS.words, 'atMostCharacters'));
/** A text in each of the pack's languages (at least its first, which stands in for a missing one). */
const Texts = v.pipe(
  v.record(v.pipe(v.string(), v.regex(LANGUAGE, 'language')), Words),
  v.check((texts) => Object.keys(texts).length > 0, 'someText'),
);
/** A credit: one text for every language, or one in each. */
const Credit = v.union([Words, Texts], 'textOrTexts');
const list = <T extends v.GenericSchema>(item: T, max: number, min = 0) =>
  v.pipe(v.array(item), v.minLength(min, 'atLeast'), v.maxLength(max, 'atMost'));

/** A condition or a number worked out from the set-up: JSON Logic (checked apart, src/rules/packs/logic.ts). */
const Logic = v.unknown();

const NumberField = v.strictObject({
  id: Id,
  kind: v.literal('number'),
  label: Texts,
  min: Int,
  max: Int,
  default: Int,
  /** A line under the field (every kind of field): what to count, where to read it on the counter, when it holds. */
  help: v.optional(Texts),
});
const FlagField = v.strictObject({
  id: Id,
  kind: v.literal('flag'),
  label: Texts,
  default: v.boolean(),
  help: v.optional(Texts),
});
const ChoiceField = v.strictObject({
  id: Id,
  kind: v.literal('choice'),
  label: Texts,
  options: list(v.strictObject({ id: Id, label: Texts }), PACK_LIMITS.choices, 1),
  default: Id,
  /** Drawn as chips, each choice one tap away (a few short choices: a hex's terrain), not as a list. */
  chips: v.optional(v.boolean()),
  help: v.optional(Texts),
});
const UnitField = v.variant('kind', [NumberField, FlagField, ChoiceField]);
const UnitsField = v.strictObject({
  id: Id,
  kind: v.literal('units'),
  label: Texts,
  min: v.pipe(Int, v.minValue(0, 'atLeast')),
  max: v.pipe(
    Int,
    v.minValue(1, 'atLeast'),
    v.maxValue(PACK_LIMITS.unitsPerList, `at most ${PACK_LIMITS.unitsPerList}`),
  ),
  /** How many units a new set-up starts with. */
  count: v.pipe(Int, v.minValue(0, 'atLeast')),
  fields: list(UnitField, PACK_LIMITS.unitFields, 1),
});
const Field = v.variant('kind', [NumberField, FlagField, ChoiceField, UnitsField]);

/** Where a line comes from on the card: a table, its row (an id, or worked out from the set-up) and column, a rule. */
const Source = v.strictObject({
  table: Id,
  /** An id, or JSON Logic giving one (checked apart). */
  row: v.optional(v.unknown()),
  column: v.optional(Id),
  rule: v.optional(v.pipe(v.string(), v.maxLength(40))),
});

const Modifier = v.strictObject({
  id: Id,
  label: Texts,
  /** When the line applies (absent: always). */
  when: v.optional(Logic),
  source: Source,
  /**
   * What it gives, worked out from the set-up: a die modifier (`value`), or, on a table entered by columns, a shift of
   * columns (`shift`: +1 one column to the right). One of the two (checked apart).
   */
  value: v.optional(Logic),
  shift: v.optional(Logic),
  /** Values its label names ({{name}}), worked out from the set-up. */
  params: v.optional(v.record(Id, Logic)),
  /** The pack writer's reading where the card leaves the point open, shown beside the line. */
  reading: v.optional(Texts),
  /** When the reading applies, if not whenever the line does. */
  readingWhen: v.optional(Logic),
});

/** Something the player should know beside the lines (a garbled cell, a rule the card's notes add), and when. */
const Note = v.strictObject({ id: Id, text: Texts, when: v.optional(Logic), source: Source });

const OddsStep = v.strictObject({
  attacker: v.pipe(Int, v.minValue(1, 'atLeast')),
  defender: v.pipe(Int, v.minValue(1, 'atLeast')),
  drm: Int,
});

/**
 * What a table does with the two sides' values beyond its ends: reads them at that end (`held`, the common rule and
 * the default), or forbids the combat (`forbidden`: "below 1:2 no attack").
 */
const Beyond = v.optional(v.picklist(['held', 'forbidden'], 'heldOrForbidden'));

/** How the table is entered: the modified die alone, or with a first line for the odds or a difference. */
const Entry = v.variant('kind', [
  v.strictObject({ kind: v.literal('roll') }),
  v.strictObject({
    kind: v.literal('odds'),
    attacker: Logic,
    defender: Logic,
    /** Best for the attacker first, as printed. */
    steps: list(OddsStep, PACK_LIMITS.oddsSteps, 1),
    /**
     * The rounding the card states: a ratio between two steps counts as the one below it, in the defender's favour
     * (the common rule), or as the one above it, in the attacker's.
     */
    favour: v.picklist(['defender', 'attacker'], 'favour'),
    /** Odds below the last (worst) step, and above the first (best). */
    below: Beyond,
    above: Beyond,
    label: Texts,
    source: Source,
  }),
  v.strictObject({ kind: v.literal('difference'), of: v.tuple([Logic, Logic]), label: Texts, source: Source }),
  /**
   * A table of columns, each from an odds ratio or a difference of the two sides (the results' columns say which:
   * `from`), rounded as the card says; the modifiers' shifts move the column, the die modifiers the row.
   */
  v.strictObject({
    kind: v.literal('columns'),
    by: v.picklist(['odds', 'difference'], 'oddsOrDifference'),
    attacker: Logic,
    defender: Logic,
    /** As an odds entry's; a difference is whole and reads the same either way. */
    favour: v.picklist(['defender', 'attacker'], 'favour'),
    /** Values below the first column's start (which it then needs), and above the last column's start. */
    below: Beyond,
    above: Beyond,
    label: Texts,
    source: Source,
  }),
]);

/** Where a column of a table entered by columns starts: an odds ratio (at least attacker : defender) or a difference. */
const ColumnFrom = v.union(
  [
    v.strictObject({
      attacker: v.pipe(Int, v.minValue(1, 'atLeast')),
      defender: v.pipe(Int, v.minValue(1, 'atLeast')),
    }),
    Int,
  ],
  'an odds ratio { "attacker", "defender" } or a whole number',
);

const Row = v.strictObject({
  id: Id,
  /** The modified totals the row covers; null: no bound (the first row has no top, the last no bottom). */
  min: v.nullable(Int),
  max: v.nullable(Int),
  cells: list(Texts, PACK_LIMITS.columns, 1),
});

/** A rule of the card that forbids the roll ("cavalry may not charge into woods"), when its condition holds. */
const Forbid = v.strictObject({ id: Id, text: Texts, when: Logic, source: Source });

/** A worked example: a set-up and what the card gives for it — its lines and total, or the rules that forbid it. */
const Example = v.strictObject({
  setup: v.record(Id, v.unknown()),
  /** The lines the card's example gives, by id and value, in order. */
  modifiers: v.optional(list(v.strictObject({ id: Id, value: Int }), PACK_LIMITS.modifiers)),
  total: v.optional(Int),
  /** A set-up the card forbids: the reasons' ids, in order (a forbid rule's id, "below" or "above" for the entry). */
  notAllowed: v.optional(list(Id, PACK_LIMITS.modifiers, 1)),
  die: v.optional(Int),
  result: v.optional(Id),
  /** On a table entered by columns: the column the example lands in, after its shifts. */
  column: v.optional(Id),
});

const Roll = v.strictObject({
  id: Id,
  name: Texts,
  /** The fields its form shows, in order. */
  fields: list(Id, PACK_LIMITS.fields, 1),
  entry: Entry,
  modifiers: list(Modifier, PACK_LIMITS.modifiers),
  /** Rules that forbid the roll, each when its condition holds: every one that holds is said, and nothing is rolled. */
  forbid: v.optional(list(Forbid, PACK_LIMITS.modifiers)),
  notes: v.optional(list(Note, PACK_LIMITS.modifiers)),
  results: v.strictObject({
    /** The table's name, as the card prints it. */
    name: Texts,
    /**
     * Its columns, as printed. On a table entered by columns (`entry.kind` "columns"), left to right, each from where it
     * starts (`from`; the first, null: every value below the second); otherwise each a part of a result (attacker's,
     * defender's) and no `from`.
     */
    columns: list(
      v.strictObject({ id: Id, label: Texts, from: v.optional(v.nullable(ColumnFrom)) }),
      PACK_LIMITS.columns,
      1,
    ),
    /** Best first for the side that rolls, as the card prints them. */
    rows: list(Row, PACK_LIMITS.rows, 1),
  }),
  examples: v.optional(list(Example, PACK_LIMITS.examples)),
});

/** A cell of a chart: its text, or its text with the footnotes it calls. */
const ChartCell = v.union(
  [Texts, v.strictObject({ text: Texts, notes: list(Id, PACK_LIMITS.footnotes, 1) })],
  'a text, or { "text", "notes" }',
);

/**
 * A reference table of the card, shown as printed (a terrain effects chart): its columns, its rows each with a label
 * and one cell per column, and its footnotes, which rows and cells call by id.
 */
const Chart = v.strictObject({
  id: Id,
  name: Texts,
  columns: list(v.strictObject({ id: Id, label: Texts }), PACK_LIMITS.columns, 1),
  rows: list(
    v.strictObject({
      id: Id,
      label: Texts,
      cells: list(ChartCell, PACK_LIMITS.columns, 1),
      notes: v.optional(list(Id, PACK_LIMITS.footnotes, 1)),
    }),
    PACK_LIMITS.chartRows,
    1,
  ),
  footnotes: v.optional(
    list(
      v.strictObject({
        id: Id,
        /** As printed: "*", "†", "a", "1". */
        mark: v.pipe(v.string(), v.minLength(1, 'mark'), v.maxLength(4, 'atMostCharacters')),
        text: Texts,
      }),
      PACK_LIMITS.footnotes,
      1,
    ),
  ),
});

export const PackSchema = v.strictObject({
  format: v.literal(PACK_FORMAT),
  formatVersion: v.literal(PACK_FORMAT_VERSION),
  id: Id,
  version: v.pipe(v.string(), v.regex(/^\d{1,4}(\.\d{1,4}){0,2}$/, 'version')),
  languages: list(v.pipe(v.string(), v.regex(LANGUAGE, 'language')), PACK_LIMITS.languages, 1),
  name: Texts,
  /** Who made the card, as one text, or a text in each of the pack's languages. */
  credits: v.strictObject({
    publisher: v.optional(Credit),
    edition: v.optional(Credit),
    source: v.optional(Credit),
    author: v.optional(Credit),
  }),
  die: v.strictObject({
    /** Each face once, as the die reads (a d10 read 0–9: 0…9). Two dice summed: their sums, each as often as it comes. */
    faces: list(Int, PACK_LIMITS.faces, 2),
    label: Texts,
  }),
  fields: list(Field, PACK_LIMITS.fields, 1),
  /** Small tables the rules read by key (a terrain's DRM by hex): each row's values by column. */
  lookups: v.optional(v.record(Id, v.record(Id, v.record(Id, Int)))),
  /** Words of the card's tables, rows and columns that sources name. */
  sources: v.strictObject({
    tables: v.record(Id, Texts),
    rows: v.optional(v.record(Id, Texts)),
    columns: v.optional(v.record(Id, Texts)),
  }),
  /** The card's codes ("TdC", "1D-R2") and what they mean. */
  glossary: v.optional(
    v.record(
      v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9+*/.=-]{1,12}$/, 'code'),
        v.check((code) => !inherited(code), 'ownCode'),
      ),
      Texts,
    ),
  ),
  rolls: list(Roll, PACK_LIMITS.rolls, 1),
  /** The card's reference tables, shown beside the rolls (optional). */
  charts: v.optional(list(Chart, PACK_LIMITS.charts, 1)),
});

export type GamePack = v.InferOutput<typeof PackSchema>;
export type PackField = GamePack['fields'][number];
export type PackRoll = GamePack['rolls'][number];
export type PackModifier = PackRoll['modifiers'][number];
export type PackSource = PackModifier['source'];
export type PackChart = NonNullable<GamePack['charts']>[number];

const ALPHANUMERIC = /[A-Za-z0-9]/;
/**
 * The codes of a glossary that texts use, in the glossary's order. Cards glue their codes together ("1D-R1*": one step
 * lost and disorganised, retreat one hex, *), so a code is found wherever it stands in a text, except run into other
 * letters or digits: "R1" in "1D-R1*", not in "R12"; "D" in "D" or "D-R1", not in "1D" or "DR".
 */
export function glossaryCodesIn(glossary: GamePack['glossary'], texts: readonly string[]): string[] {
  const runsOn = (a: string | undefined, b: string | undefined) =>
    a !== undefined && b !== undefined && ALPHANUMERIC.test(a) && ALPHANUMERIC.test(b);
  const standsIn = (code: string, text: string) => {
    for (let at = text.indexOf(code); at !== -1; at = text.indexOf(code, at + 1)) {
      if (!runsOn(text[at - 1], code[0]) && !runsOn(code.at(-1), text[at + code.length])) return true;
    }
    return false;
  };
  return Object.keys(glossary ?? {}).filter((code) => texts.some((text) => standsIn(code, text)));
}

/**
 * What can be wrong with a pack. The rules name a problem by its code, with the figures and names it needs; the packs'
 * page words it in the app's language (packs.problem.<code>). The format's own checks give their code as valibot's
 * message.
 */
export const PACK_PROBLEM_CODES = [
  'notJson',
  'tooLong',
  'notPart',
  'missing',
  'expected',
  'id',
  'ownId',
  'whole',
  'atLeast',
  'atMost',
  'atMostCharacters',
  'language',
  'someText',
  'oddsOrDifference',
  'favour',
  'mark',
  'version',
  'code',
  'ownCode',
  'usedTwice',
  'firstLanguage',
  'unlistedLanguage',
  'defaultInRange',
  'oneOfOptions',
  'atMostMax',
  'fromTo',
  'namedTable',
  'rowId',
  'notAField',
  'onlyColumns',
  'firstColumnNull',
  'oddsRatio',
  'difference',
  'columnsRise',
  'valueOrShift',
  'cellCount',
  'firstRowNull',
  'lastRowNull',
  'rowBelow',
  'rowBelowBound',
  'rowBound',
  'notAFootnote',
  'exampleInvalid',
  'exampleLines',
  'exampleNoLine',
  'exampleTotal',
  'exampleResult',
  'exampleColumn',
  'exampleNoColumn',
  'exampleAllowedOrNot',
  'exampleAllowed',
  'exampleForbidden',
  'heldOrForbidden',
  'reservedId',
  'exampleNumber',
  'exampleFlag',
  'exampleChoice',
  'exampleUnits',
  'exampleUnit',
  'missingLanguage',
  'textOrTexts',
  'varName',
  'notAVar',
  'notAUnitVar',
  'unitList',
  'expressionSize',
  'expressionDepth',
  'logicNumber',
  'valueOrOperation',
  'operation',
  'operator',
  'lookupId',
  'columnId',
  'tooManyKept',
] as const;
export type PackProblemCode = (typeof PACK_PROBLEM_CODES)[number];

/** A problem with a pack, at its path ("rolls[0].results.rows[3]"): its code, and the figures its words name. */
export interface PackProblem {
  readonly path: string;
  readonly code: PackProblemCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

const CODES: ReadonlySet<string> = new Set(PACK_PROBLEM_CODES);
/** Whether a text is a problem's code (valibot's message of one of the format's checks). */
export const isPackProblemCode = (text: string): text is PackProblemCode => CODES.has(text);

/** A valibot issue's path as a pack writer reads it: "rolls[0].modifiers[2].value". */
export function issuePath(path: readonly { readonly key: unknown }[] | undefined): string {
  return (path ?? [])
    .map((item, i) => (typeof item.key === 'number' ? `[${item.key}]` : `${i === 0 ? '' : '.'}${String(item.key)}`))
    .join('');
}
