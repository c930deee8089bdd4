import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { SharedCombat } from '../../src/state/combat-types';
import { encodeCombat } from '../../src/state/links/share-link';
import { DEFAULT_SETUPS } from '../helpers/default-setups';
import { withFields } from '../helpers/links';
import { longestComparison } from '../helpers/longest-setups';
import { pickGame } from '../helpers/pick-game';
import { openAsFirstVisit } from './fresh-visit';
import { test } from './no-page-errors';

/**
 * What a pasted link or the browser's storage holds can be anything. Whatever it is, the page is never blank: the
 * header, the game picker and the tabs are there, a screen is drawn, a notice says what was set aside, and nothing
 * is thrown at the page.
 */
async function expectUsablePage(page: Page, errors: string[]) {
  await expect(page.getByLabel('Game')).toBeVisible();
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  expect(errors).toEqual([]);
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const link = (combat: SharedCombat) => encodeCombat(combat);
const jdgFire = link({ game: 'jdg', screen: 'fire', setup: DEFAULT_SETUPS.jdg });

const WORST_LINKS = [
  'v=5&sys=constructor',
  'v=5&sys=__proto__',
  'v=5&sys=toString&screen=fire',
  'v=5&sys=valueOf',
  'v=5&sys=hasOwnProperty',
  'v=5&sys=isPrototypeOf',
  'v=5&sys=__defineGetter__',
  withFields(jdgFire, [
    ['cmp', 'b'],
    ['b.sys', '__proto__'],
  ]),
  withFields(jdgFire, [['cmp', 'constructor']]),
  withFields(jdgFire, [
    ['screen', 'constructor'],
    ['t.hex', '__proto__'],
  ]),
  withFields(link({ game: 'corbach', screen: 'combat', setup: DEFAULT_SETUPS.corbach }), [['c.a', '4.5.toString.0.0']]),
  withFields(link({ game: 'pg', screen: 'combat', setup: DEFAULT_SETUPS.pg }), [['p.dhex', 'valueOf']]),
  // Cut short on its way: its count is missing.
  withFields(jdgFire, [['f.sp', '5']]).replace(/&end=\d+$/, ''),
  `v=5&sys=jdg-2016&f.sp=-0&t.lvl=99999999999999999999&s.a=${'6.7.infantry.clear_'.repeat(13)}`,
  `v=5&sys=jdg-2016&screen=%E0%A4%A&t.hex=%`,
];

test.describe('links that name what every object inherits, or worse', () => {
  test('each worst link leaves a usable page with a notice, and the app goes on', async ({ page }) => {
    test.setTimeout(240_000);
    const errors = collectErrors(page);
    for (const [i, hostile] of WORST_LINKS.entries()) {
      await test.step(`worst link ${i + 1}: ${hostile.slice(0, 60)}`, async () => {
        await openAsFirstVisit(page, `/#${hostile}`);
        await expect(page.locator('[data-notice="link"]')).toBeVisible();
        await expectUsablePage(page, errors);
        // And the app goes on: another screen, another game.
        await pickGame(page.getByLabel('Game'), 'corbach-1760');
        await page.getByRole('button', { name: 'Combat', exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Combat');
        expect(errors).toEqual([]);
      });
    }
  });

  for (const [language, game, fields, named] of [
    ['en', 'jdg', [['f.sp', 'lots']], 'fire strength'],
    [
      'fr',
      'corbach',
      [
        ['c.flank', '__proto__'],
        ['a.dist', 'x'],
      ],
      'attaque par un hex de flanc, distance',
    ],
    ['en', 'pg', [['d.mor', 'constructor']], 'morale of the cavalry'],
  ] as const) {
    test(`${language}: a ${game} link with fields it cannot read, opened on the first screen, names them in the game's words`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: language === 'en' ? 'en-GB' : 'fr-FR' });
      const page = await context.newPage();
      const errors = collectErrors(page);
      const tampered = withFields(
        link({ game, screen: 'terrain', setup: DEFAULT_SETUPS[game] } as SharedCombat),
        fields,
      );
      await page.goto(`/#${tampered}`);
      // Its words come with the notice, though none of the game's rolling screens has been opened.
      await expect(page.locator('[data-notice="link"]')).toContainText(named);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('the longest comparison a player can make opens from its link, survives a reload, and says it is too long for a QR code', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const combat = longestComparison('pg');
    const text = link(combat);
    expect(text.length).toBeGreaterThan(3000);
    await page.goto(`/#${text}`);
    await expect(page.locator('[data-notice]')).toHaveCount(0);
    await expect(page.getByLabel('Game')).toHaveValue('pg-leuthen');
    await page.reload();
    await expect(page.getByLabel('Game')).toHaveValue('pg-leuthen');
    await expect(page.locator('[data-notice]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show QR code' }).click();
    await expect(page.getByTestId('qr-too-long')).toContainText('more than a QR code holds');
    expect(await page.getByRole('textbox', { name: 'Link to this combat' }).inputValue()).toContain(text);
    await expectUsablePage(page, errors);
  });

  test('a side stops at its most units on screen, and all of them come back after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    const add = page.getByRole('button', { name: '+ Add an attacking unit' });
    const attackers = page.getByRole('group', { name: 'Attacking units' }).getByRole('group', { name: /^Unit \d+$/ });
    while ((await add.getAttribute('aria-disabled')) !== 'true') await add.click();
    await expect(attackers).toHaveCount(12);
    await expect(page.getByText('A side has at most 12 units: the most a share link carries.')).toBeVisible();
    // Pressed once more, it adds nothing (Playwright would wait for a button marked disabled to be enabled).
    await add.dispatchEvent('click');
    await expect(attackers).toHaveCount(12);
    await page.reload();
    await expect(attackers).toHaveCount(12);
  });
});

async function withStorage(context: BrowserContext, baseURL: string | undefined, items: Record<string, unknown>) {
  const page = await context.newPage();
  await page.goto(`${baseURL}/robots.txt`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }, items);
  await page.close();
}

