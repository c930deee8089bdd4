import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonErrorAt } from './json-syntax';

/** The line and column of an offset, counted apart from the code under test. */
const positionOf = (text: string, offset: number) => {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: (lines.at(-1) as string).length + 1 };
};

describe('where a text stops being JSON', () => {
  it('finds nothing wrong with any JSON, however written', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2, '\t'), (value, indent) => {
        expect(jsonErrorAt(JSON.stringify(value, null, indent))).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('a JSON text cut short is wrong at its end; a stray character, where it stands', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.jsonValue(), { minLength: 1 }),
          fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }),
        ),
        fc.nat(),
        (value, at) => {
          const text = JSON.stringify(value, null, 2);
          const cut = text.slice(0, 1 + (at % (text.length - 1)));
          // Cut anywhere inside a list or object, it is not JSON, and what is missing is at its end.
          expect(() => JSON.parse(cut)).toThrow();
          expect(jsonErrorAt(cut)).toEqual(positionOf(cut, cut.length));
          // A closing brace put after the whole: wrong just there.
          expect(jsonErrorAt(`${text}}`)).toEqual(positionOf(`${text}}`, text.length));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('says line and column as an editor counts them', () => {
    expect(jsonErrorAt('{\n  "id": "a",\n  "version": 1,\n}')).toEqual({ line: 4, column: 1 });
    expect(jsonErrorAt('{\n  "id": "a"\n  "version": 1\n}')).toEqual({ line: 3, column: 3 });
    expect(jsonErrorAt('{"a": tru}')).toEqual({ line: 1, column: 7 });
    expect(jsonErrorAt('{"a": "\\x"}')).toEqual({ line: 1, column: 8 });
    expect(jsonErrorAt('{"a": 01}')).toEqual({ line: 1, column: 7 });
    expect(jsonErrorAt('{"a": 1.}')).toEqual({ line: 1, column: 7 });
    expect(jsonErrorAt('{"a": 1.')).toEqual({ line: 1, column: 9 });
    expect(jsonErrorAt('')).toEqual({ line: 1, column: 1 });
    expect(jsonErrorAt('{"a": "line\nbreak"}')).toEqual({ line: 1, column: 12 });
  });

  it('walks a text nested ten thousand deep without overflowing', () => {
    const deep = `${'['.repeat(10_000)}1${']'.repeat(9_999)}`;
    expect(jsonErrorAt(deep)).toEqual({ line: 1, column: 20_001 });
    expect(jsonErrorAt(`${'['.repeat(10_000)}${']'.repeat(10_000)}`)).toBeNull();
  });
});
