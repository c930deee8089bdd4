import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { packHash } from '../../src/state/links/pack-link-parts';
import { pickGame } from '../helpers/pick-game';
import { expectNoAxeViolations } from './axe';
import { holdBack } from './held-back';
import { test } from './no-page-errors';
import { expectOnlyPageFonts } from './page-fonts';
import { allowServiceWorker, untilServiceWorkerInCharge } from './service-worker';

/**
 * The die, total modifier, modified total and result a rolling screen shows once a die is rolled for its set-up, in
 * one line ("4 · +3 = 7 → Push back").
 */
async function resultLine(part: Locator | Page): Promise<string> {
  await expect(part.getByTestId('result')).toBeVisible();
  const [die, total, modified, result] = await Promise.all(
    ['die', 'total', 'modified-total', 'result'].map((id) => part.getByTestId(id).first().textContent()),
  );
  return `${die} · ${total} = ${modified} → ${result}`;
}

/** Example packs kept from their files on the packs' page, as a referee sends them; the page closed after. */
async function keepFromFiles(page: Page, names: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: 'Game packs', exact: true }).click();
  for (const name of names) {
    await page.getByTestId('pack-page').locator('input[type="file"]').setInputFiles(`examples/${name}.pack.json`);
    await page.getByTestId('pack-opened').getByRole('button', { name: 'Keep this pack on this device' }).click();
  }
  await page.keyboard.press('Escape');
}

/**
 * Issue 29: the packs' page in a real browser under the app's own security policy (served with its headers: no
 * `unsafe-eval`) — the pack reader and JSON Logic run without compiling code; a pack is kept across a reload.
 */
test('a pack written on the page plays under the CSP, and is kept across a reload', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Game packs' }).click();
  const pack = page.getByTestId('pack-page');
  await pack.getByRole('button', { name: 'Start from the example' }).click();
  await expect(pack.getByText('The pack reads whole.')).toBeVisible();
  const preview = pack.getByTestId('pack-preview');
  await preview.getByRole('checkbox', { name: 'Attacking uphill' }).check();
  await expect(preview.getByTestId('total')).toHaveText('+1');
  await preview.getByRole('button', { name: 'Roll the die', exact: true }).click();
  expect(await resultLine(preview)).toMatch(/^[1-8] · \+1 = \d+ → (Rout|Push back|Hold)$/);
  // The page covers the header: its own language button shows the pack's French, and back.
  await pack.getByRole('button', { name: 'Français' }).click();
  await expect(preview.getByRole('heading', { name: 'Mêlée' })).toBeVisible();
  await pack.getByRole('button', { name: 'English' }).click();
  await expect(preview.getByRole('heading', { name: 'Melee' })).toBeVisible();
  // A mistake typed in: named at its path, and the game it made no longer drawn.
  const text = pack.getByLabel('The pack (JSON)');
  await text.fill((await text.inputValue()).replace('"max": 6', '"max": 0'));
  await expect(pack.getByTestId('pack-problems')).toContainText('fields[0].default (line 34): a number from 1 to 0');
  await expect(preview).toHaveCount(0);
  await pack.getByRole('button', { name: 'Start from the example' }).click();
  await pack.getByRole('button', { name: 'Keep this pack on this device' }).click();
  await expect(pack.getByText('Kept on this device.')).toHaveAttribute('role', 'status');
  await page.reload();
  await page.getByRole('button', { name: 'Game packs' }).click();
  await expect(page.getByTestId('pack-page')).toContainText('Skirmish — version 1 · skirmish');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('pack-page')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('a link to a pack’s combat opens the same combat and die on a device that keeps the pack, and shows the pack it holds to one that does not', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1180, height: 820 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Game packs' }).click();
  const pack = page.getByTestId('pack-page');
  await pack.getByRole('button', { name: 'Start from the example' }).click();
  await pack.getByRole('button', { name: 'Keep this pack on this device' }).click();
  const preview = pack.getByTestId('pack-preview');
  await preview.getByRole('button', { name: 'One more' }).first().click();
  await preview.getByRole('button', { name: 'Roll the die', exact: true }).click();
  const result = await resultLine(preview);
  await preview.getByRole('button', { name: 'Copy a link to this combat' }).click();
  await expect(pack.getByText(/^Link copied, with the pack in it/)).toBeVisible();
  const address = await page.evaluate(() => navigator.clipboard.readText());
  // The same device, another tab: the kept pack opens the combat.
  const tab = await context.newPage();
  await tab.goto(address);
  await expect(tab.getByTestId('linked-roll')).toContainText(
    'This die came with the link: rolled by the app for the sender',
  );
  expect(await resultLine(tab)).toBe(result);
  await expect(tab.getByTestId('total')).toHaveText('+3');
  await expect(
    preview.getByText('Link copied, with the pack in it: the opponent can keep the pack and open this combat.'),
  ).toHaveAttribute('role', 'status');
  // The opponent's phone, without the pack: the pack the link holds, to keep, and no result before it is kept.
  const other = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const phone = await other.newPage();
  await phone.goto(address);
  await expect(phone.getByTestId('pack-page').getByTestId('pack-link')).toContainText(
    'Un paquet et l’un de ses combats, venus d’un lien',
  );
  await expect(phone.getByTestId('die')).toHaveCount(0);
  await expect(phone.locator('[data-notice]')).toHaveCount(0);
  await other.close();
  await context.close();
});

