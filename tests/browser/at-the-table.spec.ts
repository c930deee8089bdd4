import { expect, test } from '@playwright/test';

/** Issue 28: both players at the table — undo, the view across the table, a log that tells rolls apart, luck. */
test.describe('at the table', () => {
  test('undo and redo: buttons and keys, across screens and a reload; a roll stays in the log', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Shock', exact: true }).click();
    const woods = page.getByRole('group', { name: 'Defender’s hex' }).getByRole('radio', { name: 'Woods' });
    const routed = page.getByRole('checkbox', { name: 'Defender routed' });
    await woods.check();
    await routed.check();
    await page.getByLabel('Or type your own die (0–9)').fill('3');
    await page.getByLabel('Or type your own die (0–9)').press('Enter');
    await expect(page.getByTestId('die')).toHaveText('3');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(routed).not.toBeChecked();
    await expect(page.getByTestId('earlier-roll')).toContainText('was rolled for the set-up before Undo');
    // From another screen, Ctrl+Z goes back to the change on its screen.
    await page.getByRole('button', { name: 'Terrain chart', exact: true }).click();
    await page.keyboard.press('Control+z');
    await expect(page.getByRole('heading', { level: 1, name: 'Shock' })).toBeVisible();
    await expect(woods).not.toBeChecked();
    // Reloaded: the steps are still there, both ways.
    await page.reload();
    await expect(page.locator('#root > [data-prerender]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect(woods).toBeChecked();
    await page.keyboard.press('Control+Shift+z');
    await expect(routed).toBeChecked();
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect(woods).not.toBeChecked();
    await page.getByRole('button', { name: 'Roll log', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Roll log' }).getByRole('listitem')).toHaveCount(1);
  });
});
