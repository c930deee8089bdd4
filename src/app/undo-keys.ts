/**
 * Ctrl+Z (⌘Z) undoes the last set-up change of the game on show, on any screen and in any set-up field;
 * Shift+Ctrl+Z (⇧⌘Z) and Ctrl+Y redo. A field marked `data-own-undo` (the die typed from the table) keeps the
 * browser's own undo of its text. Loaded after the first paint, with the steps it walks.
 */
import { useSetupHistory } from '../state/combat/setup-history-store';
import { undoKeyOf } from '../ui/undo-key';

let listening = false;

export function listenForUndoKeys(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('keydown', (e) => {
    const asked = undoKeyOf(e);
    if (!asked) return;
    e.preventDefault();
    const history = useSetupHistory.getState();
    if (asked === 'redo') history.redo();
    else history.undo();
  });
}
