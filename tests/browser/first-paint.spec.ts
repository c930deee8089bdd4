/**
 * The first screen is in the HTML, rendered at build time, so it paints before any script of the app runs; the
 * page's own language shows, never the wrong one, and the app takes over without moving anything.
 */
import { expect, type Page } from '@playwright/test';
import { pickGame } from '../helpers/pick-game';
import { holdBack } from './held-back';
import { test } from './no-page-errors';
import { allowServiceWorker } from './service-worker';

/** Keeps the app's script from running: what the player sees before it has loaded. */
// The app's script answered empty: the page as its HTML alone draws it (an aborted load would be an error on the console).
const withoutTheApp = (page: Page) =>
  page.route('**/assets/index-*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));

/** Has the page note, as `takenOverAt`, the time the app takes the painted English screen over. */
const noteTheTakeover = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      if (!changes.some((c) => c.attributeName === 'data-prerender' && c.oldValue === 'en')) return;
      Object.assign(window, { takenOverAt: performance.now() });
      observer.disconnect();
    }).observe(document, { subtree: true, attributeFilter: ['data-prerender'], attributeOldValue: true });
  });

/** The takeover's time (noteTheTakeover) and when each fetch of the chunk named `chunk` started. */
const fetchedAfterTakeover = (page: Page, chunk: string) =>
  page.evaluate(
    (name) => ({
      takenOverAt: (window as unknown as { takenOverAt: number }).takenOverAt,
      fetchedAt: performance
        .getEntriesByType('resource')
        .filter((e) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(e.name))
        .map((e) => e.startTime),
    }),
    chunk,
  );

test('the terrain chart is on screen with no script at all', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terrain effects chart');
  await expect(page.getByRole('row', { name: /^Woods/ })).toBeVisible();
  await context.close();
});

test('the browser draws no frame before the screen in the HTML is parsed whole: the first frame holds all of it', async ({
  page,
}) => {
  // An empty frame drawn while the HTML arrives would be the page's first layout for Lighthouse, which then counts
  // the screen's real first layout as a long task after the first paint.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const rows = document.querySelectorAll('[data-prerender="en"] tbody tr').length;
      Object.assign(window, { firstFrame: { parsed: document.getElementById('parsed') !== null, rows } });
    });
  });
  // The HTML arrives slowly, in pieces (as on a poor connection): the browser has every chance to draw in between.
  // At 32 KB/s its 90 KB take three seconds; without the render-blocking mark the first frame is empty at 8, 32 or 64.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 32 * 1024,
    uploadThroughput: -1,
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: object }).firstFrame ?? null), {
      timeout: 30_000,
    })
    .toEqual({ parsed: true, rows: 23 });
});

test('a French browser sees the French chart before the app runs, and the English one is hidden', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await withoutTheApp(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Table des terrains');
  await expect(page.locator('[data-prerender="en"]')).toBeHidden();
  await context.close();
});

test('nothing on the page painted from the HTML acts before the app takes over: keys are stopped, a tap waits', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', hasTouch: true });
  const page = await context.newPage();
  await withoutTheApp(page);
  await page.goto('/');
  await expect(page.locator('[data-prerender="en"]')).toBeVisible();
  // The keys that would change a list are stopped; Tab still moves on.
  const game = page.getByLabel('Game');
  await game.focus();
  await page.keyboard.press('ArrowDown');
  await expect(game).toHaveValue('jdg-2016');
  await page.keyboard.press('Tab');
  await expect(game).not.toBeFocused();
  // A footnote mark (a link to the footnotes until then): clicked or tapped (forced: the screen says it is disabled,
  // and a player's finger does not wait), it leads nowhere yet.
  const footnote = page.getByRole('button', { name: 'footnote a' }).first();
  await expect(footnote).toBeDisabled();
  await footnote.click({ force: true });
  await footnote.tap({ force: true });
  await footnote.press('Enter');
  expect(new URL(page.url()).hash).toBe('');
  await context.close();
});

