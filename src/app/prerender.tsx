/**
 * Build-time rendering of the first screen (Jours de Gloire's terrain chart, default set-up) in each language, put
 * into index.html so it paints before any script runs. Used by the prerender plugin in vite.config.ts, never in the
 * browser.
 */
import { renderToString } from 'react-dom/server';
import { LANGUAGES, type Language, loadLanguage } from '../i18n';
import { initI18n } from '../i18n/full-instance';
import { I18nProvider } from '../i18n/use-translation';
import { useCombatStore } from '../state/combat/combat-store';
import { encodeCombat } from '../state/links/share-link';
import { useNoticeStore } from '../state/notices';
import { DEFAULT_COMBAT } from './address-writes';
import { App } from './app';

export { LANGUAGES };

/** Fetches every language's texts: call once before rendering. */
export const loadTexts = () => Promise.all(LANGUAGES.map(loadLanguage));

export function renderFirstScreen(language: Language): string {
  useCombatStore.getState().reset();
  // There is no storage at build time: the notice about it is the build's, not the player's.
  useNoticeStore.getState().clear();
  return renderToString(
    <I18nProvider i18n={initI18n(language)}>
      <App />
    </I18nProvider>,
  );
}

/**
 * The links of the default set-up, as storage keeps it and as the address shows it: a page showing anything else must
 * not show the prerendered screen.
 */
export const defaultLinks = (): string[] => [encodeCombat(DEFAULT_COMBAT), encodeCombat(DEFAULT_COMBAT, true)];

/** The game of the first screen, as storage names it (scripts/first-paint.js compares what storage keeps with it). */
export const FIRST_GAME: string = DEFAULT_COMBAT.game;
