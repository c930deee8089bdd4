import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const settings = JSON.parse(readFileSync('scripts/chromium.json', 'utf8'));
const browser = await chromium.launch(settings);
const shots = [
  ['en-GB', null, 'Terrain chart', 'print-jdg-terrain'],
  ['fr-FR', null, 'Choc', 'print-jdg-shock-fr'],
  ['en-GB', 'Corbach 1760 (Vae Victis 142)', null, 'print-corbach-terrain'],
  ['en-GB', 'Corbach 1760 (Vae Victis 142)', 'Sequence of play', 'print-corbach-seq'],
  ['fr-FR', 'Prussia’s Glory — aide de Leuthen', null, 'print-pg-terrain-fr'],
];
for (const [lang, game, tab, name] of shots) {
  const page = await browser.newPage({ viewport: { width: 794, height: 1123 }, locale: lang });
  await page.goto('http://localhost:4198/');
  await page.waitForFunction(() => !document.querySelector('#root > [data-prerender]'));
  if (game) await page.locator('select').first().selectOption({ label: game });
  if (tab) await page.getByRole('button', { name: tab, exact: true }).click();
  await page.waitForTimeout(500);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: true });
  const pdf = await page.pdf({ format: 'A4' });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
  console.log(name, 'A4 pages', pages);
  await page.close();
}
await browser.close();
