/**
 * What the app readies once its first screen is drawn, none of which that screen needs: undo's steps and keys, the
 * printed card's style sheet, the tables' number formats in the page's language, and the other tabs of the app kept in
 * step with this one. Loaded after the first paint
 * (src/app/app.tsx); each part is made once, however often it is asked.
 */
import type { i18n as I18n } from 'i18next';
import { LANGUAGE_KEY, pageLanguage, switchLanguage } from '../i18n';
import { prepareNumberFormats } from '../i18n/rules-text';
import { joinOtherTabs } from '../state/combat/combat-across-tabs';
import { storageKey } from '../state/storage/storage-key';
import { listenForUndoKeys } from './undo-keys';

let following = false;

/**
 * This page and the other tabs of the app (the installed one, a tab opened from a link) keep one combat, one set of
 * preferences and one language: the language chosen in another tab is this one's too (its storage event).
 */
function joinTheOtherTabs(instance: I18n): void {
  if (following) return;
  following = true;
  joinOtherTabs();
  window.addEventListener('storage', (event) => {
    if (event.key === storageKey(LANGUAGE_KEY) && pageLanguage() !== instance.resolvedLanguage) {
      void switchLanguage(instance, pageLanguage());
    }
  });
}

/** `instance`: the page's own language instance, given where the page itself starts (not a test's preload). */
export function readyTheRest(language?: string, instance?: I18n): void {
  listenForUndoKeys();
  if (instance) joinTheOtherTabs(instance);
  void import('../print.css');
  // The page's first number format loads its language's number data, some 40 ms at 4× CPU, which the first tab to a
  // combat screen would otherwise wait for: made now, while the browser has nothing else to do. Where the browser
  // cannot say when that is (Safari), they are made on first use, as before.
  if (language && typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => prepareNumberFormats(language));
  }
}
