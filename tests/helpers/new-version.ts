import { readFileSync, writeFileSync } from 'node:fs';
import { test } from '@playwright/test';

/**
 * Makes a new version of the app for the browser to find: the host reads dist/ at each request, and a byte-different
 * sw.js is, to the browser, a new version. Called in a file or describe block: the service worker is restored after it.
 */
export function newVersionOfTheApp(): () => void {
  const SERVICE_WORKER = 'dist/sw.js';
  let original = '';
  test.beforeAll(() => {
    original = readFileSync(SERVICE_WORKER, 'utf8');
  });
  test.afterAll(() => {
    writeFileSync(SERVICE_WORKER, original);
  });
  return () => writeFileSync(SERVICE_WORKER, `${original}\n// the next version`);
}