test('a tap on a tab before the app takes over is shown waiting, then acted on: no dead tap', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', hasTouch: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // The app's script waits until the tap is made: the screen painted from the HTML is all there is.
  const release = await holdBack(page, '**/assets/index-*.js');
  await page.goto('/');
  const fire = page.locator('[data-prerender="en"]').getByRole('button', { name: 'Fire', exact: true });
  await fire.tap({ force: true });
  await expect(fire).toHaveAttribute('data-queued', '');
  await expect(fire).toHaveCSS('cursor', 'progress');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artillery fire DRM table');
  await expect(page.locator('[data-queued]')).toHaveCount(0);
  await context.close();
});

test('a link to another combat never flashes the default screen first', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/#v=3&sys=corbach-1760&screen=combat');
  await expect(page.locator('[data-prerender="en"]')).toBeHidden();
  await expect(page.locator('[data-prerender="fr"]')).toBeHidden();
});

test('a player who left another combat open does not see the default screen first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Shock', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shock and charge table');
  await withoutTheApp(page);
  await page.goto('/');
  await expect(page.locator('#root > [data-prerender]').first()).toBeHidden();
});

test('the night colours are on before the first paint', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', locale: 'en-GB' });
  const page = await context.newPage();
  await withoutTheApp(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await context.close();
});

test('from the first paint to the app taking over, nothing on screen moves (no layout shift), the chart stays the same', async ({
  browser,
}) => {
  // What the HTML alone shows: the chart's text and where the heading and the table sit.
  const htmlOnly = await browser.newPage({ locale: 'en-GB' });
  await withoutTheApp(htmlOnly);
  await htmlOnly.goto('/');
  const painted = {
    text: await htmlOnly.locator('[data-prerender="en"] table').first().textContent(),
    heading: await htmlOnly.getByRole('heading', { level: 1 }).boundingBox(),
    table: await htmlOnly.locator('[data-prerender="en"] table').first().boundingBox(),
  };
  await htmlOnly.close();

  const page = await browser.newPage({ locale: 'en-GB' });
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  expect(await page.locator('table').first().textContent()).toBe(painted.text);
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(painted.heading);
  expect(await page.locator('table').first().boundingBox()).toEqual(painted.table);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  await page.close();
});

for (const [locale, heading] of [
  ['en-GB', 'Terrain effects chart'],
  ['fr-FR', 'Table des terrains'],
] as const) {
  test(`the app takes the painted screen over as it stands (${locale}): the same nodes, no error, then usable`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The heading painted from the HTML, kept before any script of the app runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const painted = document.querySelector(`[data-prerender="${document.documentElement.lang}"] h1`);
        (window as unknown as { painted: Element | null }).painted = painted;
      });
    });
    await page.goto('/');
    await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // Hydrated, not built again: the heading on screen is the very node the HTML painted.
    expect(
      await page.evaluate(() => {
        const painted = (window as unknown as { painted: Element | null }).painted;
        return painted !== null && painted === document.querySelector('h1') && painted.isConnected;
      }),
    ).toBe(true);
    // No longer the HTML's: usable, in the page's language, which follows the player's choice.
    const language = locale.slice(0, 2);
    await expect(page.locator('#root [aria-disabled]')).toHaveCount(0);
    await expect(page.locator('#root > [lang]')).toHaveAttribute('lang', language);
    // A footnote mark opens its footnote in place, and says nothing about the address (it is not a combat link).
    await page
      .getByRole('button', { name: locale === 'en-GB' ? 'footnote a' : 'note a' })
      .first()
      .click();
    await expect(page.getByRole('note')).toBeInViewport();
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.locator('[data-notice]')).toHaveCount(0);
    await page.getByRole('button', { name: locale === 'en-GB' ? 'Fire' : 'Tir', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
    await page.getByRole('button', { name: locale === 'en-GB' ? 'Français' : 'English' }).click();
    const other = language === 'en' ? 'fr' : 'en';
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.locator('#root > [lang]')).toHaveAttribute('lang', other);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('the chart stays the HTML the app took over (React never walks its rows) until the player uses it', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  // Once the app has it and has readied the rest (the footer is the app's), none of the chart's rows is React's.
  await expect(page.getByRole('button', { name: /À propos/ })).toBeVisible();
  const rowsDrawnByReact = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('tbody tr')].filter((row) =>
          Object.keys(row).some((key) => key.startsWith('__reactFiber')),
        ).length,
    );
  expect(await rowsDrawnByReact()).toBe(0);
  await page.getByRole('button', { name: /Utiliser Bois/ }).click();
  await expect(page.locator('tbody tr[aria-current="true"] th')).toContainText('Bois');
  await expect(page.locator('tbody tr[aria-current="true"]')).toHaveCount(1);
  await expect(page.getByTestId('chart-status')).toContainText('Bois');
  expect(await rowsDrawnByReact()).toBeGreaterThan(20);
  await context.close();
});

