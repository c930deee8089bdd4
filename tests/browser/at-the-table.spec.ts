import { expect } from '@playwright/test';
import { pickGame } from '../helpers/pick-game';
import { test } from './no-page-errors';
import { expectOnlyPageFonts } from './page-fonts';

/** Issue 28: both players at the table — undo, the view across the table, a log that tells rolls apart, luck. */
test.describe('at the table', () => {
  test('undo and redo: buttons and keys, across screens and a reload; a roll stays in the log', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    const woods = page.getByRole('group', { name: 'Defender’s hex' }).getByRole('radio', { name: 'Woods' });
    const routed = page.getByRole('checkbox', { name: 'Defender routed' });
    await woods.check();
    await routed.check();
    await page.getByLabel('Or type your own die (0–9)').fill('3');
    await page.getByLabel('Or type your own die (0–9)').press('Enter');
    await expect(page.getByTestId('die')).toHaveText('3');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(routed).not.toBeChecked();
    await expect(page.getByTestId('earlier-roll')).toContainText('was rolled for the set-up before Undo');
    // From another screen, Ctrl+Z goes back to the change on its screen.
    await page.getByRole('button', { name: 'Terrain chart', exact: true }).click();
    await page.keyboard.press('Control+z');
    await expect(page.getByRole('heading', { level: 1, name: 'Shock' })).toBeVisible();
    await expect(woods).not.toBeChecked();
    // Reloaded: the steps are still there, both ways.
    await page.reload();
    await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect(woods).toBeChecked();
    await page.keyboard.press('Control+Shift+z');
    await expect(routed).toBeChecked();
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect(woods).not.toBeChecked();
    await page.getByRole('button', { name: 'Roll log', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Roll log' }).getByRole('listitem')).toHaveCount(1);
  });

  test('phone, French: after a change far down the form, Undo is under the thumb in the bar', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Tir', exact: true }).click();
    const bar = page.getByRole('region', { name: 'Résumé du résultat' });
    await expect(bar.getByRole('button', { name: 'Annuler' })).toHaveCount(0);
    const castle = page.getByRole('radio', { name: 'Château' });
    await castle.check();
    // The title's buttons have scrolled away; the bar's is in sight, and undoes.
    await expect(page.getByRole('group', { name: 'Modifications de la situation' })).not.toBeInViewport();
    await expect(bar.getByRole('button', { name: 'Annuler' })).toBeInViewport();
    await bar.getByRole('button', { name: 'Annuler' }).click();
    await expect(castle).not.toBeChecked();
    await expect(bar.getByRole('button', { name: 'Annuler' })).toHaveCount(0);
    await context.close();
  });

  for (const [width, height, name] of [
    [390, 844, 'phone'],
    [1180, 820, 'tablet, landscape'],
  ] as const) {
    test(`the result across the table, French, ${name}: one tap after a roll, turned and back, screen kept on, Escape closes`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: 'fr-FR', viewport: { width, height }, hasTouch: true });
      const page = await context.newPage();
      // Counts the screen wake lock's requests and releases.
      await page.addInitScript(() => {
        const counts = { requested: 0, released: 0 };
        Object.assign(window, { wakeLocks: counts });
        const lock = { release: async () => void counts.released++ };
        Object.defineProperty(navigator, 'wakeLock', {
          value: {
            request: async () => {
              counts.requested++;
              return lock;
            },
          },
        });
      });
      const wakeLocks = () => page.evaluate(() => (window as unknown as { wakeLocks: object }).wakeLocks);
      await page.goto('/');
      await page.getByRole('button', { name: 'Choc', exact: true }).click();
      await page.getByRole('button', { name: 'Lancer', exact: true }).click();
      const die = await page.getByTestId('die').textContent();
      await page.getByRole('button', { name: 'Afficher le résultat en grand, pour le joueur en face' }).click();
      const view = page.getByRole('dialog', { name: /Table de choc et charge · lancé par l’application/ });
      await expect(view.getByTestId('table-die')).toHaveText(die ?? '');
      await expect(view.getByTestId('table-result')).toBeVisible();
      await expectOnlyPageFonts(page);
      // It fills the screen.
      expect(await view.boundingBox()).toEqual({ x: 0, y: 0, width, height });
      await expect.poll(wakeLocks).toEqual({ requested: 1, released: 0 });
      await view.getByRole('button', { name: 'Tourner vers le joueur en face' }).click();
      await expect.poll(() => view.locator('[data-turned]').evaluate((e) => getComputedStyle(e).rotate)).toBe('180deg');
      await view.getByRole('button', { name: 'Retourner vers moi' }).click();
      await expect(view.locator('[data-turned]')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(view).toHaveCount(0);
      await expect.poll(wakeLocks).toEqual({ requested: 1, released: 1 });
      await context.close();
    });
  }

  test('on a phone, a result code shown large stays whole on its line, never broken at its hyphen', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await pickGame(page.getByLabel('Jeu'), 'corbach-1760');
    await page.getByRole('button', { name: 'Combat', exact: true }).click();
    await page.getByLabel('Ou saisissez votre dé (1–6)').fill('5');
    await page.getByLabel('Ou saisissez votre dé (1–6)').press('Enter');
    await page.getByRole('button', { name: 'Afficher le résultat en grand, pour le joueur en face' }).click();
    const result = page.getByTestId('table-result');
    await expect(result).toContainText('Défenseur\u00a0: 1-TM+2\u00a0†');
    // The lines each code's letters are drawn on: one per code.
    const linesOf = (code: string) =>
      result.evaluate((element, code) => {
        const text = element.textContent ?? '';
        const start = text.indexOf(code);
        const range = document.createRange();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let at = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent?.length ?? 0;
          if (start >= at && start < at + length) range.setStart(node, start - at);
          if (start + code.length > at && start + code.length <= at + length)
            range.setEnd(node, start + code.length - at);
          at += length;
        }
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }, code);
    for (const code of ['TM-1', '1-TM+2']) expect(await linesOf(code), code).toBe(1);
    await context.close();
  });

  test('the log tells rolls apart by their modifiers, copies them, and draws luck and faces, app and typed apart', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 820, height: 1180 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto('/');
    await pickGame(page.getByLabel('Game'), { label: 'Corbach 1760 (Vae Victis 142)' });
    await page.getByRole('button', { name: 'Artillery', exact: true }).click();
    await page.getByRole('button', { name: 'Roll the die' }).click();
    await page.getByRole('checkbox', { name: 'Fire against a flank' }).check();
    await page.getByLabel('Or type your own die (1–6)').fill('4');
    await page.getByLabel('Or type your own die (1–6)').press('Enter');
    await page.getByRole('button', { name: 'Roll log', exact: true }).click();
    const items = page.getByRole('list', { name: 'Roll log' }).getByRole('listitem');
    await expect(items.nth(0)).toContainText('Fire against a flank +2');
    await expect(items.nth(0)).toContainText('(typed from your die)');
    await expect(items.nth(1)).not.toContainText('Fire against a flank');
    await expect(items.nth(1)).toContainText('(rolled by the app)');
    await expect(items.nth(0)).toContainText(/Chance of this result \d+(\.\d)?% · this or better/);
    // Luck and faces, the app's dice and typed dice apart.
    const luck = page.locator('tr[data-game="corbach"] td');
    await expect(luck.nth(0)).toHaveAttribute('data-rolls', '1');
    await expect(luck.nth(1)).toHaveAttribute('data-rolls', '1');
    await expect(page.getByRole('img', { name: /^Times each face came up: 1: [01], 2: [01]/ })).toHaveCount(2);
    await expect(
      page.locator('figure').filter({ hasText: 'Dice typed in' }).locator('[data-face="4"]'),
    ).toHaveAttribute('data-count', '1');
    await page.getByRole('button', { name: 'Copy as text' }).click();
    await expect(page.getByText('Log copied.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')).toEqual([
      expect.stringMatching(/Artillery: .* \(typed from your die\)$/),
      expect.stringMatching(/^ {2}Modifiers: .*Fire against a flank \+2/),
      expect.stringMatching(/^ {2}Chance of this result/),
      expect.stringMatching(/Artillery: .* \(rolled by the app\)$/),
      expect.not.stringMatching(/flank/),
      expect.stringMatching(/^ {2}Chance of this result/),
    ]);
    await context.close();
  });
});
