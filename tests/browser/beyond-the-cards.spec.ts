/**
 * Issue 6 in the browser: comparing two options and pricing a move, in both languages, through a share link opened
 * in a fresh browser, and offline.
 */
import { expect, type Page } from '@playwright/test';
import { pickGame } from '../helpers/pick-game';
import { expectNoAxeViolations } from './axe';
import { test } from './no-page-errors';
import { expectOnlyPageFonts } from './page-fonts';
import { allowServiceWorker, untilServiceWorkerInCharge } from './service-worker';
import { playerWhoShares } from './sharing';

/** What the comparison shows: each line's A and B values (and whether it differs), the totals, each row's change. */
async function comparison(page: Page) {
  const view = page.locator('[data-comparison]');
  return {
    lines: await view
      .locator('[data-compared]')
      .evaluateAll((rows) =>
        rows.map((r) =>
          [
            r.getAttribute('data-compared'),
            r.hasAttribute('data-differs'),
            ...[...r.querySelectorAll('td')].slice(1).map((c) => c.textContent),
          ].join(' '),
        ),
      ),
    totals: [await view.getByTestId('total-a').textContent(), await view.getByTestId('total-b').textContent()],
    // Decimal commas and spaces aside ("16,7 %" in French), the percentages and points.
    chances: await view
      .locator('[data-compared-band]')
      .evaluateAll((rows) =>
        rows.map((r) =>
          [...r.querySelectorAll('td')].map((c) =>
            c.textContent?.replace(/\s/g, '').replace(/,/g, '.').replace('pts', ''),
          ),
        ),
      ),
  };
}

/** What the move shows: the summary, and each step's lines and total. */
async function move(page: Page) {
  return page.locator('[data-step]').evaluateAll((steps) =>
    steps.map((s) => ({
      lines: [...s.querySelectorAll('[data-modifier]')].map(
        (r) => `${r.getAttribute('data-modifier')} ${r.querySelector('td:last-child')?.textContent}`,
      ),
      total: s.querySelector('[data-testid="total"]')?.textContent ?? null,
      forbidden: s.querySelector('[role="alert"]') !== null,
    })),
  );
}

test.describe('compare two options', () => {
  test('a variant in two taps, keyboard or touch, shared in one link and reopened in French', async ({
    browser,
    baseURL,
  }) => {
    const { context: author, page } = await playerWhoShares(browser);
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    await page.getByRole('button', { name: 'Compare with a variant' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Option B' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Defender attacked from').selectOption('front-and-rear');
    const figures = await comparison(page);
    expect(figures.lines).toContain('attacked-from-front-and-rear true — +3');
    expect(figures.totals).toEqual(['+3', '+6']);
    expect(figures.chances[0]).toEqual(['30%→60%(+30)', '30%→60%(+30)']);
    await expectNoAxeViolations(page);
    await expectOnlyPageFonts(page);
    // The marked lines keep their contrast in the night colours too.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByTestId('share-status')).toHaveText('Link copied: send it to your opponent.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}/#v=\\d+&sys=jdg-2016&.*&cmp=b&b\\.s\\.from=front-and-rear&end=\\d+$`));

    const reader = await browser.newContext({ locale: 'fr-FR' });
    const opened = await reader.newPage();
    await opened.goto(link);
    await expect(opened.getByRole('heading', { level: 2, name: 'Option A et option B côte à côte' })).toBeVisible();
    await expect(opened.getByRole('button', { name: 'Option B' })).toHaveAttribute('aria-pressed', 'true');
    expect(await comparison(opened)).toEqual(figures);
    await opened.getByRole('button', { name: 'Option A' }).click();
    await expect(opened.getByLabel('Défenseur attaqué depuis')).toHaveValue('front');
    await opened.getByRole('button', { name: 'Garder B, finir la comparaison' }).click();
    await expect(opened.getByLabel('Défenseur attaqué depuis')).toHaveValue('front-and-rear');
    await expect(opened.locator('[data-comparison]')).toHaveCount(0);
    await author.close();
    await reader.close();
  });
});

test.describe('movement cost', () => {
  test('a move priced step by step in French, shared and reopened in English with the same figures', async ({
    browser,
  }) => {
    const { context: author, page } = await playerWhoShares(browser, 'fr-FR');
    await page.getByRole('button', { name: 'Mouvement' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coût de mouvement');
    await page.getByLabel('Type d’unité').selectOption('cavalry');
    const first = page.locator('[data-step="1"]');
    await first.getByLabel('Hex. où l’on entre').selectOption('woods');
    await first.getByLabel('Route ou chemin suivi').selectOption('road');
    await first.getByLabel('Bord d’hex. franchi').selectOption('steep-slope');
    await page.getByRole('button', { name: '+ Ajouter une étape' }).click();
    await page.locator('[data-step="2"]').getByLabel('Hex. où l’on entre').selectOption('orchard');
    await page.getByRole('button', { name: '+ Ajouter une étape' }).click();
    await page.locator('[data-step="3"]').getByLabel('Bord d’hex. franchi').selectOption('steep-slope');
    await expect(page.getByTestId('movement-summary')).toHaveText(
      'L’étape 3 est interdite : l’unité ne peut pas aller plus loin.',
    );
    const figures = await move(page);
    expect(figures).toEqual([
      { lines: ['move-road 1', 'move-road-crossing 2'], total: '3', forbidden: false },
      { lines: ['move-hex 3'], total: '3', forbidden: false },
      { lines: [], total: null, forbidden: true },
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Partager' }).click();
    await expect(page.getByTestId('share-status')).toHaveText(/^Lien copié/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const reader = await browser.newContext({ locale: 'en-GB' });
    const opened = await reader.newPage();
    await opened.goto(link);
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Movement cost');
    await expect(opened.getByTestId('movement-summary')).toHaveText('Step 3 is forbidden: the unit cannot go on.');
    expect(await move(opened)).toEqual(figures);
    await opened.locator('[data-step="3"]').getByRole('button', { name: '× Remove step 3' }).click();
    await expect(opened.getByTestId('movement-summary')).toHaveText('6 of 6 MP spent, 0 MP left.');
    await author.close();
    await reader.close();
  });
});

test.describe('offline', () => {
  test.use(allowServiceWorker);

  test('after one visit, comparing and pricing a move work with the network off', async ({ page, context }) => {
    await page.goto('/');
    await untilServiceWorkerInCharge(page);
    await context.setOffline(true);
    await page.reload();
    await pickGame(page.getByLabel('Game'), 'corbach-1760');
    await page.getByRole('button', { name: 'Combat', exact: true }).click();
    await page.getByRole('button', { name: 'Compare with a variant' }).click();
    await page.getByLabel('Defender attacked by a rear hex').check();
    await expect(page.locator('[data-compared="through-rear"]')).toHaveAttribute('data-differs', 'true');
    await pickGame(page.getByLabel('Game'), 'pg-leuthen');
    await page.getByRole('button', { name: 'Movement' }).click();
    await page.locator('[data-step="1"]').getByLabel('Woods').check();
    await expect(page.getByTestId('movement-summary')).toHaveText('2 of 6 MP spent, 4 MP left.');
    await context.setOffline(false);
  });
});