test('i18next is fetched once the app has the painted screen, and a language switch at once waits for it', async ({
  page,
}) => {
  await noteTheTakeover(page);
  const i18nextFetched: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/full-instance-[\w-]+\.js$/.test(request.url())) i18nextFetched.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  // The first tap after the takeover: to French.
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Table des terrains');
  await expect(page.getByRole('button', { name: 'Utiliser Bois dans le combat' })).toBeVisible();
  const { takenOverAt, fetchedAt } = await fetchedAfterTakeover(page, 'full-instance');
  expect(i18nextFetched).toHaveLength(1);
  expect(fetchedAt).toHaveLength(1);
  expect(fetchedAt[0]).toBeGreaterThan(takenOverAt);
});

test('after the first paint: no modulepreload link is added, the print sheet is for paper, the start-up sheet never comes twice', async ({
  page,
}) => {
  // Each <link> added to the page's head cost a few ms at 4x on its thread: the lazy chunks' modules are found in
  // them, not announced one link each; a sheet for the screen would have the whole page's style worked out again.
  await page.goto('/');
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  await expect(page.locator('link[rel="stylesheet"][media="print"]')).toHaveCount(1);
  const preloads = await page.locator('link[rel="modulepreload"]').count();
  await page.getByRole('button', { name: 'About · install' }).click();
  await page.getByRole('button', { name: 'Fire', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artillery fire DRM table');
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(preloads);
  await expect(page.locator('link[rel="stylesheet"][media="print"]')).toHaveCount(1);
  // The About panel's and the Fire screen's chunks need the start-up sheet too: the page has it inline, and its
  // disabled link tells the loader so. One sheet by address, the full one.
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([media="print"])')]
      .filter((link) => !link.disabled)
      .map((link) => new URL(link.href).pathname.replace(/-[\w-]+\.css$/, '.css')),
  );
  expect(sheets).toEqual(['/assets/screens.css']);
});

test('a screen with the result bar, opened and rolled on a phone, writes no style on the page’s root', async ({
  browser,
}) => {
  // A CSS variable set on the root holds for every element under it: each write (the bar drawn, grown or gone) had the
  // browser work out the style of the whole page again, 30-80 ms at 4x, in the frame of the tap.
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  await page.evaluate(() => {
    const w = window as unknown as { rootStyles: string[] };
    w.rootStyles = [];
    new MutationObserver(() => w.rootStyles.push(document.documentElement.style.cssText)).observe(
      document.documentElement,
      { attributes: true, attributeFilter: ['style'] },
    );
  });
  await page.getByRole('button', { name: 'Shock', exact: true }).click();
  const bar = page.getByRole('region', { name: 'Result summary' });
  await expect(bar).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await bar.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(bar).toContainText(`Die ${await page.getByTestId('die').textContent()} →`);
  }
  await page.getByRole('button', { name: 'Terrain chart', exact: true }).click();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { rootStyles: string[] }).rootStyles)).toEqual([]);
  await context.close();
});

