/**
 * What a key press asks of a set-up's history: Ctrl+Z (⌘Z) undo; Shift+Ctrl+Z (⇧⌘Z) and Ctrl+Y redo; nothing else,
 * and nothing in a field marked `data-own-undo` (the die typed from the table, a pack's text), which keeps the
 * browser's own undo of its text.
 */
export function undoKeyOf(e: KeyboardEvent): 'undo' | 'redo' | null {
  if (e.defaultPrevented || e.altKey || !(e.ctrlKey || e.metaKey)) return null;
  const key = e.key.toLowerCase();
  const redo = (key === 'z' && e.shiftKey) || (key === 'y' && e.ctrlKey && !e.shiftKey);
  if (!redo && (key !== 'z' || e.shiftKey)) return null;
  if ((e.target as Element | null)?.closest?.('[data-own-undo]')) return null;
  return redo ? 'redo' : 'undo';
}
