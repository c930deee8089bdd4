import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packGuideFiles } from '../../scripts/pack-guide.mjs';

/**
 * The guide to writing a game pack, in English and in French, and its pages in the build (scripts/pack-guide.mjs):
 * the two say the same things in the same places, and every link of a page reaches a file the build holds.
 */
const ENGLISH = readFileSync('docs/game-packs.md', 'utf8');
const FRENCH = readFileSync('docs/game-packs.fr.md', 'utf8');

/** What a translation keeps: the code blocks as they are, the headings, table rows and links in their number. */
function shapeOf(markdown: string) {
  const lines = markdown.split('\n');
  return {
    codeBlocks: [...markdown.matchAll(/```[\s\S]*?```/g)].map((m) => m[0]),
    headings: lines.filter((line) => /^#{1,6} /.test(line)).map((line) => line.split(' ')[0]),
    tableRows: lines.filter((line) => line.startsWith('|')).length,
    listItems: lines.filter((line) => /^\s*(?:-|\d+\.) /.test(line)).length,
    // Each guide names the other first: the links after it are the same in both.
    links: [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).slice(1),
  };
}

describe('the guide to writing a game pack', () => {
  it('says in French what it says in English, in the same places: code, headings, tables, lists and links', () => {
    expect(shapeOf(FRENCH)).toEqual(shapeOf(ENGLISH));
    expect(ENGLISH).toContain('](game-packs.fr.md)');
    expect(FRENCH).toContain('](game-packs.md)');
  });

  it('is built as a page per language, whose every link of its own reaches a file of the build or the app', () => {
    const files = packGuideFiles();
    const names = new Set(files.map((file) => file.fileName));
    expect([...names]).toEqual([
      'game-packs.html',
      'game-packs.fr.html',
      'game-pack.schema.json',
      'examples/skirmish.pack.json',
      'examples/odds-columns.pack.json',
      'examples/corbach-1760.pack.json',
    ]);
    for (const [page, language, other] of [
      ['game-packs.html', 'en', 'game-packs.fr.html'],
      ['game-packs.fr.html', 'fr', 'game-packs.html'],
    ] as const) {
      const html = files.find((file) => file.fileName === page)?.source ?? '';
      expect(html).toContain(`<html lang="${language}">`);
      const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(links).toContain(other);
      // The app's own files (its icon, the guide's style sheet) are served beside it from public/.
      const own = links.filter((link) => !/^[a-z]+:/.test(link) && link !== './' && !existsSync(`public/${link}`));
      expect(
        own.filter((link) => !names.has(link)),
        page,
      ).toEqual([]);
    }
  });
});