test('a small pack travels whole in a link: the opponent sees it, keeps it, and opens a combat of it', async ({
  browser,
}) => {
  const mine = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  await mine.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await mine.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Game packs' }).click();
  const pack = page.getByTestId('pack-page');
  await pack.getByRole('button', { name: 'Start from the example' }).click();
  await pack.getByRole('button', { name: 'Copy a link holding this pack' }).click();
  await expect(pack.getByText('Link copied: it holds the whole pack')).toBeVisible();
  const packAddress = await page.evaluate(() => navigator.clipboard.readText());
  expect(packAddress.length).toBeLessThan(6100);
  await pack.getByRole('button', { name: 'Keep this pack on this device' }).click();
  await pack.getByTestId('pack-preview').getByRole('checkbox', { name: 'Veteran' }).check();
  await pack.getByTestId('pack-preview').getByRole('button', { name: 'Copy a link to this combat' }).click();
  await expect(pack.getByText(/^Link copied, with the pack in it/)).toBeVisible();
  const combatAddress = await page.evaluate(() => navigator.clipboard.readText());

  const theirs = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const phone = await theirs.newPage();
  await phone.goto(packAddress);
  const page2 = phone.getByTestId('pack-page');
  await expect(page2.getByTestId('pack-link')).toContainText('Un paquet venu d’un lien');
  await expect(page2.getByText('Le paquet se lit en entier.')).toBeVisible();
  // As the opponent reads it: the game it makes with Keep at the top, the worked examples it passed; not its JSON.
  const opened = page2.getByTestId('pack-opened');
  await expect(opened.getByRole('heading', { name: 'Escarmouche' })).toBeVisible();
  await expect(opened).toContainText('exemple détaillé donne ce que dit la carte');
  await expect(page2.getByLabel('Le paquet (JSON)')).toHaveCount(0);
  await expect(page2.getByTestId('pack-preview')).toBeVisible();
  await opened.getByRole('button', { name: 'Garder ce paquet sur cet appareil' }).click();
  await expect(opened.getByRole('button', { name: 'Jouer' })).toBeVisible();
  // The combat's link, pasted into the same tab, and the tab reloaded: the link stays in the address.
  await phone.goto(combatAddress);
  await expect(phone.getByTestId('pack-page')).toHaveCount(0);
  await expect(phone.getByRole('checkbox', { name: 'Vétéran' })).toBeChecked();
  await phone.reload();
  await expect(phone.getByRole('checkbox', { name: 'Vétéran' })).toBeChecked();
  await expect(phone.getByTestId('die')).toHaveCount(0);
  await expect(phone.getByTestId('pack-link')).toHaveCount(0);
  await expect(phone.getByTestId('total')).toHaveText('+3');
  await theirs.close();
  await mine.close();
});

