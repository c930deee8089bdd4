import type { Page } from '@playwright/test';

/**
 * Opens `address` as a first visit would, in the page already open: its origin's storage and this tab's session
 * emptied first (from a plain file of the same origin, which runs none of the app), then the address loaded as a new
 * document. A fresh browser for each of a list of links cost four times as much here.
 */
export async function openAsFirstVisit(page: Page, address: string) {
  await page.goto('robots.txt');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(address);
}
