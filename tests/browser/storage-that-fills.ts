import type { BrowserContext, Page } from '@playwright/test';

/** Storage that refuses every write while the page's `__full` is set (`fillStorage`), as a full quota does. */
export async function storageThatFills(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if ((window as unknown as { __full?: boolean }).__full) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
}

/** Storage of `page` full (`true`), or with room again. */
export async function fillStorage(page: Page, full: boolean): Promise<void> {
  await page.evaluate((value) => {
    (window as unknown as { __full?: boolean }).__full = value;
  }, full);
}
