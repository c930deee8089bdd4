/**
 * The pieces a game's share-link fields are made of: readers that turn text back into a value or refuse it
 * (never throw), and the field record (key, reader, path, writer, version added).
 */
import { MOVE_LIMITS, type Movement } from './movement-setup';
import { MAX_UNITS_PER_SIDE } from './validation';

/** Reads a field's text: the value, or undefined when the text is not one. */
export type Reader<T> = (text: string) => T | undefined;

export const oneOf =
  <T extends string>(ids: readonly T[]): Reader<T> =>
  (text) =>
    (ids as readonly string[]).includes(text) ? (text as T) : undefined;

export const integer =
  (limits: { readonly min: number; readonly max: number }): Reader<number> =>
  (text) => {
    if (!/^-?\d{1,4}$/.test(text)) return undefined;
    // "-0" is 0: a negative zero would print as 0 and never equal the 0 the link writes back.
    const n = Number(text) + 0;
    return n >= limits.min && n <= limits.max ? n : undefined;
  };

export const flag: Reader<boolean> = (text) => (text === '1' ? true : text === '0' ? false : undefined);

/** The readers of a record's parts, in the order a link writes them. */
type RecordParts<T> = { readonly [K in keyof T]: Reader<T[K]> };

/**
 * A record of named parts joined by "." (a unit: "6.4.infantry.0.0"): every part must read, and no part may be
 * left over, or the whole record is refused.
 */
const record =
  <T>(parts: RecordParts<T>): Reader<T> =>
  (text) => {
    const names = Object.keys(parts) as (keyof T)[];
    const pieces = text.split('.');
    if (pieces.length !== names.length) return undefined;
    const out = {} as T;
    for (const [i, name] of names.entries()) {
      const value = parts[name](pieces[i] ?? '');
      if (value === undefined) return undefined;
      out[name] = value;
    }
    return out;
  };

/** Records joined by "_". One unreadable record makes the whole list unreadable: it keeps its current value. */
export const list =
  <U>(read: Reader<U>, max = MAX_UNITS_PER_SIDE): Reader<U[]> =>
  (text) => {
    if (text === '') return [];
    const parts = text.split('_');
    if (parts.length > max) return undefined;
    const read_ = parts.map(read);
    return read_.every((u) => u !== undefined) ? (read_ as U[]) : undefined;
  };

/** Ids joined by "*", as one part of a record (the terrains of a hex: "woods*marsh"); "" is none. */
export const idSet =
  <T extends string>(ids: readonly T[], max: number): Reader<T[]> =>
  (text) => {
    if (text === '') return [];
    const parts = text.split('*');
    const read = parts.map(oneOf(ids));
    return parts.length <= max && read.every((id) => id !== undefined) ? (read as T[]) : undefined;
  };

/** Writes what `record` reads: the named parts in order, booleans as 1 and 0. */
const writeRecords =
  (names: readonly string[]) =>
  (items: unknown): string =>
    (items as Record<string, unknown>[]).map((item) => names.map((n) => plainOrSet(item[n])).join('.')).join('_');

/** One field of a link: its key, how its value is read, and where it lives in the combat ("setup.fire.kind"). */
export interface LinkField {
  readonly key: string;
  readonly read: Reader<unknown>;
  readonly path: string;
  readonly write: (value: unknown) => string;
  /** A field added in a later version: in an older link it takes `before` (what that version meant), silently. */
  readonly added?: { readonly since: number; readonly before: unknown };
}

/** The `added` option of a field a later version brought in: an older link takes `before`. */
export const addedIn = (since: number, before: unknown) => ({ added: { since, before } });

/** Ids and numbers as they are; true and false as 1 and 0. */
export const plain = (value: unknown) => (typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
const plainOrSet = (value: unknown) => (Array.isArray(value) ? value.join('*') : plain(value));

export const field = (
  key: string,
  read: Reader<unknown>,
  path: string,
  extra: { write?: (value: unknown) => string; added?: LinkField['added'] } = {},
): LinkField => ({ key, read, path, write: extra.write ?? plain, ...(extra.added ? { added: extra.added } : {}) });

/** A field of a list of records (units, steps), each written part by part in the order of `parts`. */
export const recordsField = <T>(
  key: string,
  parts: RecordParts<T>,
  path: string,
  max = MAX_UNITS_PER_SIDE,
  added?: LinkField['added'],
): LinkField => field(key, list(record(parts), max), path, { write: writeRecords(Object.keys(parts)), added });

/**
 * The movement helper's fields, which version 4 of every game's link brought in (an older link opens on the default
 * move): the moving unit, the game's own flags of the move (`flags`: key and name), the allowance and the steps, each
 * step a record of `stepParts` in their order.
 */
export function movementFields<Move extends Movement<string, object>>(
  units: readonly Move['unit'][],
  stepParts: RecordParts<Move['steps'][number]>,
  defaults: Move,
  flags: readonly (readonly [key: string, name: keyof Move & string])[] = [],
): LinkField[] {
  return [
    field('m.unit', oneOf(units), 'setup.movement.unit', addedIn(4, defaults.unit)),
    ...flags.map(([key, name]) => field(key, flag, `setup.movement.${name}`, addedIn(4, defaults[name]))),
    field('m.ma', integer(MOVE_LIMITS.allowance), 'setup.movement.allowance', addedIn(4, defaults.allowance)),
    recordsField('m.steps', stepParts, 'setup.movement.steps', MOVE_LIMITS.steps, { since: 4, before: defaults.steps }),
  ];
}
