import { expect, type Page } from '@playwright/test';
import { pickGame } from '../helpers/pick-game';
import { expectNoAxeViolations } from './axe';
import { holdBack } from './held-back';
import { test } from './no-page-errors';
import { expectOnlyPageFonts } from './page-fonts';
import { pageOverflow } from './page-width';

const SCREENS = {
  en: {
    terrain: 'Terrain chart',
    fire: 'Fire',
    shock: 'Shock',
    movement: 'Movement',
    log: 'Roll log',
    roll: 'Roll the die',
    qr: 'Show QR code',
    headings: [
      'Terrain effects chart',
      'Artillery fire DRM table',
      'Shock and charge table',
      'Movement cost',
      'Roll log',
    ],
  },
  fr: {
    terrain: 'Table des terrains',
    fire: 'Tir',
    shock: 'Choc',
    movement: 'Mouvement',
    log: 'Journal',
    roll: 'Lancer le dé',
    qr: 'Afficher le QR code',
    headings: [
      'Table des terrains',
      'Modificateurs au jet de dé pour les tirs d’artillerie',
      'Table de choc et charge',
      'Coût de mouvement',
      'Journal des jets',
    ],
  },
} as const;

/** Every request the page makes, to prove nothing leaves the app's origin. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

for (const language of ['en', 'fr'] as const) {
  test.describe(`${language === 'en' ? 'English' : 'French'} browser`, () => {
    test.use({ locale: language === 'en' ? 'en-GB' : 'fr-FR' });

    test('each screen shows, passes an accessibility scan, draws in the page’s own fonts, and asks nothing of another origin', async ({
      page,
      baseURL,
    }) => {
      const requests = recordRequests(page);
      const names = SCREENS[language];
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const screens = [names.terrain, names.fire, names.shock, names.movement, names.log];
      for (const [i, name] of screens.entries()) {
        await page.getByRole('button', { name, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.headings[i] ?? '');
        if (i === 1 || i === 2) await page.getByRole('button', { name: names.roll }).click(); // scan the highlighted row too
        if (i === 4) await page.getByRole('button', { name: names.qr }).click();
        await expectNoAxeViolations(page);
        await expectOnlyPageFonts(page);
      }
      expect(requests.filter((url) => !url.startsWith(baseURL ?? 'none'))).toEqual([]);
    });
  });
}

test.describe('at the table', () => {
  test.use({ locale: 'en-GB' });

  test('a roll shows the natural die, the modified total and one highlighted row', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    const total = Number((await page.getByTestId('total').textContent())?.replace('−', '-'));
    await page.getByRole('button', { name: 'Roll the die' }).click();
    const die = Number(await page.getByTestId('die').textContent());
    expect(die).toBeGreaterThanOrEqual(0);
    expect(die).toBeLessThanOrEqual(9);
    await expect(page.getByTestId('modified-total')).toHaveText(String(die + total));
    await expect(page.locator('table[aria-label="Shock and charge table"] tr[aria-current="true"]')).toHaveCount(1);
  });

  test('a tab whose screen is still loading keeps the screen on show and says it is coming: no "Loading…" in between', async ({
    browser,
  }) => {
    // No service worker: once in charge it would answer from its cache, past the hold below.
    const context = await browser.newContext({ locale: 'en-GB', serviceWorkers: 'block' });
    const page = await context.newPage();
    // The shock screen's code held back, as on a slow phone's network.
    const release = await holdBack(page, /\/assets\/shock-screen-[^/]*\.js$/);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terrain effects chart');
    await page.evaluate(() => {
      const seen = [false];
      (window as unknown as { loadingSeen: boolean[] }).loadingSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-loading]')) seen[0] = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const tab = page.getByRole('button', { name: 'Shock', exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terrain effects chart');
    // Another tab tapped meanwhile wins: the late screen does not take over when its code comes.
    await page.getByRole('button', { name: 'Terrain chart', exact: true }).click();
    await expect(tab).not.toHaveAttribute('aria-busy', 'true');
    const served = page.waitForResponse(/\/assets\/shock-screen-[^/]*\.js$/);
    release();
    await served;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terrain effects chart');
    await tab.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shock and charge table');
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await expect(tab).not.toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate(() => (window as unknown as { loadingSeen: boolean[] }).loadingSeen[0])).toBe(false);
    await context.close();
  });

  test('the night colours pass the accessibility scan too', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expectNoAxeViolations(page);
    for (const name of ['Fire', 'Shock']) {
      await page.getByRole('button', { name, exact: true }).click();
      await page.getByRole('button', { name: 'Roll the die' }).click();
      await expectNoAxeViolations(page);
    }
  });

  for (const [game, tab, heading] of [
    ['jdg-2016', 'Terrain chart', 'Terrain effects chart'],
    ['corbach-1760', 'Terrain chart', 'Terrain effect table'],
    ['pg-leuthen', 'Terrain chart', null],
  ] as const) {
    test(`on a phone the terrain table of ${game} keeps each terrain’s name in view while it scrolls sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      // The app's chart, once it has taken over the one painted from the HTML (one per language until then).
      await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
      await pickGame(page.getByLabel('Game'), game);
      await page.getByRole('navigation').getByRole('button', { name: tab, exact: true }).click();
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const woods = page.getByRole('rowheader', { name: /^Woods/ }).first();
      await expect(woods).toBeVisible();
      const scroller = woods.locator('xpath=ancestor::table/..');
      const wide = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(wide).toBe(true);
      await scroller.evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
      });
      const box = await woods.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      // Nothing scrolled over the name: it is the name that is drawn where it stands.
      const onTop = await woods.evaluate((cell) => {
        const r = cell.getBoundingClientRect();
        return cell.contains(document.elementFromPoint(r.left + 4, r.top + r.height / 2));
      });
      expect(onTop).toBe(true);
    });
  }

  for (const [locale, footnote, movement] of [
    ['en-GB', 'footnote e', 'Movement columns'],
    ['fr-FR', 'note e', 'Colonnes de mouvement'],
  ] as const) {
    test(`on a phone (${locale}) a footnote opens beside its mark and closes back to it, and the chart filtered by unit type fits the screen`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, hasTouch: true });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
      const woods = page.getByRole('row', { name: locale === 'en-GB' ? /^Woods/ : /^Bois/ });
      const mark = woods.getByRole('button', { name: footnote });
      await mark.tap();
      const note = page.getByRole('note');
      await expect(note).toHaveCount(1);
      await expect(note).toContainText(
        locale === 'en-GB' ? '[e] Charge movement and cavalry charge forbidden' : '[e] Mouvement de charge',
      );
      // In place: right under the mark, wholly in sight with the row; the page did not jump to the foot.
      await expect(note).toBeInViewport({ ratio: 1 });
      await expect(woods).toBeInViewport();
      const [markBox, noteBox] = [await mark.boundingBox(), await note.boundingBox()];
      const gap = (noteBox?.y ?? 0) - ((markBox?.y ?? 0) + (markBox?.height ?? 0));
      expect(gap).toBeGreaterThanOrEqual(-1);
      expect(gap).toBeLessThan(24);
      expect(new URL(page.url()).hash).toBe('');
      // Closed back to the mark: by Escape (the focus returns to it), by the mark again, or by a tap elsewhere.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('note')).toHaveCount(0);
      await expect(mark).toBeFocused();
      await mark.tap();
      await expect(note).toBeVisible();
      await mark.tap();
      await expect(page.getByRole('note')).toHaveCount(0);
      await mark.tap();
      await page.getByRole('heading', { level: 1 }).tap();
      await expect(page.getByRole('note')).toHaveCount(0);
      await expect(woods).toBeInViewport();
      // One open at a time.
      await mark.tap();
      await page
        .getByRole('row', { name: locale === 'en-GB' ? /^Castle/ : /^Château/ })
        .getByRole('button', { name: locale === 'en-GB' ? 'footnote b' : 'note b' })
        .tap();
      await expect(page.getByRole('note')).toHaveCount(1);
      await expect(page.getByRole('note')).toContainText('[b]');

      const filter = page.getByLabel(movement);
      const scroller = page.locator('main table').locator('xpath=..');
      // On this phone and on the narrowest common one (360 px wide).
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 780 });
        for (const unitType of ['general', 'infantry', 'cavalry', 'artillery']) {
          await filter.selectOption(unitType);
          const [scrollWidth, clientWidth] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
          expect(scrollWidth, `${unitType} at ${width} px`).toBeLessThanOrEqual(clientWidth);
          // No terrain's name runs out of its cell over the next column.
          const overflowing = await page
            .locator('main tbody th')
            .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent));
          expect(overflowing, `${unitType} at ${width} px`).toEqual([]);
        }
      }
      await context.close();
    });
  }

  test('a value typed on one screen is there on the other', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Fire', exact: true }).click();
    await page.getByLabel('Target’s level relative to the firer').fill('2');
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    await expect(page.getByLabel('Defender’s level relative to the attacker')).toHaveValue('2');
    await expect(page.locator('[data-modifier="level"]')).toContainText('−2');
  });

  test('a terrain chosen on the chart is in the shock and fire set-ups', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Use Town / Village / Ruins in the combat set-up' }).click();
    await page.getByRole('button', { name: 'Use +1 Terrain level in the combat set-up' }).click();
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Town / Village / Ruins' })).toBeChecked();
    await expect(page.locator('[data-modifier="defender-terrain"]')).toContainText('−1');
    await expect(page.locator('[data-modifier="level"]')).toContainText('+1 Terrain level');
    await page.getByRole('button', { name: 'Fire', exact: true }).click();
    await expect(page.locator('[data-modifier="target-terrain"]')).toContainText('−2');
  });

  test('checking a terrain chip moves no other chip, at phone and tablet widths, in either language', async ({
    browser,
  }) => {
    for (const [locale, width, height, shock, hexes] of [
      ['fr-FR', 390, 844, 'Choc', 'Hex. du défenseur'],
      ['en-GB', 820, 1180, 'Shock', 'Defender’s hex'],
    ] as const) {
      const context = await browser.newContext({ locale, viewport: { width, height }, hasTouch: true });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: shock, exact: true }).click();
      const chips = page.getByRole('group', { name: hexes }).locator('label');
      // Each chip's box within the row of chips (a tap may scroll the page).
      const boxes = () =>
        chips.evaluateAll((labels) =>
          labels.map((l) => {
            const box = l.getBoundingClientRect();
            const row = (l.parentElement as HTMLElement).getBoundingClientRect();
            return [box.x - row.x, box.y - row.y, box.width, box.height];
          }),
        );
      await expect(chips).toHaveCount(8);
      const before = await boxes();
      for (const index of [1, 3, 0]) {
        const radio = page.getByRole('group', { name: hexes }).getByRole('radio').nth(index);
        await radio.tap();
        await expect(radio).toBeChecked();
        // The checked chip's words are bold: the chip keeps the width it had, and so does every other.
        expect(await boxes(), `${locale} after chip ${index}`).toEqual(before);
      }
      await context.close();
    }
  });

  test('the language switch is remembered and moves <html lang>', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Table des terrains');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  });

  /** The app on a phone of the given width, switched to French (its longest words). */
  async function openInFrench(page: Page, width: number) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Français' }).click();
  }

  /** Shows every screen of every game in turn (rolling where there is a die), calling `check` on each. */
  async function everyScreen(page: Page, language: 'en' | 'fr', check: (name: string) => Promise<void>) {
    // Fifteen screens, each drawn, rolled and checked (an accessibility scan takes seconds on a busy machine).
    test.setTimeout(300_000);
    for (const game of ['jdg-2016', 'corbach-1760', 'pg-leuthen']) {
      await pickGame(page.getByLabel(language === 'en' ? 'Game' : 'Jeu'), game);
      const nav = page.getByRole('navigation');
      for (const name of await nav.getByRole('button').allTextContents()) {
        const tab = nav.getByRole('button', { name, exact: true });
        // At the top of the screen: with large text, the result bar along the bottom may cover the tabs lower down.
        await tab.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await tab.click();
        // The screen on show stays until the tab's own is drawn.
        await expect(tab).toHaveAttribute('aria-current', 'page');
        await expect(page.locator('[data-loading]')).toHaveCount(0);
        const roll = page.getByRole('button', { name: language === 'en' ? 'Roll the die' : 'Lancer le dé' });
        if (await roll.count()) {
          await roll.first().evaluate((element) => element.scrollIntoView({ block: 'start' }));
          await roll.first().click();
        }
        await check(`${game} ${name}`);
      }
    }
  }

  // 320 px, the narrowest phone still in use (an iPhone SE of the first generation, small Androids). What fits there fits
  // the 360 px of most phones: no breakpoint lies under 640 px, and the one width given in vw (a footnote's box) is at
  // most 90 % of the screen.
  test('no horizontal scrolling of the page on a 320 px phone, on any screen of any game, in either language, and an accessibility scan of each', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/');
    for (const [language, switchTo] of [
      ['en', 'Français'],
      ['fr', 'English'],
    ] as const) {
      await everyScreen(page, language, async (name) => {
        expect(await pageOverflow(page), name).toBeLessThanOrEqual(0);
        // What scrolls sideways in a box of its own there (a result table) can be scrolled from the keyboard too. The
        // whole scan runs at the usual widths (above, and in other-games.spec.ts).
        await expectNoAxeViolations(page, ['scrollable-region-focusable']);
      });
      await page.getByRole('button', { name: switchTo }).click();
    }
  });

  test('with a phone set to large text (150 %), the header’s buttons keep to one line and a screen’s title leaves its undo and redo on the screen, in French (its longest words)', async ({
    page,
  }) => {
    await openInFrench(page, 360);
    // What a phone's text size setting does to a page: its root font size.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '150%';
    });
    // The share status, empty until a share, once took a gap in their row and pushed the language onto a line of its own.
    const tops = [];
    for (const name of ['Partager', 'Afficher le QR code', 'English']) {
      tops.push((await page.getByRole('banner').getByRole('button', { name, exact: true }).boundingBox())?.y);
    }
    expect(new Set(tops).size, `${tops}`).toBe(1);
    let titled = 0;
    await everyScreen(page, 'fr', async (name) => {
      const changes = page.getByRole('main').getByRole('group', { name: 'Modifications de la situation' });
      if ((await changes.count()) === 0) return;
      titled += 1;
      for (const part of [changes, page.getByRole('heading', { level: 1 })]) {
        const box = (await part.boundingBox()) ?? { x: -1, width: 1000 };
        expect(box.x + box.width, name).toBeLessThanOrEqual(360);
      }
    });
    // Each game's rolling screens and its movement helper.
    expect(titled).toBe(9);
  });

  // The narrowest phone: what fits at 320 px fits at 360.
  test('with a 320 px phone’s text at 200 %, no screen of any game scrolls sideways (steppers, checklists, the footer’s colours, the header’s buttons, a title’s or a chip’s long word), in either language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/');
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    for (const [language, switchTo] of [
      ['en', 'Français'],
      ['fr', 'English'],
    ] as const) {
      // The footer's preferences come after the first paint.
      await expect(page.locator('footer select')).toBeVisible();
      await everyScreen(page, language, async (name) => {
        expect(await pageOverflow(page), name).toBeLessThanOrEqual(0);
      });
      await page.getByRole('button', { name: switchTo }).click();
    }
  });

  for (const [width, size] of [
    [320, '150%'],
    [360, '200%'],
  ] as const) {
    test(`with a ${width} px phone's text at ${size}, the result bar keeps its words readable and leaves most of the screen, in French`, async ({
      page,
    }) => {
      await openInFrench(page, width);
      await page.evaluate((fontSize) => {
        document.documentElement.style.fontSize = fontSize;
      }, size);
      let barred = 0;
      await everyScreen(page, 'fr', async (name) => {
        const bar = page.getByRole('region', { name: 'Résumé du résultat' });
        if ((await bar.count()) === 0) return;
        barred += 1;
        const box = await bar.boundingBox();
        const words = await bar.getByTestId('bar-summary').boundingBox();
        if (!box || !words) throw new Error(name);
        // Its words take the bar's whole width (they stood one to a line beside its buttons, the bar over the screen).
        expect(words.width, name).toBeGreaterThan(box.width * 0.75);
        expect(box.height, name).toBeLessThan(740 / 2);
        // Its Roll (Prussia's Glory's combat terrain has none: no die) on the screen, under the thumb.
        for (const roll of await bar.getByRole('button', { name: 'Lancer', exact: true }).all()) {
          const button = await roll.boundingBox();
          expect((button?.y ?? 740) + (button?.height ?? 1), name).toBeLessThanOrEqual(740);
        }
      });
      // Jours de Gloire's fire and shock, Corbach's artillery and combat, Prussia's Glory's combat terrain and morale.
      expect(barred).toBe(6);
    });
  }

  test('with a phone’s text large (150 % at 320 px, 200 % at 360 px), no tab’s name runs out of its tab or off the screen, in either language', async ({
    page,
  }) => {
    for (const [width, size] of [
      [320, '150%'],
      [360, '200%'],
    ] as const) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      await page.evaluate((fontSize) => {
        document.documentElement.style.fontSize = fontSize;
      }, size);
      for (const [label, switchTo] of [
        ['Game', 'Français'],
        ['Jeu', 'English'],
      ] as const) {
        for (const game of ['jdg-2016', 'corbach-1760', 'pg-leuthen']) {
          await pickGame(page.getByLabel(label), game);
          const tabs = await page
            .getByRole('navigation')
            .getByRole('button')
            .evaluateAll((buttons) =>
              buttons.map((b) => ({
                name: b.textContent,
                spills: b.scrollWidth - b.clientWidth,
                right: b.getBoundingClientRect().right,
              })),
            );
          for (const tab of tabs) {
            expect(tab.spills, `${size} ${game} ${tab.name}`).toBeLessThanOrEqual(0);
            expect(tab.right, `${size} ${game} ${tab.name}`).toBeLessThanOrEqual(width);
          }
        }
        await page.getByRole('button', { name: switchTo }).click();
      }
    }
  });

  test('two options compared fit a 320 px phone too, on every screen that offers it, in French (its longest words)', async ({
    page,
  }) => {
    await openInFrench(page, 320);
    let compared = 0;
    await everyScreen(page, 'fr', async (name) => {
      const compare = page.getByRole('button', { name: 'Comparer avec une variante' });
      if ((await compare.count()) === 0) return;
      await compare.click();
      await expect(page.locator('[data-compare-bar]')).toBeVisible();
      compared += 1;
      expect(await pageOverflow(page), name).toBeLessThanOrEqual(0);
      // Ended, so the game's next screen offers its own comparison.
      await page.getByRole('button', { name: 'Garder A, finir la comparaison' }).click();
    });
    // Jours de Gloire's fire and shock, Corbach's artillery and combat, Prussia's Glory's combat terrain and rally.
    expect(compared).toBe(6);
  });

  test('on a phone every tab of every game is in sight, and the header leaves most of the screen to the game, in either language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    for (const [language, switchTo] of [
      ['en', 'Français'],
      ['fr', 'English'],
    ] as const) {
      for (const game of ['jdg-2016', 'corbach-1760', 'pg-leuthen']) {
        await pickGame(page.getByLabel(language === 'en' ? 'Game' : 'Jeu'), game);
        const tabs = await page
          .getByRole('navigation')
          .getByRole('button')
          .evaluateAll((buttons) =>
            buttons.map((b) => {
              const box = b.getBoundingClientRect();
              return { name: b.textContent, left: box.left, right: box.right, height: box.height };
            }),
          );
        expect(tabs.length, game).toBeGreaterThanOrEqual(5);
        for (const tab of tabs) {
          expect(tab.left, `${game} ${tab.name}`).toBeGreaterThanOrEqual(0);
          expect(tab.right, `${game} ${tab.name}`).toBeLessThanOrEqual(360);
          expect(tab.height, `${game} ${tab.name}`).toBeGreaterThanOrEqual(44);
        }
        const header = await page.locator('header').boundingBox();
        expect(header?.height ?? 740, `${language} ${game} header`).toBeLessThanOrEqual(740 * 0.35);
      }
      await page.getByRole('button', { name: switchTo }).click();
    }
  });

  test('touch targets are at least 44 px on a landscape tablet, on every screen of every game (a footnote mark in the chart, 44 px high and 24 wide)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1180, height: 820 });
    await page.goto('/');
    await everyScreen(page, 'en', async (name) => {
      const small = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'button, select, a[href], input:not([type=checkbox], [type=radio]), label:has(input[type=checkbox]), label:has(input[type=radio])',
          ),
        ]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          // A footnote mark beside a figure in a dense table: as high as any target, and at least WCAG 2.5.8's 24 px
          // wide, side by side with the next mark (wider, they would overlap and a tap would open the wrong one).
          .filter(({ el, box }) => {
            const minWidth = el.matches('[popovertarget^="mark-"], td a, th a') ? 24 : 44;
            return box.width > 0 && (box.height < 44 || box.width < minWidth);
          })
          .map(
            ({ el, box }) =>
              `${el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          ),
      );
      expect(small, name).toEqual([]);
    });
  });

  test.describe('on a French phone', () => {
    test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 }, hasTouch: true });

    test('a logged roll reads across its whole line, its Reopen under it; on a tablet, beside it; reopened, its screen shows from the top', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Choc', exact: true }).click();
      await page.getByRole('button', { name: 'Lancer le dé' }).first().click();
      await page.getByRole('button', { name: 'Journal', exact: true }).click();
      const entry = page.getByRole('list', { name: 'Journal des jets' }).getByRole('listitem');
      const boxes = async () => ({
        entry: await entry.evaluate((li) => li.clientWidth - 16),
        words: await entry.locator('> span').boundingBox(),
        reopen: await entry.getByRole('button', { name: /^Rouvrir/ }).boundingBox(),
      });
      const phone = await boxes();
      expect(phone.words?.width).toBeGreaterThanOrEqual(phone.entry - 1);
      expect(phone.reopen?.y).toBeGreaterThanOrEqual((phone.words?.y ?? 0) + (phone.words?.height ?? 0));
      await page.setViewportSize({ width: 820, height: 1180 });
      const tablet = await boxes();
      expect(tablet.reopen?.x).toBeGreaterThan((tablet.words?.x ?? 0) + (tablet.words?.width ?? 0));
      // Reopened from a log read down to its foot, on a phone: the roll's screen from its top, its die in the bar.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const reopen = entry.getByRole('button', { name: /^Rouvrir/ });
      await reopen.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await reopen.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('region', { name: 'Résumé du résultat' })).toContainText('Dé');
    });
  });

  test('on a phone the total, the die and the result stay in sight, with a Roll button under the thumb', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    const bar = page.getByRole('region', { name: 'Result summary' });
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText('Total modifier +3');
    await bar.getByRole('button', { name: 'Roll', exact: true }).click();
    const die = await page.getByTestId('die').textContent();
    await expect(bar).toContainText(`Die ${die} →`);
    await expect(bar).toContainText('Defender:');
    await expectNoAxeViolations(page);
    // Nothing of the page is left hidden under the bar at the bottom.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = await page.locator('footer').boundingBox();
    const barBox = await bar.boundingBox();
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual((barBox?.y ?? 0) + 1);
    // Beside the board on a landscape tablet too, the bar keeps the result in sight.
    await page.setViewportSize({ width: 1180, height: 820 });
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(`Die ${die} →`);
  });
});
