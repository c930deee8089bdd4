import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './tests/helpers/chromium-launch';
import { freePort } from './tests/helpers/free-port';
import { appInItsFolder, SECOND_SUB_PATH, SUB_PATH } from './tests/helpers/hosting';

// Chosen once by the runner; its workers read the same configuration with the ports it put in their environment.
process.env.ADC_TEST_PORT ??= String(await freePort());
process.env.ADC_TEST_SUB_PATH_PORT ??= String(await freePort());
const PORT = Number(process.env.ADC_TEST_PORT);
const SUB_PATH_PORT = Number(process.env.ADC_TEST_SUB_PATH_PORT);

/**
 * Browser tests in Debian's chromium against the production build (`vite build` first; `npm test` does it), served as a
 * static host serves it (scripts/static-host.mjs: no single-page fallback): every test at a domain's root, with the
 * build's `_headers` sent as Netlify or Cloudflare Pages would; the deployment tests again under a sub-path, as GitHub
 * Pages serves a project site.
 */
export default defineConfig({
  testDir: 'tests/browser',
  timeout: 60_000,
  // A busy two-core machine (a build beside the tests) can take seconds to draw a screen: no check counts on 5 s.
  expect: { timeout: 20_000 },
  // Two cores: a second worker fills the time one spends waiting on the browser (a fifth of the run here).
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    // A trace snapshots the page at every action: a quarter of the run's time here. `--trace retain-on-failure` to chase
    // a failure.
    trace: 'off',
    // The service worker precaches the whole build in each fresh browser, beside a test that is not about it: a fifth
    // of the run's time here. The tests about it allow it (`allowServiceWorker`): offline, updates, installing, its
    // registration, the deployment tests.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'debian-chromium',
      testIgnore: ['deployment.spec.ts', 'update.spec.ts'],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${PORT}`, launchOptions },
    },
    {
      name: 'sub-path',
      testMatch: 'deployment.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: appInItsFolder(), launchOptions },
    },
    {
      // A new version is published by rewriting files both hosts serve: run alone, once every other test is done.
      name: 'new version',
      testMatch: 'update.spec.ts',
      dependencies: ['debian-chromium', 'sub-path'],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${PORT}`, launchOptions },
    },
  ],
  webServer: [
    {
      command: `node scripts/static-host.mjs --dir dist --headers --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A copy at the host's root too (as a user's site beside a project site), whose service worker covers the others.
      command: `node scripts/static-host.mjs --dir dist --base / --base ${SUB_PATH} --base ${SECOND_SUB_PATH} --port ${SUB_PATH_PORT}`,
      url: appInItsFolder(),
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
