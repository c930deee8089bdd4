import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { freePort } from '../helpers/free-port';

const chromium: { executablePath: string; args: string[] } = JSON.parse(
  readFileSync(new URL('../../scripts/chromium.json', import.meta.url), 'utf8'),
);
process.env.ADC_SHOTS_PORT ??= String(await freePort());
const PORT = Number(process.env.ADC_SHOTS_PORT);

/**
 * `npm run screenshots`: the pictures of the README and the manual (docs/images/), taken from the build's real screens
 * in Debian's chromium, served as a static host serves them. Not part of `npm test`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.shots.ts',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_BIN ?? chromium.executablePath, args: chromium.args },
    serviceWorkers: 'block',
    actionTimeout: 20_000,
  },
  webServer: {
    command: `node scripts/static-host.mjs --dir dist --headers --port ${PORT}`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
