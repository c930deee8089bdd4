/**
 * The roll log: every roll, with the set-up it was made for (as its share link), the natural die, the modifier and
 * the result row. Kept between visits; ids only, worded when shown, so the log reads in the current language.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ownField } from '../rules/core/own';
import { packGameId } from '../rules/packs/game-id';
import { PACK_LIMITS } from '../rules/packs/limits';
import { INITIAL_COMBAT_STATE } from './combat/combat-state';
import type { SharedCombat } from './combat-types';
import { GAME_OF, GAME_OF_BARE_SCREEN, type GameId, isPackGame, ROLLS, rollKey } from './game-index';
import { readPackLink } from './links/pack-link-parts';
import { decodeCombat, encodeCombat } from './links/share-link';
import { type Notice, useNoticeStore } from './notices';
import { deferWrite } from './storage/deferred-writes';
import { guardedMerge } from './storage/guarded-storage';
import { followingOtherTab, followOtherTabs, joiningStorage } from './storage/other-tabs';
import { askToKeepData } from './storage/persistence';
import { storageKey } from './storage/storage-key';

/** The log keeps this many rolls, the newest; a roll past it drops the oldest, and the log screen says so. */
export const MAX_LOG_ENTRIES = 500;

/** Larger than any total of modifiers the cards can give; a stored entry beyond it is not one of ours. */
const MAX_MODIFIER = 99;
/** A game pack's totals and faces are bounded by its format's numbers instead. */
const MAX_PACK_NUMBER = PACK_LIMITS.number;

