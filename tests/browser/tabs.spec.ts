/**
 * Issue 45: the pages of one browser (the installed app, a tab opened from a link in a chat) keep one storage, and
 * nothing one of them keeps is lost to another: every roll made in any of them is in the log of each, and a set-up
 * changed in one shows in the others, whatever order they roll and change in.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

/** A page of the app at its address, on Jours de Gloire's fire table. */
async function openOnFire(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Fire', exact: true }).click();
  return page;
}

const rollsIn = (page: Page) => page.getByRole('list', { name: 'Roll log' }).getByRole('listitem');

test('three tabs rolling in turn and at the same moment keep every roll, in each tab’s log and after a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1180, height: 820 } });
  const [a, b, c] = [await openOnFire(context), await openOnFire(context), await openOnFire(context)];
  const roll = (page: Page) => page.getByRole('button', { name: 'Roll the die', exact: true }).click();
  // In turn: the second tab's roll does not put the first's away, nor the first's third roll the second's.
  await roll(a);
  await roll(b);
  await roll(a);
  // At the same moment, in two tabs.
  await Promise.all([roll(b), roll(c)]);
  for (const page of [a, b, c]) {
    await page.getByRole('button', { name: 'Roll log', exact: true }).click();
    await expect(rollsIn(page)).toHaveCount(5);
  }
  // A tab opened now, and one reloaded, read the same five.
  const later = await context.newPage();
  await later.goto('/');
  await later.getByRole('button', { name: 'Roll log', exact: true }).click();
  await expect(rollsIn(later)).toHaveCount(5);
  await a.reload();
  await expect(rollsIn(a)).toHaveCount(5);
  // Cleared in one tab, the log is empty in the others, and a roll made after is the only one.
  await a.getByRole('button', { name: 'Clear the log' }).click();
  await a.getByRole('button', { name: 'Yes, clear' }).click();
  await expect(rollsIn(b)).toHaveCount(0);
  await b.getByRole('button', { name: 'Fire', exact: true }).click();
  await roll(b);
  await b.getByRole('button', { name: 'Roll log', exact: true }).click();
  await expect(rollsIn(b)).toHaveCount(1);
  await expect(rollsIn(a)).toHaveCount(1);
  await context.close();
});

test('a set-up changed in one tab shows in the others at once, and a tab behind never writes its older set-up over it', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1180, height: 820 } });
  const [a, b] = [await openOnFire(context), await openOnFire(context)];
  // The second tab ticks a Corbach artillery modifier, the first changes Jours de Gloire's fire strength.
  await b.getByLabel('Game').selectOption({ label: 'Corbach 1760 (Vae Victis 142)' });
  await b.getByRole('button', { name: 'Artillery', exact: true }).click();
  await b.getByRole('checkbox', { name: 'Fire against a flank' }).check();
  const strength = a.getByLabel('Fire strength (SP)');
  await strength.fill('5');
  await strength.blur();
  // Each tab shows the other's change, without a reload.
  await b.getByLabel('Game').selectOption({ label: 'Jours de Gloire — 2016 tables' });
  await b.getByRole('button', { name: 'Fire', exact: true }).click();
  await expect(b.getByLabel('Fire strength (SP)')).toHaveValue('5');
  await a.getByLabel('Game').selectOption({ label: 'Corbach 1760 (Vae Victis 142)' });
  await a.getByRole('button', { name: 'Artillery', exact: true }).click();
  await expect(a.getByRole('checkbox', { name: 'Fire against a flank' })).toBeChecked();
  // The first tab changes the strength again; the second, which took the 5, changes another game: its write keeps the 6.
  await a.getByLabel('Game').selectOption({ label: 'Jours de Gloire — 2016 tables' });
  await a.getByRole('button', { name: 'Fire', exact: true }).click();
  await a.getByLabel('Fire strength (SP)').fill('6');
  await a.getByLabel('Fire strength (SP)').blur();
  await b.getByLabel('Game').selectOption({ label: 'Corbach 1760 (Vae Victis 142)' });
  await b.getByRole('button', { name: 'Artillery', exact: true }).click();
  await b.getByRole('checkbox', { name: 'Fire against a flank' }).uncheck();
  // A tab opened now: the newest of each game.
  const fresh = await context.newPage();
  await fresh.goto('/');
  // It opens on the game last shown in any tab (the second tab's Corbach).
  await expect(fresh.getByLabel('Game')).toHaveValue('corbach-1760');
  await fresh.getByLabel('Game').selectOption({ label: 'Jours de Gloire — 2016 tables' });
  await fresh.getByRole('button', { name: 'Fire', exact: true }).click();
  await expect(fresh.getByLabel('Fire strength (SP)')).toHaveValue('6');
  await fresh.getByLabel('Game').selectOption({ label: 'Corbach 1760 (Vae Victis 142)' });
  await fresh.getByRole('button', { name: 'Artillery', exact: true }).click();
  await expect(fresh.getByRole('checkbox', { name: 'Fire against a flank' })).not.toBeChecked();
  await context.close();
});