test('Share sends a pack’s combat with the pack in the link: the opponent without it keeps it and is on that combat, rolled; a pack too long for a link is said', async ({
  browser,
}) => {
  const mine = await browser.newContext({ locale: 'en-GB', viewport: { width: 820, height: 1180 } });
  await mine.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await mine.newPage();
  await page.goto('/');
  await keepFromFiles(page, ['skirmish', 'corbach-1760']);
  const picker = page.getByLabel('Game');
  await pickGame(picker, 'pack:skirmish');
  const game = page.getByTestId('pack-game');
  await game.getByRole('checkbox', { name: 'Veteran' }).check();
  await game.getByRole('button', { name: 'Roll the die', exact: true }).click();
  const result = await resultLine(game);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByTestId('share-status')).toHaveText('Link copied, with the game pack in it.');
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toMatch(/#pkf=1&z=[\w-]+&pk=1&id=skirmish&ver=1&.*&r=melee&s=.*veteran.*&d=[1-8]&w=app\.\d+$/);
  // The QR code stays small enough to read across a table: the combat alone, and said so.
  await page.getByRole('button', { name: 'Show QR code' }).click();
  expect(await page.getByRole('textbox', { name: 'Link to this combat' }).inputValue()).toMatch(/#pk=1&id=skirmish&/);
  await expect(page.getByTestId('qr-without-pack')).toHaveText(
    'This code holds the combat, not the game pack: it opens on a device that keeps the pack.',
  );

  // The opponent's phone, which keeps no pack: the pack to read and keep, then that very combat and die.
  const theirs = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const phone = await theirs.newPage();
  await phone.goto(shared);
  const packs = phone.getByTestId('pack-page');
  await expect(packs.getByTestId('pack-link')).toContainText('Un paquet et l’un de ses combats, venus d’un lien');
  const opened = packs.getByTestId('pack-opened');
  await expect(opened.getByRole('heading', { name: 'Escarmouche' })).toBeVisible();
  // Closed unkept: the combat waits for the pack, which the packs' page shows again.
  await packs.getByRole('button', { name: 'Fermer' }).click();
  await expect(phone.getByTestId('pack-link')).toContainText(
    /Ce lien contient le paquet de jeu «\s?Escarmouche\s?» \(skirmish\), version 1, et l’un de ses combats/,
  );
  await expect(phone.getByTestId('die')).toHaveCount(0);
  await phone.getByRole('button', { name: 'Ouvrir la page des paquets de jeu' }).click();
  await opened.getByRole('button', { name: 'Garder ce paquet sur cet appareil' }).click();
  await expect(packs).toHaveCount(0);
  const theirGame = phone.getByTestId('pack-game');
  await expect(theirGame.getByRole('checkbox', { name: 'Vétéran' })).toBeChecked();
  await expect(theirGame.getByTestId('linked-roll')).toContainText('Ce dé est venu avec le lien');
  const french = result.replace('Rout', 'Déroute').replace('Push back', 'Repoussé').replace('Hold', 'Tient');
  expect(await resultLine(theirGame)).toBe(french);
  await expect(phone.getByLabel('Jeu')).toHaveValue('pack:skirmish');
  // The same link again, the pack kept now: straight to the combat.
  await phone.goto(shared.replace('#', '?again#'));
  await expect(phone.getByTestId('pack-game').getByRole('checkbox', { name: 'Vétéran' })).toBeChecked();
  await expect(phone.getByTestId('pack-page')).toHaveCount(0);
  // Removed, and the link pasted into the tab that played it: the pack to keep again, as on a device that never had it.
  await phone.getByRole('button', { name: 'Paquets de jeu', exact: true }).click();
  await packs.getByRole('button', { name: 'Retirer', exact: true }).click();
  await packs.getByRole('button', { name: 'Fermer' }).click();
  await phone.evaluate((hash) => {
    window.location.hash = hash;
  }, new URL(shared).hash);
  await expect(packs.getByTestId('pack-opened').getByRole('heading', { name: 'Escarmouche' })).toBeVisible();
  await theirs.close();

  // The link cut short in its pack: said so, and the combat opened once the pack is kept from its file.
  const other = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const cutShort = await other.newPage();
  await cutShort.goto(shared.replace(/z=[\w-]+/, (pack) => pack.slice(0, 80)));
  await expect(cutShort.getByTestId('pack-link')).toContainText(
    'This link is a combat of the game pack “Skirmish” (skirmish), version 1, with the pack in it, but the pack cannot be read',
  );
  await expect(cutShort.getByTestId('pack-page')).toHaveCount(0);
  await keepFromFiles(cutShort, ['skirmish']);
  await expect(cutShort.getByTestId('pack-game').getByRole('checkbox', { name: 'Veteran' })).toBeChecked();
  expect(await resultLine(cutShort.getByTestId('pack-game'))).toBe(result);
  await other.close();

  // A pack too long to travel in a link: the combat alone, and the player told to send the file.
  await page.getByRole('button', { name: 'Hide QR code' }).click();
  await pickGame(picker, 'pack:corbach-1760');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByTestId('share-status')).toHaveText(
    'Link copied, without the game pack (too long): send its file too.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/#pk=1&id=corbach-1760&/);
  await mine.close();
});

test('on a phone’s share sheet, Share sends a small pack’s combat with the pack, and says when a pack is too long to go with it', async ({
  browser,
}) => {
  const phone = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 }, hasTouch: true });
  // The device's share sheet, as a phone's browser offers it: what it was given is kept to be read.
  await phone.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: async (data: { url: string }) => {
        (window as unknown as { shared: string[] }).shared = [
          ...((window as unknown as { shared?: string[] }).shared ?? []),
          data.url,
        ];
      },
    });
  });
  const page = await phone.newPage();
  await page.goto('/');
  await keepFromFiles(page, ['skirmish', 'corbach-1760']);
  const sent = () => page.evaluate(() => (window as unknown as { shared?: string[] }).shared ?? []);
  await pickGame(page.getByLabel('Game'), 'pack:skirmish');
  await expect(page.getByTestId('pack-about')).toContainText('Skirmish · version 1');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(sent).toHaveLength(1);
  expect((await sent())[0]).toMatch(/#pkf=1&z=[\w-]+&pk=1&id=skirmish&/);
  await expect(page.getByTestId('share-status')).toBeEmpty();
  await pickGame(page.getByLabel('Game'), 'pack:corbach-1760');
  await expect(page.getByTestId('pack-about')).toContainText('Corbach 1760');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(sent).toHaveLength(2);
  expect((await sent())[1]).toMatch(/#pk=1&id=corbach-1760&/);
  await expect(page.getByTestId('share-status')).toHaveText(
    'The game pack is too long for the link: send its file too.',
  );
  await phone.close();
});

