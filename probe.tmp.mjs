import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const settings = JSON.parse(readFileSync('scripts/chromium.json', 'utf8'));
const browser = await chromium.launch(settings);
for (const [w, h, lang, name, game, tab] of [[390, 844, 'fr-FR', 'pg-combat-fr', 'Prussia’s Glory — aide de Leuthen', 'Terrain du combat'], [1180, 820, 'en-GB', 'pg-combat-en', 'Prussia’s Glory — Leuthen chart', 'Combat terrain']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, locale: lang });
  await page.goto('http://localhost:4198/');
  await page.waitForFunction(() => !document.querySelector('#root > [data-prerender]'));
  await page.getByRole('combobox').first().selectOption({ label: game });
  await page.getByRole('navigation').getByRole('button', { name: tab }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/${name}.png` });
  await page.close();
}
await browser.close();
