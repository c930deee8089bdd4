/**
 * The pack being written on the packs' page, kept in this tab (sessionStorage): closing the page, or Escape, or a
 * reload, leaves it as it was, and the text the example, a file or a link put in its place last, or the pack removed
 * last, can still be brought back. Another tab writes its own.
 */
import { ownField } from '../../rules/core/own';
import { PACK_LIMITS } from '../../rules/packs/limits';
import { readTabValue, writeTabValue } from '../storage/tab-storage';

const PACK_DRAFT_KEY = 'adc-pack-draft';

/** A kept pack removed here: its text, to keep again with Undo; its name and its rolls in the log, as its removal said. */
export interface RemovedPack {
  readonly id: string;
  readonly text: string;
  readonly name: string;
  readonly rolls: number;
}

export interface PackDraft {
  readonly text: string;
  /** The text another put in place of, while Undo is offered. */
  readonly replaced: string | null;
  /** The pack removed last, while its Undo is offered: through Close and a reload too. */
  readonly removed: RemovedPack | null;
}

const isPackText = (value: unknown): value is string => typeof value === 'string' && value.length <= PACK_LIMITS.text;

function removedPack(kept: unknown): RemovedPack | null {
  const [id, text, name, rolls] = ['id', 'text', 'name', 'rolls'].map((field) => ownField(kept, field));
  return typeof id === 'string' &&
    id !== '' &&
    isPackText(text) &&
    text !== '' &&
    typeof name === 'string' &&
    Number.isSafeInteger(rolls) &&
    (rolls as number) >= 0
    ? { id, text, name, rolls: rolls as number }
    : null;
}

/** What this tab was writing; where nothing is kept, or what is kept is not a draft, none. */
export function readPackDraft(): PackDraft {
  const kept = readTabValue(PACK_DRAFT_KEY);
  const [text, replaced] = [ownField(kept, 'text'), ownField(kept, 'replaced')];
  return {
    text: isPackText(text) ? text : '',
    replaced: isPackText(replaced) && replaced !== '' ? replaced : null,
    removed: removedPack(ownField(kept, 'removed')),
  };
}

/** Storage refused (full, or switched off): the text stays on the page while it is open. */
export function writePackDraft(draft: PackDraft): void {
  const empty = draft.text === '' && draft.replaced === null && draft.removed === null;
  writeTabValue(PACK_DRAFT_KEY, empty ? null : draft);
}
