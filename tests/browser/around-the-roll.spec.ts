import { expect, test } from '@playwright/test';

/** Issue 14's states around the roll, played in a real browser at a phone's and a desktop's width, in each language. */
test.describe('around the roll', () => {
  test('phone, French: an emptied side blocks every roll control, says why, and nothing reads −Infinity', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Choc', exact: true }).click();
    await page.getByRole('button', { name: 'Retirer l’unité attaquante 1' }).click();
    await expect(page.getByText('Ajoutez au moins une unité attaquante.').first()).toBeVisible();
    await expect(page.getByTestId('bar-summary')).toHaveText('Corrigez la situation pour lancer');
    await expect(page.getByRole('button', { name: 'Lancer', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Lancer le dé' })).toBeDisabled();
    await expect(page.getByLabel('Ou saisissez votre dé (0–9)')).toBeDisabled();
    await expect(page.getByTestId('roll-blocked')).toContainText('Rien ne peut être lancé');
    await expect(page.locator('body')).not.toContainText('Infinity');
    await context.close();
  });

  test('desktop, English: a typed die is one roll once confirmed, and a change after it says the die was the earlier set-up’s', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Fire', exact: true }).click();
    const typed = page.getByLabel('Or type your own die (0–9)');
    await typed.fill('5');
    await typed.fill('');
    await typed.fill('7');
    await typed.press('Enter');
    await expect(page.getByTestId('die')).toHaveText('7');
    await expect(typed).toHaveValue('');
    await page.getByLabel('Target’s hex').selectOption('woods');
    await expect(page.getByTestId('earlier-roll')).toContainText('Your last die, 7, was rolled for an earlier set-up');
    await expect(page.getByTestId('result')).toHaveCount(0);
    await page.getByRole('button', { name: 'Roll log', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Roll log' }).getByRole('listitem')).toHaveCount(1);
  });

  test('desktop, English: a field holding a slip blocks the roll until it is fixed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Fire', exact: true }).click();
    const strength = page.getByLabel('Fire strength (SP)');
    await strength.fill('0');
    await expect(page.getByRole('button', { name: 'Roll the die' })).toBeDisabled();
    await expect(page.getByTestId('earlier-setup')).toContainText('those of the earlier set-up (3 SP at 2 hexes');
    await strength.fill('4');
    await expect(page.getByRole('button', { name: 'Roll the die' })).toBeEnabled();
    await expect(page.getByTestId('earlier-setup')).toHaveCount(0);
  });

  for (const size of [
    { width: 1280, height: 720 },
    { width: 1180, height: 820 },
  ]) {
    test(`desktop keys at ${size.width}×${size.height}: R rolls, a digit and Enter roll that die, and the die, total and result are in sight`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await page.getByLabel('Game').selectOption('corbach-1760');
      await page.getByRole('button', { name: 'Combat', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Combat');
      await page.locator('h1').click();
      await page.keyboard.press('r');
      for (const id of ['die', 'modified-total', 'result']) await expect(page.getByTestId(id)).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('h1').click();
      await page.keyboard.press('4');
      await expect(page.getByLabel('Or type your own die (1–6)')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('die')).toHaveText('4');
      for (const id of ['die', 'modified-total', 'result']) await expect(page.getByTestId(id)).toBeInViewport();
      await page.locator('h1').click();
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard keys' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});