test('on a phone, Edit on a kept pack, far below the text being written, shows that pack’s text from its first line with the Undo of the text it replaced', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await keepFromFiles(page, ['skirmish', 'odds-columns']);
  await page.getByRole('button', { name: 'Game packs', exact: true }).click();
  const packs = page.getByTestId('pack-page');
  const text = packs.getByRole('textbox', { name: 'The pack (JSON)' });
  await expect(text).toHaveValue(/"id": "odds-columns"/);
  // The text being written read down to its middle, the page down to the kept packs.
  await text.evaluate((area) => {
    area.scrollTop = 600;
  });
  const skirmish = packs.getByRole('listitem').filter({ hasText: 'Skirmish' });
  await skirmish.getByRole('button', { name: 'Edit', exact: true }).scrollIntoViewIfNeeded();
  await expect(packs.getByRole('button', { name: 'Start from the example' })).not.toBeInViewport();
  await skirmish.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(text).toHaveValue(/"id": "skirmish"/);
  await expect(packs.getByTestId('pack-replaced')).toBeInViewport();
  await expect(text).toBeInViewport();
  expect(await text.evaluate((area) => area.scrollTop)).toBe(0);
});

test('a pack’s combat shared with its version 1 on a tablet that keeps version 2: Keep says it replaces version 2, then opens the combat in version 1', async ({
  page,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  const one = readFileSync('examples/skirmish.pack.json', 'utf8');
  const two = one.replace('"version": "1"', '"version": "2"');
  await page.goto('/');
  await page.getByRole('button', { name: 'Game packs' }).click();
  await page.getByLabel('The pack (JSON)').fill(two);
  await page.getByRole('button', { name: 'Keep this pack on this device' }).click();
  await page.keyboard.press('Escape');
  // As Share writes it: version 1's text, then a combat of it (Veteran ticked).
  const combat = `pk=1&id=skirmish&ver=1&n=Skirmish&h=${packHash(one)}&r=melee&s=${encodeURIComponent('{"veteran":true}')}`;
  await page.goto(`/?shared#pkf=1&z=${deflateRawSync(one).toString('base64url')}&${combat}`);
  const packs = page.getByTestId('pack-page');
  await expect(packs.getByTestId('pack-link')).toContainText('A pack and one of its combats, from a link');
  await expect(packs.getByTestId('pack-replaces')).toContainText('2');
  // Closed unkept: version 2 is played, the link's words above it, with the way back to the pack it holds.
  await packs.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('pack-about')).toContainText('Skirmish · version 2');
  // Said in sight: the page left at its top, not scrolled down to the footer's button (no button opened the page).
  await expect(page.getByTestId('pack-link')).toBeInViewport();
  await expect(page.getByTestId('pack-link')).toContainText(
    'This link holds the game pack “Skirmish” (skirmish), version 1',
  );
  await page.getByRole('button', { name: 'Open the game packs’ page' }).click();
  await packs.getByTestId('pack-opened').getByRole('button', { name: 'Keep this pack on this device' }).click();
  await expect(packs).toHaveCount(0);
  const game = page.getByTestId('pack-game');
  await expect(game.getByTestId('pack-about')).toContainText('Skirmish · version 1');
  await expect(game.getByRole('checkbox', { name: 'Veteran' })).toBeChecked();
  await expect(game.getByTestId('pack-link')).toHaveCount(0);
});

