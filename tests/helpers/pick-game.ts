import { expect, type Locator } from '@playwright/test';

/**
 * A game picked in the header's picker, as a player picks it, and shown: the picker answers at once (the choice, marked
 * busy) and the game's screen comes in a task after it, once its code is in (src/app/app.tsx). A tab tapped meanwhile
 * is the old game's, and wins over the pick, as a player's would.
 */
export async function pickGame(picker: Locator, option: string | { readonly label: string }): Promise<void> {
  await picker.selectOption(option);
  await expect(picker).not.toHaveAttribute('aria-busy', 'true');
}
