/**
 * The roll log: every roll, with the set-up it was made for (as its share link), the natural die, the modifier and
 * the result row. Kept between visits; ids only, worded when shown, so the log reads in the current language.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ownField } from '../rules/core/own';
import { packGameId } from '../rules/packs/game-id';
import { PACK_LIMITS } from '../rules/packs/limits';
import { DEFAULT_SETUPS } from './combat/combat-state';
import type { SharedCombat } from './combat-types';
import { GAME_OF, GAME_OF_BARE_SCREEN, type GameId, isPackGame, ROLLS, rollKey } from './game-index';
import { readPackLink } from './links/pack-link-parts';
import { decodeCombat, encodeCombat } from './links/share-link';
import { type Notice, useNoticeStore } from './notices';
import { deferWrite } from './storage/deferred-writes';
import { guardedJsonStorage, guardedMerge } from './storage/guarded-storage';
import { storageKey } from './storage/storage-key';

/** The log keeps this many rolls, the newest; a roll past it drops the oldest, and the log screen says so. */
export const MAX_LOG_ENTRIES = 500;

/** Larger than any total of modifiers the cards can give; a stored entry beyond it is not one of ours. */
const MAX_MODIFIER = 99;
/** A game pack's totals and faces are bounded by its format's numbers instead. */
const MAX_PACK_NUMBER = PACK_LIMITS.number;

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
  /**
   * A game pack just played this visit: its rolls, kept since they were read back without it, are checked whole now
   * (isEntry); those that do not read are set aside, and said.
   */
  checkGame(game: GameId): void;
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

const isRollTime = (at: unknown) => typeof at === 'string' && !Number.isNaN(Date.parse(at));
const isWhole = (value: unknown, bound: number) => Number.isInteger(value) && Math.abs(value as number) <= bound;

/**
 * A roll of a game pack not played yet this visit (its rules are not loaded): kept as long as it has the shape of an
 * entry and its link names this very text of the pack (id, version, hash) and the roll, and checked whole once the pack
 * is played (checkGame). Its pack may never be played again (removed, or replaced by another text): it stays in the log,
 * worded from what it holds.
 */
function isAwaitingPackEntry(e: Record<string, unknown>): boolean {
  if (typeof e.game !== 'string' || !isPackGame(e.game) || GAME_OF.has(e.game)) return false;
  const link = typeof e.link === 'string' ? readPackLink(e.link) : null;
  return (
    link !== null &&
    packGameId(link.id, link.version, link.hash) === e.game &&
    link.roll === e.screen &&
    isRollTime(e.at) &&
    isWhole(e.die, MAX_PACK_NUMBER) &&
    isWhole(e.modifier, MAX_PACK_NUMBER) &&
    typeof e.result === 'string' &&
    e.result.length > 0 &&
    e.result.length <= 200 &&
    (e.by === 'app' || e.by === 'player')
  );
}

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
  if (isAwaitingPackEntry(e)) return true;
  const rolling =
    typeof e.screen === 'string' ? entryRoll({ screen: e.screen, game: e.game as GameId | undefined }) : undefined;
  return (
    rolling !== undefined &&
    isRollTime(e.at) &&
    typeof e.link === 'string' &&
    rolling.die.faces.includes(e.die as number) &&
    isWhole(e.modifier, isPackGame(rolling.game) ? MAX_PACK_NUMBER : MAX_MODIFIER) &&
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

/**
 * Game packs' rolls were kept apart, up to version 27 of the app (`adc-pack-log`: its pack's id, version and hash, the
 * roll, the total): read once into the one log, as entries of each pack's game, newest first with the others. Its key
 * is removed once the log holding them is written. History: never extended.
 */
const OLD_PACK_LOG = 'adc-pack-log';

function oldPackLog(): LogEntry[] {
  let text: string | null = null;
  try {
    text = globalThis.localStorage?.getItem(storageKey(OLD_PACK_LOG)) ?? null;
  } catch {
    return [];
  }
  let stored: unknown;
  try {
    stored = JSON.parse(text ?? 'null');
  } catch {
    return [];
  }
  const raw = ownField(ownField(stored, 'state'), 'entries');
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((old: unknown): LogEntry[] => {
    const field = (key: string) => ownField(old, key);
    const [pack, version, hash] = [field('pack'), field('version'), field('hash')];
    if (typeof pack !== 'string' || typeof version !== 'string' || typeof hash !== 'string') return [];
    const entry = {
      at: field('at'),
      game: packGameId(pack, version, hash),
      screen: field('roll'),
      link: field('link'),
      die: field('die'),
      modifier: field('total'),
      result: field('result'),
      by: field('by'),
    };
    return isEntry(entry) ? [entry] : [];
  });
}

/** Once the log holding the old pack log's rolls is written: the old key goes, and only then. */
function forgetOldPackLog(first: LogEntry): void {
  deferWrite(`forget:${OLD_PACK_LOG}`, () => {
    try {
      const stored: unknown = JSON.parse(globalThis.localStorage.getItem(storageKey('adc-roll-log')) ?? 'null');
      const entries = ownField(ownField(stored, 'state'), 'entries');
      const written =
        Array.isArray(entries) &&
        entries.some((e: unknown) => ownField(e, 'at') === first.at && ownField(e, 'link') === first.link);
      if (written) globalThis.localStorage.removeItem(storageKey(OLD_PACK_LOG));
    } catch {
      // Kept, and read again at the next visit (its rolls are not doubled: see the merge).
    }
  });
}

/** Two logs' entries as one, newest first, each roll once (by its time, game, screen, link and die). */
function joined(newer: readonly LogEntry[], older: readonly LogEntry[]): LogEntry[] {
  const seen = new Set(newer.map((e) => `${e.at} ${e.game} ${e.screen} ${e.link} ${e.die}`));
  const added = older.filter((e) => !seen.has(`${e.at} ${e.game} ${e.screen} ${e.link} ${e.die}`));
  return [...newer, ...added].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
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
      checkGame: (game) =>
        set((s) => {
          const entries = s.entries.filter((e) => e.game !== game || isEntry(e));
          const unread = s.entries.length - entries.length;
          if (unread === 0) return s;
          useNoticeStore.getState().add({ id: 'log-entries-dropped', count: unread });
          return { entries };
        }),
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
        const packRolls = oldPackLog();
        const read = readStoredLog(stored) ?? (stored === undefined ? { entries: [], dropped: 0, notices: [] } : null);
        if (read === null) {
          useNoticeStore.getState().add({ id: 'storage-corrupt', key: 'adc-roll-log' });
          return current;
        }
        for (const notice of read.notices) useNoticeStore.getState().add(notice);
        const first = packRolls[0];
        if (!first) return { ...current, entries: read.entries, dropped: read.dropped };
        const all = joined(read.entries, packRolls);
        const entries = all.slice(0, MAX_LOG_ENTRIES);
        // Written at once (the old key goes only after).
        queueMicrotask(() => {
          useRollLog.setState({});
          forgetOldPackLog(first);
        });
        return { ...current, entries, dropped: read.dropped + all.length - entries.length };
      }),
    },
  ),
);

/** How many times each face came up, for the dice statistics. */
export function faceCounts(entries: readonly LogEntry[], faces: readonly number[]): { face: number; count: number }[] {
  return faces.map((face) => ({ face, count: entries.filter((e) => e.die === face).length }));
}
