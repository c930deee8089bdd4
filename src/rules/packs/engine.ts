/**
 * A game pack read and made a game: its text checked (size, JSON, the format's schema, then what a schema cannot say —
 * unique ids, defaults within limits, a results table covering every total once, a row's cells as many as the
 * columns, every expression in the subset, every worked example giving the card's lines), each problem at its path in
 * words; and its rolls as the built-in games' (`Resolution`): validate, assess (modifiers line by line with their
 * sources), exact chances and the row a die lands on. Never throws, whatever the text.
 */
import * as v from 'valibot';
import { againstRatio, type OddsFavour, oddsStep } from '../core/odds';
import { isRecord, ownField, ownValue } from '../core/own';
import { type Resolution, resolution } from '../core/resolution';
import type {
  AppliedModifier,
  Assessment,
  Die,
  FieldError,
  Forbidden,
  InvalidSetup,
  ResultBand,
  Source,
} from '../core/types';
import {
  type GamePack,
  isPackProblemCode,
  issuePath,
  PACK_LIMITS,
  type PackChart,
  type PackField,
  type PackProblem,
  type PackProblemCode,
  type PackRoll,
  PackSchema,
  type PackSource,
  PACK_ID as ROW_ID,
} from './format';
import { jsonErrorAt } from './json-syntax';
import { checkLogic, evaluate, packData, truthy } from './logic';

/** A unit's values, by its fields' ids. */
export type PackUnit = Readonly<Record<string, number | boolean | string>>;
/** A pack's set-up: each field's value by its id (a unit list's, its units). */
export type PackSetup = Readonly<Record<string, number | boolean | string | readonly PackUnit[]>>;

/** A pack read whole: the pack, its die, default set-up and rolls. */
export interface LoadedPack {
  readonly pack: GamePack;
  readonly die: Die;
  readonly defaultSetup: PackSetup;
  readonly rolls: readonly Resolution<PackSetup, ResultBand>[];
}

type Field = PackField;
type UnitsField = Extract<Field, { kind: 'units' }>;
type ValueField = Exclude<Field, UnitsField>;

const defaultOf = (field: ValueField) => field.default;
const unitDefault = (units: UnitsField): PackUnit => Object.fromEntries(units.fields.map((f) => [f.id, defaultOf(f)]));

/** The set-up a new combat of the pack starts from: every field's default, each unit list its `count` units. */
export function defaultSetupOf(pack: GamePack): PackSetup {
  return Object.fromEntries(
    pack.fields.map((field) => [
      field.id,
      field.kind === 'units' ? Array.from({ length: field.count }, () => unitDefault(field)) : defaultOf(field),
    ]),
  );
}

/** A value's problem against its field: a number in range, a flag, one of the choices. */
function valueError(field: ValueField, value: unknown): string | null {
  if (field.kind === 'number') {
    return Number.isInteger(value) && (value as number) >= field.min && (value as number) <= field.max
      ? null
      : 'integer-range';
  }
  if (field.kind === 'flag') return typeof value === 'boolean' ? null : 'flag';
  return typeof value === 'string' && field.options.some((o) => o.id === value) ? null : 'choice';
}

/** A value from outside that does not fit its field: where it stands ("attackers[1].strength"), what, and its field. */
export interface RefusedValue {
  readonly path: string;
  readonly value: unknown;
  readonly field: Field;
}

/**
 * A set-up from outside (a link, a worked example, another text of the pack): the pack's defaults with each of its
 * fields taken from `changes` where the value fits the field. A unit list is given whole (its count within limits),
 * each unit with only the fields it changes from its fields' defaults. Returns the fields that did not fit (`dropped`,
 * which keep their defaults), each value refused at its path, and the names that are no field of the pack or of its
 * units (`unknown`, set aside).
 */
export function setupFrom(
  { pack, defaultSetup: defaults }: Pick<LoadedPack, 'pack' | 'defaultSetup'>,
  changes: Readonly<Record<string, unknown>>,
): { setup: PackSetup; dropped: string[]; refused: RefusedValue[]; unknown: string[] } {
  const setup: Record<string, PackSetup[string]> = { ...defaults };
  const dropped: string[] = [];
  const refused: RefusedValue[] = [];
  const fields = new Map(pack.fields.map((f) => [f.id, f]));
  const unknown = Object.keys(changes).filter((key) => !fields.has(key));
  for (const field of pack.fields) {
    if (!Object.hasOwn(changes, field.id)) continue;
    const value = changes[field.id];
    const fits =
      field.kind === 'units'
        ? Array.isArray(value) && value.length >= field.min && value.length <= field.max
        : valueError(field, value) === null;
    if (!fits) {
      dropped.push(field.id);
      refused.push({ path: field.id, value, field });
      continue;
    }
    if (field.kind !== 'units') {
      setup[field.id] = value as number | boolean | string;
      continue;
    }
    const before = refused.length;
    const units = (value as unknown[]).map((unit, i): PackUnit => {
      if (!isRecord(unit)) {
        refused.push({ path: `${field.id}[${i}]`, value: unit, field });
        return {};
      }
      const own = new Set(field.fields.map((f) => f.id));
      for (const key of Object.keys(unit)) if (!own.has(key)) unknown.push(`${field.id}[${i}].${key}`);
      return Object.fromEntries(
        field.fields.map((f) => {
          if (!Object.hasOwn(unit, f.id)) return [f.id, defaultOf(f)];
          const given = ownField(unit, f.id);
          if (valueError(f, given) !== null)
            refused.push({ path: `${field.id}[${i}].${f.id}`, value: given, field: f });
          return [f.id, given as PackUnit[string]];
        }),
      );
    });
    if (refused.length === before) setup[field.id] = units;
    else dropped.push(field.id);
  }
  return { setup, dropped, refused, unknown };
}

