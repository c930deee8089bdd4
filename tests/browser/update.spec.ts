import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The preview server reads dist/ from disk: a byte-different sw.js is, to the browser, a new version of the app.
const SERVICE_WORKER = 'dist/sw.js';
let original = '';
test.beforeAll(() => {
  original = readFileSync(SERVICE_WORKER, 'utf8');
});
test.afterAll(() => {
  writeFileSync(SERVICE_WORKER, original);
});

test('a new version is offered by a prompt, not applied under the player, and the set-up survives it', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('button', { name: 'Use Marsh / Rice field / Frozen pond in the combat set-up' }).click();
  await page.getByRole('button', { name: 'Shock', exact: true }).click();
  await page.getByRole('button', { name: 'Roll the die' }).click();
  const die = await page.getByTestId('die').textContent();

  writeFileSync(SERVICE_WORKER, `${original}\n// the next version`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const prompt = page.getByRole('alert').filter({ hasText: 'A new version of the app is ready.' });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  // Not applied by itself: the page was not reloaded and the combat is as it was.
  await expect(page.getByTestId('die')).toHaveText(die ?? '');
  await expect(page.getByRole('radio', { name: 'Marsh / Rice field / Frozen pond' })).toBeChecked();

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Update now' }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shock and charge table');
  await expect(page.getByRole('radio', { name: 'Marsh / Rice field / Frozen pond' })).toBeChecked();
  await expect(page.getByTestId('die')).toHaveText(die ?? '');
});
