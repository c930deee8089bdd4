import { expect, test } from '@playwright/test';

/**
 * Issue 17: a tap's answer is drawn in the first frame after it, and what it does not need waits. Timings are not
 * asserted (they are measured in `npm run bench`); the order of things is.
 */
test.describe('the answer first', () => {
  for (const locale of ['en-GB', 'fr-FR'] as const) {
    test(`phone, ${locale}: a roll's die and result are drawn before the page scrolls to the landed row`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, hasTouch: true });
      const page = await context.newPage();
      const fr = locale === 'fr-FR';
      await page.goto('/');
      await page.getByRole('button', { name: fr ? 'Choc' : 'Shock', exact: true }).click();
      await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
      await page.getByRole('button', { name: fr ? 'Ajouter une unité attaquante' : 'Add an attacking unit' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      // What the page shows in the first frame after the roll changed it.
      await page.evaluate(() => {
        const w = window as unknown as { firstFrame: Promise<{ scrollY: number; bar: string }> };
        w.firstFrame = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() =>
              resolve({
                scrollY: window.scrollY,
                bar: document.querySelector('[data-testid="bar-summary"]')?.textContent ?? '',
              }),
            );
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        });
      });
      const bar = page.getByRole('region', { name: fr ? 'Résumé du résultat' : 'Result summary' });
      await bar.getByRole('button').click();
      const first = await page.evaluate(
        () => (window as unknown as { firstFrame: Promise<{ scrollY: number; bar: string }> }).firstFrame,
      );
      const die = await page.getByTestId('die').textContent();
      expect(first.bar).toContain(`${fr ? 'Dé' : 'Die'} ${die} →`);
      expect(first.scrollY).toBe(0);
      // Then the landed row comes into sight, above the bar.
      const landed = page.locator('tr[aria-current="true"]');
      await expect(landed).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await context.close();
    });
  }

  test('the page’s icon is a small PNG: Chromium fetches the icon again at each change of the address, and draws an SVG one on the page’s own thread', async ({
    page,
  }) => {
    await page.goto('/');
    const icons = await page
      .locator('link[rel~="icon"]')
      .evaluateAll((links) => links.map((l) => ({ href: (l as HTMLLinkElement).href, type: l.getAttribute('type') })));
    expect(icons).toHaveLength(1);
    expect(icons[0]?.type).toBe('image/png');
    const response = await page.request.get(icons[0]?.href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).length).toBeLessThan(2048);
  });
});