/** A value's input error at `at` (the code the built-in games' errors use, with a number's range), or none. */
function fieldError(field: ValueField, value: unknown, at: string): FieldError[] {
  const code = valueError(field, value);
  if (!code) return [];
  return [{ field: at, code, ...(field.kind === 'number' ? { params: { min: field.min, max: field.max } } : {}) }];
}

/** The input errors of a set-up for one roll: its fields only. */
function validateRoll(pack: GamePack, roll: PackRoll, setup: PackSetup): FieldError[] {
  const fields = new Map(pack.fields.map((f) => [f.id, f]));
  return roll.fields.flatMap((id) => {
    const field = fields.get(id);
    const value = ownValue(setup, id);
    if (!field) return [];
    if (field.kind !== 'units') return fieldError(field, value, id);
    if (!Array.isArray(value) || value.length < field.min || value.length > field.max) {
      return [{ field: id, code: 'unit-count', params: { min: field.min, max: field.max } }];
    }
    return value.flatMap((unit: unknown, i) =>
      field.fields.flatMap((f) => fieldError(f, ownField(unit, f.id), `${id}.${i}.${f.id}`)),
    );
  });
}

/** A whole number a pack's expression gave, or null (not a number, not whole, out of bounds). */
const wholeNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= PACK_LIMITS.number ? value : null;

/** A source as the app's lines carry it, its row worked out from the set-up where the pack says so. */
function sourceOf(source: PackSource, data: unknown, pack: GamePack): Source {
  const row = typeof source.row === 'object' && source.row !== null ? evaluate(source.row, data, pack) : source.row;
  return {
    table: source.table,
    ...(typeof row === 'string' || typeof row === 'number' ? { row: String(row) } : {}),
    ...(source.column ? { column: source.column } : {}),
    ...(source.rule ? { rule: source.rule } : {}),
  };
}

type ResultColumn = PackRoll['results']['columns'][number];
type ChartCell = PackChart['rows'][number]['cells'][number];

/**
 * The column of a table entered by columns that the two sides' values start in. In the defender's favour (the
 * default): the last column whose start they reach (an odds ratio by cross-multiplying, so 3:2 is exact; a difference
 * as it is), the first for anything below the second. In the attacker's favour, for odds: the first column whose ratio
 * is at or above theirs, the last for anything above it. A difference is whole: its column is the same either way.
 */
export function startingColumn(
  columns: readonly ResultColumn[],
  attacker: number,
  defender: number,
  favour: OddsFavour = 'defender',
): number {
  if (favour === 'attacker' && columns.some((c) => typeof c.from === 'object' && c.from !== null)) {
    const index = columns.findIndex(
      (c) => typeof c.from === 'object' && c.from !== null && againstRatio(attacker, defender, c.from) <= 0,
    );
    return index === -1 ? columns.length - 1 : index;
  }
  let index = 0;
  columns.forEach((c, i) => {
    const from = c.from;
    if (from === undefined || from === null) return;
    const reached =
      typeof from === 'number' ? attacker - defender >= from : againstRatio(attacker, defender, from) >= 0;
    if (reached) index = i;
  });
  return index;
}

/**
 * What the rules give a roll entered by odds or columns, as "what would change the odds" names it: the column read
 * after every shift, the odds step the two sides stand on, or a set-up the rules forbid.
 */
export type EntryOutcome =
  | { readonly kind: 'column'; readonly column: number }
  | { readonly kind: 'step'; readonly attacker: number; readonly defender: number; readonly drm: number }
  | { readonly kind: 'not-allowed' };

/** One side's strength changed as a player would change it (one of the pack's number fields), and what it gives. */
export interface StrengthChange {
  /** Points the side's strength (as the entry reads it) gains or loses. */
  readonly change: number;
  /** The set-up with that change made. */
  readonly setup: PackSetup;
  /** What the rules give for that set-up, every condition, shift and bound worked out again. */
  readonly outcome: EntryOutcome;
}

/** The least changes of either side's strength that give another outcome: the attacker gaining or the defender losing (`up`), or the other way (`down`). */
export interface StrengthChanges {
  readonly up: { readonly attacker: StrengthChange | null; readonly defender: StrengthChange | null };
  readonly down: { readonly attacker: StrengthChange | null; readonly defender: StrengthChange | null };
}

/** How far a change is looked for, in steps of a field: past it, no change is offered rather than a slow search. */
export const MAX_STRENGTH_SEARCH = 100;

type Side = 'attacker' | 'defender';
/** A number field a player can change: one of the pack's own, or one of a unit's in a unit list. */
interface NumberPlace {
  readonly min: number;
  readonly max: number;
  readonly value: number;
  readonly with: (value: number) => PackSetup;
}

/** Every number a player can change in a set-up, each with its limits and the set-up with it changed. */
function numberPlaces(pack: GamePack, setup: PackSetup): NumberPlace[] {
  const places: NumberPlace[] = [];
  for (const field of pack.fields) {
    const value = ownValue(setup, field.id);
    if (field.kind === 'number' && typeof value === 'number') {
      places.push({ min: field.min, max: field.max, value, with: (v) => ({ ...setup, [field.id]: v }) });
    }
    if (field.kind !== 'units' || !Array.isArray(value)) continue;
    const units = value as readonly PackUnit[];
    // The last unit first: the one a player added last is the one they would change.
    for (let i = units.length - 1; i >= 0; i--) {
      for (const f of field.fields) {
        const own = ownValue(units[i] as PackUnit, f.id);
        if (f.kind !== 'number' || typeof own !== 'number') continue;
        places.push({
          min: f.min,
          max: f.max,
          value: own,
          with: (v) => ({ ...setup, [field.id]: units.map((unit, j) => (j === i ? { ...unit, [f.id]: v } : unit)) }),
        });
      }
    }
  }
  return places;
}

