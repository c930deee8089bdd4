/**
 * What the app readies once its first screen is drawn, none of which that screen needs: undo's steps and keys, the
 * printed card's style sheet, and the other tabs of the app kept in step with this one. Loaded after the first paint
 * (src/app/app.tsx); each part is made once, however often it is asked.
 */
import type { i18n as I18n } from 'i18next';
import { LANGUAGE_KEY, pageLanguage, switchLanguage } from '../i18n';
import printSheet from '../print.css?url';
import { joinOtherTabs } from '../state/combat/combat-across-tabs';
import { storageKey } from '../state/storage/storage-key';
import { listenForUndoKeys } from './undo-keys';

let following = false;

/**
 * The printed card's style sheet, for print only: a sheet added for the screen too (as a module's import adds it) has
 * the browser work out the style of the whole page again, some 40 ms on a slow phone.
 */
function addPrintSheet(): void {
  if (document.querySelector('link[data-print-sheet]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.href = printSheet;
  link.dataset.printSheet = '';
  document.head.append(link);
}

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
  addPrintSheet();
}
