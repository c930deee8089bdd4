import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The first visit's JS and CSS, gzip -9, may not grow past this budget. Sizes are deterministic (timings are not,
 * so there is no timed test). The goal of issue 5 is 110 KB; the budget holds today's size so it cannot drift while
 * the work to reach the goal goes on: lower it as that work lands.
 */
const BUDGET_KB = 123;

/**
 * What the app needs to show its first screen in one language: the style sheet and the first-paint script inlined in
 * index.html, the app's entry script and the modules it preloads (which that script starts), and that language's
 * texts (fetched before the app renders; the other language is not).
 */
function firstVisit(language: 'en' | 'fr'): { files: string[]; inline: { name: string; text: string }[] } {
  const html = readFileSync(join('dist', 'index.html'), 'utf8');
  const app = JSON.parse(/const APP = (\{[^}]*\});/.exec(html)?.[1] ?? 'null') as { entry: string; preload: string[] };
  const texts = readdirSync(join('dist', 'assets'))
    .filter((f) => new RegExp(`^${language}-(common|jdg)-[\\w-]+\\.js$`).test(f))
    .map((f) => `/assets/${f}`);
  expect(texts).toHaveLength(2);
  expect([...html.matchAll(/<script[^>]* src=|<link rel="stylesheet"/g)]).toEqual([]);
  return {
    files: [app.entry, ...app.preload, ...texts],
    inline: [
      { name: 'inline style', text: /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '' },
      { name: 'inline script', text: /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '' },
    ],
  };
}

for (const language of ['en', 'fr'] as const) {
  test(`the first visit in ${language} loads no more JS and CSS than the budget`, async ({ browser }) => {
    const { files, inline } = firstVisit(language);
    // The browser does ask for each of them before the app shows its first screen.
    const page = await browser.newPage({ locale: language === 'en' ? 'en-GB' : 'fr-FR' });
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(page.locator('[data-prerender]')).toHaveCount(0);
    for (const file of files) expect(requested, file).toContain(file);
    expect([...requested].filter((f) => /^\/assets\/(en|fr)-(common|jdg)-/.test(f)).length).toBe(2);
    await page.close();

    const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
    const sizes = [
      ...files.map((file) => ({ file, gzip: gzip(readFileSync(join('dist', file))) })),
      ...inline.map(({ name, text }) => ({ file: name, gzip: gzip(Buffer.from(text)) })),
    ];
    const totalKb = sizes.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    expect(totalKb, JSON.stringify(sizes)).toBeLessThanOrEqual(BUDGET_KB);
  });
}
