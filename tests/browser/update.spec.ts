import { expect, test } from '@playwright/test';
import { newVersionOfTheApp } from '../helpers/new-version';
import {
  allowServiceWorker,
  NEW_VERSION_TEST_TIMEOUT,
  newVersionOffered,
  untilServiceWorkerInCharge,
} from './service-worker';

test.use(allowServiceWorker);

const publishNewVersion = newVersionOfTheApp();

test('a new version is offered by a prompt, not applied under the player, and the set-up survives it', async ({
  page,
}) => {
  test.setTimeout(NEW_VERSION_TEST_TIMEOUT);
  await page.goto('/');
  await untilServiceWorkerInCharge(page);
  await page.getByRole('button', { name: 'Use Marsh / Rice field / Frozen pond in the combat set-up' }).click();
  await page.getByRole('button', { name: 'Shock', exact: true }).click();
  await page.getByRole('button', { name: 'Roll the die' }).click();
  const die = await page.getByTestId('die').textContent();

  const prompt = await newVersionOffered(page, publishNewVersion);
  // Not applied by itself: the page was not reloaded and the combat is as it was.
  await expect(page.getByTestId('die')).toHaveText(die ?? '');
  await expect(page.getByRole('radio', { name: 'Marsh / Rice field / Frozen pond' })).toBeChecked();

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Update now' }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shock and charge table');
  await expect(page.getByRole('radio', { name: 'Marsh / Rice field / Frozen pond' })).toBeChecked();
  await expect(page.getByTestId('die')).toHaveText(die ?? '');
});
