/**
 * Ctrl+Z (⌘Z) undoes the last set-up change of the game on show, on any screen and in any set-up field;
 * Shift+Ctrl+Z (⇧⌘Z) and Ctrl+Y redo. A field marked `data-own-undo` (the die typed from the table) keeps the
 * browser's own undo of its text. Loaded after the first paint, with the steps it walks.
 */
import { useSetupHistory } from '../state/setup-history-store';

let listening = false;

export function listenForUndoKeys(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.altKey || !(e.ctrlKey || e.metaKey)) return;
    const key = e.key.toLowerCase();
    const redo = (key === 'z' && e.shiftKey) || (key === 'y' && e.ctrlKey && !e.shiftKey);
    if (!redo && (key !== 'z' || e.shiftKey)) return;
    if ((e.target as Element | null)?.closest?.('[data-own-undo]')) return;
    e.preventDefault();
    const history = useSetupHistory.getState();
    if (redo) history.redo();
    else history.undo();
  });
}
