/**
 * The pack being written on the packs' page, kept in this tab (sessionStorage): closing the page, or Escape, or a
 * reload, leaves it as it was, and the text the example, a file or a link put in its place last can still be brought
 * back. Another tab writes its own.
 */
import { ownField } from '../../rules/core/own';
import { PACK_LIMITS } from '../../rules/packs/limits';
import { readTabValue, writeTabValue } from '../storage/tab-storage';

const PACK_DRAFT_KEY = 'adc-pack-draft';

export interface PackDraft {
  readonly text: string;
  /** The text another put in place of, while Undo is offered. */
  readonly replaced: string | null;
}

const isPackText = (value: unknown): value is string => typeof value === 'string' && value.length <= PACK_LIMITS.text;

/** What this tab was writing; where nothing is kept, or what is kept is not a draft, none. */
export function readPackDraft(): PackDraft {
  const kept = readTabValue(PACK_DRAFT_KEY);
  const [text, replaced] = [ownField(kept, 'text'), ownField(kept, 'replaced')];
  return { text: isPackText(text) ? text : '', replaced: isPackText(replaced) && replaced !== '' ? replaced : null };
}

/** Storage refused (full, or switched off): the text stays on the page while it is open. */
export function writePackDraft(draft: PackDraft): void {
  writeTabValue(PACK_DRAFT_KEY, draft.text === '' && draft.replaced === null ? null : draft);
}