const entry = {
  at: '2026-11-26T10:00:00.000Z',
  screen: 'fire',
  link: jdgFire,
  die: 4,
  modifier: 3,
  result: 'cohesion-test',
  by: 'app',
};

/** A stored combat of Jours de Gloire, open on the roll log. */
const onTheLog = { state: { system: 'jdg', links: { jdg: jdgFire.replace('screen=fire', 'screen=log') } }, version: 2 };

test.describe('storage that holds anything', () => {
  test('a roll log naming an inherited game or result, on the log screen: the log opens with the readable rolls, and again after a reload', async ({
    context,
    baseURL,
    page,
  }) => {
    await withStorage(context, baseURL, {
      'adc-combat': onTheLog,
      'adc-roll-log': {
        state: {
          entries: [
            entry,
            { ...entry, link: 'v=5&sys=constructor' },
            { ...entry, result: '__proto__' },
            { ...entry, screen: 'hasOwnProperty' },
          ],
        },
        version: 1,
      },
    });
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roll log');
    await expect(page.getByRole('list', { name: 'Roll log' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.locator('[data-notice="log-entries-dropped"]')).toContainText(
      '3 unreadable entries of the roll log were set aside.',
    );
    await expectUsablePage(page, errors);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Roll log' }).getByRole('listitem')).toHaveCount(1);
    await expectUsablePage(page, errors);
  });

  test('one game’s unreadable set-up is replaced and said; the other games keep theirs; a state with no version is read', async ({
    context,
    baseURL,
    page,
  }) => {
    const corbach = link({
      game: 'corbach',
      screen: 'artillery',
      setup: { ...DEFAULT_SETUPS.corbach, artillery: { ...DEFAULT_SETUPS.corbach.artillery, distance: 7 } },
    });
    await withStorage(context, baseURL, {
      'adc-combat': { state: { system: 'corbach', links: { jdg: 'v=5&sys=__proto__', corbach } } },
    });
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Artillery');
    await expect(page.getByLabel('Distance (hexes)')).toHaveValue('7');
    await expect(page.locator('[data-notice="stored-setup"]')).toContainText(
      'Jours de Gloire: the set-up kept from an earlier visit could not be read',
    );
    await expectUsablePage(page, errors);
  });

  test('a kept set-up read with a field replaced comes back without its die, which would show another set-up’s result', async ({
    context,
    baseURL,
    page,
  }) => {
    const jdg = link({
      game: 'jdg',
      screen: 'shock',
      setup: { ...DEFAULT_SETUPS.jdg, terrain: { ...DEFAULT_SETUPS.jdg.terrain, hex: 'woods' } },
    });
    await withStorage(context, baseURL, {
      'adc-combat': {
        state: {
          system: 'jdg',
          links: { jdg: withFields(jdg, [['t.hex', 'constructor']]) },
          rolls: { 'jdg/shock': 4 },
        },
        version: 3,
      },
    });
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shock and charge table');
    await expect(page.locator('[data-notice="stored-setup"]')).toContainText('took their default values');
    await expect(
      page.getByRole('group', { name: 'Defender’s hex' }).getByRole('radio', { name: 'Clear' }),
    ).toBeChecked();
    await expect(page.getByTestId('die')).toHaveCount(0);
    await expect(page.getByTestId('result')).toHaveCount(0);
    await expectUsablePage(page, errors);
  });

  test('a screen that fails to draw keeps the app in reach, and a reload opens the game’s first screen instead', async ({
    context,
    baseURL,
    page,
    allowConsole,
  }) => {
    // The fence that catches the fault says what it caught.
    allowConsole(/RangeError: dates cannot be formatted/);
    await withStorage(context, baseURL, {
      'adc-combat': onTheLog,
      'adc-roll-log': { state: { entries: [entry] }, version: 1 },
    });
    // A fault of the browser's date formatting: the roll log (the one screen that formats times) cannot draw a roll.
    await page.addInitScript(() => {
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
        get() {
          return () => {
            throw new RangeError('dates cannot be formatted');
          };
        },
      });
    });
    const errors = collectErrors(page);
    await page.goto('/');
    const failure = page.locator('[data-screen-failure="jdg/log"]');
    await expect(failure).toContainText('This screen could not be shown');
    await expect(failure).toContainText('What failed: dates cannot be formatted');
    // The rest of the app is in reach.
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shock and charge table');
    await page.getByRole('button', { name: 'Roll log', exact: true }).click();
    await expect(failure).toBeVisible();
    // A reload opens the game's first screen, not the one that failed.
    // The address (and storage) name the game's first screen while the log is the one that failed.
    await page.waitForFunction(() => location.hash.includes('screen=terrain'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terrain effects chart');
    await expectUsablePage(page, errors);
    // Clearing the log (the part that failed) is offered, and leaves the rest.
    await page.getByRole('button', { name: 'Roll log', exact: true }).click();
    await expect(failure).toBeVisible();
    await page.getByRole('button', { name: 'Clear the roll log' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roll log');
    await expect(page.getByText('No roll yet.')).toBeVisible();
  });
});
