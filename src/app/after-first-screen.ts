/**
 * What the app readies once its first screen is drawn, none of which that screen needs: undo's steps and keys, the
 * printed card's style sheet, and the tables' number formats in the page's language. Loaded after the first paint
 * (src/app/app.tsx); each part is made once, however often it is asked.
 */
import { prepareNumberFormats } from '../i18n/rules-text';
import { listenForUndoKeys } from './undo-keys';

export function readyTheRest(language?: string): void {
  listenForUndoKeys();
  void import('../print.css');
  // The page's first number format loads its language's number data, some 40 ms at 4× CPU, which the first tab to a
  // combat screen would otherwise wait for: made now, while the browser has nothing else to do. Where the browser
  // cannot say when that is (Safari), they are made on first use, as before.
  if (language && typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => prepareNumberFormats(language));
  }
}
