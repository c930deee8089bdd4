/**
 * Corbach 1760 and Prussia's Glory in the browser: every screen of each in both languages with an accessibility
 * scan, and a share link per game that reopens the same figures in a fresh browser.
 */
import { expect } from '@playwright/test';
import { pickGame } from '../helpers/pick-game';
import { expectNoAxeViolations } from './axe';
import { test } from './no-page-errors';
import { expectOnlyPageFonts } from './page-fonts';
import { combatFigures } from './sharing';

/** What each card's screens are called, tab and heading, as the player reads them: the words expected, per card. */
const SCREENS_AS_READ = {
  'corbach-1760': {
    en: [
      ['Terrain chart', 'Terrain effect table'],
      ['Artillery', 'Artillery fire'],
      ['Combat', 'Combat'],
      ['Movement', 'Movement cost'],
      ['Sequence of play', 'Sequence of play'],
      ['Roll log', 'Roll log'],
    ],
    fr: [
      ['Table des terrains', 'Table des effets du terrain'],
      ['Artillerie', 'Tir d’artillerie'],
      ['Combat', 'Combat'],
      ['Mouvement', 'Coût de mouvement'],
      ['Séquence de jeu', 'Séquence de jeu'],
      ['Journal', 'Journal des jets'],
    ],
  },
  'pg-leuthen': {
    en: [
      ['Terrain chart', 'Terrain effects chart'],
      ['Combat terrain', 'Combat terrain'],
      ['Movement', 'Movement cost'],
      ['Sequence of play', 'Combat sequence'],
      ['Rally & charges', 'Rally and deep charges'],
      ['Roll log', 'Roll log'],
    ],
    fr: [
      ['Table des terrains', 'Table d’effet du terrain'],
      ['Terrain du combat', 'Terrain du combat'],
      ['Mouvement', 'Coût de mouvement'],
      ['Séquence de jeu', 'Séquence de combat'],
      ['Ralliement et charges', 'Ralliement et charges profondes'],
      ['Journal', 'Journal des jets'],
    ],
  },
} as const;

for (const [game, languages] of Object.entries(SCREENS_AS_READ)) {
  for (const language of ['en', 'fr'] as const) {
    test.describe(`${game} in ${language === 'en' ? 'English' : 'French'}`, () => {
      test.use({ locale: language === 'en' ? 'en-GB' : 'fr-FR' });

      test('every screen shows, passes an accessibility scan and draws in the page’s own fonts', async ({ page }) => {
        await page.goto('/');
        await pickGame(page.getByLabel(language === 'en' ? 'Game' : 'Jeu'), game);
        const nav = page.getByRole('navigation');
        await expect(nav.getByRole('button')).toHaveText(languages[language].map(([button]) => button));
        for (const [button, heading] of languages[language]) {
          await nav.getByRole('button', { name: button, exact: true }).click();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
          const roll = page.getByRole('button', { name: language === 'en' ? 'Roll the die' : 'Lancer le dé' });
          if (await roll.count()) await roll.first().click(); // scan the highlighted row too
          await expectNoAxeViolations(page);
          await expectOnlyPageFonts(page);
        }
      });
    });
  }
}

test.describe('share links of each game', () => {
  test('a Corbach combat reopens with the same figures in a fresh French browser', async ({ browser }) => {
    const author = await browser.newContext({ locale: 'en-GB' });
    const page = await author.newPage();
    await page.goto('/');
    await pickGame(page.getByLabel('Game'), 'corbach-1760');
    await page.getByRole('button', { name: 'Combat', exact: true }).click();
    await page.getByLabel('Defender attacked by a flank hex').check();
    await page.getByRole('radio', { name: 'Woods' }).check();
    await page.getByRole('button', { name: 'Attacking units — Add a unit' }).click();
    const mine = await combatFigures(page);
    // 12 SP to 4 is 3/1 (+3), flank +2, woods −1 (in a village, infantry's flanks are fronts: no +2).
    expect(mine.total).toBe('+4');
    await page.getByRole('button', { name: 'Show QR code' }).click();
    const link = await page.getByRole('textbox', { name: 'Link to this combat' }).inputValue();
    await expect(page).toHaveURL(link); // the address catches up once typing pauses
    expect(link).toMatch(/#v=\d+&sys=corbach-1760&only=1&screen=combat&/);

    const reader = await browser.newContext({ locale: 'fr-FR' });
    const opened = await reader.newPage();
    await opened.goto(link);
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Combat');
    await expect(opened.getByLabel('Jeu')).toHaveValue('corbach-1760');
    expect(await combatFigures(opened)).toEqual(mine);
    await author.close();
    await reader.close();
  });

  test('a Prussia’s Glory combat terrain reopens with the same pairs and DRM', async ({ browser }) => {
    const author = await browser.newContext({ locale: 'fr-FR' });
    const page = await author.newPage();
    await page.goto('/');
    await pickGame(page.getByLabel('Jeu'), 'pg-leuthen');
    await page.getByRole('button', { name: 'Terrain du combat' }).click();
    await page.getByLabel('Type de combat').selectOption('cavalry');
    await page.getByLabel('Hex du défenseur').selectOption('town');
    await page.getByLabel('Ruisseau').check();
    await page.getByRole('button', { name: /Ajouter un hex attaquant/ }).click();
    const mine = await combatFigures(page);
    expect(mine.total).toBe('−5');
    await page.getByRole('button', { name: 'Afficher le QR code' }).click();
    const link = await page.getByRole('textbox', { name: 'Lien vers ce combat' }).inputValue();
    await expect(page).toHaveURL(link);
    expect(link).toContain('sys=pg-leuthen');

    const reader = await browser.newContext({ locale: 'en-GB' });
    const opened = await reader.newPage();
    await opened.goto(link);
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Combat terrain');
    expect(await combatFigures(opened)).toEqual(mine);
    await expect(opened.getByText('Cavalry cannot use its shock value in this attack (*).')).toBeVisible();
    await author.close();
    await reader.close();
  });
});
