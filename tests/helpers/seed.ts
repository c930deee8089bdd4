/**
 * Reads the publishers' seed tables (verbatim copies under tests/fixtures/seeds) so tests can check every cell
 * of the app's typed tables against them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function readSeed(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../fixtures/seeds/${name}`, import.meta.url)), 'utf8');
}

/** Splits a markdown table row into trimmed cells. */
export function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

/**
 * The body rows of the markdown table that follows the first line containing `heading` (header and separator
 * lines skipped), each as its cells.
 */
export function markdownTable(text: string, heading: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.includes(heading));
  if (start < 0) throw new Error(`Seed heading not found: ${heading}`);
  let i = start + 1;
  while (i < lines.length && !lines[i]?.trim().startsWith('|')) i++;
  const rows: string[][] = [];
  for (; i < lines.length && lines[i]?.trim().startsWith('|'); i++) rows.push(cells(lines[i] ?? ''));
  return rows.slice(2);
}

/** Removes spaces, for comparing a printed cell with the app's rendering of it. */
export const squash = (s: string): string => s.replace(/\s+/g, '');
