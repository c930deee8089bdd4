/**
 * Issue 45: the pages of one browser (the installed app, a tab opened from a link in a chat) keep one storage, and
 * nothing one of them keeps is lost to another: every roll made in any of them is in the log of each, and a set-up
 * changed in one shows in the others, whatever order they roll and change in.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { pagesSideBySide } from '../helpers/chromium-launch';
import { pickGame } from '../helpers/pick-game';
import { test } from './no-page-errors';
import { fillStorage, storageThatFills } from './storage-that-fills';

test.use({ launchOptions: pagesSideBySide });

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
  await pickGame(b.getByLabel('Game'), { label: 'Corbach 1760 (Vae Victis 142)' });
  await b.getByRole('button', { name: 'Artillery', exact: true }).click();
  await b.getByRole('checkbox', { name: 'Fire against a flank' }).check();
  const strength = a.getByLabel('Fire strength (SP)');
  await strength.fill('5');
  await strength.blur();
  // Each tab shows the other's change, without a reload.
  await pickGame(b.getByLabel('Game'), { label: 'Jours de Gloire — 2016 tables' });
  await b.getByRole('button', { name: 'Fire', exact: true }).click();
  await expect(b.getByLabel('Fire strength (SP)')).toHaveValue('5');
  await pickGame(a.getByLabel('Game'), { label: 'Corbach 1760 (Vae Victis 142)' });
  await a.getByRole('button', { name: 'Artillery', exact: true }).click();
  await expect(a.getByRole('checkbox', { name: 'Fire against a flank' })).toBeChecked();
  // The first tab changes the strength again; the second, which took the 5, changes another game: its write keeps the 6.
  await pickGame(a.getByLabel('Game'), { label: 'Jours de Gloire — 2016 tables' });
  await a.getByRole('button', { name: 'Fire', exact: true }).click();
  await a.getByLabel('Fire strength (SP)').fill('6');
  await a.getByLabel('Fire strength (SP)').blur();
  await pickGame(b.getByLabel('Game'), { label: 'Corbach 1760 (Vae Victis 142)' });
  await b.getByRole('button', { name: 'Artillery', exact: true }).click();
  await b.getByRole('checkbox', { name: 'Fire against a flank' }).uncheck();
  // A tab opened now: the newest of each game.
  const fresh = await context.newPage();
  await fresh.goto('/');
  // It opens on the game last shown in any tab (the second tab's Corbach).
  await expect(fresh.getByLabel('Game')).toHaveValue('corbach-1760');
  await pickGame(fresh.getByLabel('Game'), { label: 'Jours de Gloire — 2016 tables' });
  await fresh.getByRole('button', { name: 'Fire', exact: true }).click();
  await expect(fresh.getByLabel('Fire strength (SP)')).toHaveValue('6');
  await pickGame(fresh.getByLabel('Game'), { label: 'Corbach 1760 (Vae Victis 142)' });
  await fresh.getByRole('button', { name: 'Artillery', exact: true }).click();
  await expect(fresh.getByRole('checkbox', { name: 'Fire against a flank' })).not.toBeChecked();
  // The language chosen in one tab is every tab's.
  await a.getByRole('button', { name: 'Français' }).click();
  await expect(b.getByRole('button', { name: 'Journal', exact: true })).toBeVisible();
  await expect(fresh.getByRole('button', { name: 'Journal', exact: true })).toBeVisible();
  await context.close();
});

test('storage refusing a write mid-session: said, with what to do; the rolls stay in the page, what was kept stays kept, and all is written once it takes them', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1180, height: 820 } });
  await storageThatFills(context);
  const page = await openOnFire(context);
  const roll = () => page.getByRole('button', { name: 'Roll the die', exact: true }).click();
  await roll();
  await page.getByRole('button', { name: 'Roll log', exact: true }).click();
  await expect(rollsIn(page)).toHaveCount(1);
  // Kept (a moment after the roll), then storage fills.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('adc-roll-log') ?? '{}').state?.entries?.length))
    .toBe(1);
  await fillStorage(page, true);
  await page.getByRole('button', { name: 'Fire', exact: true }).click();
  await roll();
  await expect(page.getByRole('status').filter({ hasText: 'refused to keep your latest changes' })).toContainText(
    'export your data (About, Your data)',
  );
  await page.getByRole('button', { name: 'Roll log', exact: true }).click();
  await expect(rollsIn(page)).toHaveCount(2);
  // Another tab reads what storage kept: the first roll, untouched.
  const other = await context.newPage();
  await other.goto('/');
  await other.getByRole('button', { name: 'Roll log', exact: true }).click();
  await expect(rollsIn(other)).toHaveCount(1);
  // Room again: the next write takes every roll the page held.
  await fillStorage(page, false);
  await page.getByRole('button', { name: 'Fire', exact: true }).click();
  await roll();
  await expect(rollsIn(other)).toHaveCount(3);
  await other.reload();
  await expect(rollsIn(other)).toHaveCount(3);
  await context.close();
});

test('on a phone scrolled to the result, storage refusing the roll just made is said where the player looks, with a way up to the notice', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  await storageThatFills(context);
  const page = await openOnFire(context);
  await fillStorage(page, true);
  // Rolled from the bottom bar: the page scrolls to the result, the notice stands at its top, out of sight.
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const notice = page.getByRole('status').filter({ hasText: 'refused to keep your latest changes' });
  await expect(notice).toBeAttached();
  await expect(notice).not.toBeInViewport();
  const above = page.locator('[data-notice-above]');
  await expect(above).toBeInViewport();
  await expect(above).toContainText('This browser refused to keep your latest changes');
  await above.getByRole('button', { name: 'Read it' }).click();
  await expect(notice).toBeInViewport();
  await expect(notice).toBeFocused();
  await expect(above).toHaveCount(0);
  await context.close();
});

test('an evening moved to a tablet with one file: its rolls, packs and set-ups; a later file adds only what the tablet lacks', async ({
  browser,
}) => {
  const laptop = await browser.newContext({
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await openOnFire(laptop);
  const roll = () => page.getByRole('button', { name: 'Roll the die', exact: true }).click();
  await page.getByLabel('Fire strength (SP)').fill('7');
  await roll();
  // A pack kept and played: its set-up changed.
  await page.evaluate(
    (text) => localStorage.setItem('adc-packs', JSON.stringify({ state: { packs: [text] }, version: 1 })),
    readFileSync('examples/skirmish.pack.json', 'utf8'),
  );
  await page.reload();
  await pickGame(page.getByLabel('Game'), 'pack:skirmish');
  await page.getByRole('checkbox', { name: 'Veteran' }).check();
  await pickGame(page.getByLabel('Game'), 'jdg-2016');
  await page.getByRole('button', { name: 'Fire', exact: true }).click();
  const exported = async () => {
    await page.getByRole('button', { name: 'About · install' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export everything (a file)' }).click(),
    ]);
    await page.getByRole('button', { name: 'Close' }).click();
    return download.path();
  };
  const first = await exported();

  const theirs = await browser.newContext({ locale: 'fr-FR', viewport: { width: 820, height: 1180 } });
  const tablet = await theirs.newPage();
  await tablet.goto('/');
  const importFile = async (path: string) => {
    await tablet.getByRole('button', { name: 'À propos · installer' }).click();
    await tablet.getByTestId('import-file').setInputFiles(path);
    return tablet.getByTestId('import-plan');
  };
  const plan = await importFile(first);
  await expect(plan).toContainText('un jet que le journal n’a pas');
  await expect(plan).toContainText('les situations de Jours de Gloire');
  // The pack, and its game's set-up, by the pack's name in the page's language.
  await expect(plan).toContainText('les paquets de jeu Escarmouche');
  await expect(plan).toContainText(/les situations de [^,]*Escarmouche/);
  await plan.getByRole('button', { name: 'Importer' }).click();
  await expect(tablet.getByTestId('kept-data').getByRole('status')).toHaveText('Importé.');
  await tablet.getByRole('button', { name: 'Fermer' }).click();
  await tablet.getByRole('button', { name: 'Tir', exact: true }).click();
  await expect(tablet.getByLabel('Points de force (PF)')).toHaveValue('7');

  // The laptop rolls once more; its new file holds both rolls, of which the tablet lacks one.
  await roll();
  const second = await exported();
  const again = await importFile(second);
  await expect(again).toContainText('un jet que le journal n’a pas');
  await again.getByRole('button', { name: 'Importer' }).click();
  await tablet.getByRole('button', { name: 'Fermer' }).click();
  await tablet.getByRole('button', { name: 'Journal', exact: true }).click();
  await expect(tablet.getByRole('list', { name: 'Journal des jets' }).getByRole('listitem')).toHaveCount(2);
  await tablet.reload();
  await expect(tablet.getByRole('list', { name: 'Journal des jets' }).getByRole('listitem')).toHaveCount(2);
  await theirs.close();
  await laptop.close();
});

test('a pack kept in one tab and another kept in a second tab a moment later: both kept, in both pickers; removed in one while the other plays it, its combat closes there too; Undo after a reload keeps it again', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  const [a, b] = [await context.newPage(), await context.newPage()];
  for (const page of [a, b]) await page.goto('/');
  const keep = async (page: Page, text: string) => {
    await page.getByRole('button', { name: 'Game packs' }).click();
    await page.getByLabel('The pack (JSON)').fill(text);
    await page.getByRole('button', { name: 'Keep this pack on this device' }).click();
  };
  const skirmish = readFileSync('examples/skirmish.pack.json', 'utf8');
  const odds = readFileSync('examples/odds-columns.pack.json', 'utf8');
  await Promise.all([keep(a, skirmish), keep(b, odds)]);
  for (const page of [a, b]) {
    const kept = page.getByRole('region', { name: 'Packs kept on this device' }).getByRole('listitem');
    await expect(kept).toHaveCount(2);
    await page.getByRole('button', { name: 'Close' }).click();
    const picker = page.getByLabel('Game');
    await expect(picker.locator('option[value="pack:skirmish"]')).toHaveCount(1);
    await expect(picker.locator('option[value="pack:odds-columns"]')).toHaveCount(1);
  }
  // The second tab plays the pack the first removes: its combat closes there too, the pack said not kept by name.
  await pickGame(b.getByLabel('Game'), 'pack:skirmish');
  await expect(b.getByRole('navigation').getByRole('button', { name: 'Melee' })).toBeVisible();
  await a.getByRole('button', { name: 'Game packs' }).click();
  await a
    .getByRole('region', { name: 'Packs kept on this device' })
    .getByRole('listitem')
    .filter({ hasText: 'skirmish' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(b.getByTestId('pack-game')).toContainText('The pack “Skirmish” (skirmish) is not kept on this device');
  await expect(b.getByLabel('Game').locator('option:checked')).toHaveText('Skirmish — not kept on this device');
  await expect(b.getByRole('navigation').getByRole('button', { name: 'Melee' })).toHaveCount(0);
  await expect(b.getByTestId('die')).toHaveCount(0);
  await expect(b.getByLabel('Game').locator('option[value="pack:odds-columns"]')).toHaveCount(1);
  // The tab that removed it, reloaded: the removal's Undo is offered still, and keeps it again in both tabs.
  await a.reload();
  await a.getByRole('button', { name: 'Game packs', exact: true }).click();
  const removed = a.getByTestId('pack-removed');
  await expect(removed).toContainText('“Skirmish” is removed from this device.');
  await removed.getByRole('button', { name: 'Undo' }).click();
  await expect(b.getByLabel('Game').locator('option[value="pack:skirmish"]')).toHaveCount(1);
  await context.close();
});

test('a pack’s version 2 kept in one tab while another rolls version 1: that tab goes on in version 2 from its set-up, and says its die was left behind', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const [playing, keeping] = [await context.newPage(), await context.newPage()];
  const keep = async (page: Page, text: string) => {
    await page.getByRole('button', { name: 'Game packs' }).click();
    await page.getByLabel('The pack (JSON)').fill(text);
    await page.getByRole('button', { name: 'Keep this pack on this device' }).click();
    await page.keyboard.press('Escape');
  };
  const v1 = readFileSync('examples/skirmish.pack.json', 'utf8');
  await playing.goto('/');
  await keep(playing, v1);
  await pickGame(playing.getByLabel('Game'), 'pack:skirmish');
  const game = playing.getByTestId('pack-game');
  await game.getByRole('checkbox', { name: 'Veteran' }).check();
  await game.getByRole('button', { name: 'Roll the die', exact: true }).click();
  await expect(game.getByTestId('result')).toBeVisible();
  await keeping.goto('/');
  await keep(keeping, v1.replace('"version": "1"', '"version": "2"'));
  await expect(game.getByTestId('pack-about')).toContainText('Skirmish · version 2');
  await expect(game.getByRole('checkbox', { name: 'Veteran' })).toBeChecked();
  await expect(game.getByTestId('result')).toHaveCount(0);
  await expect(playing.locator('[data-notice="other-text-setup"]')).toHaveText(
    'Skirmish: this version of the pack goes on from your set-up.The die rolled in the earlier version does not carry over, as this version may read it otherwise: roll again.Dismiss',
  );
  // The roll made in version 1 stays in the log of both tabs, as a roll of a copy no longer kept: nothing to reopen.
  for (const page of [playing, keeping]) {
    await page.getByRole('button', { name: 'Roll log', exact: true }).click();
    await expect(rollsIn(page)).toHaveCount(1);
    await expect(rollsIn(page)).toContainText('a copy of this game pack that this device does not keep (version 1)');
    await expect(rollsIn(page).getByRole('button')).toHaveCount(0);
  }
  await context.close();
});

test('a pack being written stays in its tab through Escape and a reload; a pack opened from a chat link, in another tab or in this one, takes nothing from it', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  const writing = await context.newPage();
  await writing.goto('/');
  const editor = writing.getByLabel('The pack (JSON)');
  await writing.getByRole('button', { name: 'Game packs' }).click();
  const mine = '{\n  "format": "aide-de-camp/game-pack",\n  "id": "my-card",\n';
  await editor.fill(mine);
  await writing.keyboard.press('Escape');
  await writing.reload();
  await writing.getByRole('button', { name: 'Game packs' }).click();
  await expect(editor).toHaveValue(mine);
  // The opponent's pack, in a link from a chat (as the packs' page copies one): a tab of its own, then this one.
  const link = `/#pkf=1&z=${deflateRawSync(readFileSync('examples/skirmish.pack.json')).toString('base64url')}`;
  const chat = await context.newPage();
  await chat.goto(link);
  await expect(chat.getByTestId('pack-opened')).toBeVisible();
  await expect(chat.getByTestId('pack-replaced')).toHaveCount(0);
  await writing.reload();
  await writing.getByRole('button', { name: 'Game packs' }).click();
  await expect(editor).toHaveValue(mine);
  await writing.goto(link);
  await expect(writing.getByTestId('pack-opened')).toBeVisible();
  await writing.getByTestId('pack-replaced').getByRole('button', { name: 'Undo' }).click();
  await expect(editor).toHaveValue(mine);
  await context.close();
});
