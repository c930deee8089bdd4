/**
 * The pack being written on the packs' page, kept in this tab (sessionStorage): closing the page, or Escape, or a
 * reload, leaves it as it was, and the text the example, a file or a link put in its place last can still be brought
 * back. Another tab writes its own.
 */
import { ownField } from '../../rules/core/own';
import { PACK_LIMITS } from '../../rules/packs/limits';
import { storageKey } from '../storage/storage-key';

const PACK_DRAFT_KEY = 'adc-pack-draft';

export interface PackDraft {
  readonly text: string;
  /** The text another put in place of, while Undo is offered. */
  readonly replaced: string | null;
}

const isPackText = (value: unknown): value is string => typeof value === 'string' && value.length <= PACK_LIMITS.text;

/** What this tab was writing; where nothing is kept, or what is kept is not a draft, none. */
export function readPackDraft(): PackDraft {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(storageKey(PACK_DRAFT_KEY)) ?? 'null');
    const [text, replaced] = [ownField(kept, 'text'), ownField(kept, 'replaced')];
    return { text: isPackText(text) ? text : '', replaced: isPackText(replaced) && replaced !== '' ? replaced : null };
  } catch {
    return { text: '', replaced: null };
  }
}

export function writePackDraft(draft: PackDraft): void {
  try {
    if (draft.text === '' && draft.replaced === null) sessionStorage.removeItem(storageKey(PACK_DRAFT_KEY));
    else sessionStorage.setItem(storageKey(PACK_DRAFT_KEY), JSON.stringify(draft));
  } catch {
    // Storage refused (full, or switched off): the text stays on the page while it is open.
  }
}
