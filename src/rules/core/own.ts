/**
 * Lookups by a key from outside (a link, storage, a game pack): a plain `record[key]` would answer a name every object
 * inherits ("constructor", "__proto__", "toString"…) with the inherited value. These answer only a record's own.
 */

/** What a record holds under a key of its own, else undefined. */
export function ownValue<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A value of any shape, read from outside, that has fields (an array too). */
export const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

/** A value read from outside that is a record of fields (an object, not an array). */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  isObject(value) && !Array.isArray(value);

/** The same for a value of any shape (read from storage or a pack): undefined where it is not an object. */
export function ownField(value: unknown, key: string): unknown {
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}
