/**
 * What the app readies once its first screen is drawn, none of which that screen needs: undo's steps and keys, the
 * printed card's style sheet, and the tables' number formats. One chunk, loaded after the first paint (src/app/app.tsx).
 */
import { pageLanguage } from '../i18n';
import { prepareNumberFormats } from '../i18n/rules-text';
import { listenForUndoKeys } from './undo-keys';

export function readyTheRest(): void {
  listenForUndoKeys();
  void import('../print.css');
  // The page's first number format loads its language's number data, some 40 ms at 4× CPU, which the first tab to a
  // combat screen would otherwise wait for: made now, while the browser has nothing else to do (Safari cannot say).
  const prepare = () => prepareNumberFormats(pageLanguage());
  if ('requestIdleCallback' in window) requestIdleCallback(prepare);
  else setTimeout(prepare, 200);
}
