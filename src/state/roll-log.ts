/**
 * The roll log: every roll, with the set-up it was made for (as its share link), the natural die, the modifier and
 * the result row. Kept between visits; ids only, worded when shown, so the log reads in the current language.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ownField } from '../rules/core/own';
import { DEFAULT_SETUPS } from './combat-state';
import type { SharedCombat } from './combat-types';
import { GAME_OF_BARE_SCREEN, type GameId, ROLLS, rollKey } from './game-index';
import { guardedJsonStorage, guardedMerge } from './guarded-storage';
import { type Notice, useNoticeStore } from './notices';
import { decodeCombat, encodeCombat } from './share-link';

/** The log keeps this many rolls, the newest; a roll past it drops the oldest, and the log screen says so. */
export const MAX_LOG_ENTRIES = 500;

/** Larger than any total of modifiers the cards can give; a stored entry beyond it is not one of ours. */
const MAX_MODIFIER = 99;

export interface LogEntry {
  /** ISO 8601 time of the roll. */
  readonly at: string;
  /** The game rolled in; entries written before version 2 have none (their screen then names it). */
  readonly game?: GameId;
  /** The screen rolled on, within its game. */
  readonly screen: string;
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
  /** Rolls dropped to keep the log within MAX_LOG_ENTRIES since it was last cleared: said on the log screen. */
  readonly dropped: number;
  add(entry: LogEntry): void;
  clear(): void;
}

/** The screen with a die an entry was rolled on (its game's), or undefined when there is none such. */
export const entryRoll = (entry: Pick<LogEntry, 'game' | 'screen'>) =>
  ROLLS.get(rollKey(entry.game ?? GAME_OF_BARE_SCREEN.get(entry.screen) ?? '', entry.screen));

/**
 * The combat a log entry was rolled for, or null when its link does not read, whole, as one of its screen's game: a
 * set-up with a field replaced is not the one rolled for, and the entry would word and reopen another combat.
 */
export function entryCombat(entry: Pick<LogEntry, 'link' | 'screen' | 'game'>): SharedCombat | null {
  const rolling = entryRoll(entry);
  if (!rolling) return null;
  const { combat, problems } = decodeCombat(entry.link, { ...DEFAULT_SETUPS, screen: rolling.screen });
  return combat?.game === rolling.game && problems.length === 0 ? combat : null;
}

const has = (value: object, key: string): boolean => Object.hasOwn(value, key);

/**
 * A new roll's entry, whose link is made the first time it is read (the log screen, the stored log's write a moment
 * later) instead of in the roll's tap (about 0.3 ms of its script on this project's machine, unthrottled). The
 * set-up's objects are replaced, never changed, so the link is the combat as rolled.
 */
export function newEntry(fields: Omit<LogEntry, 'link'>, combat: SharedCombat): LogEntry {
  let link: string | undefined;
  return Object.defineProperty({ ...fields }, 'link', {
    enumerable: true,
    get: () => {
      link ??= encodeCombat(combat);
      return link;
    },
  }) as LogEntry;
}

/**
 * A stored entry the log can show and reopen: every field of its kind (a face of its screen's die, a row of its
 * screen's table, a link that opens a combat of its game), and own properties only. Anything else was not written
 * by this app and is set aside.
 */
export function isEntry(value: unknown): value is LogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const keys = ['at', 'screen', 'link', 'die', 'modifier', 'result', 'by'];
  if (!keys.every((key) => has(value, key))) return false;
  const e = value as Record<string, unknown>;
  if (has(value, 'game') && typeof e.game !== 'string') return false;
  const rolling =
    typeof e.screen === 'string' ? entryRoll({ screen: e.screen, game: e.game as GameId | undefined }) : undefined;
  return (
    rolling !== undefined &&
    typeof e.at === 'string' &&
    !Number.isNaN(Date.parse(e.at)) &&
    typeof e.link === 'string' &&
    rolling.die.faces.includes(e.die as number) &&
    Number.isInteger(e.modifier) &&
    Math.abs(e.modifier as number) <= MAX_MODIFIER &&
    typeof e.result === 'string' &&
    rolling.results.includes(e.result) &&
    (e.by === 'app' || e.by === 'player') &&
    entryCombat({ link: e.link, screen: rolling.screen, game: rolling.game }) !== null
  );
}

/**
 * Reads a stored log (any version, or none): the entries that read, newest first, at most MAX_LOG_ENTRIES of them.
 * Entries that cannot be read are set aside, and readable ones past the cap dropped, each with its own notice.
 * Never throws.
 */
export function readStoredLog(stored: unknown): { entries: LogEntry[]; dropped: number; notices: Notice[] } | null {
  const raw = ownField(stored, 'entries');
  if (!Array.isArray(raw)) return null;
  const readable = raw.filter(isEntry);
  const entries = readable.slice(0, MAX_LOG_ENTRIES);
  const storedDropped = ownField(stored, 'dropped');
  const overCap = readable.length - entries.length;
  const notices: Notice[] = [];
  if (readable.length < raw.length) notices.push({ id: 'log-entries-dropped', count: raw.length - readable.length });
  if (overCap > 0) notices.push({ id: 'log-entries-over-cap', count: overCap, max: MAX_LOG_ENTRIES });
  const earlier = Number.isSafeInteger(storedDropped) && (storedDropped as number) > 0 ? (storedDropped as number) : 0;
  return { entries, dropped: earlier + overCap, notices };
}

export const useRollLog = create<RollLogState>()(
  persist(
    (set) => ({
      entries: [],
      dropped: 0,
      add: (entry) =>
        set((s) => ({
          entries: [entry, ...s.entries].slice(0, MAX_LOG_ENTRIES),
          dropped: s.dropped + Math.max(0, s.entries.length + 1 - MAX_LOG_ENTRIES),
        })),
      clear: () => set({ entries: [], dropped: 0 }),
    }),
    {
      name: 'adc-roll-log',
      version: 1,
      // Every stored shape so far is read field by field in `merge`, which keeps what it can and reports the rest;
      // a future shape change adds its conversion here, keyed by the stored version.
      migrate: (stored) => stored as never,
      storage: guardedJsonStorage<{ entries: readonly LogEntry[]; dropped: number }>({ deferred: true }),
      partialize: ({ entries, dropped }) => ({ entries, dropped }),
      merge: guardedMerge('adc-roll-log', (stored, current: RollLogState) => {
        const read = readStoredLog(stored);
        if (read === null) {
          if (stored !== undefined) useNoticeStore.getState().add({ id: 'storage-corrupt', key: 'adc-roll-log' });
          return current;
        }
        for (const notice of read.notices) useNoticeStore.getState().add(notice);
        return { ...current, entries: read.entries, dropped: read.dropped };
      }),
    },
  ),
);

/** How many times each face came up, for the dice statistics. */
export function faceCounts(entries: readonly LogEntry[], faces: readonly number[]): { face: number; count: number }[] {
  return faces.map((face) => ({ face, count: entries.filter((e) => e.die === face).length }));
}
