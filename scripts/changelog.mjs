/**
 * The changelog as the app reads it: CHANGELOG.md (English) and CHANGELOG.fr.md (French) made into one list of
 * versions, newest first, each with its date and its lines in each language it is written in. The build writes it as
 * changelog.json beside the page (vite.config.ts); a page offering an update reads the new version's lines from it.
 */
import { readFileSync } from 'node:fs';

/** One file's versions: "## [0.6.0] - 2026-11-29" and the "- " lines under it (a line may run on, indented). */
export function versionsOf(markdown) {
  const versions = [];
  let current = null;
  for (const line of markdown.split('\n')) {
    const heading = /^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})\s*$/.exec(line);
    if (heading) {
      current = { version: heading[1], date: heading[2], lines: [] };
      versions.push(current);
    } else if (/^## /.test(line)) current = null;
    else if (current && line.startsWith('- ')) current.lines.push(line.slice(2).trim());
    else if (current && /^ {2,}\S/.test(line) && current.lines.length > 0)
      current.lines[current.lines.length - 1] += ` ${line.trim()}`;
  }
  return versions;
}

/** Both files joined: every English version, with its French lines where the French file has that version. */
export function readChangelog(english, french) {
  const inFrench = new Map(versionsOf(french).map((v) => [v.version, v.lines]));
  return versionsOf(english).map(({ version, date, lines }) => ({
    version,
    date,
    lines: { en: lines, ...(inFrench.has(version) ? { fr: inFrench.get(version) } : {}) },
  }));
}

/** The repository's changelog. */
export const changelog = (folder = '.') =>
  readChangelog(readFileSync(`${folder}/CHANGELOG.md`, 'utf8'), readFileSync(`${folder}/CHANGELOG.fr.md`, 'utf8'));
