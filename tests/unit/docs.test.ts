import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and the pages under docs/ hold together: every link between them reaches its page and its heading, every
 * picture a page names is in docs/images/ (made by `npm run screenshots`), and no picture is left that no page shows.
 */
const PAGES = [
  'README.md',
  'CHANGELOG.md',
  'CHANGELOG.fr.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** A page's text without its code blocks (a link-like text in an example is not a link). */
const prose = (page: string) => readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(page: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ''] of prose(page).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .replace(/[*_`]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} -]/gu, '')
      .replace(/ /g, '-');
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
  }
  return anchors;
}

/** Every link and picture of a page: markdown links and images, and HTML images. */
const targetsOf = (page: string) => [
  ...[...prose(page).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? ''),
  ...[...prose(page).matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1] ?? ''),
];

const isExternal = (target: string) => /^[a-z]+:/.test(target);

describe('the README and the docs', () => {
  it('the README is short: under 200 lines, the two commands first', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    expect(readme.indexOf('```sh')).toBeLessThan(readme.indexOf('\n## '));
  });

  it.each(PAGES)('%s: every link reaches its page and heading, every picture is there', (page) => {
    const broken: string[] = [];
    for (const target of targetsOf(page).filter((t) => !isExternal(t))) {
      const [path = '', anchor] = target.split('#');
      const file = path === '' ? page : normalize(join(dirname(page), path));
      if (!existsSync(file)) broken.push(`${target}: no ${file}`);
      else if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(file).has(anchor))
        broken.push(`${target}: no heading #${anchor} in ${file}`);
    }
    expect(broken).toEqual([]);
  });

  it('every picture in docs/images is shown by a page, and the README shows the app before its first heading', () => {
    const shown = new Set(
      PAGES.flatMap((page) =>
        targetsOf(page)
          .filter((t) => /\.(webp|png)$/.test(t))
          .map((t) => normalize(join(dirname(page), t))),
      ),
    );
    const pictures = readdirSync('docs/images').map((f) => `docs/images/${f}`);
    expect(pictures.filter((p) => !shown.has(p))).toEqual([]);
    const readme = readFileSync('README.md', 'utf8');
    expect(readme.indexOf('![')).toBeLessThan(readme.indexOf('\n## '));
  });

  it('from the README, every feature of the manual is one link away: the manual’s sections are linked from it', () => {
    const readme = prose('README.md');
    const linked = new Set([...readme.matchAll(/\]\(docs\/manual\.md#([^)]+)\)/g)].map((m) => m[1]));
    const sections = [...prose('docs/manual.md').matchAll(/^## (.+)$/gm)].length;
    expect(readme).toContain('](docs/manual.md)');
    expect(linked.size).toBeGreaterThanOrEqual(Math.min(sections, 6));
  });
});
