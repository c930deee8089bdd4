import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [, , url, out, width = '1280', height = '900', lang = 'en-GB', action = ''] = process.argv;
const settings = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
const browser = await chromium.launch(settings);
const page = await browser.newPage({
  viewport: { width: +width, height: +height },
  locale: lang,
  colorScheme: process.env.DARK ? 'dark' : 'light',
});
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
const settled = () =>
  page.waitForFunction(
    () => !document.querySelector('[data-loading], #root > [data-prerender]') && document.querySelector('main h1'),
  );
await settled();
if (action)
  for (const a of action.split(';')) {
    await page.getByRole('button', { name: a, exact: true }).first().click();
    await settled();
  }
if (process.env.SCROLL_TO)
  await page.getByText(process.env.SCROLL_TO, { exact: false }).first().scrollIntoViewIfNeeded();
if (process.env.ELEMENT) await page.locator(process.env.ELEMENT).first().screenshot({ path: out });
else await page.screenshot({ path: out, fullPage: !process.env.VIEWPORT_ONLY });
await browser.close();
