/**
 * The pack being written on the packs' page, kept in this tab (sessionStorage): closing the page, or Escape, or a
 * reload, leaves it as it was. Another tab writes its own.
 */
import { PACK_LIMITS } from '../../rules/packs/limits';
import { storageKey } from '../storage/storage-key';

export const PACK_DRAFT_KEY = 'adc-pack-draft';

/** The text this tab was writing, or none (nothing kept, or what is kept is no text a pack may be). */
export function readPackDraft(): string {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(storageKey(PACK_DRAFT_KEY)) ?? '""');
    return typeof kept === 'string' && kept.length <= PACK_LIMITS.text ? kept : '';
  } catch {
    return '';
  }
}

export function writePackDraft(text: string): void {
  try {
    if (text === '') sessionStorage.removeItem(storageKey(PACK_DRAFT_KEY));
    else sessionStorage.setItem(storageKey(PACK_DRAFT_KEY), JSON.stringify(text));
  } catch {
    // Storage refused (full, or switched off): the text stays on the page while it is open.
  }
}
