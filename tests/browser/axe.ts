import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** An accessibility scan of the app (WCAG 2.1 A and AA, best practices) that must find nothing. */
export async function expectNoAxeViolations(page: Page) {
  // Scan the app, not the screen painted from the HTML before it (the same markup, not yet usable).
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
