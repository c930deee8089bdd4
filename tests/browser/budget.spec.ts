import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The first visit's JS and CSS, gzip -9, may not grow past this budget. Sizes are deterministic (timings are not,
 * so there is no timed test). The goal of issue 5 is 110 KB; the budget holds today's size (125.7 KB) so it cannot
 * drift while the work to reach the goal goes on: lower it as that work lands.
 */
const BUDGET_KB = 127;

test('the first visit loads no more JS and CSS than the budget', async ({ page }) => {
  const files = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') files.add(new URL(response.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const sizes = [...files].map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join('dist', file)), { level: 9 }).length,
  }));
  const totalKb = sizes.reduce((sum, f) => sum + f.gzip, 0) / 1024;
  expect(sizes.length).toBeGreaterThan(0);
  expect(totalKb, JSON.stringify(sizes)).toBeLessThanOrEqual(BUDGET_KB);
});
