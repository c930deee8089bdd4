import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const settings = JSON.parse(readFileSync('scripts/chromium.json', 'utf8'));
const browser = await chromium.launch(settings);
async function shoot(locale, width, height, dark, name, packFile, act) {
  const ctx = await browser.newContext({ viewport: { width, height }, locale, colorScheme: dark ? 'dark' : 'light' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto('http://127.0.0.1:4198/');
  await page.evaluate((text) => {
    localStorage.setItem('adc-packs', JSON.stringify({ state: { packs: [text] }, version: 1 }));
  }, readFileSync(packFile, 'utf8'));
  await page.reload();
  await page.waitForTimeout(800);
  const id = JSON.parse(readFileSync(packFile, 'utf8')).id;
  await page.locator('select').first().selectOption(`pack:${id}`);
  await page.getByTestId('pack-game').waitFor();
  await act(page);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
  await ctx.close();
}
const fr = locale => locale.startsWith('fr');
await shoot('fr-FR', 390, 844, false, 'skirmish-fr-390', 'examples/skirmish.pack.json', async (p) => {
  await p.getByRole('checkbox').first().check();
  await p.getByRole('button', { name: 'Lancer', exact: true }).click();
});
await shoot('en-GB', 820, 1180, false, 'corbach-en-820', 'examples/corbach-1760.pack.json', async (p) => {
  await p.getByRole('button', { name: 'Compare with another option' }).click();
  await p.getByRole('checkbox', { name: 'Commander present (attacker’s)' }).check();
  await p.getByRole('button', { name: 'Roll', exact: true }).click();
});
await shoot('fr-FR', 390, 844, true, 'skirmish-log-fr-390-dark', 'examples/skirmish.pack.json', async (p) => {
  await p.getByRole('button', { name: 'Lancer', exact: true }).click();
  await p.getByRole('button', { name: 'Lancer', exact: true }).click();
  await p.getByRole('tab', { name: 'Journal' }).click();
});
await browser.close();