export interface LogEntry {
  /**
   * The roll's own id, which no other roll has (on any device): two tabs' logs join by it. Entries written before
   * version 30 have none; their time, game, screen, link and die stand for it (entryId).
   */
  readonly id?: string;
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

/** The log as storage keeps it, and as two tabs' logs join (joinLogs). */
export interface KeptLog {
  /** Newest first. */
  readonly entries: readonly LogEntry[];
  /** Rolls dropped to keep the log within MAX_LOG_ENTRIES since it was last cleared: said on the log screen. */
  readonly dropped: number;
  /** The time of the newest roll the cap dropped: a tab still holding it, or an older one, does not bring it back. */
  readonly droppedUpTo: string | null;
  /** When the log was last cleared: a tab still holding rolls from before does not bring them back. */
  readonly cleared: string | null;
}

interface RollLogState extends KeptLog {
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
  const { combat, problems } = decodeCombat(entry.link, { ...INITIAL_COMBAT_STATE, screen: rolling.screen });
  return combat?.game === rolling.game && problems.length === 0 ? combat : null;
}

const has = (value: object, key: string): boolean => Object.hasOwn(value, key);

/** A roll's id: its own, or for an entry older than ids, what it holds. */
export const entryId = (e: LogEntry): string =>
  e.id ?? `${e.at} ${e.game} ${e.screen} ${e.link} ${e.die} ${e.modifier} ${e.result} ${e.by}`;

/** Each roll of `entries` once (by its id), the first met of each, in their order. */
function eachRollOnce(entries: readonly LogEntry[]): LogEntry[] {
  const ids = new Set<string>();
  return entries.filter((e) => !ids.has(entryId(e)) && ids.add(entryId(e)));
}

/** A new roll's id: 16 hex digits from the browser's random source (which, unlike randomUUID, every page has). */
const newId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

const isId = (id: unknown): boolean => typeof id === 'string' && /^[0-9a-z-]{1,64}$/.test(id);

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
  return Object.defineProperty({ id: newId(), ...fields }, 'link', {
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
  if (has(value, 'id') && !isId(e.id)) return false;
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

const storedTime = (value: unknown): string | null => (isRollTime(value) ? (value as string) : null);

/**
 * Reads a stored log (any version, or none): the entries that read, newest first, at most MAX_LOG_ENTRIES of them.
 * Entries that cannot be read are set aside, and readable ones past the cap dropped, each with its own notice. `known`:
 * entries this tab holds already, taken as they are instead of read again (another tab's write holds them too).
 * Never throws.
 */
export function readStoredLog(
  stored: unknown,
  known: readonly LogEntry[] = [],
): (KeptLog & { entries: LogEntry[]; notices: Notice[] }) | null {
  const raw = ownField(stored, 'entries');
  if (!Array.isArray(raw)) return null;
  // By their own ids only: what storage holds is untrusted until read (a field of it may not even turn into text).
  const held = new Map(known.flatMap((e) => (e.id === undefined ? [] : [[e.id, e] as const])));
  const read = raw.flatMap((e: unknown): LogEntry[] => {
    const id = ownField(e, 'id');
    const mine = typeof id === 'string' ? held.get(id) : undefined;
    return mine ? [mine] : isEntry(e) ? [e] : [];
  });
  // A roll stored twice (a log or a backup file edited by hand) is one roll: counted once against the cap and in an
  // import's offer.
  const readable = eachRollOnce(read);
  const entries = readable.slice(0, MAX_LOG_ENTRIES);
  const storedDropped = ownField(stored, 'dropped');
  const overCap = readable.length - entries.length;
  const notices: Notice[] = [];
  if (read.length < raw.length) notices.push({ id: 'log-entries-dropped', count: raw.length - read.length });
  if (overCap > 0) notices.push({ id: 'log-entries-over-cap', count: overCap, max: MAX_LOG_ENTRIES });
  const earlier = Number.isSafeInteger(storedDropped) && (storedDropped as number) > 0 ? (storedDropped as number) : 0;
  return {
    entries,
    dropped: earlier + overCap,
    droppedUpTo: latest(
      storedTime(ownField(stored, 'droppedUpTo')),
      entries.length < readable.length ? (readable[entries.length]?.at ?? null) : null,
    ),
    cleared: storedTime(ownField(stored, 'cleared')),
    notices,
  };
}

/** The later of two times (ISO 8601), or null when neither is given. */
const latest = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : Date.parse(a) >= Date.parse(b) ? a : b;

/**
 * Two logs as one (two tabs', this tab's and storage's, or this device's and an imported file's): every roll of both
 * once (by its id), none from before the later clear, newest first, at most MAX_LOG_ENTRIES. The oldest past it are
 * dropped, and counted once: a roll another tab dropped already (at or before the newest drop) is not counted again.
 */
export function joinLogs(a: KeptLog, b: KeptLog): KeptLog {
  const cleared = latest(a.cleared, b.cleared);
  const droppedBefore = latest(a.droppedUpTo, b.droppedUpTo);
  const all = eachRollOnce([...a.entries, ...b.entries])
    .filter((e) => cleared === null || Date.parse(e.at) > Date.parse(cleared))
    .sort((x, y) => Date.parse(y.at) - Date.parse(x.at));
  const entries = all.slice(0, MAX_LOG_ENTRIES);
  const cut = all.slice(MAX_LOG_ENTRIES);
  const newlyCut = cut.filter((e) => droppedBefore === null || Date.parse(e.at) > Date.parse(droppedBefore)).length;
  // The counts since the later clear: a count from before it is not this log's.
  const dropped =
    a.cleared === b.cleared ? Math.max(a.dropped, b.dropped) : a.cleared === cleared ? a.dropped : b.dropped;
  return {
    entries,
    dropped: dropped + newlyCut,
    droppedUpTo: latest(droppedBefore, cut[0]?.at ?? null),
    cleared,
  };
}

/** Whether `log` holds what `stored` lacks: a roll, or a later clear or drop. */
const aheadOf = (log: KeptLog, stored: KeptLog): boolean => {
  const ids = new Set(stored.entries.map(entryId));
  return (
    log.entries.some((e) => !ids.has(entryId(e))) ||
    latest(log.cleared, stored.cleared) !== stored.cleared ||
    latest(log.droppedUpTo, stored.droppedUpTo) !== stored.droppedUpTo
  );
};

const keptOf = ({ entries, dropped, droppedUpTo, cleared }: KeptLog): KeptLog => ({
  entries,
  dropped,
  droppedUpTo,
  cleared,
});

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

export const useRollLog = create<RollLogState>()(
  persist(
    (set) => ({
      entries: [],
      dropped: 0,
      droppedUpTo: null,
      cleared: null,
      add: (entry) => {
        // A roll is worth keeping: the browser is asked to keep the data for good.
        askToKeepData();
        set((s) => {
          const cut = s.entries.length + 1 - MAX_LOG_ENTRIES;
          return {
            entries: [entry, ...s.entries].slice(0, MAX_LOG_ENTRIES),
            dropped: s.dropped + Math.max(0, cut),
            droppedUpTo: cut > 0 ? latest(s.droppedUpTo, s.entries[MAX_LOG_ENTRIES - 1]?.at ?? null) : s.droppedUpTo,
          };
        });
      },
      // Every roll made up to now, in any tab, is cleared: a tab still holding some does not bring them back.
      clear: () => set({ entries: [], dropped: 0, droppedUpTo: null, cleared: new Date().toISOString() }),
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
      // Another tab's rolls kept since this tab last read the log stay: this tab's are added to them.
      storage: joiningStorage<KeptLog>((stored, mine) => {
        const read = readStoredLog(stored, mine.entries);
        return read ? joinLogs(mine, read) : mine;
      }),
      partialize: (s) => keptOf(s),
      // At start-up, and each time another tab writes the log (src/state/storage/other-tabs.ts): its rolls joined to
      // this tab's; should storage lack any of this tab's (two tabs wrote at once), they are written again.
      merge: guardedMerge('adc-roll-log', (stored, current: RollLogState) => {
        const empty = { entries: [], dropped: 0, droppedUpTo: null, cleared: null, notices: [] };
        const read = readStoredLog(stored, current.entries) ?? (stored === undefined ? empty : null);
        if (read === null) {
          useNoticeStore.getState().add({ id: 'storage-corrupt', key: 'adc-roll-log' });
          return current;
        }
        for (const notice of read.notices) useNoticeStore.getState().add(notice);
        const joined = joinLogs(read, current);
        if (aheadOf(current, read)) queueMicrotask(() => useRollLog.setState({}));
        const packRolls = followingOtherTab.now ? [] : oldPackLog();
        const first = packRolls[0];
        if (!first) return { ...current, ...joined };
        // Written at once (the old key goes only after).
        queueMicrotask(() => {
          useRollLog.setState({});
          forgetOldPackLog(first);
        });
        return {
          ...current,
          ...joinLogs(joined, { entries: packRolls, dropped: 0, droppedUpTo: null, cleared: null }),
        };
      }),
    },
  ),
);

/** How many times each face came up, for the dice statistics. */
export function faceCounts(entries: readonly LogEntry[], faces: readonly number[]): { face: number; count: number }[] {
  return faces.map((face) => ({ face, count: entries.filter((e) => e.die === face).length }));
}

followOtherTabs('adc-roll-log', useRollLog);