test('on a phone, a kept pack is picked as a game, rolled, logged, and shared by the header’s Share and QR code: the opponent opens the same combat', async ({
  browser,
}) => {
  const mine = await browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    ...allowServiceWorker,
  });
  await mine.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await mine.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Paquets de jeu' }).click();
  const packs = page.getByTestId('pack-page');
  await packs.getByRole('button', { name: 'Partir de l’exemple' }).click();
  await packs.getByRole('button', { name: 'Garder ce paquet sur cet appareil' }).click();
  await page.keyboard.press('Escape');
  const picker = page.getByLabel('Jeu');
  await expect(picker.locator('optgroup[label="Vos jeux"] option')).toHaveText('Escarmouche (version 1)');
  await pickGame(picker, 'pack:skirmish');
  const game = page.getByTestId('pack-game');
  await expect(game.getByRole('heading', { level: 1 })).toHaveText('Mêlée');
  await expect(game.getByTestId('pack-about')).toContainText('Escarmouche · version 1');
  // Its rolls and its log are the shell's tabs, as a built-in game's screens are.
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Mêlée' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // A pack's game is a page as a built-in game's screen is: its name the page's title, its roll a section under it.
  await expectNoAxeViolations(page);
  await game.getByRole('checkbox', { name: 'Vétéran' }).check();
  await game.getByRole('button', { name: 'Lancer le dé', exact: true }).click();
  await expectOnlyPageFonts(page);
  const result = await resultLine(game);
  expect(result).toMatch(/^[1-8] · \+3 = \d+ → (Déroute|Repoussé|Tient)$/);
  // Its roll in the one roll log, in the pack's words, as a built-in game's roll is.
  await page.getByRole('navigation').getByRole('button', { name: 'Journal' }).click();
  const logged = page.getByRole('list', { name: 'Journal des jets' }).getByRole('listitem');
  await expect(logged).toHaveCount(1);
  await expect(logged).toContainText('Escarmouche · Mêlée');
  await expect(logged).toContainText('Vétéran : +1');
  await expect(logged).toContainText('(lancé par l’application)');
  await expectNoAxeViolations(page);
  // The header's QR code and Share give the pack's combat on show, with its die: the roll's, as a built-in game's.
  await page.getByRole('navigation').getByRole('button', { name: 'Mêlée' }).click();
  await page.getByRole('button', { name: 'Afficher le QR code' }).click();
  const shown = await page.getByRole('textbox', { name: 'Lien vers ce combat' }).inputValue();
  expect(shown).toMatch(
    /#pk=1&id=skirmish&ver=1&n=Skirmish&n\.fr=Escarmouche&h=[0-9a-f]{8}&r=melee&s=.*&d=[1-8]&w=app\.\d+$/,
  );
  await expect(page.getByRole('img', { name: 'QR code du lien vers ce combat' })).toBeVisible();
  // A reload keeps the pack in play, on the same combat, and its roll — offline too, from the app's cache.
  await untilServiceWorkerInCharge(page);
  await mine.setOffline(true);
  await page.reload();
  expect(await resultLine(page.getByTestId('pack-game'))).toBe(result);
  await expect(page.getByLabel('Jeu')).toHaveValue('pack:skirmish');
  await page.getByRole('navigation').getByRole('button', { name: 'Mêlée' }).click();
  await page.getByTestId('pack-game').getByRole('button', { name: 'Lancer le dé', exact: true }).click();
  await page.getByRole('navigation').getByRole('button', { name: 'Journal' }).click();
  await expect(page.getByRole('list', { name: 'Journal des jets' }).getByRole('listitem')).toHaveCount(2);
  await mine.setOffline(false);

  const theirs = await browser.newContext({ locale: 'en-GB', viewport: { width: 820, height: 1180 } });
  const tablet = await theirs.newPage();
  await tablet.goto(shown);
  // Without the pack: told which and how to get it, never a result.
  await expect(tablet.getByTestId('pack-link')).toContainText('which this device does not keep');
  await expect(tablet.getByTestId('die')).toHaveCount(0);
  await tablet.getByRole('button', { name: 'Open the game packs’ page' }).click();
  await tablet.getByLabel('The pack (JSON)').fill(readFileSync('examples/skirmish.pack.json', 'utf8'));
  await tablet.getByRole('button', { name: 'Keep this pack on this device' }).click();
  await tablet.goto(shown.replace('#', '?again#'));
  // Opened again (its die taken once the pack was kept): the combat and die, and nothing said of a missing pack.
  await expect(tablet.getByRole('checkbox', { name: 'Veteran' })).toBeChecked();
  await expect(tablet.getByTestId('pack-link')).toHaveCount(0);
  const english = result.replace('Déroute', 'Rout').replace('Repoussé', 'Push back').replace('Tient', 'Hold');
  expect(await resultLine(tablet)).toBe(english);
  await expect(tablet.getByRole('checkbox', { name: 'Veteran' })).toBeChecked();
  await theirs.close();
  await mine.close();
});

