// A player who taps anything: a random walk of taps, picks, typed values, keys, reloads, Back and links pasted into the
// tab (an address the walk passed through) through the app at
// `url` (a build served by scripts/static-host.mjs), reporting every error a page threw or logged and every screen that
// shows "NaN", "Infinity", "undefined", "null", "[object" or an unfilled "{{". Not a test (its walk is random); a
// tool for finding the states the tests did not think of. It found the 2006 chart's reload error.
//
// node scripts/random-walk.mjs <url> [seed=1] [steps=300] [width=390] [locale=fr-FR] [packs]
//   packs: keep the three example packs first, so that the walk plays them too.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [, , url, seedText = '1', stepsText = '300', widthText = '390', locale = 'fr-FR', packs = ''] = process.argv;
if (!url) throw new Error('usage: node scripts/random-walk.mjs <url> [seed] [steps] [width] [locale] [packs]');
const origin = new URL(url).origin;
let seed = Number(seedText);
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (items) => items[Math.floor(random() * items.length)];
const TYPED = ['', '0', '-1', '1', '3', '7', '12', '99', '1e9', '2.5', 'abc', ' '];
const SHOWN_WRONG = /NaN|Infinity|undefined|\[object|\{\{|\bnull\b/;
// Left alone most of the time: they leave the combat (a file, printing) or wipe what the walk built.
const RARELY = /Game packs|Paquets de jeu|Print|Imprimer|copy|copie|file|fichier|Remove|Retirer|Clear|Effacer|Reset/i;

const settings = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
const browser = await chromium.launch(settings);
const context = await browser.newContext({ viewport: { width: Number(widthText), height: 800 }, locale });
await context.grantPermissions(['clipboard-read', 'clipboard-write']);
const page = await context.newPage();
const trail = [];
// Addresses the walk passed through, pasted again later into the tab, over whatever it shows then.
const seen = [];
const problems = new Set();
const report = (what) => problems.add(`${what}\n    after: ${trail.slice(-6).join(' | ')}`);
// React reports an error it recovered from with the one it caught as its cause.
await page.addInitScript(() => {
  window.addEventListener('error', (e) => {
    const cause = e.error?.cause;
    if (cause) console.error(`caused by: ${cause.stack ?? cause}`);
  });
});
page.on('pageerror', (e) => report(`page error: ${e.message}`));
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') report(`console ${m.type()}: ${m.text()}`);
});
page.on('dialog', (d) => d.dismiss());

await page.goto(url);
await page.waitForFunction(() => !document.querySelector('#root > [data-prerender]'));
if (packs) {
  const en = locale.startsWith('en');
  await page.getByRole('button', { name: en ? 'Game packs' : 'Paquets de jeu', exact: true }).click();
  for (const name of ['skirmish', 'odds-columns', 'corbach-1760']) {
    await page.getByTestId('pack-page').locator('input[type="file"]').setInputFiles(`examples/${name}.pack.json`);
    await page
      .getByTestId('pack-opened')
      .getByRole('button', { name: en ? /^Keep/ : /^Garder/ })
      .click();
  }
  await page.keyboard.press('Escape');
}

const controls = 'button:visible:not([disabled]), input:visible:not([disabled]), select:visible:not([disabled])';
for (let step = 0; step < Number(stepsText); step++) {
  try {
    if (!page.url().startsWith(origin)) await page.goto(url);
    const control = pick(await page.locator(controls).all());
    if (!control) continue;
    const { tag, type, name } = await control.evaluate((e) => ({
      tag: e.tagName,
      type: e.getAttribute('type'),
      name: (e.getAttribute('aria-label') || e.textContent || '').trim().slice(0, 50),
    }));
    if (RARELY.test(name) && random() < 0.8) continue;
    if (tag === 'SELECT') {
      const label = pick(await control.locator('option').allTextContents());
      trail.push(`pick ${name}: ${label}`);
      await control.selectOption({ label }, { timeout: 2000 });
    } else if (tag === 'INPUT' && type !== 'checkbox' && type !== 'radio' && type !== 'file') {
      const value = pick(TYPED);
      trail.push(`type ${JSON.stringify(value)} in ${name}`);
      await control.fill(value, { timeout: 2000 });
      if (random() < 0.5) await control.press(pick(['Enter', 'Tab', 'ArrowUp', 'ArrowDown']), { timeout: 2000 });
    } else {
      trail.push(`tap ${name}`);
      await control.click({ timeout: 2000 });
    }
    const extra = random();
    if (extra < 0.03) {
      trail.push('reload');
      await page.reload();
    } else if (extra < 0.06) {
      trail.push('back');
      await page.goBack();
    } else if (extra < 0.09 && seen.length > 0) {
      const hash = pick(seen);
      trail.push(`paste ${hash.slice(0, 40)}…`);
      await page.evaluate((h) => {
        window.location.hash = h;
      }, hash);
    } else if (extra < 0.14) {
      const key = pick(['Escape', 'r', 'z', 'Z', '1', '6', 'Enter']);
      trail.push(`key ${key}`);
      await page.keyboard.press(key);
    }
    if (random() < 0.05) seen.push(await page.evaluate(() => window.location.hash));
    // biome-ignore lint/performance/useDomNodeTextContent: the text on screen, without what the page hides
    const text = await page.locator('body').innerText();
    const wrong = text.match(SHOWN_WRONG);
    if (wrong?.index !== undefined) {
      report(`shown: "${text.slice(Math.max(0, wrong.index - 80), wrong.index + 40).replaceAll('\n', ' / ')}"`);
    }
  } catch (error) {
    // A control that left the page or stayed covered: the walk goes on.
    trail.push(`(${String(error.message).split('\n')[0].slice(0, 60)})`);
  }
}
await browser.close();
console.log(`seed ${seedText}, ${trail.length} steps at ${widthText} px (${locale}): ${problems.size} problems`);
for (const problem of problems) console.log(`- ${problem}`);
process.exitCode = problems.size > 0 ? 1 : 0;
