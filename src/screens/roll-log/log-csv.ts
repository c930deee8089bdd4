/**
 * The roll log as a spreadsheet's file (CSV), one row a roll. A spreadsheet set to English reads commas between fields
 * and a point in numbers; one set to French, semicolons and a comma: the file follows the page's language. Numbers are
 * written with a plain hyphen for a minus (a spreadsheet reads no other); texts are quoted; a byte-order mark tells the
 * spreadsheet the text is UTF-8.
 */

/** A cell: a text (quoted), or a number (written in the language's format, not quoted). */
export type CsvCell = string | number | null;

const SEPARATOR: Readonly<Record<string, string>> = { fr: ';' };

/** A number as a spreadsheet in `language` reads it. */
const numberIn = (value: number, language: string): string => {
  const text = String(Math.round(value * 1000) / 1000);
  return language === 'fr' ? text.replace('.', ',') : text;
};

export function csvOf(rows: readonly (readonly CsvCell[])[], language: string): string {
  const separator = SEPARATOR[language] ?? ',';
  const cell = (value: CsvCell) =>
    value === null ? '' : typeof value === 'number' ? numberIn(value, language) : `"${value.replace(/"/g, '""')}"`;
  return `\ufeff${rows.map((row) => row.map(cell).join(separator)).join('\r\n')}\r\n`;
}