/** The two sides of a set-up (as packData gives it), as the roll's entry by odds or columns reads them. */
const sidesAt = (pack: GamePack, roll: PackRoll, data: unknown) =>
  roll.entry.kind === 'odds' || roll.entry.kind === 'columns' ? sidesOf(roll.entry, data, pack) : null;

/** What a whole assessment gives, as an outcome of an entry by odds or columns; null for one that cannot say. */
function outcomeOf(roll: PackRoll, assessment: Assessment | InvalidSetup): EntryOutcome | null {
  if (assessment.status === 'invalid') return null;
  if (assessment.status === 'not-allowed') {
    return assessment.reasons.some((r) => r.id === BROKEN_RULE) ? null : { kind: 'not-allowed' };
  }
  const column = columnOf(roll, assessment);
  if (column !== null) return { kind: 'column', column };
  const odds = assessment.modifiers.find((m) => m.id === 'odds');
  const { stepAttacker, stepDefender } = odds?.params ?? {};
  return odds && typeof stepAttacker === 'number' && typeof stepDefender === 'number'
    ? { kind: 'step', attacker: stepAttacker, defender: stepDefender, drm: odds.value }
    : null;
}

const sameOutcome = (a: EntryOutcome, b: EntryOutcome): boolean =>
  a.kind === b.kind &&
  (a.kind !== 'column' || a.column === (b as typeof a).column) &&
  (a.kind !== 'step' || (a.attacker === (b as typeof a).attacker && a.defender === (b as typeof a).defender));

/**
 * What would change the odds (or the column) of a roll entered by odds or columns: for each side and way, the least
 * change of its strength, made as a player would make it — the first number of the set-up that moves that side alone
 * (a field of the pack's, or one unit's, the last unit first), point by point, then the next where the first has no
 * more room — that gives another outcome, and that outcome. Each set-up tried is worked out again whole (every
 * condition, shift, bound and rule that forbids), and the change found is assessed as the screen will assess it, so a
 * change offered is always what the app then gives. Null for another entry, or a set-up the rules cannot assess; a
 * way with no change within MAX_STRENGTH_SEARCH points tried is null.
 */
export function strengthChanges(loaded: LoadedPack, index: number, setup: PackSetup): StrengthChanges | null {
  const { pack } = loaded;
  const roll = pack.rolls[index];
  const resolution = loaded.rolls[index];
  if (!roll || !resolution) return null;
  const data = packData(setup);
  const sides = sidesAt(pack, roll, data);
  const now = outcomeOf(roll, resolution.assess(setup));
  const quickNow = entryOutcome(pack, roll, data);
  if (!sides || !now || !quickNow || !sameOutcome(now, quickNow)) return null;
  const places = numberPlaces(pack, setup);
  const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');
  const way = (side: Side, sign: 1 | -1): StrengthChange | null => {
    let tries = MAX_STRENGTH_SEARCH;
    for (const place of places) {
      for (let step = 1; tries > 0; step++) {
        const value = place.value + sign * step;
        if (value < place.min || value > place.max) break;
        const changed = place.with(value);
        const changedData = packData(changed);
        const moved = sidesAt(pack, roll, changedData);
        // Not a number that moves this side alone, the way asked: the next one.
        if (!moved || moved[other(side)] !== sides[other(side)] || Math.sign(moved[side] - sides[side]) !== sign) break;
        tries--;
        const outcome = entryOutcome(pack, roll, changedData);
        if (!outcome) return null;
        if (sameOutcome(outcome, now)) continue;
        // The change as the screen will show it: offered only where the whole assessment gives the same.
        const assessed = outcomeOf(roll, resolution.assess(changed));
        return assessed && sameOutcome(assessed, outcome)
          ? { change: moved[side] - sides[side], setup: changed, outcome }
          : null;
      }
      if (tries === 0) break;
    }
    return null;
  };
  return {
    up: { attacker: way('attacker', 1), defender: way('defender', -1) },
    down: { attacker: way('attacker', -1), defender: way('defender', 1) },
  };
}

/**
 * The ids of the reasons a roll is not allowed that are not a pack's own rules: the two sides beyond either end of the
 * table where the entry forbids it, and a rule of the pack that gives no whole number. A pack's ids may not be these.
 */
export const BELOW_FIRST = 'below';
export const ABOVE_LAST = 'above';
export const BROKEN_RULE = 'broken-rule';
export const RESERVED_REASONS: readonly string[] = [BELOW_FIRST, ABOVE_LAST, BROKEN_RULE];
/** The roll log's screen, every game's: no roll of a pack takes its id. */
const LOG_SCREEN = 'log';

type OddsRatio = { readonly attacker: number; readonly defender: number };
/** The two ends of a table: the value at or above which the attacker's worst end starts, and where its best starts. */
interface Span {
  readonly worst: OddsRatio | number | null;
  readonly best: OddsRatio | number | null;
}
type BoundedEntry = Extract<PackRoll['entry'], { kind: 'odds' | 'columns' }>;

/** An odds table's ends: its last step (the attacker's worst) and its first (best), as printed. */
const oddsSpan = (steps: readonly OddsRatio[]): Span => ({ worst: steps.at(-1) ?? null, best: steps[0] ?? null });

/** A columns table's ends: where its first column starts (null: it takes everything below the second), and its last. */
const columnSpan = (columns: readonly ResultColumn[]): Span => ({
  worst: columns[0]?.from ?? null,
  best: columns.at(-1)?.from ?? null,
});

