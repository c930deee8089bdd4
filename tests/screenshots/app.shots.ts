/**
 * The pictures of the README and the manual, each a real screen of the build in a player's state (a die typed, a roll
 * compared, a log of an evening), written to docs/images/ as WebP by Chromium itself. `npm run screenshots` runs it.
 *
 * A second run on the same build shows the same: every die is typed, the clock stands still, nothing moves, and
 * the build is served from dist/ at one fixed address (a GitHub Pages project site's, as the README's first way to
 * host it gives), which the QR code's link names. Only a few anti-aliased pixels of rounded corners can come out a shade
 * apart.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { type Browser, type Page, test } from '@playwright/test';

const IMAGES = new URL('../../docs/images/', import.meta.url);
const DIST = new URL('../../dist/', import.meta.url);
const ADDRESS = 'https://your-name.github.io/aide-de-camp/';
const TAKEN_AT = new Date('2026-06-18T20:30:00');
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

/** A blank page of its own (no app, so no page policy), where pictures are encoded and put together. */
let canvas: Page;

/** A PNG made WebP by the browser's own encoder, written under docs/images/. */
async function saveWebp(png: Buffer, name: string): Promise<void> {
  const data = await canvas.evaluate(
    async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
      canvas.getContext('2d')?.drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', 0.82);
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  writeFileSync(new URL(`${name}.webp`, IMAGES), Buffer.from(data.replace(/^data:image\/webp;base64,/, ''), 'base64'));
}

interface Shot {
  readonly viewport: { width: number; height: number };
  readonly locale: 'en-GB' | 'fr-FR';
  readonly dark?: boolean;
}

/** A page of the app in a fresh browser, its screen settled. */
async function open(browser: Browser, shot: Shot): Promise<Page> {
  const context = await browser.newContext({
    viewport: shot.viewport,
    locale: shot.locale,
    colorScheme: shot.dark ? 'dark' : 'light',
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  // The build's files at the site's address, as a static host serves them (no fallback: a missing file is missing).
  await context.route(`${ADDRESS}**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(new URL(ADDRESS).pathname.length) || 'index.html';
    const file = new URL(path, DIST);
    return existsSync(file) && statSync(file).isFile()
      ? route.fulfill({ path: file.pathname })
      : route.fulfill({ status: 404 });
  });
  await context.clock.setFixedTime(TAKEN_AT);
  const page = await context.newPage();
  await page.goto(ADDRESS);
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-loading], #root > [data-prerender]'));
  return page;
}

const tab = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('button', { name, exact: true }).click();

async function typeDie(page: Page, label: RegExp, die: number) {
  await page.getByLabel(label).fill(String(die));
  await page.getByLabel(label).press('Enter');
}

/** The viewport as it stands, saved. */
async function take(page: Page, name: string): Promise<Buffer> {
  await page.waitForTimeout(300);
  const png = await page.screenshot();
  await saveWebp(png, name);
  return png;
}

test('the pictures of the README and the manual', async ({ browser }) => {
  test.setTimeout(300_000);
  canvas = await (await browser.newContext()).newPage();
  let page = await open(browser, { viewport: TABLET, locale: 'en-GB' });
  await take(page, 'terrain-chart-tablet-en');
  await page.context().close();

  page = await open(browser, { viewport: TABLET, locale: 'fr-FR', dark: true });
  await tab(page, 'Tir');
  await page.getByRole('group', { name: 'Hex. de la cible' }).getByRole('radio', { name: 'Bois' }).click();
  await typeDie(page, /Ou saisissez votre dé/, 8);
  await page.locator('tr[aria-current="true"]').scrollIntoViewIfNeeded();
  const fire = await take(page, 'fire-tablet-fr-dark');
  await page.context().close();

  page = await open(browser, { viewport: PHONE, locale: 'en-GB' });
  await tab(page, 'Shock');
  await typeDie(page, /Or type your own die/, 6);
  await page.getByText('Result', { exact: true }).first().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 220));
  const shock = await take(page, 'shock-phone-en');
  await page
    .getByRole('button', { name: /^Show (the result )?large/ })
    .first()
    .click();
  await take(page, 'large-view-phone-en');
  await page.context().close();

  page = await open(browser, { viewport: PHONE, locale: 'fr-FR' });
  await page.getByLabel('Jeu').selectOption('corbach-1760');
  await tab(page, 'Combat');
  await page.getByRole('table').last().scrollIntoViewIfNeeded();
  await take(page, 'corbach-combat-phone-fr');
  await tab(page, 'Mouvement');
  await page.getByRole('button', { name: /Ajouter une étape/ }).click();
  await take(page, 'movement-phone-fr');
  await page.context().close();

  page = await open(browser, { viewport: DESKTOP, locale: 'en-GB' });
  await tab(page, 'Shock');
  await page.getByRole('button', { name: '+ Add an attacking unit' }).click();
  await page.getByRole('button', { name: 'Compare with a variant' }).click();
  await page.getByRole('button', { name: 'Remove attacking unit 2' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await take(page, 'compare-desktop-en');
  await page.context().close();

  page = await open(browser, { viewport: TABLET, locale: 'en-GB', dark: true });
  await tab(page, 'Fire');
  for (const die of [3, 7, 1, 9, 4, 6, 0, 5, 8]) await typeDie(page, /Or type your own die/, die);
  await tab(page, 'Roll log');
  await take(page, 'roll-log-tablet-en-dark');
  await page.context().close();

  page = await open(browser, { viewport: PHONE, locale: 'en-GB' });
  await page.getByRole('button', { name: /QR/ }).first().click();
  await page.getByRole('img', { name: /QR/ }).waitFor();
  await take(page, 'qr-phone-en');
  await page.context().close();

  page = await open(browser, { viewport: DESKTOP, locale: 'en-GB' });
  await page.getByRole('button', { name: 'Game packs' }).click();
  await page.getByRole('button', { name: 'Start from the example' }).click();
  await page.getByTestId('pack-preview').waitFor();
  await take(page, 'packs-desktop-en');
  await page.context().close();

  // The front page's picture: the fire on a tablet by night and the shock on a phone by day, side by side.
  const source = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
  await canvas.setViewportSize({ width: 992, height: 564 });
  await canvas.setContent(`<body style="margin:0;background:#e7e5e0;display:flex;align-items:center;justify-content:center;gap:28px;height:564px">
    <img src="${source(fire)}" style="width:660px;border:10px solid #1c1c1e;border-radius:18px">
    <img src="${source(shock)}" style="width:240px;border:10px solid #1c1c1e;border-radius:26px">
  </body>`);
  await canvas.waitForFunction(() => [...document.images].every((image) => image.complete));
  await saveWebp(await canvas.screenshot(), 'hero');
  await canvas.context().close();
  // Every picture read back: a WebP, as the pages name it.
  for (const name of ['hero', 'shock-phone-en']) readFileSync(new URL(`${name}.webp`, IMAGES));
});
