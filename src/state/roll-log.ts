/**
 * The roll log: every roll, with the set-up it was made for (as its share link), the natural die, the modifier and
 * the result row. Kept between visits; ids only, worded when shown, so the log reads in the current language.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { guardedJsonStorage } from './guarded-storage';
import { useNoticeStore } from './notices';
import { ROLLING_SCREENS, type RollingScreen } from './screens';

export const MAX_LOG_ENTRIES = 500;

export interface LogEntry {
  /** ISO 8601 time of the roll. */
  readonly at: string;
  readonly screen: RollingScreen;
  /** The combat at the time of the roll, as its share link. */
  readonly link: string;
  readonly die: number;
  readonly modifier: number;
  /** The result row's id in the screen's table. */
  readonly result: string;
  /** Rolled by the app, or typed from the player's own die. */
  readonly by: 'app' | 'player';
}

interface RollLogState {
  /** Newest first. */
  readonly entries: readonly LogEntry[];
  add(entry: LogEntry): void;
  clear(): void;
}

function isEntry(value: unknown): value is LogEntry {
  const e = value as Partial<LogEntry> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.at === 'string' &&
    !Number.isNaN(Date.parse(e.at)) &&
    (ROLLING_SCREENS as readonly unknown[]).includes(e.screen) &&
    typeof e.link === 'string' &&
    Number.isInteger(e.die) &&
    Number.isInteger(e.modifier) &&
    typeof e.result === 'string' &&
    (e.by === 'app' || e.by === 'player')
  );
}

export const useRollLog = create<RollLogState>()(
  persist(
    (set) => ({
      entries: [],
      add: (entry) => set((s) => ({ entries: [entry, ...s.entries].slice(0, MAX_LOG_ENTRIES) })),
      clear: () => set({ entries: [] }),
    }),
    {
      name: 'adc-roll-log',
      version: 1,
      // Every stored shape so far is read field by field in `merge`, which keeps what it can and reports the rest;
      // a future shape change adds its conversion here, keyed by the stored version.
      migrate: (stored) => stored as never,
      storage: guardedJsonStorage<{ entries: readonly LogEntry[] }>({ deferred: true }),
      partialize: ({ entries }) => ({ entries }),
      merge: (stored, current) => {
        const raw = (stored as { entries?: unknown } | undefined)?.entries;
        if (!Array.isArray(raw)) return current;
        const entries = raw.filter(isEntry).slice(0, MAX_LOG_ENTRIES);
        if (entries.length < raw.length) {
          useNoticeStore.getState().add({ id: 'log-entries-dropped', count: raw.length - entries.length });
        }
        return { ...current, entries };
      },
    },
  ),
);

/** How many times each face came up, for the dice statistics. */
export function faceCounts(entries: readonly LogEntry[], faces: readonly number[]): { face: number; count: number }[] {
  return faces.map((face) => ({ face, count: entries.filter((e) => e.die === face).length }));
}
