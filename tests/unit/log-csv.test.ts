import fc from 'fast-check';
import { expect, it } from 'vitest';
import { csvOf } from '../../src/screens/roll-log/log-csv';

it('a spreadsheet reads each cell back as written: texts quoted (quotes doubled), numbers in the language’s format', () => {
  expect(csvOf([['a "b"; c', 16.6667, -2, null]], 'fr')).toBe('\ufeff"a ""b""; c";16,667;-2;\r\n');
  expect(csvOf([['a "b", c', 16.6667, -2, null]], 'en')).toBe('\ufeff"a ""b"", c",16.667,-2,\r\n');
  // Whatever a text holds, a reader that honours quotes gets it back whole, one cell per column.
  fc.assert(
    fc.property(
      fc.array(fc.string(), { minLength: 1, maxLength: 5 }),
      fc.constantFrom('en', 'fr'),
      (texts, language) => {
        const separator = language === 'fr' ? ';' : ',';
        const line = csvOf([texts], language).slice(1, -2);
        const cells: string[] = [];
        let at = 0;
        while (at <= line.length) {
          expect(line[at]).toBe('"');
          let end = at + 1;
          let cell = '';
          for (;;) {
            const quote = line.indexOf('"', end);
            cell += line.slice(end, quote);
            if (line[quote + 1] === '"') {
              cell += '"';
              end = quote + 2;
            } else {
              end = quote + 1;
              break;
            }
          }
          cells.push(cell);
          expect([separator, undefined]).toContain(line[end]);
          at = end + 1;
        }
        expect(cells).toEqual(texts);
      },
    ),
  );
});