test('the app starts in tasks of its own: its script and each module it preloads, then React DOM after the page’s modules', async ({
  page,
}) => {
  // Each request made cost the page's thread 5-25 ms at 4x: all five in one task held a tap back for up to 90 ms.
  // Elements added in one task reach a mutation observer in one batch.
  await page.addInitScript(() => {
    const batches: number[] = [];
    new MutationObserver((changes) => {
      const added = changes
        .flatMap((change) => [...change.addedNodes])
        .filter((node) => node instanceof HTMLScriptElement || node instanceof HTMLLinkElement)
        .filter((node) => node.matches('script[type="module"], link[rel="modulepreload"]'));
      if (added.length) batches.push(added.length);
    }).observe(document, { childList: true, subtree: true });
    // The start-up chunk's modules, then React DOM's start (it looks for the developer tools' hook): a yield to the
    // browser between them, where both in one task took up to 60 ms at 4x.
    const order: string[] = [];
    const scheduler = (window as unknown as { scheduler: { yield: () => Promise<void> } }).scheduler;
    const yieldToBrowser = scheduler.yield.bind(scheduler);
    scheduler.yield = () => {
      // The app's own (first-paint.js, inline in the page, yields between the elements it adds).
      if (new Error().stack?.includes('/assets/')) order.push('yield');
      return yieldToBrowser();
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      get: () => {
        order.push('React DOM');
        return undefined;
      },
    });
    Object.assign(window, { batches, order });
  });
  await page.goto('/');
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  const { batches, order } = await page.evaluate(() => {
    const noted = window as unknown as { batches: number[]; order: string[] };
    return { batches: noted.batches, order: noted.order };
  });
  // The entry, the start-up chunk, the bundler's runtime and the page language's two texts.
  expect(batches).toEqual([1, 1, 1, 1, 1]);
  expect(order.slice(0, 2)).toEqual(['yield', 'React DOM']);
});

test('the app starts just after the first frame, not once the paint is reported (one or more frames later)', async ({
  page,
}) => {
  // The paint timing never reported, nor the safety net's timer (first-paint.js's 3 s) run: the app starts all the
  // same, from the first frame that holds the screen. Waiting for the report put 100-150 ms at 4x into the gap
  // before a tap is answered.
  await page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
      if (options?.type !== 'paint') observe.call(this, options);
    };
    const timer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
      ms === 3000 ? 0 : timer(handler, ms, ...rest)) as typeof window.setTimeout;
  });
  await page.goto('/');
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Use Woods' })).toBeVisible();
});

test('the first screen’s style sheet is small; the other screens bring the full one with them', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  // The print sheet (only rules for paper, loaded after the first paint) is not a screen's.
  const sheets = () =>
    page.evaluate(
      () =>
        [...document.styleSheets].filter(
          (sheet) =>
            ![...sheet.cssRules].every((rule) => rule instanceof CSSMediaRule && rule.conditionText === 'print'),
        ).length,
    );
  expect(await sheets()).toBe(1);
  await page.getByRole('button', { name: 'Fire', exact: true }).click();
  // A rule only the full sheet has (the fire screen's two-column grid).
  const grid = page.locator('main .grid').first();
  await expect(grid).toHaveCSS('display', 'grid');
  expect(await sheets()).toBe(2);
});

test('a link the app cannot read: its notice is in the first screen the app shows, so nothing is pushed down', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = window as unknown as { shifts: number; headingWithoutNotice: boolean };
    seen.shifts = 0;
    seen.headingWithoutNotice = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) seen.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // Every change of the page, as it happens: was the screen ever shown without the notice above it?
    new MutationObserver(() => {
      if (document.querySelector('#root > :not([data-prerender]) main h1') && !document.querySelector('[data-notice]'))
        seen.headingWithoutNotice = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/#v=9&sys=jdg-2016');
  await expect(page.locator('[data-notice]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terrain effects chart');
  const seen = await page.evaluate(() => {
    const { shifts, headingWithoutNotice } = window as unknown as { shifts: number; headingWithoutNotice: boolean };
    return { shifts, headingWithoutNotice };
  });
  expect(seen.headingWithoutNotice).toBe(false);
  expect(seen.shifts).toBe(0);
});

test('every class the first screen uses has its rule in the inline style sheet (the full sheet comes later)', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  const unstyled = () =>
    page.evaluate(() => {
      // The print sheet (only rules for paper, loaded after the first paint) is not a screen's.
      const sheets = [...document.styleSheets].filter(
        (sheet) => ![...sheet.cssRules].every((rule) => rule instanceof CSSMediaRule && rule.conditionText === 'print'),
      );
      const selectors = sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
      const used = new Set([...document.querySelectorAll('#root [class]')].flatMap((el) => [...el.classList]));
      return {
        sheets: sheets.length,
        missing: [...used].filter((name) => !selectors.includes(`.${CSS.escape(name)}`)),
      };
    });
  expect(await unstyled()).toEqual({ sheets: 1, missing: [] });
  // The shell's other part that shows before any other screen, the 2006 chart, needs no other sheet.
  await pickGame(page.getByLabel('Game'), 'jdg-2006');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await unstyled()).toEqual({ sheets: 1, missing: [] });
  // The QR code brings the full sheet with it, as the About panel does: it is styled as it shows.
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the link to this combat' })).toBeVisible();
  expect(await unstyled()).toEqual({ sheets: 2, missing: [] });
});

