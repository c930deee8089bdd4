import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, failing any test during which a page threw and nothing caught it (an error in React's render
 * that it recovered from included): in the test's own page and in every context the test opens. A player never sees
 * these, and a screen can look right after one: React drew the whole page again.
 */
export const test = base.extend<{ noPageErrors: undefined }>({
  noPageErrors: [
    async ({ browser, context }, use) => {
      const errors: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('weberror', (e) => errors.push(`${e.page()?.url() ?? ''}: ${e.error().message}`));
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const made = await newContext(...options);
        watch(made);
        return made;
      };
      await use(undefined);
      browser.newContext = newContext;
      expect(errors, 'errors a page threw and nothing caught').toEqual([]);
    },
    { auto: true },
  ],
});
