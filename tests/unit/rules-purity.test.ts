/**
 * The rules are pure functions of their inputs: dice are passed in (the UI owns the random source), and nothing
 * reads the clock or the browser. Lint keeps React, i18next, zustand and the other layers out of src/rules (and each
 * game out of the others, biome.json); its tsconfig has no DOM. What neither sees is a global call: this test does.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RULES = new URL('../../src/rules/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

const FORBIDDEN = [/\bMath\.random\b/, /\bcrypto\b/, /\bDate\.now\b/, /\bnew Date\b/, /\bperformance\.now\b/];

describe('the rules are pure', () => {
  const files = sources(RULES);
  it('finds the rules’ sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });
  it.each(FORBIDDEN.map((pattern) => [String(pattern), pattern] as const))(
    'no rules source calls %s',
    (_name, pattern) => {
      const offenders = files.filter((file) => pattern.test(readFileSync(file, 'utf8')));
      expect(offenders).toEqual([]);
    },
  );
});
