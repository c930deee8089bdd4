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
import { guardedMerge } from '../storage/guarded-storage';
import { changeTime, followOtherTabs, joiningStorage } from '../storage/other-tabs';
import { askToKeepData } from '../storage/persistence';
import { type PackName, setPackNames, usePackNames } from './pack-names';

/** The most packs kept at once: each may be 200,000 characters, and a browser keeps about 5 MB for the app. */
export const MAX_KEPT_PACKS = 12;

interface KeptPacksState {
  /** The packs' texts, by pack id (a Map: ids come from the packs). */
  readonly texts: ReadonlyMap<string, string>;
  /**
   * When each pack was last kept or removed here or in another tab (ms since 1970), by id: of two tabs' packs, the later
   * keep or removal of each stands. Packs kept before version 30 have none.
   */
  readonly changed: ReadonlyMap<string, number>;
  /** Keeps a pack that reads whole (replacing the one of the same id); otherwise changes nothing. */
  keep(text: string): { readonly kept: LoadedPack | null; readonly problems: readonly PackProblem[] };
  remove(id: string): void;
}

/** The kept packs that read whole, in the order kept. */
export function loadedPacks(texts: ReadonlyMap<string, string>): LoadedPack[] {
  return [...texts.values()].flatMap((text) => readPack(text).loaded ?? []);
}

/** A kept pack in the picker's index: id, version and name in each of the pack's languages. */
export const packNameOf = ({ pack }: LoadedPack): PackName => ({
  id: pack.id,
  version: pack.version,
  name: pack.languages.flatMap((language) => {
    const name = ownValue(pack.name, language);
    return name === undefined ? [] : [[language, name] as const];
  }),
});

/** What storage keeps: the packs' texts, and when each pack was last kept or removed (a removed one has no text). */
interface StoredPacks {
  readonly packs: readonly string[];
  readonly changed?: Readonly<Record<string, number>>;
}

/** When stored packs were kept or removed, by id: whole milliseconds only. */
function storedTimes(stored: unknown): Map<string, number> {
  const changed = ownField(stored, 'changed');
  const ids = typeof changed === 'object' && changed !== null ? Object.keys(changed).slice(0, 100) : [];
  return new Map(
    ids.flatMap((id) => {
      const at = changeTime(changed, id);
      return at === undefined ? [] : [[id, at] as const];
    }),
  );
}

/**
 * Two tabs' packs as one (this tab's, and storage's when it writes or another tab has written): of each pack, the
 * later of its keep or removal stands; a pack kept with no time (before version 30) stands over a removal with none.
 */
export function joinPacks(
  a: Pick<KeptPacksState, 'texts' | 'changed'>,
  b: Pick<KeptPacksState, 'texts' | 'changed'>,
): Pick<KeptPacksState, 'texts' | 'changed'> {
  const texts = new Map<string, string>();
  const changed = new Map<string, number>();
  for (const id of new Set([...a.texts.keys(), ...a.changed.keys(), ...b.texts.keys(), ...b.changed.keys()])) {
    const at = (side: typeof a) => side.changed.get(id) ?? (side.texts.has(id) ? 0 : -1);
    // The later; at the same time, the side that keeps it.
    const later = at(a) > at(b) || (at(a) === at(b) && a.texts.has(id)) ? a : b;
    const text = later.texts.get(id);
    if (text !== undefined) texts.set(id, text);
    const time = later.changed.get(id);
    if (time !== undefined) changed.set(id, time);
  }
  return { texts, changed };
}

const storedOf = ({ texts, changed }: Pick<KeptPacksState, 'texts' | 'changed'>): StoredPacks => ({
  packs: [...texts.values()],
  changed: Object.fromEntries(changed),
});

/** Stored packs: a list of texts; what is not a text that reads as a pack is set aside and counted. */
export function readStoredPacks(stored: unknown): {
  texts: Map<string, string>;
  /** Each pack's name by language, by id (for the words of an import). */
  names: Map<string, PackName>;
  unread: number;
} {
  const list = ownField(stored, 'packs');
  const texts = new Map<string, string>();
  const names = new Map<string, PackName>();
  if (!Array.isArray(list)) return { texts, names, unread: stored === undefined ? 0 : 1 };
  let unread = 0;
  for (const text of list.slice(0, MAX_KEPT_PACKS)) {
    const read = typeof text === 'string' ? readPack(text).loaded : null;
    if (read && typeof text === 'string') {
      texts.set(read.pack.id, text);
      names.set(read.pack.id, packNameOf(read));
    } else unread++;
  }
  return { texts, names, unread: unread + Math.max(0, list.length - MAX_KEPT_PACKS) };
}

/** Stored packs as one tab's side of a join: their texts and times. */
const storedSide = (stored: unknown) => ({ texts: readStoredPacks(stored).texts, changed: storedTimes(stored) });

export const useKeptPacks = create<KeptPacksState>()(
  persist(
    (set, get) => ({
      texts: new Map(),
      changed: new Map(),
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
        set({
          texts: new Map([...texts, [loaded.pack.id, text]]),
          changed: new Map([...get().changed, [loaded.pack.id, Date.now()]]),
        });
        const names = usePackNames.getState().names;
        setPackNames(
          names.some((n) => n.id === loaded.pack.id)
            ? names.map((n) => (n.id === loaded.pack.id ? packNameOf(loaded) : n))
            : [...names, packNameOf(loaded)],
        );
        return { kept: loaded, problems: [] };
      },
      remove: (id) => {
        void useKeptPacks.persist.rehydrate();
        set((s) => {
          const texts = new Map(s.texts);
          texts.delete(id);
          setPackNames(usePackNames.getState().names.filter((n) => n.id !== id));
          return { texts, changed: new Map([...s.changed, [id, Date.now()]]) };
        });
      },
    }),
    {
      name: 'adc-packs',
      version: 1,
      migrate: (stored) => stored as never,
      // Another tab's packs kept or removed since this tab read them stay so: this tab's own join them. Written at once,
      // not once typing pauses: a pack kept is kept before anything else happens.
      storage: joiningStorage<StoredPacks>((stored, mine) => {
        return storedOf(joinPacks(storedSide(mine), storedSide(stored)));
      }, false),
      partialize: (s) => storedOf(s),
      // At start-up, and each time another tab writes: its packs joined to this tab's; should storage then be behind
      // this tab (two tabs kept a pack at once), this tab writes again.
      merge: guardedMerge('adc-packs', (stored, current: KeptPacksState) => {
        const { texts, unread } = readStoredPacks(stored);
        if (unread > 0) useNoticeStore.getState().add({ id: 'storage-corrupt', key: 'adc-packs' });
        const read = { texts, changed: storedTimes(stored) };
        const joined = joinPacks(current, read);
        const behind =
          [...joined.texts].some(([id, text]) => read.texts.get(id) !== text) ||
          [...read.texts.keys()].some((id) => !joined.texts.has(id));
        if (behind) queueMicrotask(() => useKeptPacks.setState({}));
        // The picker's index, written again from the packs themselves (it may be lost or stale).
        setPackNames(loadedPacks(joined.texts).map(packNameOf));
        return { ...current, ...joined };
      }),
    },
  ),
);

// A pack kept or removed in another tab is kept or removed here too.
followOtherTabs('adc-packs', useKeptPacks);
