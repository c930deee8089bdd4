import { type BrowserContext, expect, type Page } from '@playwright/test';
import { SECOND_SUB_PATH } from '../helpers/hosting';
import { pickGame } from '../helpers/pick-game';
import { test } from './no-page-errors';
import { allowServiceWorker, untilServiceWorkerInCharge } from './service-worker';

/**
 * The app as deployed in a folder: the production build on a static host with no single-page fallback, under a
 * sub-path (as GitHub Pages serves a project site). Nothing the app asks for may leave its folder. Every other browser
 * test runs the same build at a domain's root, with the build's `_headers` applied as Netlify or Cloudflare Pages do.
 */

/** The app's folder: the address a player opens, and the prefix of every request the app makes. */
const folderOf = (baseURL: string | undefined): string => new URL('./', `${baseURL?.replace(/\/?$/, '/')}`).href;

/** Every request the context makes, and every answer that was not a success, to check against the app's folder. */
function watch(context: BrowserContext) {
  const requests: string[] = [];
  const failures: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  context.on('requestfailed', (request) => failures.push(`${request.url()} ${request.failure()?.errorText}`));
  context.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()} ${response.status()}`);
  });
  return {
    expectAllInside(folder: string) {
      expect(
        requests.filter((url) => !url.startsWith(folder) && !url.startsWith('data:')),
        'requests outside the app',
      ).toEqual([]);
      expect(failures, 'requests that failed').toEqual([]);
    },
  };
}

/** The game picker's cards, by link id. */
const cardsOf = (page: Page) =>
  page
    .getByLabel('Game')
    .locator('option:not([value="own-games"])')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

/** Shows every screen of the game picked: each draws a title, loads, and does not fail. */
async function visitEveryScreen(page: Page): Promise<string[]> {
  const tabs = page.getByRole('navigation', { name: 'Screens' }).getByRole('button');
  const titles: string[] = [];
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-loading]')).toHaveCount(0);
    await expect(page.locator('[data-screen-failure]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    titles.push((await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
  }
  return titles;
}

test.use({ locale: 'en-GB', ...allowServiceWorker });

test('the first visit draws the chart, then every screen of every game loads from the app’s folder', async ({
  page,
  context,
  baseURL,
}) => {
  const folder = folderOf(baseURL);
  const requests = watch(context);
  await page.goto(folder);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terrain effects chart');
  // The app took the painted screen over: its script, texts and style came from the folder.
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  const cards = await cardsOf(page);
  expect(cards).toEqual(['jdg-2016', 'jdg-2006', 'corbach-1760', 'pg-leuthen']);
  for (const card of cards) {
    await pickGame(page.getByLabel('Game'), card);
    expect((await visitEveryScreen(page)).length).toBeGreaterThanOrEqual(3);
  }
  requests.expectAllInside(folder);
});

test('the manifest and the service worker stay inside the app’s folder, and the app is installable there', async ({
  page,
  context,
  baseURL,
}) => {
  const folder = folderOf(baseURL);
  const requests = watch(context);
  await page.goto(folder);
  await untilServiceWorkerInCharge(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(folder);

  const manifestUrl = new URL((await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '', folder).href;
  expect(manifestUrl).toBe(`${folder}manifest.webmanifest`);
  const manifest = await (await page.request.get(manifestUrl)).json();
  expect(new URL(manifest.start_url, manifestUrl).href).toBe(folder);
  expect(new URL(manifest.scope, manifestUrl).href).toBe(folder);
  for (const icon of manifest.icons) {
    const url = new URL(icon.src, manifestUrl).href;
    expect(url.startsWith(folder), url).toBe(true);
    expect((await page.request.get(url)).status(), url).toBe(200);
  }
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  // The installed app's identity is its folder: two copies on one host are two apps.
  expect((await cdp.send('Page.getAppId')).appId).toBe(folder);
  requests.expectAllInside(folder);
});

test('a shared link with its roll opens the same combat and die in a fresh browser, at the app’s address', async ({
  browser,
  baseURL,
}) => {
  const folder = folderOf(baseURL);
  const author = await browser.newContext({ locale: 'en-GB' });
  const requests = watch(author);
  const page = await author.newPage();
  await page.goto(folder);
  await pickGame(page.getByLabel('Game'), 'corbach-1760');
  await page.getByRole('button', { name: 'Combat', exact: true }).click();
  await page.getByRole('button', { name: 'Roll the die' }).click();
  const die = await page.getByTestId('die').textContent();
  const result = await page.getByTestId('result').textContent();
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the link to this combat' })).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Link to this combat' }).inputValue();
  expect(link.startsWith(`${folder}#v=`), link).toBe(true);
  expect(link).toContain('&roll=');
  requests.expectAllInside(folder);

  const reader = await browser.newContext({ locale: 'fr-FR' });
  const readerRequests = watch(reader);
  const opened = await reader.newPage();
  await opened.goto(link);
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Combat');
  await expect(opened.getByTestId('die')).toHaveText(die ?? '');
  await expect(opened.getByText(/Ce dé est venu avec le lien/)).toBeVisible();
  expect(await opened.getByTestId('result').textContent()).not.toBe('');
  expect(result).not.toBe('');
  readerRequests.expectAllInside(folder);
  await author.close();
  await reader.close();
});

