import { defineConfig } from '@playwright/test';
import { launchOptions } from '../helpers/chromium-launch';

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
    launchOptions,
    serviceWorkers: 'block',
    actionTimeout: 20_000,
  },
});