test('the page language’s first texts are fetched with the app’s script, not in a second round trip once it runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  // The app's start-up module held back: texts asked for only once it has run would come after it is served.
  let startServed = false;
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    startServed = true;
    await route.continue();
  });
  const texts: string[] = [];
  page.on('request', (request) => {
    const name = /assets\/((en|fr)-(common|jdg))-/.exec(request.url())?.[1];
    if (name) texts.push(`${name} ${startServed ? 'after' : 'before'}`);
  });
  await page.goto('/');
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  expect(texts.sort()).toEqual(['fr-common before', 'fr-jdg before']);
  await context.close();
});

test.describe('the service worker', () => {
  test.use(allowServiceWorker);

  test('the service worker’s state, registration and update offer are asked for once the app has taken the painted screen over', async ({
    page,
  }) => {
    await noteTheTakeover(page);
    await page.addInitScript(() => {
      // The first time the page asks for the service worker's `ready`, which holds the page a moment in Chromium.
      const ready = Object.getOwnPropertyDescriptor(ServiceWorkerContainer.prototype, 'ready')?.get;
      Object.defineProperty(ServiceWorkerContainer.prototype, 'ready', {
        configurable: true,
        get(this: ServiceWorkerContainer) {
          const times = window as unknown as { readyAskedAt?: number };
          times.readyAskedAt ??= performance.now();
          return ready?.call(this);
        },
      });
    });
    await page.goto('/');
    await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
    // The service worker is registered all the same: the app works offline after this visit.
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))).toBe(true);
    const { takenOverAt, fetchedAt: askedAt } = await fetchedAfterTakeover(page, 'update-prompt');
    const readyAskedAt = await page.evaluate(() => (window as unknown as { readyAskedAt: number }).readyAskedAt);
    expect(askedAt).toHaveLength(1);
    expect(askedAt[0]).toBeGreaterThan(takenOverAt);
    expect(readyAskedAt).toBeGreaterThan(takenOverAt);
  });

  test('a page the app draws itself (no painted screen to take over) registers the service worker too', async ({
    page,
  }) => {
    await page.goto('/#not-a-combat');
    await expect(page.locator('html')).toHaveAttribute('data-prerender', 'off');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))).toBe(true);
  });
});

test('no Intl number format is made, after the first screen or at the first tab to a table: the app writes its numbers', async ({
  page,
}) => {
  // The page's first Intl number format loads its language's number data, one task of 80–120 ms at 4× CPU.
  await page.addInitScript(() => {
    const made: number[] = [];
    Object.assign(window, { numberFormatsMade: made });
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args, newTarget) {
        made.push(performance.now());
        return Reflect.construct(target, args, newTarget);
      },
    });
  });
  const made = () =>
    page.evaluate(() => (window as unknown as { numberFormatsMade: number[] }).numberFormatsMade.length);
  await page.goto('/');
  await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
  // What the app readies once the browser is idle after its first screen.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
  await page.getByRole('button', { name: 'Fire', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Artillery fire DRM table' })).toBeVisible();
  // Its table's chances are written, and the roll log's figures.
  await expect(page.getByRole('cell', { name: /^\d+(\.\d)?%$/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Roll the die' }).click();
  await page.getByRole('button', { name: 'Roll log', exact: true }).click();
  await expect(page.getByText(/what fair dice would give/).first()).toBeVisible();
  expect(await made()).toBe(0);
});
