import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the app's service worker is in charge of the page: the app and its screens cached, the page
 * controlled, and the worker done activating. `navigator.serviceWorker.ready` and a controller come while it may still
 * be activating (claiming the open pages, clearing old caches); a new version's worker cannot take over until it has
 * finished, so a test that publishes one at once could find "Update now" doing nothing.
 */
export async function untilServiceWorkerInCharge(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/**
 * The app's service worker is let in for these tests: the browser tests block it by default (playwright.config.ts), as
 * its precaching the whole build beside every test cost a fifth of the run.
 */
export const allowServiceWorker = { serviceWorkers: 'allow' } as const;

/**
 * How long a test of a new version may take: the app precached whole for the version in charge, then the new version
 * installed and taking over, on a busy two-core machine. The usual 60 s ran out once, in a run beside a hundred builds,
 * with the page waiting for the new version's reload.
 */
export const NEW_VERSION_TEST_TIMEOUT = 180_000;

/**
 * Publishes a new version (`newVersionOfTheApp()` of tests/helpers/new-version.ts) and has the page's service worker
 * look for it at once, as it does by itself from time to time: the app's prompt that offers it, once shown.
 */
export async function newVersionOffered(page: Page, publish: () => void): Promise<Locator> {
  publish();
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = page.getByRole('alert').filter({ hasText: /of the app is ready\.|de l’application est prête\./ });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  return prompt;
}