/** The ends of the table an entry by odds or columns reads. */
const spanOf = (entry: BoundedEntry, roll: PackRoll): Span =>
  entry.kind === 'odds' ? oddsSpan(entry.steps) : columnSpan(roll.results.columns);

/** Where two sides' values stand against one end of a table: below it (negative), at it (0), above it (positive). */
const against = (attacker: number, defender: number, end: OddsRatio | number): number =>
  typeof end === 'number' ? attacker - defender - end : againstRatio(attacker, defender, end);

/** The reasons the entry forbids two sides' values: below its worst end, or above its best, where it says so. */
function beyondEnds(entry: BoundedEntry, span: Span, attacker: number, defender: number, source: Source): Forbidden[] {
  const reasons: Forbidden[] = [];
  if (entry.below === 'forbidden' && span.worst !== null && against(attacker, defender, span.worst) < 0) {
    reasons.push({ id: BELOW_FIRST, source });
  }
  if (entry.above === 'forbidden' && span.best !== null && against(attacker, defender, span.best) > 0) {
    reasons.push({ id: ABOVE_LAST, source });
  }
  return reasons;
}

/** The column a start moved by its shifts reads: shifted past either end of the table, its last column that way. */
const shiftedColumn = (columns: readonly ResultColumn[], start: number, shifts: number): number =>
  Math.min(columns.length - 1, Math.max(0, start + shifts));

/**
 * The column a roll is read in (a table entered by columns), or null for any other table: the column the strengths
 * start in, moved by the shifts of its lines.
 */
export function columnOf(roll: PackRoll, assessment: Assessment): number | null {
  if (assessment.status !== 'allowed') return null;
  const start = assessment.modifiers.find((m) => m.id === 'column')?.params?.columnIndex;
  if (typeof start !== 'number') return null;
  const shiftLines = new Set(roll.modifiers.flatMap((m) => (m.shift === undefined ? [] : [m.id])));
  const shifts = assessment.modifiers.reduce(
    (sum, m) => sum + (shiftLines.has(m.id) && typeof m.params?.shift === 'number' ? m.params.shift : 0),
    0,
  );
  return shiftedColumn(roll.results.columns, start, shifts);
}

/**
 * The two sides' values an entry by odds or columns reads, or null where its rules give no whole number (or, for
 * odds, a side under 1: a ratio of nothing is no ratio).
 */
function sidesOf(entry: BoundedEntry, data: unknown, pack: GamePack): { attacker: number; defender: number } | null {
  const attacker = wholeNumber(evaluate(entry.attacker, data, pack));
  const defender = wholeNumber(evaluate(entry.defender, data, pack));
  if (attacker === null || defender === null) return null;
  const odds = entry.kind === 'odds' || entry.by === 'odds';
  return odds && (attacker < 1 || defender < 1) ? null : { attacker, defender };
}

/** The roll's own rules that forbid it and hold for the set-up, in the pack's order. */
const forbiddenBy = (roll: PackRoll, data: unknown, pack: GamePack): Forbidden[] =>
  (roll.forbid ?? []).flatMap((rule) =>
    truthy(evaluate(rule.when, data, pack)) ? [{ id: rule.id, source: sourceOf(rule.source, data, pack) }] : [],
  );

/**
 * What a roll entered by odds or columns gives, worked out from only what decides it — the two sides, the table's
 * ends, the pack's rules that forbid it, the shifts — without the die modifiers, notes and words of a whole
 * assessment: what "what would change the odds" tries set-up after set-up. Null where a rule gives no whole number.
 */
function entryOutcome(pack: GamePack, roll: PackRoll, data: unknown): EntryOutcome | null {
  const { entry } = roll;
  if (entry.kind !== 'odds' && entry.kind !== 'columns') return null;
  const sides = sidesOf(entry, data, pack);
  if (!sides) return null;
  const { attacker, defender } = sides;
  const source = { table: entry.source.table };
  if (
    beyondEnds(entry, spanOf(entry, roll), attacker, defender, source).length > 0 ||
    forbiddenBy(roll, data, pack).length > 0
  ) {
    return { kind: 'not-allowed' };
  }
  if (entry.kind === 'odds') {
    const { step } = oddsStep(entry.steps, attacker, defender, entry.favour);
    return { kind: 'step', attacker: step.attacker, defender: step.defender, drm: step.drm };
  }
  let shifts = 0;
  for (const m of roll.modifiers) {
    if (m.shift === undefined || (m.when !== undefined && !truthy(evaluate(m.when, data, pack)))) continue;
    const shift = wholeNumber(evaluate(m.shift, data, pack));
    if (shift === null) return null;
    shifts += shift;
  }
  const start = startingColumn(roll.results.columns, attacker, defender, entry.favour);
  return { kind: 'column', column: shiftedColumn(roll.results.columns, start, shifts) };
}

/**
 * The lines of a roll for a valid set-up: its entry's line (odds, a difference), then each modifier whose condition
 * holds. A value the pack's rules cannot give as a whole number makes the roll 'not-allowed' with its reason, never a
 * number on screen.
 */
