import fc from 'fast-check';

/** Numbers no set-up should hold: none, negative, fractional, not a number, endless, beyond exact integers. */
const BAD_NUMBERS = [
  0,
  -1,
  -0,
  0.5,
  -3.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  1e308,
  2 ** 53 + 2,
];

type Path = readonly (string | number)[];

/** Where a set-up holds a number or a list: the places a player's slip, a bad link or a pack could break. */
function breakablePlaces(value: unknown, path: Path = []): { readonly path: Path; readonly kind: 'number' | 'list' }[] {
  if (typeof value === 'number') return [{ path, kind: 'number' }];
  if (Array.isArray(value)) {
    return [{ path, kind: 'list' }, ...value.flatMap((item, i) => breakablePlaces(item, [...path, i]))];
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => breakablePlaces(item, [...path, key]));
  }
  return [];
}

function replaceAt(value: unknown, path: Path, next: (old: unknown) => unknown): unknown {
  if (path.length === 0) return next(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaceAt(item, rest, next) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: replaceAt(record[head as string], rest, next) };
}

/**
 * A set-up broken in one to three places: a number replaced by one no set-up should hold, or a list emptied or
 * doubled past any limit. What a rule must still answer without a non-finite number.
 */
export function arbitraryBrokenSetup(valid: unknown): fc.Arbitrary<unknown> {
  const places = breakablePlaces(valid);
  if (places.length === 0) return fc.constant(valid);
  const breakOne = fc.record({
    place: fc.constantFrom(...places),
    bad: fc.constantFrom(...BAD_NUMBERS),
    list: fc.constantFrom('empty', 'many'),
  });
  return fc
    .array(breakOne, { minLength: 1, maxLength: 3 })
    .map((breaks) =>
      breaks.reduce(
        (setup, { place, bad, list }) =>
          replaceAt(setup, place.path, (old) =>
            place.kind === 'number'
              ? bad
              : list === 'empty'
                ? []
                : Array.from({ length: 40 }, () => (old as unknown[])[0]).filter((item) => item !== undefined),
          ),
        valid,
      ),
    );
}
