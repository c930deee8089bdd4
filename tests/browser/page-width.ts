import type { Page } from '@playwright/test';

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
