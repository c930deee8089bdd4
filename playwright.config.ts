import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';

const chromium: { executablePath: string; args: string[] } = JSON.parse(
  readFileSync(new URL('./scripts/chromium.json', import.meta.url), 'utf8'),
);

/** A port nobody listens on now: `npm start` may be serving the app on 4173 while the tests run. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

// Chosen once by the runner; its workers read the same configuration with the port it put in their environment.
process.env.ADC_TEST_PORT ??= String(await freePort());
const PORT = Number(process.env.ADC_TEST_PORT);

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
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