function assessRoll(pack: GamePack, roll: PackRoll, index: number, setup: PackSetup): Assessment {
  const data = packData(setup);
  const modifiers: AppliedModifier[] = [];
  const broken: string[] = [];
  const beyond: Forbidden[] = [];
  const { entry } = roll;
  // A table entered by columns: the column of the two sides' strengths, then each shift; the line adds no die modifier.
  if (entry.kind === 'odds' || entry.kind === 'columns') {
    const sides = sidesOf(entry, data, pack);
    const source = sourceOf(entry.source, data, pack);
    if (!sides) broken.push('entry');
    else {
      const { attacker, defender } = sides;
      beyond.push(...beyondEnds(entry, spanOf(entry, roll), attacker, defender, source));
      if (entry.kind === 'odds') {
        const { step } = oddsStep(entry.steps, attacker, defender, entry.favour);
        const params = { attacker, defender, stepAttacker: step.attacker, stepDefender: step.defender };
        modifiers.push({ id: 'odds', value: step.drm, source, params });
      } else {
        const index = startingColumn(roll.results.columns, attacker, defender, entry.favour);
        const params = { attacker, defender, column: roll.results.columns[index]?.id ?? '', columnIndex: index };
        modifiers.push({ id: 'column', value: 0, source, params });
      }
    }
  } else if (entry.kind === 'difference') {
    const a = wholeNumber(evaluate(entry.of[0], data, pack));
    const b = wholeNumber(evaluate(entry.of[1], data, pack));
    if (a === null || b === null) broken.push('entry');
    else
      modifiers.push({ id: 'difference', value: a - b, source: sourceOf(entry.source, data, pack), params: { a, b } });
  }
  roll.modifiers.forEach((m, i) => {
    if (m.when !== undefined && !truthy(evaluate(m.when, data, pack))) return;
    const shift = m.shift === undefined ? 0 : wholeNumber(evaluate(m.shift, data, pack));
    const value = m.value === undefined ? 0 : wholeNumber(evaluate(m.value, data, pack));
    if (value === null || shift === null) {
      broken.push(`modifiers[${i}]`);
      return;
    }
    const params = m.params
      ? Object.fromEntries(
          Object.entries(m.params).flatMap(([name, logic]) => {
            const param = evaluate(logic, data, pack);
            return typeof param === 'number' || typeof param === 'string' ? [[name, param]] : [];
          }),
        )
      : undefined;
    const reading = m.reading && (m.readingWhen === undefined || truthy(evaluate(m.readingWhen, data, pack)));
    modifiers.push({
      id: m.id,
      value,
      source: sourceOf(m.source, data, pack),
      ...(params || m.shift !== undefined
        ? { params: { ...params, ...(m.shift === undefined ? {} : { shift }) } }
        : {}),
      // The reading's words are the pack's, by the line's id.
      ...(reading ? { reading: m.id } : {}),
    });
  });
  const notes = (roll.notes ?? [])
    .filter((note) => note.when === undefined || truthy(evaluate(note.when, data, pack)))
    .map((note) => ({ id: note.id, source: sourceOf(note.source, data, pack) }));
  const forbidden = forbiddenBy(roll, data, pack);
  if (broken.length + beyond.length + forbidden.length > 0) {
    return {
      status: 'not-allowed',
      reasons: [
        ...broken.map((at) => ({ id: BROKEN_RULE, source: { table: `rolls[${index}].${at}` } })),
        ...beyond,
        ...forbidden,
      ],
      notes,
    };
  }
  return { status: 'allowed', modifiers, total: modifiers.reduce((sum, m) => sum + m.value, 0), notes };
}

