import { readFileSync, writeFileSync } from 'node:fs';
import { test } from '@playwright/test';

/** The version the next build would be, as its changelog names it, with a line in each language. */
export const NEXT_VERSION = {
  version: '9.9.9',
  date: '2099-01-01',
  lines: { en: ['The next version’s line.'], fr: ['La ligne de la prochaine version.'] },
} as const;

/**
 * Makes a new version of the app for the browser to find: the host reads dist/ at each request, and a byte-different
 * sw.js is, to the browser, a new version; its changelog.json names it first (NEXT_VERSION). Called in a file or
 * describe block: the service worker and the changelog are restored after each test.
 */
export function newVersionOfTheApp(): () => void {
  const SERVICE_WORKER = 'dist/sw.js';
  const CHANGELOG = 'dist/changelog.json';
  let original = '';
  let changelog = '';
  test.beforeAll(() => {
    original = readFileSync(SERVICE_WORKER, 'utf8');
    changelog = readFileSync(CHANGELOG, 'utf8');
  });
  test.afterEach(() => {
    writeFileSync(SERVICE_WORKER, original);
    writeFileSync(CHANGELOG, changelog);
  });
  return () => {
    writeFileSync(SERVICE_WORKER, `${original}\n// the next version`);
    writeFileSync(CHANGELOG, JSON.stringify([NEXT_VERSION, ...JSON.parse(changelog)]));
  };
}