test('a pack played prints as the built-in games do: its lines, column and table with the landed row, no controls, no bars', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(
    (text) => localStorage.setItem('adc-packs', JSON.stringify({ state: { packs: [text] }, version: 1 })),
    readFileSync('examples/odds-columns.pack.json', 'utf8'),
  );
  await page.reload();
  await expect(page.locator('link[rel="stylesheet"][href*="print"], style[data-vite-dev-id*="print"]')).not.toHaveCount(
    0,
  );
  await pickGame(page.getByLabel('Game'), 'pack:odds-columns');
  const game = page.getByTestId('pack-game');
  await game.getByRole('button', { name: 'Roll the die', exact: true }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(game.getByRole('heading', { level: 1 })).toBeVisible();
  for (const hidden of ['header', 'footer', 'nav', 'form', 'section[aria-label]']) {
    for (const element of await page.locator(hidden).all()) await expect(element, hidden).toBeHidden();
  }
  for (const button of await page.locator('button').all()) await expect(button).toBeHidden();
  await expect(game.locator('[data-modifier]').first()).toBeVisible();
  await expect(game.getByTestId('pack-column')).toBeVisible();
  const table = game.getByRole('table', { name: 'Combat results table' });
  await expect(table).toBeVisible();
  // The roll itself is marked on its row, as a built-in game's prints: the die's box is a control, not printed.
  await expect(table.locator('tr[aria-current="true"]')).toBeVisible();
});