/** Every problem of a pack the schema cannot see, at its path. */
function packProblems(pack: GamePack): { problems: PackProblem[]; warnings: PackProblem[] } {
  const problems: PackProblem[] = [];
  const warnings: PackProblem[] = [];
  const problem = (path: string, code: PackProblemCode, params?: PackProblem['params']): void => {
    problems.push(params ? { path, code, params } : { path, code });
  };
  const unique = (items: readonly { readonly id: string }[] | undefined, path: string) => {
    const seen = new Set<string>();
    (items ?? []).forEach(({ id }, i) => {
      if (seen.has(id)) problem(`${path}[${i}].id`, 'usedTwice', { id });
      seen.add(id);
    });
  };
  const [first] = pack.languages;
  const texts = (value: Readonly<Record<string, string>>, path: string) => {
    if (first && !Object.hasOwn(value, first)) problem(path, 'firstLanguage', { language: first });
    for (const language of Object.keys(value)) {
      if (!pack.languages.includes(language)) problem(`${path}.${language}`, 'unlistedLanguage');
    }
    // Another of its languages missing: the first stands in, and the writer is told.
    for (const language of pack.languages.slice(1)) {
      if (!Object.hasOwn(value, language)) warnings.push({ path, code: 'missingLanguage', params: { language } });
    }
  };
  texts(pack.name, 'name');
  for (const [part, credit] of Object.entries(pack.credits)) {
    if (typeof credit === 'object') texts(credit, `credits.${part}`);
  }
  texts(pack.die.label, 'die.label');
  unique(pack.fields, 'fields');
  const checkValueField = (field: ValueField, path: string) => {
    texts(field.label, `${path}.label`);
    if (field.help) texts(field.help, `${path}.help`);
    if (field.kind === 'number' && (field.min > field.max || valueError(field, field.default))) {
      problem(`${path}.default`, 'defaultInRange', { min: field.min, max: field.max });
    }
    if (field.kind === 'choice') {
      unique(field.options, `${path}.options`);
      for (const [i, o] of field.options.entries()) texts(o.label, `${path}.options[${i}].label`);
      if (valueError(field, field.default)) problem(`${path}.default`, 'oneOfOptions');
    }
  };
  pack.fields.forEach((field, i) => {
    const path = `fields[${i}]`;
    if (field.kind !== 'units') {
      checkValueField(field, path);
      return;
    }
    texts(field.label, `${path}.label`);
    unique(field.fields, `${path}.fields`);
    for (const [j, f] of field.fields.entries()) checkValueField(f, `${path}.fields[${j}]`);
    if (field.min > field.max) problem(`${path}.min`, 'atMostMax', { max: field.max });
    if (field.count < field.min || field.count > field.max)
      problem(`${path}.count`, 'fromTo', { min: field.min, max: field.max });
  });
  const fieldIds = new Set(pack.fields.map((f) => f.id));
  const tables = pack.sources.tables;
  const source = (s: PackSource, path: string) => {
    if (!Object.hasOwn(tables, s.table)) problem(`${path}.table`, 'namedTable');
    if (typeof s.row === 'object' && s.row !== null) checkLogic(s.row, pack, `${path}.row`, problems);
    else if (s.row !== undefined && (typeof s.row !== 'string' || !v.is(ROW_ID, s.row))) {
      problem(`${path}.row`, 'rowId');
    }
  };
  unique(pack.rolls, 'rolls');
  pack.rolls.forEach((roll, r) => {
    const path = `rolls[${r}]`;
    // Each roll is a screen of the game, beside its roll log's.
    if (roll.id === LOG_SCREEN) problem(`${path}.id`, 'reservedId', { ids: LOG_SCREEN });
    texts(roll.name, `${path}.name`);
    roll.fields.forEach((id, i) => {
      if (!fieldIds.has(id)) problem(`${path}.fields[${i}]`, 'notAField', { id });
    });
    const { entry } = roll;
    if (entry.kind === 'odds' || entry.kind === 'columns') {
      checkLogic(entry.attacker, pack, `${path}.entry.attacker`, problems);
      checkLogic(entry.defender, pack, `${path}.entry.defender`, problems);
    } else if (entry.kind === 'difference') {
      for (const [i, logic] of entry.of.entries()) checkLogic(logic, pack, `${path}.entry.of[${i}]`, problems);
    }
    if (entry.kind !== 'roll') {
      source(entry.source, `${path}.entry.source`);
      texts(entry.label, `${path}.entry.label`);
    }
    // A table entered by columns: each column from where it starts, left to right; any other: no start.
    roll.results.columns.forEach((c, i) => {
      const at = `${path}.results.columns[${i}].from`;
      const from = c.from;
      if (entry.kind !== 'columns') {
        if (from !== undefined) problem(at, 'onlyColumns');
        return;
      }
      // In the attacker's favour a ratio between two columns counts as the higher: the first needs a ratio of its own;
      // and so does a first column below which the combat is forbidden.
      const ownRatio = (entry.by === 'odds' && entry.favour === 'attacker') || entry.below === 'forbidden';
      if (i === 0 && !ownRatio) {
        if (from !== null && from !== undefined) problem(at, 'firstColumnNull');
        return;
      }
      const before = roll.results.columns[i - 1]?.from;
      if (from === null || from === undefined || typeof from !== (entry.by === 'odds' ? 'object' : 'number')) {
        problem(at, entry.by === 'odds' ? 'oddsRatio' : 'difference');
      } else if (before !== null && before !== undefined && typeof before === typeof from) {
        const rises =
          typeof from === 'number'
            ? from > (before as number)
            : from.attacker * (before as { defender: number }).defender >
              (before as { attacker: number }).attacker * from.defender;
        if (!rises) problem(at, 'columnsRise');
      }
    });
    unique(roll.modifiers, `${path}.modifiers`);
    roll.modifiers.forEach((m, i) => {
      const at = `${path}.modifiers[${i}]`;
      texts(m.label, `${at}.label`);
      if (m.reading) texts(m.reading, `${at}.reading`);
      if (m.when !== undefined) checkLogic(m.when, pack, `${at}.when`, problems);
      if (m.readingWhen !== undefined) checkLogic(m.readingWhen, pack, `${at}.readingWhen`, problems);
      if ((m.value === undefined) === (m.shift === undefined)) problem(at, 'valueOrShift');
      if (m.value !== undefined) checkLogic(m.value, pack, `${at}.value`, problems);
      if (m.shift !== undefined) {
        if (entry.kind !== 'columns') problem(`${at}.shift`, 'onlyColumns');
        checkLogic(m.shift, pack, `${at}.shift`, problems);
      }
      for (const [name, logic] of Object.entries(m.params ?? {}))
        checkLogic(logic, pack, `${at}.params.${name}`, problems);
      source(m.source, `${at}.source`);
    });
    unique(roll.forbid, `${path}.forbid`);
    for (const [i, rule] of (roll.forbid ?? []).entries()) {
      const at = `${path}.forbid[${i}]`;
      if (RESERVED_REASONS.includes(rule.id)) problem(`${at}.id`, 'reservedId', { ids: RESERVED_REASONS.join(', ') });
      texts(rule.text, `${at}.text`);
      if (rule.when === undefined) problem(`${at}.when`, 'missing');
      else checkLogic(rule.when, pack, `${at}.when`, problems);
      source(rule.source, `${at}.source`);
    }
    for (const [i, example] of (roll.examples ?? []).entries()) {
      // What the card gives for it: its lines and total, or the reasons it is forbidden — one of the two.
      const figures = [example.modifiers, example.total, example.die, example.result, example.column];
      const whole =
        example.notAllowed === undefined
          ? example.modifiers !== undefined && example.total !== undefined
          : figures.every((figure) => figure === undefined);
      if (!whole) problem(`${path}.examples[${i}]`, 'exampleAllowedOrNot');
    }
    unique(roll.notes, `${path}.notes`);
    for (const [i, note] of (roll.notes ?? []).entries()) {
      texts(note.text, `${path}.notes[${i}].text`);
      if (note.when !== undefined) checkLogic(note.when, pack, `${path}.notes[${i}].when`, problems);
      source(note.source, `${path}.notes[${i}].source`);
    }
    const { columns, rows } = roll.results;
    texts(roll.results.name, `${path}.results.name`);
    unique(columns, `${path}.results.columns`);
    unique(rows, `${path}.results.rows`);
    rows.forEach((row, i) => {
      const at = `${path}.results.rows[${i}]`;
      if (row.cells.length !== columns.length) {
        problem(at, 'cellCount', { cells: row.cells.length, columns: columns.length });
      }
      for (const [j, cell] of row.cells.entries()) texts(cell, `${at}.cells[${j}]`);
      // Best first: each row runs up to one below the row above it; the first has no top, the last no bottom.
      const above = rows[i - 1];
      if (i === 0 && row.max !== null) problem(`${at}.max`, 'firstRowNull');
      if (i === rows.length - 1 && row.min !== null) problem(`${at}.min`, 'lastRowNull');
      if (above && (above.min === null || row.max !== above.min - 1)) {
        if (above.min === null) problem(`${at}.max`, 'rowBelowBound');
        else problem(`${at}.max`, 'rowBelow', { max: above.min - 1 });
      }
      if (row.min !== null && row.max !== null && row.min > row.max)
        problem(`${at}.min`, 'atMostMax', { max: row.max });
      if (i > 0 && i < rows.length - 1 && row.min === null) problem(`${at}.min`, 'rowBound');
    });
  });
  unique(pack.charts, 'charts');
  (pack.charts ?? []).forEach((chart, c) => {
    const path = `charts[${c}]`;
    texts(chart.name, `${path}.name`);
    unique(chart.columns, `${path}.columns`);
    for (const [i, column] of chart.columns.entries()) texts(column.label, `${path}.columns[${i}].label`);
    unique(chart.rows, `${path}.rows`);
    const footnotes = chart.footnotes ?? [];
    unique(footnotes, `${path}.footnotes`);
    for (const [i, f] of footnotes.entries()) texts(f.text, `${path}.footnotes[${i}].text`);
    const called = (ids: readonly string[], at: string) => {
      ids.forEach((id, i) => {
        if (!footnotes.some((f) => f.id === id)) problem(`${at}[${i}]`, 'notAFootnote', { id });
      });
    };
    chart.rows.forEach((row, r) => {
      const at = `${path}.rows[${r}]`;
      texts(row.label, `${at}.label`);
      if (row.cells.length !== chart.columns.length) {
        problem(at, 'cellCount', { cells: row.cells.length, columns: chart.columns.length });
      }
      if (row.notes) called(row.notes, `${at}.notes`);
      row.cells.forEach((cell, i) => {
        if (isNoted(cell)) {
          texts(cell.text, `${at}.cells[${i}].text`);
          called(cell.notes, `${at}.cells[${i}].notes`);
        } else texts(cell, `${at}.cells[${i}]`);
      });
    });
  });
  return { problems, warnings };
}

