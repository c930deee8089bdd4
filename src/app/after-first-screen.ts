/**
 * What the app readies once its first screen is drawn, none of which that screen needs: undo's steps and keys, the
 * printed card's style sheet, and the other tabs of the app kept in step with this one. Loaded after the first paint
 * (src/app/app.tsx); each part is made once, however often it is asked.
 */
import type { i18n as I18n } from 'i18next';
import { LANGUAGE_KEY, pageLanguage, switchLanguage } from '../i18n';
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
export function readyTheRest(instance?: I18n): void {
  listenForUndoKeys();
  if (instance) joinTheOtherTabs(instance);
  void import('../print.css');
}
