/**
 * The rolls made with game packs, kept between visits apart from the built-in games' log (whose entries each name a
 * built-in screen): each with its pack (id, version, hash of its text), the combat as its pack link, the die, the total
 * modifier and the result row. Worded when shown, from the kept pack whose hash it names. Untrusted when read back.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ownField } from '../rules/core/own';
import { PACK_LIMITS } from '../rules/packs/limits';
import { guardedJsonStorage, guardedMerge } from './guarded-storage';
import { useNoticeStore } from './notices';
import { readPackLink } from './pack-link-parts';
import { MAX_LOG_ENTRIES } from './roll-log';

export interface PackLogEntry {
  /** ISO 8601 time of the roll. */
  readonly at: string;
  readonly pack: string;
  readonly version: string;
  readonly hash: string;
  readonly roll: string;
  /** The combat at the time of the roll, as its pack link (with its die). */
  readonly link: string;
  readonly die: number;
  readonly total: number;
  /** The result row's id in the roll's table. */
  readonly result: string;
  readonly by: 'app' | 'player';
}

const KEYS = ['at', 'pack', 'version', 'hash', 'roll', 'link', 'die', 'total', 'result', 'by'] as const;
const isWhole = (value: unknown) => Number.isInteger(value) && Math.abs(value as number) <= PACK_LIMITS.number;

/** A stored entry as this app writes them (own fields only, its link one of the very pack and roll), else false. */
export function isPackLogEntry(value: unknown): value is PackLogEntry {
  if (typeof value !== 'object' || value === null || !KEYS.every((key) => Object.hasOwn(value, key))) return false;
  const e = value as Record<(typeof KEYS)[number], unknown>;
  const texts = [e.pack, e.version, e.hash, e.roll, e.result];
  if (!texts.every((text) => typeof text === 'string' && text.length > 0 && text.length <= 200)) return false;
  const link = typeof e.link === 'string' ? readPackLink(e.link) : null;
  return (
    typeof e.at === 'string' &&
    !Number.isNaN(Date.parse(e.at)) &&
    isWhole(e.die) &&
    isWhole(e.total) &&
    (e.by === 'app' || e.by === 'player') &&
    link !== null &&
    link.id === e.pack &&
    link.version === e.version &&
    link.hash === e.hash &&
    link.roll === e.roll &&
    link.die === e.die
  );
}

/** A stored log: its entries that read, newest first, and how many did not. Never throws. */
export function readStoredPackLog(stored: unknown): { entries: PackLogEntry[]; unread: number } | null {
  const raw = ownField(stored, 'entries');
  if (!Array.isArray(raw)) return null;
  const entries = raw.filter(isPackLogEntry).slice(0, MAX_LOG_ENTRIES);
  return { entries, unread: raw.length - entries.length };
}

export const usePackLog = create<{
  readonly entries: readonly PackLogEntry[];
  add(entry: PackLogEntry): void;
  /** Clears one pack's rolls. */
  clear(pack: string): void;
}>()(
  persist(
    (set) => ({
      entries: [],
      add: (entry) => set((s) => ({ entries: [entry, ...s.entries].slice(0, MAX_LOG_ENTRIES) })),
      clear: (pack) => set((s) => ({ entries: s.entries.filter((e) => e.pack !== pack) })),
    }),
    {
      name: 'adc-pack-log',
      version: 1,
      migrate: (stored) => stored as never,
      storage: guardedJsonStorage<{ entries: readonly PackLogEntry[] }>({ deferred: true }),
      partialize: ({ entries }) => ({ entries }),
      merge: guardedMerge('adc-pack-log', (stored, current) => {
        // Nothing stored yet: nothing to report.
        if (stored === undefined) return current;
        const read = readStoredPackLog(stored);
        if (read === null || read.unread > 0) {
          useNoticeStore
            .getState()
            .add(
              read === null
                ? { id: 'storage-corrupt', key: 'adc-pack-log' }
                : { id: 'log-entries-dropped', count: read.unread },
            );
        }
        return read === null ? current : { ...current, entries: read.entries };
      }),
    },
  ),
);
