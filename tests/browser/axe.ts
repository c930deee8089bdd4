import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const FULL_SCAN: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
};

/**
 * An accessibility scan of the app (WCAG 2.1 A and AA, best practices) that must find nothing; or, given `rules`, only
 * those (what a narrow screen can break, on a page the whole scan has passed at its usual width).
 *
 * axe-core itself, put in the page once per document and run there: @axe-core/playwright put it in again and finished
 * every scan in a page of its own, 2.5 s a scan here against 0.5 s. What that wrapper did for frames this does not,
 * so the app must have none.
 */
export async function expectNoAxeViolations(page: Page, rules?: readonly string[]) {
  // Scan the app, not the screen painted from the HTML before it (the same markup, not yet usable).
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  await expect(page.locator('iframe, frame')).toHaveCount(0);
  // Through the browser's debugging protocol, which the page's Content-Security-Policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = rules ? { runOnly: { type: 'rule', values: [...rules] } } : FULL_SCAN;
  const violations = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } };
    return (await axe.run(document, runOptions)).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  }, options);
  expect(violations).toEqual([]);
}
