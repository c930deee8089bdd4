import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * An accessibility scan of the app (WCAG 2.1 A and AA, best practices) that must find nothing; or, given `rules`, only
 * those (what a narrow screen can break, on a page the whole scan has passed at its usual width).
 */
export async function expectNoAxeViolations(page: Page, rules?: readonly string[]) {
  // Scan the app, not the screen painted from the HTML before it (the same markup, not yet usable).
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  const builder = new AxeBuilder({ page });
  const result = await (rules
    ? builder.withRules([...rules])
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  ).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