/** A chart's cell that calls footnotes, rather than a plain text. */
export const isNoted = (cell: ChartCell): cell is Extract<ChartCell, { notes: unknown }> =>
  Object.hasOwn(cell, 'notes') && Object.hasOwn(cell, 'text');

/** A value of a worked example's set-up that does not fit its field, as a problem naming what it holds. */
function refusedProblem(path: string, { value, field }: RefusedValue): PackProblem {
  const shown = JSON.stringify(value) ?? String(value);
  const held = shown.length > 40 ? `${shown.slice(0, 39)}…` : shown;
  if (field.kind === 'number')
    return { path, code: 'exampleNumber', params: { value: held, min: field.min, max: field.max } };
  if (field.kind === 'flag') return { path, code: 'exampleFlag', params: { value: held } };
  if (field.kind === 'choice') {
    return { path, code: 'exampleChoice', params: { value: held, options: field.options.map((o) => o.id).join(', ') } };
  }
  return path.endsWith(']')
    ? { path, code: 'exampleUnit', params: { value: held } }
    : { path, code: 'exampleUnits', params: { value: held, min: field.min, max: field.max } };
}

/**
 * What a pack's worked examples give that differs from what the card says, at their paths, and how many were checked
 * (those of the rolls not in `skipped`, whose own problems keep them from being worked out).
 */
