/**
 * Every game's words as the app loads them, found through the games' list (src/screens/game-folders.ts): its first
 * texts, its roll words and its words on demand. A game added by its folders is read with no edit here.
 */
import { LANGUAGES, type Language, loadLanguage } from '../../src/i18n';
import { initI18n } from '../../src/i18n/full-instance';
import { GAME_UIS } from '../../src/screens/game-words';

export async function loadEveryGameWords(): Promise<void> {
  await Promise.all(LANGUAGES.map(loadLanguage));
  await Promise.all([...GAME_UIS.values()].flatMap((ui) => [ui.logWords?.(), ui.wordsOnDemand?.()]));
}

/** A namespace's words in a language, once loaded (empty when it has none). */
export const wordsIn = (namespace: string, language: Language): Record<string, unknown> =>
  (initI18n(language).getResourceBundle(language, namespace) ?? {}) as Record<string, unknown>;
