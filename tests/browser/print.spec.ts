import { expect } from '@playwright/test';
import { pickGame } from '../helpers/pick-game';
import { test } from './no-page-errors';

/**
 * Issue 28: every terrain chart, results table and sequence checklist prints as a player aid in the page's language:
 * no controls, no bars, no table row split across pages, nothing wider than the page, on A4 and on Letter. The print
 * style sheet loads after the first paint.
 */
const PAPER = {
  // The printable width at 96 px to the inch: the paper less the sheet's 12 mm margins each side.
  A4: Math.floor(((210 - 24) / 25.4) * 96),
  Letter: Math.floor(((8.5 * 25.4 - 24) / 25.4) * 96),
} as const;

/** What a sheet never shows. */
const PRINTED_NEVER = [
  'header',
  'footer',
  'nav',
  'form',
  'section[aria-label]',
  '[role="dialog"]',
  'button:not([popovertarget])',
];

for (const language of ['en', 'fr'] as const) {
  test(`every chart, table and checklist prints whole, ${language}, on A4 and Letter`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      locale: language === 'en' ? 'en-GB' : 'fr-FR',
      viewport: { width: PAPER.A4, height: 1000 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
    // The print sheet comes after the first paint.
    await expect(
      page.locator('link[rel="stylesheet"][href*="print"], style[data-vite-dev-id*="print"]'),
    ).not.toHaveCount(0);
    const picker = page.getByRole('combobox', { name: language === 'en' ? 'Game' : 'Jeu', exact: true });
    // The games (the last choice, the player's own games, opens the packs' page).
    const games = await picker.locator('option:not([value="own-games"])').allTextContents();
    const skipped = language === 'en' ? ['Roll log', 'Movement'] : ['Journal', 'Mouvement'];
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    const printed: string[] = [];
    // The rows of the terrain chart in use by the default set-up (its hex, Clear), counted: there is one to print plain.
    let inUseRows = 0;
    for (const game of games) {
      await page.emulateMedia({ media: 'screen' });
      await pickGame(picker, { label: game });
      const tabs = (await page.getByRole('navigation').getByRole('button').allTextContents()).filter(
        (tab) => !skipped.includes(tab),
      );
      for (const tab of tabs) {
        await page.emulateMedia({ media: 'screen' });
        const button = page.getByRole('navigation').getByRole('button', { name: tab, exact: true });
        await button.click();
        // The screen on show stays until the tab's own is drawn.
        await expect(button).toHaveAttribute('aria-current', 'page');
        const title = page.getByRole('heading', { level: 1 });
        await expect(title).toBeVisible();
        // Roll on a screen with a die: its landed row must print marked, its bar not at all.
        const roll = page.getByRole('button', { name: language === 'en' ? 'Roll the die' : 'Lancer le dé' });
        if (await roll.count()) await roll.click();
        await page.emulateMedia({ media: 'print' });
        for (const [paper, width] of Object.entries(PAPER)) {
          await page.setViewportSize({ width, height: 1000 });
          const where = `${game} · ${tab} · ${paper}`;
          await expect(title, where).toBeVisible();
          // No bar, form or dialog prints, and no control but a footnote's mark. Visible as Playwright has it: a box
          // of some size, not hidden by a style. Asked of every element at once: one at a time took seconds a screen.
          const printedControls = await page.evaluate((selectors) => {
            const shows = (element: Element) => {
              const box = element.getBoundingClientRect();
              return element.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
            };
            return selectors.flatMap((selector) =>
              [...document.querySelectorAll(selector)]
                .filter(shows)
                .map((element) => `${selector}: ${element.textContent?.trim().slice(0, 40)}`),
            );
          }, PRINTED_NEVER);
          expect(printedControls, where).toEqual([]);
          const layout = await page.evaluate(() => ({
            width: document.documentElement.scrollWidth,
            rowsSplit: [...document.querySelectorAll('tr')].filter((tr) => getComputedStyle(tr).breakInside !== 'avoid')
              .length,
            tables: document.querySelectorAll('main table, main ol, main ul').length,
            landedOutline: [...document.querySelectorAll('tr[data-band][aria-current="true"]')].map(
              (tr) => getComputedStyle(tr).outlineStyle,
            ),
            // A chart's row the set-up uses (marked on screen, as a results table's landed row is) prints as every other row: a player aid, not the set-up.
            inUse: [...document.querySelectorAll('tr[aria-current="true"]:not([data-band])')].map((tr) => ({
              outline: getComputedStyle(tr).outlineStyle,
              weight: getComputedStyle(tr).fontWeight,
              // biome-ignore lint/performance/useDomNodeTextContent: the text as printed, without what print hides
              words: /in use|utilisé/.test((tr as HTMLElement).innerText) ? 1 : 0,
            })),
          }));
          expect(layout.width, `${where}: wider than the page`).toBeLessThanOrEqual(width);
          expect(layout.rowsSplit, where).toBe(0);
          expect(layout.tables, where).toBeGreaterThan(0);
          expect(
            layout.landedOutline.every((style) => style === 'solid'),
            where,
          ).toBe(true);
          expect(layout.inUse, where).toEqual(layout.inUse.map(() => ({ outline: 'none', weight: '400', words: 0 })));
          if (/^(Terrain effects chart|Table des terrains)/.test((await title.textContent()) ?? ''))
            inUseRows += layout.inUse.length;
          // The screen's arrow beside the landed row, placed against the row's cell, has no place on paper.
          const arrows = page.locator('[data-landed-arrow]');
          await expect(arrows, where).toHaveCount(await page.locator('tr[data-band][aria-current="true"]').count());
          for (const arrow of await arrows.all()) await expect(arrow, where).toBeHidden();
          const pdf = await page.pdf({ format: paper as 'A4' | 'Letter' });
          expect(pdf.byteLength, where).toBeGreaterThan(1000);
        }
        printed.push(`${game} · ${tab}`);
      }
    }
    // Four cards' charts, tables and checklists (at least the terrain chart and one table of each game).
    expect(printed.length).toBeGreaterThanOrEqual(10);
    expect(inUseRows).toBeGreaterThan(0);
    await context.close();
  });
}
