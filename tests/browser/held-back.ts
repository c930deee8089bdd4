import type { BrowserContext, Page } from '@playwright/test';

/**
 * The files matching `pattern` held back, as on a slow phone's network, until the function returned is called; each
 * call of holdBack holds them again (the earlier hold ended).
 */
export async function holdBack(target: Page | BrowserContext, pattern: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.unroute(pattern);
  await target.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
