import type { Browser, Page } from '@playwright/test';

/** A player about to share a combat: a browser of their own that may use the clipboard, on the app's first screen. */
export async function playerWhoShares(browser: Browser, locale = 'en-GB') {
  const context = await browser.newContext({ locale, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

/**
 * The modifiers, total and chances a screen shows: what two players must see alike, whatever their languages
 * (spaces and the decimal comma aside: "16,7 %" in French).
 */
export async function combatFigures(page: Page) {
  return {
    modifiers: await page
      .locator('[data-modifier]')
      .evaluateAll((rows) =>
        rows.map((r) => `${r.getAttribute('data-modifier')} ${r.querySelector('td:last-child')?.textContent}`),
      ),
    total: await page.getByTestId('total').first().textContent(),
    chances: await page
      .locator('tr[data-band]')
      .evaluateAll((rows) =>
        rows.map((r) =>
          [...r.querySelectorAll('td')].slice(-2).map((c) => c.textContent?.replace(/\s/g, '').replace(',', '.')),
        ),
      ),
  };
}