test('a game pack’s page, its combat link and its pack link stay in the app’s folder', async ({ browser, baseURL }) => {
  const folder = folderOf(baseURL);
  const context = await browser.newContext({ locale: 'en-GB' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const requests = watch(context);
  const page = await context.newPage();
  await page.goto(folder);
  await page.getByRole('button', { name: 'Game packs' }).click();
  const pack = page.getByTestId('pack-page');
  await pack.getByRole('button', { name: 'Start from the example' }).click();
  await pack.getByRole('button', { name: 'Keep this pack on this device' }).click();
  await pack.getByRole('button', { name: 'Copy a link holding this pack' }).click();
  await expect(pack.getByText(/Link copied: it holds the whole pack/)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^${folder}#pkf=1&z=`));
  await pack.getByTestId('pack-preview').getByRole('button', { name: 'Copy a link to this combat' }).click();
  // Written once the pack is compressed: read after the status says so, not before (the pack's link is still there).
  await expect(pack.getByText(/Link copied, with the pack in it/)).toBeVisible();
  const combat = await page.evaluate(() => navigator.clipboard.readText());
  // The combat with the pack before it, as Share sends it.
  expect(combat).toMatch(new RegExp(`^${folder}#pkf=1&z=[\\w-]+&pk=1&id=skirmish&`));
  const tab = await context.newPage();
  await tab.goto(combat);
  await expect(tab.getByTestId('pack-game')).toBeVisible();
  await expect(tab.getByLabel('Game')).toHaveValue('pack:skirmish');
  await expect(tab.getByTestId('pack-link')).toHaveCount(0);
  requests.expectAllInside(folder);
  await context.close();
});

test('the guide to writing a pack opens from the packs’ page in the app’s folder, in the page’s language, with the schema and examples it links to, and offline', async ({
  page,
  context,
  baseURL,
}) => {
  const folder = folderOf(baseURL);
  const requests = watch(context);
  await page.goto(folder);
  await untilServiceWorkerInCharge(page);
  await page.getByRole('button', { name: 'Game packs' }).click();
  // In a tab of its own: the pack being written stays in the app's.
  const [guide] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /^The guide to writing one/ }).click(),
  ]);
  await expect(guide.getByRole('heading', { level: 1 })).toHaveText('Game packs: a card written as data');
  expect(guide.url()).toBe(`${folder}game-packs.html`);
  await expect(guide.getByRole('link', { name: '← Aide de camp' })).toHaveAttribute('href', './');
  const files = await guide
    .locator('main a[href$=".json"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(files.map((file) => file.slice(folder.length))).toEqual([
    'game-pack.schema.json',
    'examples/skirmish.pack.json',
    'examples/odds-columns.pack.json',
    'examples/corbach-1760.pack.json',
  ]);
  for (const file of files) {
    const text = await (await guide.request.get(file)).text();
    if (file.endsWith('schema.json')) expect(JSON.parse(text).properties.format).toBeDefined();
    else expect(JSON.parse(text).format, file).toBe('aide-de-camp/game-pack');
  }
  // In French, the page in French.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Paquets de jeu' }).click();
  const [frenchGuide] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /^Le guide pour en écrire un/ }).click(),
  ]);
  await expect(frenchGuide.getByRole('heading', { level: 1 })).toHaveText(
    'Paquets de jeu : une carte écrite en données',
  );
  expect(frenchGuide.url()).toBe(`${folder}game-packs.fr.html`);
  requests.expectAllInside(folder);
  // Kept for offline with the app: read again with the network off.
  await context.setOffline(true);
  for (const tab of [guide, frenchGuide]) {
    await tab.reload();
    await expect(tab.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await tab.evaluate(() => getComputedStyle(document.body).maxWidth)).not.toBe('none');
  }
  await context.setOffline(false);
});