function exampleProblems(
  loaded: LoadedPack,
  skipped: ReadonlySet<number> = new Set(),
): { problems: PackProblem[]; checked: number } {
  const problems: PackProblem[] = [];
  let checked = 0;
  loaded.pack.rolls.forEach((roll, r) => {
    const resolution = loaded.rolls[r];
    if (skipped.has(r)) return;
    roll.examples?.forEach((example, e) => {
      const at = `rolls[${r}].examples[${e}]`;
      if (!resolution) return;
      checked++;
      // The fields it changes, units included; the rest are the pack's defaults.
      const read = setupFrom(loaded, example.setup);
      for (const path of read.unknown) {
        problems.push({
          path: `${at}.setup.${path}`,
          code: 'notAField',
          params: { id: path.split('.').at(-1) ?? path },
        });
      }
      for (const refused of read.refused) problems.push(refusedProblem(`${at}.setup.${refused.path}`, refused));
      if (read.unknown.length + read.refused.length > 0) return;
      const setup = read.setup;
      const assessment = resolution.assess(setup);
      if (assessment.status === 'invalid') {
        problems.push({ path: at, code: 'exampleInvalid' });
        return;
      }
      const lines = (modifiers: readonly AppliedModifier[]) =>
        modifiers
          .filter((m) => m.id !== 'column')
          .map((m) => `${m.id} ${typeof m.params?.shift === 'number' ? m.params.shift : m.value}`)
          .join(', ');
      const reasons = assessment.status === 'not-allowed' ? assessment.reasons.map((r) => r.id).join(', ') : '';
      if (example.notAllowed) {
        // A set-up the card forbids: forbidden, for the very reasons it names.
        const path = `${at}.notAllowed`;
        if (assessment.status === 'allowed') {
          problems.push({ path, code: 'exampleAllowed', params: { lines: lines(assessment.modifiers) || '0' } });
        } else if (reasons !== example.notAllowed.join(', ')) {
          problems.push({ path, code: 'exampleForbidden', params: { reasons } });
        }
        return;
      }
      if (assessment.status === 'not-allowed') {
        problems.push({ path: at, code: 'exampleForbidden', params: { reasons } });
        return;
      }
      // A shift of columns is checked by its shift; the column itself, by the example's column.
      const given = lines(assessment.modifiers);
      const card = (example.modifiers ?? []).map((m) => `${m.id} ${m.value}`).join(', ');
      if (given !== card) {
        const path = `${at}.modifiers`;
        problems.push(
          given ? { path, code: 'exampleLines', params: { lines: given } } : { path, code: 'exampleNoLine' },
        );
      }
      if (assessment.total !== example.total) {
        problems.push({ path: `${at}.total`, code: 'exampleTotal', params: { total: assessment.total } });
      }
      if (example.die !== undefined && example.result !== undefined) {
        const landed = resolution.result(assessment.total, example.die).id;
        if (landed !== example.result) {
          problems.push({ path: `${at}.result`, code: 'exampleResult', params: { result: landed } });
        }
      }
      if (example.column !== undefined) {
        const index = columnOf(roll, assessment);
        const column = index === null ? undefined : roll.results.columns[index]?.id;
        if (column !== example.column) {
          const path = `${at}.column`;
          problems.push(
            column ? { path, code: 'exampleColumn', params: { column } } : { path, code: 'exampleNoColumn' },
          );
        }
      }
    });
  });
  return { problems, checked };
}

/**
 * A valibot issue as a problem: a part the format does not have, a part missing, one of the format's own checks (its
 * code as the message, with its bound), else what was expected and what came.
 */
function schemaProblem(issue: v.BaseIssue<unknown>): PackProblem {
  const path = issuePath(issue.path);
  if (issue.kind === 'schema' && issue.expected === 'never') return { path, code: 'notPart' };
  if (issue.input === undefined && (issue.path?.length ?? 0) > 0) return { path, code: 'missing' };
  if (isPackProblemCode(issue.message)) {
    const bound = issue.requirement;
    return typeof bound === 'number'
      ? { path, code: issue.message, params: { n: bound } }
      : { path, code: issue.message };
  }
  return { path, code: 'expected', params: { expected: issue.expected ?? '', received: issue.received } };
}

/** What reading a pack's text gives. */
export interface ReadPack {
  /** The pack made a game, or null where it has a problem. */
  readonly loaded: LoadedPack | null;
  /** Every problem found (at most 50, each at its path): any one keeps the pack from being kept or played. */
  readonly problems: PackProblem[];
  /** What the pack may well mean but should say (a text missing in one of its languages): it loads all the same. */
  readonly warnings: PackProblem[];
  /** How many worked examples were worked out and compared with the card. */
  readonly examplesChecked: number;
}

const MAX_LISTED = 50;

/**
 * Reads a pack's text: the pack made a game, or null and every problem found. A text longer than PACK_LIMITS.text is
 * refused unread; one that is no JSON, at the line and column where it stops being JSON. Every problem the schema
 * finds is listed at once; past the schema, so is every problem of the pack's parts, and the worked examples of each
 * roll with none of its own are checked all the same (a table's problem does not hide another roll's examples').
 */
export function readPack(text: string): ReadPack {
  const none = { loaded: null, warnings: [], examplesChecked: 0 };
  if (text.length > PACK_LIMITS.text) {
    return { ...none, problems: [{ path: '', code: 'tooLong', params: { n: PACK_LIMITS.text } }] };
  }
  // A byte order mark, as some editors save a file, is no part of the JSON.
  const json = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    const at = jsonErrorAt(json) ?? { line: 1, column: 1 };
    return { ...none, problems: [{ path: '', code: 'notJson', params: { line: at.line, column: at.column } }] };
  }
  const checked = v.safeParse(PackSchema, parsed);
  if (!checked.success) return { ...none, problems: checked.issues.slice(0, MAX_LISTED).map(schemaProblem) };
  const pack = checked.output;
  const { problems, warnings } = packProblems(pack);
  const die: Die = { id: `pack-${pack.id}`, faces: pack.die.faces };
  const rolls = pack.rolls.map((roll, r) =>
    resolution<PackSetup, ResultBand>(
      roll.id,
      die,
      roll.results.rows.map(({ id, min, max }) => ({ id, min, max })),
      (setup) => validateRoll(pack, roll, setup),
      (setup) => assessRoll(pack, roll, r, setup),
    ),
  );
  const loaded = { pack, die, defaultSetup: defaultSetupOf(pack), rolls };
  // Problems of a roll or a chart leave the other rolls whole: their examples are still worked out. Any other
  // problem (a field, a lookup, the languages) may touch every roll: none is worked out until it is mended.
  const rollOf = (path: string) => /^rolls\[(\d+)\]/.exec(path)?.[1];
  const apart = problems.every((p) => rollOf(p.path) !== undefined || p.path.startsWith('charts['));
  const examples = apart
    ? exampleProblems(loaded, new Set(problems.map((p) => Number(rollOf(p.path) ?? -1))))
    : { problems: [], checked: 0 };
  const all = [...problems, ...examples.problems];
  return {
    loaded: all.length > 0 ? null : loaded,
    problems: all.slice(0, MAX_LISTED),
    warnings: warnings.slice(0, MAX_LISTED),
    examplesChecked: examples.checked,
  };
}
