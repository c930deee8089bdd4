import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The first visit's JS and CSS, gzip -9, may not grow past this budget. Sizes are deterministic (timings are not,
 * so there is no timed test). The goal of issue 5 is 110 KB; the budget holds today's size so it cannot drift while
 * the work to reach the goal goes on: lower it as that work lands.
 */
const BUDGET_KB = 126;

/** What the first paint needs: the entry script, the modules it preloads and the style sheets of index.html. */
function firstVisitFiles(): string[] {
  const html = readFileSync(join('dist', 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
    ...html.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]* href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  return files.filter((f) => f.endsWith('.js') || f.endsWith('.css'));
}

test('the first visit loads no more JS and CSS than the budget', async ({ page }) => {
  // The browser asks for exactly these before the page's load event; the other screens come after, in the idle time.
  const beforeLoad = new Set<string>();
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request) => {
    const type = request.resourceType();
    if (!loaded && (type === 'script' || type === 'stylesheet')) beforeLoad.add(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'load' });
  const files = firstVisitFiles();
  expect([...beforeLoad].sort()).toEqual([...files].sort());

  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join('dist', file)), { level: 9 }).length }));
  const totalKb = sizes.reduce((sum, f) => sum + f.gzip, 0) / 1024;
  expect(totalKb, JSON.stringify(sizes)).toBeLessThanOrEqual(BUDGET_KB);
});
