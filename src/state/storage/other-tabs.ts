/**
 * Every tab and window of this copy of the app (the installed one and a browser tab opened from a chat link) keeps one
 * storage: when another writes a part, this tab reads it back at once (the browser's `storage` event), through the
 * part's own merge. What each part does with it is its own: the roll log joins the rolls of both by id, the combat takes
 * each game's newer set-up, the small parts (preferences, checklists, kept packs, undo steps) take the newer whole.
 * A write joins what storage holds (joiningStorage), and a tab that finds storage behind what it holds writes again:
 * two tabs writing at the same moment both keep what they wrote, with no lock to wait for.
 */
import type { PersistStorage } from 'zustand/middleware';
import { ownField } from '../../rules/core/own';
import type { StorageKey } from '../notices';
import { guardedJsonStorage } from './guarded-storage';
import { storageKey } from './storage-key';

/** The state part of what storage holds under `name` now, or undefined where there is none that reads. */
export function storedState(name: string): unknown {
  try {
    return ownField(JSON.parse(globalThis.localStorage?.getItem(storageKey(name)) ?? 'null'), 'state');
  } catch {
    return undefined;
  }
}

/**
 * Storage for a store that other tabs write too (guardedJsonStorage's, written once typing pauses unless `deferred` is
 * false): what is written is `join` of what storage holds when the write happens and this tab's state — a write adds
 * to what another tab kept, it never replaces it.
 */
export function joiningStorage<S>(join: (stored: unknown, mine: S) => S, deferred = true): PersistStorage<S> {
  const storage = guardedJsonStorage<S>({ deferred });
  return {
    ...storage,
    setItem: (name, value) =>
      storage.setItem(name, {
        version: value.version,
        // Read as the write happens (JSON.stringify), not when it is asked for.
        get state() {
          return join(storedState(name), value.state);
        },
      }),
  };
}

/** A persisted store, as far as following other tabs goes. */
interface Rehydrating {
  readonly persist: { rehydrate(): Promise<void> | void };
}

/**
 * When a kept part (a game's set-up, a pack) was last changed, in any tab, as storage holds it under `changed`: whole
 * milliseconds since 1970, or none.
 */
export const changeTime = (changed: unknown, id: string): number | undefined => {
  const at = ownField(changed, id);
  return Number.isSafeInteger(at) && (at as number) >= 0 ? (at as number) : undefined;
};

/** While a store reads back another tab's write: not a change of this tab's player (no undo step is recorded). */
export const followingOtherTab = { now: false };

/** Reads `name` back into `store` whenever another tab writes it (or storage is cleared). */
export function followOtherTabs(name: StorageKey, store: Rehydrating): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== storageKey(name)) return;
    followingOtherTab.now = true;
    try {
      void store.persist.rehydrate();
    } finally {
      followingOtherTab.now = false;
    }
  });
}
