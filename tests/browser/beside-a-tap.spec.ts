import { expect } from '@playwright/test';
import { test } from './no-page-errors';

/** Issue 17: nothing heavy waits next to a tap. Timings are not asserted (they are measured in `npm run bench`). */
test.describe('beside a tap', () => {
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
