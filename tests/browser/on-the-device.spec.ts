import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, devices, expect, type Locator, type Page } from '@playwright/test';
import { buildCommit } from '../../scripts/build-commit.mjs';
import { launchOptions } from '../helpers/chromium-launch';
import { test } from './no-page-errors';
import { expectOnlyPageFonts } from './page-fonts';
import { allowServiceWorker } from './service-worker';
import { fillStorage, storageThatFills } from './storage-that-fills';

test.use(allowServiceWorker);

/** What the player is told of the app on the device: working offline yet, its version and cards, installing it. */

/** Holds the service worker's own requests (its caching of the app, and so the offline note) until `release()`. */
async function holdServiceWorkerRequests(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/*', async (route) => {
    if (route.request().serviceWorker()) await held;
    await route.continue();
  });
  return release;
}

/** The header's buttons (Share, QR, the language…) that `note` stands over, by their text. */
async function headerButtonsUnder(page: Page, note: Locator): Promise<(string | null)[]> {
  const noteBox = await note.boundingBox();
  return page
    .locator('header')
    .getByRole('button')
    .evaluateAll(
      (buttons, box) =>
        buttons
          .map((b) => ({ name: b.textContent, r: b.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && box && r.bottom > box.y && r.top < box.y + box.height)
          .map(({ name }) => name),
      noteBox,
    );
}

async function openAbout(page: Page, button = 'About · install') {
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('dialog');
}

test('the first visit says once that the app is ready offline; the About panel says it after, with version and cards', async ({
  page,
}) => {
  await page.goto('/');
  const note = page.getByRole('status').filter({ hasText: 'Ready to use offline' });
  await expect(note).toBeVisible();
  await expectOnlyPageFonts(page);
  // Discreet: it goes by itself.
  await expect(note).toBeHidden({ timeout: 30_000 });

  await page.reload();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const about = await openAbout(page);
  await expect(about).toContainText('Ready to use offline: every screen of every game is kept on this device.');
  // Said once: the service worker was installed on the first visit, not on this one.
  await expect(page.locator('[data-offline-ready]')).toHaveCount(0);
  const commit = buildCommit();
  const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
  await expect(about.getByTestId('about-version')).toContainText(`Version ${version}, commit ${commit}`);
  await expect(about).toContainText('Share links of version 7');
  await expect(about.getByRole('listitem')).toHaveText([
    'Jours de Gloire — 2016 tables',
    'Jours de Gloire Empire — 2006 tables',
    'Corbach 1760 (Vae Victis 142)',
    'Prussia’s Glory — Leuthen chart',
  ]);
  await page.keyboard.press('Escape');
  await expect(about).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'About · install' })).toBeFocused();
});

test('in French, the note and the panel speak French; on a phone the note leaves the header’s buttons in sight', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  const note = page.getByRole('status').filter({ hasText: 'Prête à fonctionner hors ligne' });
  await expect(note).toBeVisible();
  // Share, QR and the language: none under the note while it stands.
  expect(await headerButtonsUnder(page, note)).toEqual([]);
  expect(await page.locator('header').getByRole('button').count()).toBeGreaterThanOrEqual(3);
  const about = await openAbout(page, 'À propos · installer');
  await expect(about.getByRole('heading', { level: 2 })).toHaveText('À propos d’Aide de camp');
  await expect(about).toContainText('Prête à fonctionner hors ligne : chaque écran de chaque jeu');
  await context.close();
});

// The note comes when the service worker has cached the app, maybe while the player reads down the chart: it then
// stands at the top of the screen, and moves down with the header when the player scrolls back up, never over its
// buttons (it stood where the header was when it came, over Share, QR and the language once scrolled back).
test('on a phone, a note that comes while the page is scrolled stands at the top, and under the header once it is back in sight', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 360, height: 740 } });
  // The offline note held until the page is scrolled.
  const release = await holdServiceWorkerRequests(context);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.locator('header').evaluate((h) => h.getBoundingClientRect().bottom)).toBeLessThan(0);
  release();
  const note = page.getByRole('status').filter({ hasText: 'Ready to use offline' });
  await expect(note).toBeVisible();
  expect((await note.boundingBox())?.y).toBeLessThan(20);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(note).toBeVisible();
  expect(await headerButtonsUnder(page, note)).toEqual([]);
  const headerBottom = await page.locator('header').evaluate((h) => h.getBoundingClientRect().bottom);
  expect((await note.boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);
  await context.close();
});

test('on a phone, the offline note and a notice’s pointer at once stand one under the other, neither over the other', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  await storageThatFills(context);
  // The offline note held until the notice is pointed to.
  const release = await holdServiceWorkerRequests(context);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Fire', exact: true }).click();
  await fillStorage(page, true);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.locator('[data-notice-above]')).toBeVisible();
  release();
  // Both at once, read in one moment of the page (the offline note goes by itself).
  const boxes = await page
    .waitForFunction(() => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      const [pointer, offline] = [box('[data-notice-above]'), box('[data-offline-ready]')];
      return pointer && offline && { pointer: pointer.toJSON(), offline: offline.toJSON() };
    })
    .then((handle) => handle.jsonValue() as Promise<{ pointer: DOMRect; offline: DOMRect }>);
  const [upper, lower] =
    boxes.pointer.top < boxes.offline.top ? [boxes.pointer, boxes.offline] : [boxes.offline, boxes.pointer];
  expect(upper.top).toBeGreaterThanOrEqual(0);
  expect(lower.top).toBeGreaterThanOrEqual(upper.bottom);
  await context.close();
});

test('on an iPad, the panel says how to add the app to the Home Screen', async ({ browser }) => {
  const { defaultBrowserType: _, ...iPad } = devices['iPad (gen 7)'];
  const context = await browser.newContext(iPad);
  const page = await context.newPage();
  await page.goto('/');
  const about = await openAbout(page);
  await expect(about).toContainText('On an iPad or iPhone, in Safari: tap Share, then “Add to Home Screen”.');
  await expect(about.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
  await context.close();
});

test('where the browser offers installation (a regular profile), the note and the panel offer an Install button that opens the browser’s own', async () => {
  // Playwright's contexts are incognito, where Chromium never offers to install: a profile of its own, as a player's.
  const profile = mkdtempSync(join(tmpdir(), 'adc-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    args: [...launchOptions.args, '--bypass-app-banner-engagement-checks'],
    baseURL: test.info().project.use.baseURL,
    locale: 'en-GB',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // The browser's install dialog cannot be answered headless: its prompt is watched, and answered "accepted".
    await page.addInitScript(() => {
      window.addEventListener(
        'beforeinstallprompt',
        (event) => {
          const watched = window as unknown as { prompted: number };
          watched.prompted = 0;
          Object.defineProperty(event, 'prompt', {
            value: async () => {
              watched.prompted += 1;
            },
          });
          Object.defineProperty(event, 'userChoice', { value: Promise.resolve({ outcome: 'accepted' }) });
        },
        { capture: true },
      );
    });
    await page.goto('/');
    const note = page.getByRole('status').filter({ hasText: 'Ready to use offline' });
    await expect(note.getByRole('button', { name: 'Install the app' })).toBeVisible();
    await note.getByRole('button', { name: 'Dismiss' }).click();
    await expect(note).toHaveCount(0);
    const about = await openAbout(page);
    await about.getByRole('button', { name: 'Install the app' }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
    await expect(about).toContainText('The app is installed on this device.');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
