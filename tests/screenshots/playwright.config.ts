import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const chromium: { executablePath: string; args: string[] } = JSON.parse(
  readFileSync(new URL('../../scripts/chromium.json', import.meta.url), 'utf8'),
);

/**
 * `npm run screenshots`: the pictures of the README and the manual (docs/images/), taken from the build's real screens
 * in Debian's chromium. The spec serves the build itself, at a project site's address (app.shots.ts). Not part of
 * `npm test`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.shots.ts',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  reporter: 'list',
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_BIN ?? chromium.executablePath, args: chromium.args },
    serviceWorkers: 'block',
    actionTimeout: 20_000,
  },
});