test('with the network off, every screen of every game reloads from the cache', async ({
  page,
  context,
  baseURL,
  allowConsole,
}) => {
  allowConsole(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(.*\/nothing-\d+\)$/);
  const folder = folderOf(baseURL);
  await page.goto(folder);
  await untilServiceWorkerInCharge(page);
  await context.setOffline(true);
  expect(
    await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'online',
          () => 'offline',
        ),
      `${folder}nothing-${Date.now()}`,
    ),
  ).toBe('offline');
  for (const card of await cardsOf(page)) {
    await pickGame(page.getByLabel('Game'), card);
    // The game picked is kept: the reload opens it, offline, from the service worker's cache.
    await page.reload();
    await expect(page.getByLabel('Game')).toHaveValue(card);
    await visitEveryScreen(page);
  }
  await context.setOffline(false);
});

test('two copies of the app under two paths of one host keep their own set-ups, logs and languages', async ({
  page,
  baseURL,
}) => {
  const folder = folderOf(baseURL);
  const second = new URL(SECOND_SUB_PATH, folder).href;

  await page.goto(folder);
  await pickGame(page.getByLabel('Game'), 'corbach-1760');
  await page.getByRole('button', { name: 'Combat', exact: true }).click();
  await page.getByRole('button', { name: 'Roll the die' }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The test copy, opened in the same browser, starts as a first visit: its own defaults, painted from the HTML.
  await page.goto(second);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).not.toHaveAttribute('data-prerender', 'off');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terrain effects chart');
  await page.getByRole('button', { name: 'Roll log' }).click();
  await expect(page.getByRole('list', { name: 'Roll log' })).toHaveCount(0);

  // The first copy kept what was done in it: before its first paint too (the chart in the HTML is not shown).
  await page.goto(folder);
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'off');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByLabel('Jeu')).toHaveValue('corbach-1760');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Combat');
  await page.getByRole('button', { name: 'Journal' }).click();
  await expect(page.getByRole('list', { name: 'Journal des jets' }).getByRole('listitem')).toHaveCount(1);
});

test('a copy of the app at the host’s root never answers for the copy in a folder, though its service worker’s scope covers it', async ({
  page,
  context,
  baseURL,
}) => {
  const folder = folderOf(baseURL);
  const root = new URL('/', folder).href;
  await page.goto(root);
  await untilServiceWorkerInCharge(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(root);
  // Offline, before the folder's copy was ever opened: the root's worker does not pass its own page off as that copy.
  await context.setOffline(true);
  await expect(page.goto(folder)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
  // Online: the folder's copy comes from its host, and installs its own worker, for its own folder.
  const response = await page.goto(folder);
  expect(response?.fromServiceWorker()).toBe(false);
  await page.waitForFunction((scope) => navigator.serviceWorker.controller?.scriptURL === `${scope}sw.js`, folder);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(folder);
});
