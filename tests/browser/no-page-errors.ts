import { type BrowserContext, test as base, expect } from '@playwright/test';

/** What the browser says of itself, never of the app: Playwright's own block of service workers. */
const NOT_THE_APP = /^Service Worker registration blocked by Playwright/;

/**
 * Playwright's `test`, failing any test during which a page threw and nothing caught it (an error in React's render
 * that it recovered from included), or said anything on its console as an error or a warning (a file of the app the
 * host did not find, an error a fence caught, a broken rule of the CSP): in the test's own page and in every context
 * the test opens. A player never sees these, and a screen can look right after one: React drew the whole page again.
 * A test that brings one about on purpose says so first, with `allowConsole`.
 */
export const test = base.extend<{
  consoleAllowed: RegExp[];
  allowConsole: (said: RegExp) => void;
  noPageErrors: undefined;
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture takes from this pattern.
  consoleAllowed: async ({}, use) => use([]),
  allowConsole: async ({ consoleAllowed }, use) => use((said) => consoleAllowed.push(said)),
  noPageErrors: [
    async ({ browser, context, consoleAllowed }, use) => {
      const errors: string[] = [];
      const said: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('weberror', (e) => errors.push(`${e.page()?.url() ?? ''}: ${e.error().message}`));
        watched.on('console', (m) => {
          if ((m.type() !== 'error' && m.type() !== 'warning') || NOT_THE_APP.test(m.text())) return;
          // A page that is not the app's (robots.txt, where a test empties storage) has no icon: the browser asks for one.
          if (m.page()?.url().endsWith('/robots.txt') && m.location().url.endsWith('/favicon.ico')) return;
          said.push(`console ${m.type()}: ${m.text()} (${m.location().url})`);
        });
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const made = await newContext(...options);
        watch(made);
        return made;
      };
      await use(undefined);
      browser.newContext = newContext;
      const unasked = said.filter((text) => !consoleAllowed.some((pattern) => pattern.test(text)));
      expect([...errors, ...unasked], 'errors a page threw and nothing caught, or said on its console').toEqual([]);
    },
    { auto: true },
  ],
});