test('a pack played is kept like a built-in game: after the browser restarts, the bare address opens it on the same screen, set-up, comparison and die', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 820, height: 1180 } });
  let page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Game packs' }).click();
  await page.getByLabel('The pack (JSON)').fill(readFileSync('examples/skirmish.pack.json', 'utf8'));
  await page.getByRole('button', { name: 'Keep this pack on this device' }).click();
  await page.keyboard.press('Escape');
  await pickGame(page.getByLabel('Game'), 'pack:skirmish');
  let game = page.getByTestId('pack-game');
  await game.getByRole('checkbox', { name: 'Veteran' }).check();
  await game.getByRole('button', { name: 'Compare with a variant' }).click();
  await game.getByRole('checkbox', { name: 'Attacking uphill' }).check();
  await game.getByRole('button', { name: 'Roll the die', exact: true }).click();
  const result = await resultLine(game);
  expect(result).toMatch(/^[1-8] · \+2 = \d+ → (Rout|Push back|Hold)$/);
  // The browser closed (every tab), and opened again on the app's plain address.
  await page.close();
  page = await context.newPage();
  await page.goto('/');
  game = page.getByTestId('pack-game');
  await expect(game.getByRole('heading', { level: 1 })).toHaveText('Melee');
  await expect(game.getByTestId('pack-about')).toContainText('Skirmish · version 1');
  await expect(page.getByLabel('Game')).toHaveValue('pack:skirmish');
  expect(await resultLine(game)).toBe(result);
  await expect(game.getByRole('checkbox', { name: 'Veteran' })).toBeChecked();
  await expect(game.getByRole('checkbox', { name: 'Attacking uphill' })).toBeChecked();
  // The option kept to compare with comes back too, and ends as a built-in game's comparison ends.
  await expect(game.locator('[data-comparison]')).toBeVisible();
  // Undo, as a built-in game's: the change before the restart.
  await game.getByRole('button', { name: 'Undo' }).first().click();
  await expect(game.getByRole('checkbox', { name: 'Attacking uphill' })).not.toBeChecked();
  // Back to a built-in game, and a restart: the bare address opens that game, the pack's set-up still kept.
  await pickGame(page.getByLabel('Game'), 'corbach-1760');
  await expect(game).toHaveCount(0);
  await page.close();
  page = await context.newPage();
  await page.goto('/');
  await expect(page.getByLabel('Game')).toHaveValue('corbach-1760');
  await pickGame(page.getByLabel('Game'), 'pack:skirmish');
  game = page.getByTestId('pack-game');
  await expect(game.getByRole('checkbox', { name: 'Veteran' })).toBeChecked();
  await expect(game.getByRole('checkbox', { name: 'Attacking uphill' })).not.toBeChecked();
  // Its version 2 kept in its place goes on from that set-up, with no die (version 1's might read otherwise), and
  // keeps it through a restart.
  await game.getByRole('button', { name: 'Roll the die', exact: true }).click();
  await expect(game.getByTestId('result')).toBeVisible();
  await page.getByRole('button', { name: 'Game packs' }).click();
  await page
    .getByLabel('The pack (JSON)')
    .fill(readFileSync('examples/skirmish.pack.json', 'utf8').replace('"version": "1"', '"version": "2"'));
  await page.getByRole('button', { name: 'Keep this pack on this device' }).click();
  await page.keyboard.press('Escape');
  await expect(game.getByTestId('pack-about')).toContainText('Skirmish · version 2');
  await expect(game.getByRole('checkbox', { name: 'Veteran' })).toBeChecked();
  await expect(game.getByTestId('result')).toHaveCount(0);
  await page.close();
  page = await context.newPage();
  await page.goto('/');
  game = page.getByTestId('pack-game');
  await expect(game.getByTestId('pack-about')).toContainText('Skirmish · version 2');
  await expect(game.getByRole('checkbox', { name: 'Veteran' })).toBeChecked();
  // The pack removed while on show, and a restart: the app says it no longer keeps it; a built-in game picked instead
  // is the game the next restart opens.
  await page.getByRole('button', { name: 'Game packs' }).click();
  await page.getByRole('region', { name: 'Packs kept on this device' }).getByRole('button', { name: 'Remove' }).click();
  await page.keyboard.press('Escape');
  // Its combat closed, as the removal says: said by its name, in the picker too, with no tabs.
  await expect(page.getByTestId('pack-game')).toContainText(
    'The pack “Skirmish” (skirmish) is not kept on this device',
  );
  await expect(page.getByLabel('Game').locator('option:checked')).toHaveText('Skirmish — not kept on this device');
  await expect(page.getByRole('navigation')).toBeHidden();
  // The QR code and a reload give the pack's combat, not the built-in game the store holds meanwhile.
  await page.getByRole('button', { name: 'Show QR code' }).click();
  expect(await page.getByRole('textbox', { name: 'Link to this combat' }).inputValue()).toMatch(/#pk=1&id=skirmish&/);
  // The address is this tab's own: said not kept, as a new tab says it, not as a link someone sent.
  await page.reload();
  await expect(page.getByTestId('pack-game')).toContainText(
    'The pack “Skirmish” (skirmish) is not kept on this device',
  );
  await expect(page.getByTestId('pack-link')).toHaveCount(0);
  await expect(page.getByLabel('Game').locator('option:checked')).toHaveText('Skirmish — not kept on this device');
  await page.close();
  // A new tab at the bare address: the same words, the pack named as its kept combat names it, not by its id.
  page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('pack-game')).toContainText(
    'The pack “Skirmish” (skirmish) is not kept on this device',
  );
  // Nothing on show to share: not the bare address, which would open another game on the opponent's device.
  await expect(page.getByRole('button', { name: 'Share' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Show QR code' })).toBeDisabled();
  await expect(page.getByLabel('Game').locator('option:checked')).toHaveText('Skirmish — not kept on this device');
  await pickGame(page.getByLabel('Game'), 'pg-leuthen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.close();
  page = await context.newPage();
  await page.goto('/');
  await expect(page.getByLabel('Game')).toHaveValue('pg-leuthen');
  await expect(page.getByTestId('pack-game')).toHaveCount(0);
  await context.close();
});

test('three packs and two built-in games on one tablet: the picker goes between them in any order, each game on show with the set-up it was left with', async ({
  page,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Game packs' }).click();
  // Each opened from its file, as a referee sends them, the next from the pack just opened (typing 50 KB into a text
  // box is the browser's own slow path).
  for (const name of ['skirmish', 'odds-columns', 'corbach-1760']) {
    await page.getByTestId('pack-page').locator('input[type="file"]').setInputFiles(`examples/${name}.pack.json`);
    await page.getByTestId('pack-opened').getByRole('button', { name: 'Keep this pack on this device' }).click();
    await expect(page.getByRole('region', { name: 'Packs kept on this device' }).getByRole('listitem')).toHaveCount(
      ['skirmish', 'odds-columns', 'corbach-1760'].indexOf(name) + 1,
    );
  }
  await page.keyboard.press('Escape');
  const picker = page.getByLabel('Game');
  const game = page.getByTestId('pack-game');
  const about = game.getByTestId('pack-about');
  await pickGame(picker, 'pack:skirmish');
  await game.getByRole('checkbox', { name: 'Veteran' }).check();
  // From a pack straight to another: that pack's game, not the one before under its name.
  await pickGame(picker, 'pack:odds-columns');
  await expect(about).toContainText('Odds columns (a classic CRT) · version 1');
  await game.getByRole('checkbox', { name: 'Defender disrupted' }).check();
  // A field's help under it gives way to its error while the field is emptied, and comes back.
  const attacker = game.getByRole('textbox', { name: 'Attacking strength' });
  await expect(attacker).toHaveAccessibleDescription('The strengths of every unit attacking, added up');
  await expect(
    game.getByRole('checkbox', { name: 'Attacker’s leader stacked with the attack' }),
  ).toHaveAccessibleDescription('Stacked with one of the attacking units: +1 to the die');
  await attacker.fill('');
  await expect(game.getByRole('alert')).toHaveText('Enter a whole number from 1 to 60.');
  await expect(attacker).toHaveAccessibleDescription('Enter a whole number from 1 to 60.');
  await attacker.fill('6');
  await expect(attacker).toHaveAccessibleDescription('The strengths of every unit attacking, added up');
  await pickGame(picker, 'pack:corbach-1760');
  await expect(about).toContainText('Corbach 1760 (as a pack) · version 1.0.2');
  await pickGame(picker, 'corbach-1760');
  await expect(game).toHaveCount(0);
  await pickGame(picker, 'pack:odds-columns');
  await expect(about).toContainText('Odds columns (a classic CRT)');
  await expect(game.getByRole('checkbox', { name: 'Defender disrupted' })).toBeChecked();
  await pickGame(picker, 'jdg-2016');
  await expect(game).toHaveCount(0);
  await pickGame(picker, 'pack:skirmish');
  await expect(about).toContainText('Skirmish · version 1');
  await expect(game.getByRole('checkbox', { name: 'Veteran' })).toBeChecked();
  await pickGame(picker, 'pack:odds-columns');
  await expect(about).toContainText('Odds columns (a classic CRT)');
  // The address is the pack's on show, and a reload opens it.
  await expect(page).toHaveURL(/#pk=1&id=odds-columns&/);
  await page.reload();
  await expect(page.getByTestId('pack-about')).toContainText('Odds columns (a classic CRT)');
  await expect(page.getByLabel('Game')).toHaveValue('pack:odds-columns');
});

test("a kept pack picked while its code comes, as on a slow network: the game on show stays, as for a built-in game, and Share never sends it for the pack; played from the packs' page, it shows at once", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await keepFromFiles(page, ['skirmish']);
  await page.close();
  // The packs' code held back, in a new tab that has not loaded it yet.
  const packsCode = /\/assets\/pack-game-[^/]*\.js$/;
  let release = await holdBack(context, packsCode);
  const tab = await context.newPage();
  await tab.goto('/');
  const heading = tab.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Terrain effects chart');
  const picker = tab.getByLabel('Game');
  await picker.selectOption('pack:skirmish');
  // Picked: the picker says so, and the terrain chart stays on show, its link Share's, until the pack's game can show.
  await expect(picker).toHaveAttribute('aria-busy', 'true');
  await expect(heading).toHaveText('Terrain effects chart');
  await expect(tab.locator('[data-loading]')).toHaveCount(0);
  await expect(tab.getByRole('button', { name: 'Share' })).toBeEnabled();
  release();
  await expect(tab.getByTestId('pack-about')).toContainText('Skirmish · version 1');
  await expect(picker).not.toHaveAttribute('aria-busy', 'true');
  await expect(tab).toHaveURL(/#pk=1&id=skirmish&/);
  await pickGame(picker, 'pg-leuthen');
  await expect(tab).toHaveURL(/sys=pg-leuthen/);
  const leuthen = tab.url();
  await tab.close();
  // Played from the packs' page: the page comes with the packs' code, so Play shows the pack at once, as the picker
  // does — never "Loading…", and Share never without a combat to send. (A tab opened on a built-in game's link has not
  // asked for the packs' code.)
  release = await holdBack(context, packsCode);
  const other = await context.newPage();
  // A phone: the packs' button is at the foot of a long page.
  await other.setViewportSize({ width: 390, height: 700 });
  await other.goto(leuthen);
  await expect(other.getByLabel('Game')).toHaveValue('pg-leuthen');
  await other.getByRole('button', { name: 'Game packs', exact: true }).click();
  const kept = other.getByRole('region', { name: 'Packs kept on this device' });
  // The code comes a second later: Play, tapped as soon as it shows, finds it in.
  setTimeout(release, 1000);
  const play = kept.getByRole('button', { name: 'Play', exact: true });
  await play.waitFor();
  await other.evaluate(() => {
    const seen = window as unknown as { loadingSeen?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('[data-loading]')) seen.loadingSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await play.click();
  await expect(other.getByTestId('pack-about')).toContainText('Skirmish · version 1');
  expect(await other.evaluate(() => (window as unknown as { loadingSeen?: boolean }).loadingSeen ?? false)).toBe(false);
  // The pack's game from its top, as a game picked: not the foot of the page, where the packs' button was.
  expect(await other.evaluate(() => window.scrollY)).toBe(0);
  await expect(other.getByTestId('pack-about')).toBeInViewport();
  await expect(other.getByRole('button', { name: 'Share' })).toBeEnabled();
  await other.getByRole('button', { name: 'Show QR code' }).click();
  expect(await other.getByRole('textbox', { name: 'Link to this combat' }).inputValue()).toMatch(/#pk=1&id=skirmish&/);
});
