import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const chromium: { executablePath: string; args: string[] } = JSON.parse(
  readFileSync(new URL('./scripts/chromium.json', import.meta.url), 'utf8'),
);

const PORT = 4173;

/** Browser tests in Debian's chromium against the production build (`vite build` first; `npm test` does it). */
export default defineConfig({
  testDir: 'tests/browser',
  timeout: 60_000,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'debian-chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_BIN ?? chromium.executablePath,
          args: chromium.args,
        },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
