import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INHERITED_NAMES as INHERITED } from '../../../tests/helpers/inherited-names';
import { ownField, ownValue } from './own';

const keys = fc.oneof(fc.constantFrom(...INHERITED), fc.string());

describe('own lookups', () => {
  it('answer a record’s own keys, and undefined for every name an object inherits', () => {
    const record: Record<string, number> = { terrain: 1, toString: 2 };
    expect(ownValue(record, 'terrain')).toBe(1);
    expect(ownValue(record, 'toString')).toBe(2);
    expect(ownField(record, 'toString')).toBe(2);
    for (const name of INHERITED.filter((n) => n !== 'toString')) {
      expect(ownValue(record, name), name).toBeUndefined();
      expect(ownField(record, name), name).toBeUndefined();
    }
  });

  it('answer undefined for no record, and ownField for any value that is not an object', () => {
    expect(ownValue(undefined, 'a')).toBeUndefined();
    expect(ownValue(null, 'a')).toBeUndefined();
    for (const value of [undefined, null, 0, 1, '', 'text', true, Symbol('s')]) {
      for (const name of ['length', ...INHERITED]) expect(ownField(value, name)).toBeUndefined();
    }
    expect(ownField(['a'], '0')).toBe('a');
  });

  it('answer what parsed JSON holds under any key, whatever the key', () => {
    fc.assert(
      fc.property(fc.dictionary(keys, fc.jsonValue()), keys, (entries, key) => {
        // JSON.parse makes "__proto__" an own key, as a stored value or a pack would.
        const parsed: Record<string, unknown> = JSON.parse(JSON.stringify(entries));
        const own = Object.keys(parsed).includes(key);
        expect(ownField(parsed, key)).toEqual(own ? parsed[key] : undefined);
        expect(ownValue(parsed, key)).toEqual(own ? parsed[key] : undefined);
      }),
    );
  });
});
