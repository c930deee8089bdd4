/**
 * localStorage for zustand `persist`, guarded: storage that is missing (private mode, blocked), full (quota) or
 * holding text that is not JSON never breaks the page. The app starts from its defaults and tells the player.
 */
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { type StorageKey, useNoticeStore } from '../notices';
import { deferWrite } from './deferred-writes';
import { storageKey } from './storage-key';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Reading `localStorage` itself throws where storage is blocked.
    return null;
  }
}

/** `deferred`: the write waits for a quiet moment (src/state/storage/deferred-writes.ts), for stores written per keystroke. */
export function guardedJsonStorage<S>({ deferred = false }: { deferred?: boolean } = {}): PersistStorage<S> {
  const unavailable = () => useNoticeStore.getState().add({ id: 'storage-unavailable' });
  return {
    getItem(name) {
      const store = storage();
      if (!store) {
        unavailable();
        return null;
      }
      let text: string | null;
      try {
        text = store.getItem(storageKey(name));
      } catch {
        unavailable();
        return null;
      }
      if (text === null) return null;
      try {
        const value = JSON.parse(text) as StorageValue<S>;
        if (typeof value !== 'object' || value === null || typeof value.state !== 'object' || value.state === null) {
          throw new Error('not a stored state');
        }
        return value;
      } catch {
        useNoticeStore.getState().add({ id: 'storage-corrupt', key: name as StorageKey });
        return null;
      }
    },
    setItem(name, value) {
      const write = () => {
        try {
          const store = storage();
          if (!store) throw new Error('no storage');
          store.setItem(storageKey(name), JSON.stringify(value));
        } catch {
          unavailable();
        }
      };
      if (deferred) deferWrite(`storage:${name}`, write);
      else write();
    },
    removeItem(name) {
      try {
        storage()?.removeItem(storageKey(name));
      } catch {
        // Nothing to remove where there is no storage.
      }
    },
  };
}

/**
 * A persist `merge` that cannot throw: each store reads its stored value part by part and reports what it set aside;
 * should a reader still fail, that store alone starts from its defaults, with a notice, and the others keep theirs.
 */
export function guardedMerge<T>(key: StorageKey, merge: (stored: unknown, current: T) => T) {
  return (stored: unknown, current: T): T => {
    try {
      return merge(stored, current);
    } catch {
      useNoticeStore.getState().add({ id: 'storage-corrupt', key });
      return current;
    }
  };
}
