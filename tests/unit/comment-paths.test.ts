/**
 * A comment that names a file names one that exists: a path from the repository's root or from the comment's own
 * folder, or, for a bare file name, a file of that name somewhere in the project. A renamed or moved file leaves no
 * comment sending a reader to nothing.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SKIP = new Set([
  'node_modules',
  'dist',
  '.git',
  'test-results',
  'test-reports',
  'playwright-report',
  'lighthouse',
]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const ALL = files('.');
/** Every file's name, and the files only the build writes (in dist/). */
const NAMES = new Set([...ALL.map((path) => basename(path)), 'sw.js', 'changelog.json']);
const CODE = ALL.filter((path) => /\.(ts|tsx|mjs|js|css)$/.test(path) && !path.startsWith('bench/'));

/** The comment on a line: after `//`, or a line of a block comment. */
const COMMENT = /(?:^|\s)\/\/(.*)|\/\*(.*)|^\s*\*(.*)/;
/** A file named in words: a path or a bare name with a code or document ending (no pattern, no placeholder). */
const NAMED =
  /(?<![\w*<>/.-])((?:\.{1,2}\/)?(?:[\w@-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:tsx|ts|mjs|js|css|json|yml|md))(?![\w*])/g;

function namedFiles(path: string): { line: number; name: string }[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((text, i) => {
      const comment = COMMENT.exec(text);
      const words = comment?.[1] ?? comment?.[2] ?? comment?.[3];
      return words ? [...words.matchAll(NAMED)].map((m) => ({ line: i + 1, name: m[1] ?? '' })) : [];
    });
}

/**
 * A path that leaves the repository however it is read, from its root or from the comment's folder (the workplace's
 * shared documents beside it), is not the repository's to hold.
 */
const inRepository = (path: string) => path.startsWith(`${resolve('.')}/`);
const outside = (from: string, name: string) =>
  !inRepository(resolve(name)) && !inRepository(resolve(dirname(from), name));

const exists = (from: string, name: string) =>
  name.includes('/')
    ? outside(from, name) || existsSync(name) || existsSync(join(dirname(from), name))
    : NAMES.has(name);

describe('files named in comments', () => {
  it('finds the names it should (the test of the test)', () => {
    expect(exists('src/app/app.tsx', 'src/state/combat/combat-store.ts')).toBe(true);
    expect(exists('src/app/app.tsx', './url-sync.ts')).toBe(true);
    expect(exists('src/app/app.tsx', 'tests/unit/games.test.ts')).toBe(false);
    expect(exists('src/app/app.tsx', 'editions-2006.ts')).toBe(false);
    expect(exists('src/app/app.tsx', '../state/no-such-file.ts')).toBe(false);
    expect(exists('src/rules/jours-de-gloire/editions.ts', '../../../../shared/docs/rules-notes.md')).toBe(true);
  });

  it('exist', () => {
    const missing = CODE.flatMap((path) =>
      namedFiles(path)
        .filter(({ name }) => !exists(path, name))
        .map(({ line, name }) => `${path}:${line} ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
