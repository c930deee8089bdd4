import { expect } from '@playwright/test';
import { pickGame } from '../helpers/pick-game';
import { openAsFirstVisit } from './fresh-visit';
import { test } from './no-page-errors';
import { pageOverflow } from './page-width';
import { allowServiceWorker, untilServiceWorkerInCharge } from './service-worker';
import { combatFigures, playerWhoShares } from './sharing';

test.describe('share links', () => {
  test('a shared link reopens the same combat in a fresh browser, in the reader’s own language', async ({
    browser,
    baseURL,
  }) => {
    const { context: author, page } = await playerWhoShares(browser);
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    await page.getByRole('button', { name: '+ Add an attacking unit' }).click();
    const second = page.getByRole('group', { name: 'Attacking units' }).getByRole('group', { name: 'Unit 2' });
    await second.getByLabel('Type').selectOption('heavy-cavalry');
    await page.getByLabel('Attack', { exact: true }).selectOption('charge');
    await page.getByLabel('Defender attacked from').selectOption('front-and-rear');
    await page.getByLabel('Defender’s level relative to the attacker').fill('-1');
    await page.getByRole('group', { name: 'Defending units' }).getByLabel('Strength points (SP)').fill('30');
    const figures = await combatFigures(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByTestId('share-status')).toHaveText('Link copied: send it to your opponent.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}/#v=\\d+&sys=jdg-2016&`));
    await page.getByRole('button', { name: 'Show QR code' }).click();
    await expect(page.getByRole('img', { name: 'QR code of the link to this combat' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Link to this combat' })).toHaveValue(link);

    const reader = await browser.newContext({ locale: 'fr-FR' });
    const opened = await reader.newPage();
    await opened.goto(link);
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Table de choc et charge');
    await expect(opened.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await combatFigures(opened)).toEqual(figures);
    await author.close();
    await reader.close();
  });

  for (const [locale, width] of [
    ['en-GB', 360],
    ['fr-FR', 390],
  ] as const) {
    test(`${locale}, ${width} px: “Link copied” stands under Share, and moves none of the buttons beside it`, async ({
      browser,
    }) => {
      const { context, page } = await playerWhoShares(browser, locale);
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
      // The header's first line: Share, QR and the language (the tabs under it make room for the words).
      const buttons = page.locator('header > div').first().getByRole('button');
      const places = () =>
        buttons.evaluateAll((all) => all.map((b) => [b.getBoundingClientRect().x, b.getBoundingClientRect().y]));
      const before = await places();
      expect(before).toHaveLength(3);
      await page.getByRole('button', { name: locale === 'en-GB' ? 'Share' : 'Partager', exact: true }).click();
      await expect(page.getByTestId('share-status')).toHaveText(/^(Link copied|Lien copié)/);
      expect(await places()).toEqual(before);
      await context.close();
    });
  }

  test('a shared link carries only its screen’s part of the set-up, off its defaults: the reader’s other parts stay; a link cut short is refused', async ({
    browser,
  }) => {
    const { context: author, page } = await playerWhoShares(browser);
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    await page.getByRole('group', { name: 'Defending units' }).getByLabel('Strength points (SP)').fill('7');
    await page.getByRole('button', { name: 'Fire', exact: true }).click();
    await page.getByLabel('Fire strength (SP)').fill('5');
    await page.getByRole('radio', { name: 'Woods' }).check();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByTestId('share-status')).toHaveText('Link copied: send it to your opponent.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const hash = new URL(link).hash;
    // The fire and its target's terrain, nothing of the shock, nothing at its default.
    expect(hash).toMatch(/&f\.sp=5&/);
    expect(hash).toMatch(/&t\.hex=woods&/);
    expect(hash).not.toMatch(/&s\./);
    expect(hash).not.toMatch(/&f\.er=/);
    await author.close();

    const reader = await browser.newContext({ locale: 'fr-FR' });
    const opened = await reader.newPage();
    await opened.goto('/');
    await opened.getByRole('button', { name: 'Choc', exact: true }).click();
    const defender = opened.getByRole('group', { name: 'Unités en défense' }).getByLabel('Points de force (PF)');
    await defender.fill('9');
    // Pasted into this tab read down to its foot, over the packs' page opened from there: the combat from its top, the
    // page closed, the focus nowhere (not back on the footer's button).
    await opened.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await opened.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await opened.getByRole('button', { name: 'Paquets de jeu', exact: true }).click();
    await expect(opened.getByTestId('pack-page')).toBeVisible();
    await opened.goto(link);
    await expect(opened.getByTestId('pack-page')).toHaveCount(0);
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText(
      'Modificateurs au jet de dé pour les tirs d’artillerie',
    );
    await expect(opened.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await opened.evaluate(() => [window.scrollY, document.activeElement === document.body])).toEqual([0, true]);
    await expect(opened.getByLabel('Points de force (PF)')).toHaveValue('5');
    await expect(opened.getByRole('radio', { name: 'Bois' })).toBeChecked();
    // Pasted by mistake: Undo brings back what the tab showed (the shock), Redo the link's fire.
    const changes = opened.getByRole('group', { name: 'Modifications de la situation' });
    await changes.getByRole('button', { name: 'Annuler' }).click();
    await expect(defender).toHaveValue('9');
    await changes.getByRole('button', { name: 'Rétablir' }).click();
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText(/tirs d’artillerie/);
    await expect(opened.getByLabel('Points de force (PF)')).toHaveValue('5');
    await expect(opened.getByRole('radio', { name: 'Bois' })).toBeChecked();
    await opened.getByRole('button', { name: 'Choc', exact: true }).click();
    await expect(defender).toHaveValue('9');

    // Cut short on its way (a chat that clipped it): refused whole, said, and nothing changed.
    await opened.goto(link.slice(0, link.indexOf('&t.hex')));
    await expect(opened.locator('[data-notice="link"]')).toContainText('Le lien a été coupé');
    await opened.getByRole('button', { name: 'Tir', exact: true }).click();
    // The shock screen stays until the fire screen's code is in (a fresh page load: not yet fetched).
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText(
      'Modificateurs au jet de dé pour les tirs d’artillerie',
    );
    await expect(opened.getByLabel('Points de force (PF)')).toHaveValue('5');
    await reader.close();
  });

  // 390 px is a common phone; 320 px the narrowest still in use, narrower than the code's 288 px and its white card.
  for (const [locale, label, width] of [
    ['en-GB', 'Link to this combat', 390],
    ['fr-FR', 'Lien vers ce combat', 390],
    ['fr-FR', 'Lien vers ce combat', 320],
  ] as const) {
    test(`on a ${width} px phone (${locale}) the QR code and its link box stay inside the screen`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale, viewport: { width, height: 844 }, hasTouch: true });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: /QR/ }).tap();
      const code = page.getByRole('img', { name: /QR/ });
      const box = page.getByRole('textbox', { name: label });
      await expect(code).toBeVisible();
      for (const part of [code, box]) {
        const drawn = (await part.boundingBox()) ?? { x: -1, width: 1000 };
        expect(drawn.x).toBeGreaterThanOrEqual(0);
        expect(drawn.x + drawn.width).toBeLessThanOrEqual(width);
      }
      expect(await pageOverflow(page)).toBe(0);
      await context.close();
    });
  }

  test('a link to a 2006-edition combat reopens on the 2006 tables', async ({ browser }) => {
    const author = await browser.newContext({ locale: 'en-GB' });
    const page = await author.newPage();
    await page.goto('/');
    await pickGame(page.getByLabel('Game'), 'jdg-2006');
    // The 2006 card's own names, fetched when the 2006 chart is first shown.
    await expect(page.getByRole('row', { name: /^Difficult \/ Rough \/ Vines \/ Dry Lake/ })).toBeVisible();
    await page.getByRole('button', { name: 'Fire', exact: true }).click();
    await page.getByLabel('Kind of fire').selectOption('reaction');
    await page.getByLabel(/Massed target/).check();
    await expect(page.locator('[data-modifier="massed-target"]')).toContainText('2006 card');
    const figures = await combatFigures(page);
    await page.getByRole('button', { name: 'Show QR code' }).click();
    const link = await page.getByRole('textbox', { name: 'Link to this combat' }).inputValue();
    await expect(page).toHaveURL(link); // the address catches up once typing pauses
    expect(link).toContain('sys=jdg-2006');

    const reader = await browser.newContext({ locale: 'en-GB' });
    const opened = await reader.newPage();
    await opened.goto(link);
    await expect(opened.getByLabel('Game')).toHaveValue('jdg-2006');
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Artillery fire DRM table');
    expect(await combatFigures(opened)).toEqual(figures);
    await opened.getByRole('button', { name: 'Terrain chart' }).click();
    await expect(opened.getByRole('row', { name: /^Difficult \/ Rough \/ Vines \/ Dry Lake/ })).toBeVisible();
    // Reloaded on the 2006 chart, whose words the page fetches again: React threw while it waited for them, then drew
    // the whole page again (the test's fixture fails a test on any error a page threw).
    await opened.reload();
    await expect(opened.getByRole('row', { name: /^Difficult \/ Rough \/ Vines \/ Dry Lake/ })).toBeVisible();
    await expect(opened.getByRole('button', { name: 'Use Woods in the combat set-up' })).toBeEnabled();
    await author.close();
    await reader.close();
  });

  test('a link shared after a roll opens, on a phone, on that roll: the same die, total and result, said to be the sender’s (and the sender’s page, reloaded, calls it its own)', async ({
    browser,
  }) => {
    const author = await browser.newContext({ locale: 'en-GB' });
    const page = await author.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    await page.getByRole('button', { name: 'Roll the die' }).click();
    const die = await page.getByTestId('die').textContent();
    const result = await page.getByTestId('result').textContent();
    await page.getByRole('button', { name: 'Show QR code' }).click();
    const link = await page.getByRole('textbox', { name: 'Link to this combat' }).inputValue();
    expect(link).toMatch(/&roll=\d\.app\.\d+/);

    const reader = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 }, hasTouch: true });
    const opened = await reader.newPage();
    await opened.goto(link);
    await expect(opened.getByTestId('die')).toHaveText(die ?? '');
    await expect(opened.getByTestId('die')).toBeInViewport();
    await expect(opened.getByTestId('result')).toBeInViewport();
    await expect(opened.getByTestId('linked-roll')).toContainText('Ce dé est venu avec le lien');
    await expect(opened.getByTestId('result')).not.toBeEmpty();
    expect(result).not.toBe('');
    // The sender's page reloaded (its address holds the same link): the die is its own, not one that came with a link.
    await page.reload();
    await expect(page.getByTestId('die')).toHaveText(die ?? '');
    await expect(page.getByTestId('result')).toHaveText(result ?? '');
    await expect(page.getByTestId('linked-roll')).toHaveCount(0);
    await author.close();
    await reader.close();
  });

  test('a link with a roll whose set-up lost a field opens without that die, and says so', async ({ browser }) => {
    const author = await browser.newContext({ locale: 'en-GB' });
    const page = await author.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    await page.getByRole('group', { name: 'Defender’s hex' }).getByRole('radio', { name: 'Woods' }).check();
    await page.getByRole('button', { name: 'Roll the die' }).click();
    await page.getByRole('button', { name: 'Show QR code' }).click();
    const link = await page.getByRole('textbox', { name: 'Link to this combat' }).inputValue();
    expect(link).toMatch(/t\.hex=woods&.*roll=\d\.app\.\d+/);
    const damaged = link.replace('t.hex=woods', 't.hex=constructor');

    const reader = await browser.newContext({ locale: 'en-GB' });
    const opened = await reader.newPage();
    await opened.goto(damaged);
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Shock and charge table');
    await expect(opened.locator('[data-notice]').first()).toContainText('the die rolled');
    await expect(
      opened.getByRole('group', { name: 'Defender’s hex' }).getByRole('radio', { name: 'Clear' }),
    ).toBeChecked();
    await expect(opened.getByTestId('die')).toHaveCount(0);
    await expect(opened.getByTestId('result')).toHaveCount(0);
    await author.close();
    await reader.close();
  });

  const HOSTILE = [
    'garbage',
    'v=1',
    'v=99&sys=jdg-2016',
    'v=1&sys=other-game',
    `v=1&sys=jdg-2016&pad=${'x'.repeat(9000)}`,
    'v=1&sys=jdg-2016&screen=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    'v=1&sys=jdg-2016&t.hex=%3Cscript%3Ealert(1)%3C%2Fscript%3E&s.a=1.1.infantry.clear_%3Csvg%3E',
    'v=1&sys=jdg-2016&s.a=999.99.dragon.moon&f.sp=-1&t.lvl=1e9',
    '%E0%A4%A',
    'v=1&sys=jdg-2016&s.d=&s.a=',
  ];
  test('every hostile link shows a message, not a blank page', async ({ page }) => {
    test.setTimeout(180_000);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const [i, hostile] of HOSTILE.entries()) {
      await test.step(`hostile link ${i + 1}: ${hostile.slice(0, 60)}`, async () => {
        await openAsFirstVisit(page, `/#${hostile}`);
        await expect(page.locator('[data-notice]').first()).toBeVisible();
        await expect(page.getByRole('navigation')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
        expect(dialogs).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
});

test.describe('installed and offline', () => {
  test.use(allowServiceWorker);

  test('after one visit every screen works with the network off', async ({ page, context, allowConsole }) => {
    allowConsole(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(.*\/nothing-\d+\)$/);
    await page.goto('/');
    await untilServiceWorkerInCharge(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);

    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch(`/nothing-${Date.now()}`).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terrain effects chart');
    await page.getByRole('button', { name: 'Use Woods in the combat set-up' }).click();
    await page.getByRole('button', { name: 'Fire', exact: true }).click();
    await expect(page.locator('[data-modifier="target-terrain"]')).toContainText('−1');
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    await page.getByRole('button', { name: 'Roll the die' }).click();
    await expect(page.getByTestId('result')).not.toBeEmpty();
    await pickGame(page.getByLabel('Game'), 'corbach-1760');
    await page.getByRole('button', { name: 'Combat', exact: true }).click();
    await page.getByRole('button', { name: 'Roll the die' }).click();
    await expect(page.getByTestId('result')).toContainText('Defender');
    await pickGame(page.getByLabel('Game'), 'pg-leuthen');
    await page.getByRole('button', { name: 'Rally & charges' }).click();
    await page.getByRole('button', { name: 'Roll the die' }).click();
    await page.getByRole('button', { name: 'Roll log' }).click();
    await expect(page.getByRole('list', { name: 'Roll log' }).getByRole('listitem')).toHaveCount(3);
    await context.setOffline(false);
  });

  test('corrupted stored state gives a working page and a notice', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      storageState: {
        cookies: [],
        origins: [
          {
            origin: baseURL ?? '',
            localStorage: [
              { name: 'adc-combat', value: '{"state":' },
              { name: 'adc-roll-log', value: '[[[' },
            ],
          },
        ],
      },
    });
    const page = await context.newPage();
    await page.goto('/');
    // The set-up's notice at once; the roll log's when the log is first needed (it loads with the rolling screens).
    await expect(page.locator('[data-notice="storage-corrupt"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    await expect(page.getByTestId('total')).toHaveText('+3');
    await expect(page.locator('[data-notice="storage-corrupt"]')).toHaveCount(2);
    await context.close();
  });

  test('the page carries a Content-Security-Policy and breaks none of it', async ({ page, allowConsole }) => {
    // The inline script put in below, refused.
    allowConsole(/^console error: Executing inline script violates the following Content Security Policy directive/);
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.goto('/');
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    for (const name of ['Fire', 'Shock', 'Roll log', 'Terrain chart'])
      await page.getByRole('button', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Show QR code' }).click();
    await expect(page.getByRole('img', { name: 'QR code of the link to this combat' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    // An inline script is refused.
    expect(
      await page.evaluate(() => {
        const s = document.createElement('script');
        s.textContent = 'window.inlineRan = true';
        document.body.append(s);
        return (window as unknown as { inlineRan?: boolean }).inlineRan ?? false;
      }),
    ).toBe(false);
  });

  test('served at a domain’s root as a host that reads the headers file (Netlify, Cloudflare Pages): the page’s policy comes as a header, and hashed files are cached for good', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    const header = response?.headers()['content-security-policy'] ?? '';
    const meta = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
    expect(header).not.toContain('unsafe');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    // The app's script, started after the first paint: read once the app has taken the page over.
    await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
    const script = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .find((n) => n.includes('/assets/')),
    );
    expect(script, 'a hashed file the page loaded').toBeDefined();
    expect((await page.request.get(script ?? '')).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await page.request.get('sw.js')).headers()['cache-control']).toBe('no-cache');
    // The changelog a page offering an update reads: the host's newest, never a cached one.
    expect((await page.request.get('changelog.json')).headers()['cache-control']).toBe('no-cache');
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    await page.getByRole('button', { name: 'Roll the die' }).click();
    await expect(page.getByTestId('result')).not.toBeEmpty();
    expect(violations).toEqual([]);
  });

  test('the night theme can be chosen and is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByLabel('Colours').selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
