/**
 * The game packs a player keeps on this device (docs/game-packs.md), apart from the built-in games: each kept as its
 * text, read again (untrusted) at every visit, listed with its name and version, removable. Loaded with the packs'
 * page, not with the first screen.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ownField, ownValue } from '../../rules/core/own';
import { type LoadedPack, readPack } from '../../rules/packs/engine';
import type { PackProblem } from '../../rules/packs/format';
import { useNoticeStore } from '../notices';
import { guardedJsonStorage, guardedMerge } from '../storage/guarded-storage';
import { followOtherTabs } from '../storage/other-tabs';
import { askToKeepData } from '../storage/persistence';
import { type PackName, setPackNames, usePackNames } from './pack-names';

/** The most packs kept at once: each may be 200,000 characters, and a browser keeps about 5 MB for the app. */
export const MAX_KEPT_PACKS = 12;

interface KeptPacksState {
  /** The packs' texts, by pack id (a Map: ids come from the packs). */
  readonly texts: ReadonlyMap<string, string>;
  /** Keeps a pack that reads whole (replacing the one of the same id); otherwise changes nothing. */
  keep(text: string): { readonly kept: LoadedPack | null; readonly problems: readonly PackProblem[] };
  remove(id: string): void;
}

/** The kept packs that read whole, in the order kept. */
export function loadedPacks(texts: ReadonlyMap<string, string>): LoadedPack[] {
  return [...texts.values()].flatMap((text) => readPack(text).loaded ?? []);
}

/** A kept pack in the picker's index: id, version and name in each of the pack's languages. */
const nameOf = ({ pack }: LoadedPack): PackName => ({
  id: pack.id,
  version: pack.version,
  name: pack.languages.flatMap((language) => {
    const name = ownValue(pack.name, language);
    return name === undefined ? [] : [[language, name] as const];
  }),
});

/** Stored packs: a list of texts; what is not a text that reads as a pack is set aside and counted. */
export function readStoredPacks(stored: unknown): {
  texts: Map<string, string>;
  loaded: LoadedPack[];
  unread: number;
} {
  const list = ownField(stored, 'packs');
  const texts = new Map<string, string>();
  const loaded = new Map<string, LoadedPack>();
  if (!Array.isArray(list)) return { texts, loaded: [], unread: stored === undefined ? 0 : 1 };
  let unread = 0;
  for (const text of list.slice(0, MAX_KEPT_PACKS)) {
    const read = typeof text === 'string' ? readPack(text).loaded : null;
    if (read && typeof text === 'string') {
      texts.set(read.pack.id, text);
      loaded.set(read.pack.id, read);
    } else unread++;
  }
  return { texts, loaded: [...loaded.values()], unread: unread + Math.max(0, list.length - MAX_KEPT_PACKS) };
}

export const useKeptPacks = create<KeptPacksState>()(
  persist(
    (set, get) => ({
      texts: new Map(),
      keep: (text) => {
        const { loaded, problems } = readPack(text);
        if (!loaded) return { kept: null, problems };
        // The packs as every tab keeps them now (another tab may have kept or removed one a moment ago), then this one.
        void useKeptPacks.persist.rehydrate();
        askToKeepData();
        const { texts } = get();
        if (!texts.has(loaded.pack.id) && texts.size >= MAX_KEPT_PACKS) {
          return { kept: null, problems: [{ path: '', code: 'tooManyKept', params: { n: MAX_KEPT_PACKS } }] };
        }
        set({ texts: new Map([...texts, [loaded.pack.id, text]]) });
        const names = usePackNames.getState().names;
        setPackNames(
          names.some((n) => n.id === loaded.pack.id)
            ? names.map((n) => (n.id === loaded.pack.id ? nameOf(loaded) : n))
            : [...names, nameOf(loaded)],
        );
        return { kept: loaded, problems: [] };
      },
      remove: (id) => {
        void useKeptPacks.persist.rehydrate();
        set((s) => {
          const texts = new Map(s.texts);
          texts.delete(id);
          setPackNames(usePackNames.getState().names.filter((n) => n.id !== id));
          return { texts };
        });
      },
    }),
    {
      name: 'adc-packs',
      version: 1,
      migrate: (stored) => stored as never,
      storage: guardedJsonStorage<{ packs: string[] }>(),
      partialize: ({ texts }) => ({ packs: [...texts.values()] }),
      merge: guardedMerge('adc-packs', (stored, current: KeptPacksState) => {
        const { texts, loaded, unread } = readStoredPacks(stored);
        if (unread > 0) useNoticeStore.getState().add({ id: 'storage-corrupt', key: 'adc-packs' });
        // The picker's index, written again from the packs themselves (it may be lost or stale).
        setPackNames(loaded.map(nameOf));
        return { ...current, texts };
      }),
    },
  ),
);

// A pack kept or removed in another tab is kept or removed here too.
followOtherTabs('adc-packs', useKeptPacks);
