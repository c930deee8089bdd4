import { expect } from '@playwright/test';
import { appInItsFolder } from '../helpers/hosting';
import { NEXT_VERSION, newVersionOfTheApp } from '../helpers/new-version';
import { pickGame } from '../helpers/pick-game';
import { test } from './no-page-errors';
import {
  allowServiceWorker,
  NEW_VERSION_TEST_TIMEOUT,
  newVersionOffered,
  untilServiceWorkerInCharge,
} from './service-worker';

/**
 * A new version is published by rewriting the build's service worker and changelog, which every browser test's host
 * serves: these tests run alone, once the others are done (the "new version" project of playwright.config.ts), one
 * after the other.
 */
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
  // The version offered, and what changed since this one (not the lines of the version running).
  await expect(prompt).toContainText(`Version ${NEXT_VERSION.version} of the app is ready.`);
  await prompt.getByText('What changed').click();
  await expect(prompt.getByTestId('whats-new').getByRole('listitem')).toHaveText([...NEXT_VERSION.lines.en]);
  // Worded again in the page's language.
  await page.getByRole('button', { name: 'Français', exact: true }).click();
  await expect(prompt).toContainText(`La version ${NEXT_VERSION.version} de l’application est prête.`);
  await expect(prompt.getByTestId('whats-new').getByRole('listitem')).toHaveText([...NEXT_VERSION.lines.fr]);
  await page.getByRole('button', { name: 'English', exact: true }).click();
  // Not applied by itself: the page was not reloaded and the combat is as it was.
  await expect(page.getByTestId('die')).toHaveText(die ?? '');
  await expect(page.getByRole('radio', { name: 'Marsh / Rice field / Frozen pond' })).toBeChecked();

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Update now' }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shock and charge table');
  await expect(page.getByRole('radio', { name: 'Marsh / Rice field / Frozen pond' })).toBeChecked();
  await expect(page.getByTestId('die')).toHaveText(die ?? '');
});

test('in the app’s folder, a new version is offered from that folder and applied at the player’s word, the set-up kept', async ({
  page,
}) => {
  test.setTimeout(NEW_VERSION_TEST_TIMEOUT);
  const folder = appInItsFolder();
  await page.goto(folder);
  await untilServiceWorkerInCharge(page);
  await pickGame(page.getByLabel('Game'), 'pg-leuthen');
  await page.getByRole('button', { name: 'Rally & charges' }).click();
  await page.getByRole('button', { name: 'Roll the die' }).click();
  const die = await page.getByTestId('die').textContent();

  const prompt = await newVersionOffered(page, publishNewVersion);
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Update now' }).click()]);
  expect(page.url().startsWith(folder)).toBe(true);
  await expect(page.getByLabel('Game')).toHaveValue('pg-leuthen');
  await expect(page.getByTestId('die')).toHaveText(die ?? '');
});
