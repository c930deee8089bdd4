/**
 * The combat set-up kept by every tab of the app (the installed one, a tab opened from a chat link): loaded after the
 * first paint, as it is not needed for it. From then on each tab knows which games' set-ups it changed itself, and
 * when; another tab's write is read back into this one at once (the storage event), and this tab's writes join what
 * storage holds instead of replacing it. Of two tabs' set-ups of a game, the one changed later is kept: a tab that
 * has not changed a game takes the other's; a stale tab never writes its older set-up over a newer one. The
 * preferences, kept by the start-up code too, follow the other tabs from here.
 */
import { isObject, ownField } from '../../rules/core/own';
import {
  firstScreenOf,
  GAME_OF,
  type GameId,
  gameOfRoll,
  isKeptGame,
  isPackGame,
  type RollKey,
  rollKeys,
  rollOf,
} from '../game-index';
import { decodeCombat, encodeCombat } from '../links/share-link';
import { useNoticeStore } from '../notices';
import { usePreferences } from '../preferences';
import { guardedMerge } from '../storage/guarded-storage';
import { changeTime, followingOtherTab, followOtherTabs, joiningStorage, storedState } from '../storage/other-tabs';
import { storageKey } from '../storage/storage-key';
import { changedGames } from './changed-games';
import { combatOf, setupOf } from './combat-selectors';
import { type CombatState, INITIAL_COMBAT_STATE } from './combat-state';
import { combatAtStartUp, useCombatStore } from './combat-store';
import { isDieOf } from './kept-dice';
import { readStoredCombat, type StoredCombat, storedCombatOf } from './stored-combat';

/**
 * When this tab last changed each game's set-up or comparison (ms since 1970), or, for a game another tab changed
 * since, that tab's time. A game missing here was changed by no tab since this one started.
 */
const changedAt = new Map<string, number>();

/**
 * When this tab's player last used it (picked a game or a screen, changed a set-up, rolled), or -1. The game on show that a
 * new tab opens on is that of the tab used last: a tab whose write waited while another was used writes its own game
 * on show only if it was used later.
 */
let usedAt = -1;

/**
 * What storage keeps beside the set-ups: since version 30, when each game's set-up was last changed, in any tab; since
 * 0.7, when the tab whose game is on show (`system`) was last used.
 */
export type StoredWithTimes = StoredCombat & {
  readonly changed?: Readonly<Record<string, number>>;
  readonly shownAt?: number;
};

/** A roll key's game: the key up to its last "/" (a roll id holds none). */
const gameOfKey = (key: string): string => key.slice(0, key.lastIndexOf('/'));

/**
 * A kept link's combat as its game's first screen shows it (the link of the game on show names the tab's screen too):
 * two tabs' links of one set-up on two screens read alike. A game pack not played here is its link as it is (only that
 * pack reads it). Null where it does not read.
 */
function combatText(link: unknown, game: string): string | null {
  if (typeof link !== 'string') return null;
  if (isPackGame(game) && !GAME_OF.has(game)) return link;
  const { combat } = decodeCombat(link, { ...INITIAL_COMBAT_STATE, screen: firstScreenOf(game as GameId) });
  return combat?.game === game ? encodeCombat({ ...combat, screen: firstScreenOf(game as GameId) }) : null;
}

/**
 * Whether storage's set-up of a game (its link, changed at `at`) is to be taken over this tab's (`mine`, its link):
 * another combat, changed later than this tab changed its own (or this tab has not changed it).
 */
const takesOver = (game: string, link: unknown, at: number | undefined, mine: unknown): boolean =>
  (changedAt.get(game) ?? -1) < (at ?? 0) && isOtherCombat(link, mine, game);

/** Whether a kept link reads as another combat of its game than `mine` (a link too). */
function isOtherCombat(link: unknown, mine: unknown, game: string): boolean {
  // The very text this tab holds (it wrote it, or read it last): the same combat, with no link to read.
  if (link === mine) return false;
  const theirs = combatText(link, game);
  return theirs !== null && theirs !== combatText(mine, game);
}

/**
 * What this tab writes, joined with what storage holds (another tab's writes since this tab last read it): of each
 * game, the set-up changed later, with its dice; and every game's change time.
 */
export function joinStoredCombat(stored: unknown, mine: StoredCombat): StoredWithTimes {
  // Read once: each read of `mine.links` makes every game's link (src/state/combat/stored-combat.ts).
  const mineLinks = mine.links;
  // The game on show of the tab used last: storage's, if the tab that wrote it was used after this one.
  const storedShownAt = changeTime(stored, 'shownAt') ?? -1;
  const storedSystem = ownField(stored, 'system');
  const shown = {
    system:
      storedShownAt > usedAt && typeof storedSystem === 'string' && isKeptGame(storedSystem)
        ? (storedSystem as GameId)
        : mine.system,
    ...(Math.max(usedAt, storedShownAt) >= 0 ? { shownAt: Math.max(usedAt, storedShownAt) } : {}),
  };
  const mineAsRead = { ...shown, links: mineLinks, rolls: mine.rolls };
  const links = ownField(stored, 'links');
  const changed = ownField(stored, 'changed');
  const times = () =>
    Object.fromEntries(
      [...new Set([...changedAt.keys(), ...Object.keys(isObject(changed) ? changed : {})])].flatMap((game) => {
        const at = Math.max(changedAt.get(game) ?? -1, changeTime(changed, game) ?? -1);
        return at < 0 ? [] : [[game, at]];
      }),
    );
  if (!isObject(links)) return { ...mineAsRead, changed: times() };
  const theirs = new Set(
    Object.keys(links).filter(
      (game) =>
        isKeptGame(game) &&
        takesOver(game, ownField(links, game), changeTime(changed, game), ownField(mineLinks, game)),
    ),
  );
  if (theirs.size === 0) return { ...mineAsRead, changed: times() };
  const storedRolls = ownField(stored, 'rolls');
  const mineOnly = <T>(entries: Record<string, T>) =>
    Object.entries(entries).filter(([key]) => !theirs.has(key) && !theirs.has(gameOfKey(key)));
  return {
    ...shown,
    links: Object.fromEntries([...mineOnly(mineLinks), ...[...theirs].map((game) => [game, ownField(links, game)])]),
    // Another tab's dice, as storage holds them: read as any stored die is when its combat comes back.
    rolls: Object.fromEntries([
      ...mineOnly<unknown>(mine.rolls),
      ...Object.entries(isObject(storedRolls) ? storedRolls : {}).filter(([key]) => theirs.has(gameOfKey(key))),
    ]) as StoredCombat['rolls'],
    changed: times(),
  };
}

/**
 * Another tab's write read into this one: the games whose set-up it changed later than this tab did (or that this tab
 * has not changed), each with its dice; this tab's game and screen stay on show. Should storage be behind this tab
 * (two tabs wrote at once), this tab writes again.
 */
function followOtherTab(stored: unknown, current: CombatState): CombatState {
  const links = ownField(stored, 'links');
  const changed = ownField(stored, 'changed');
  const games = [...current.combats.keys()];
  const theirs = games.filter((game) =>
    takesOver(
      game,
      ownField(links, game),
      changeTime(changed, game),
      encodeCombat(combatOf(current, game, firstScreenOf(game))),
    ),
  );
  for (const game of games) {
    const at = changeTime(changed, game);
    if (at !== undefined && at > (changedAt.get(game) ?? -1)) changedAt.set(game, at);
  }
  if (games.some((game) => (changedAt.get(game) ?? -1) > (changeTime(changed, game) ?? -1)))
    queueMicrotask(() => useCombatStore.setState({}));
  if (theirs.length === 0) return current;
  const { state, notices, notWhole } = readStoredCombat(stored, current, theirs);
  for (const notice of notices) useNoticeStore.getState().add(notice);
  const taken = new Set<string>(theirs);
  const dice = rollKeys().filter((key) => taken.has(gameOfRoll(key)));
  const storedRolls = ownField(stored, 'rolls');
  const die = (key: RollKey) => {
    const kept = ownField(storedRolls, key) ?? null;
    return isDieOf(key, kept) && !notWhole?.has(gameOfRoll(key)) ? kept : null;
  };
  const rolls: Record<RollKey, number | null> = {
    ...state.rolls,
    ...Object.fromEntries(dice.map((key) => [key, die(key)])),
  };
  return {
    ...state,
    rolls,
    rolledFor: {
      ...state.rolledFor,
      ...Object.fromEntries(dice.map((key) => [key, rolls[key] === null ? null : setupOf(state, gameOfRoll(key))])),
    },
    rollInfo: { ...state.rollInfo, ...Object.fromEntries(dice.map((key) => [key, null])) },
  };
}

/** This device's combat as storage keeps it, with this tab's changes and every game's change time (for a backup). */
export const storedCombatWithTimes = (): StoredWithTimes =>
  joinStoredCombat(storedState('adc-combat'), storedCombatOf(useCombatStore.getState()));

/**
 * A backup's set-ups against this device's: the games whose set-up in the file was changed later (newer) or earlier
 * (older) than this device's, where the two differ. `apply`: the newer ones are taken, as another tab's write would be.
 */
export function importCombat(file: StoredWithTimes, apply: boolean): { newer: GameId[]; older: GameId[] } {
  joinOtherTabs();
  const device = storedCombatWithTimes();
  const differ = Object.keys(file.links).filter(
    (game) => isKeptGame(game) && isOtherCombat(ownField(file.links, game), ownField(device.links, game), game),
  ) as GameId[];
  const isNewer = (game: string) => (changeTime(file.changed, game) ?? 0) > (changeTime(device.changed, game) ?? -1);
  const newer = differ.filter(isNewer);
  if (apply && newer.length > 0) {
    const taken = new Set<string>(newer);
    const theirs = (entries: object) => Object.entries(entries).filter(([key]) => taken.has(gameOfKey(key)));
    const mine = (entries: object) =>
      Object.entries(entries).filter(([key]) => !taken.has(key) && !taken.has(gameOfKey(key)));
    const written: StoredWithTimes = {
      system: device.system,
      ...(device.shownAt === undefined ? {} : { shownAt: device.shownAt }),
      links: Object.fromEntries([...mine(device.links), ...newer.map((game) => [game, ownField(file.links, game)])]),
      rolls: Object.fromEntries([...mine(device.rolls), ...theirs(file.rolls)]),
      changed: Object.fromEntries([
        ...mine(device.changed ?? {}),
        ...newer.map((game) => [game, changeTime(file.changed, game) ?? 0]),
      ]),
    };
    try {
      localStorage.setItem(storageKey('adc-combat'), JSON.stringify({ state: written, version: 3 }));
      readBack();
    } catch {
      // Storage refused it: taken into this tab all the same (its next write is refused, and said, as any).
      useCombatStore.setState((s) => followOtherTab(written, s));
    }
  }
  return { newer, older: differ.filter((game) => !isNewer(game)) };
}

/** What storage holds now, read into this tab as another tab's write is. */
function readBack(): void {
  followingOtherTab.now = true;
  try {
    void useCombatStore.persist.rehydrate();
  } finally {
    followingOtherTab.now = false;
  }
}

let joined = false;

/** From now on, this tab's combat and preferences and the other tabs' are one. */
export function joinOtherTabs(): void {
  if (joined) return;
  joined = true;
  // What this tab changed before this code loaded (the link it was opened with, a first tap): changed now.
  const atStartUp = changedGames(useCombatStore.getState(), combatAtStartUp);
  for (const game of atStartUp) changedAt.set(game, Date.now());
  if (atStartUp.length > 0) usedAt = Date.now();
  useCombatStore.subscribe((now, before) => {
    if (followingOtherTab.now) return;
    const changed = changedGames(now, before);
    for (const game of changed) changedAt.set(game, Date.now());
    // A die rolled or typed on the screen on show is a use too: the tab the player last rolled in is the one used last.
    const key = rollOf(now.game, now.screen)?.key;
    // (Each roll is a new record of who rolled and when, the same face rolled again included.)
    const rolled = key !== undefined && now.rollInfo[key] !== before.rollInfo[key];
    if (changed.length > 0 || rolled || now.game !== before.game || now.screen !== before.screen) usedAt = Date.now();
  });
  useCombatStore.persist.setOptions({
    // The store as it is when the write happens (a write waits for typing to pause, and another tab's set-up may have
    // come in meanwhile), joined with storage.
    storage: joiningStorage<StoredCombat>((stored) =>
      joinStoredCombat(stored, storedCombatOf(useCombatStore.getState())),
    ),
    merge: guardedMerge('adc-combat', followOtherTab),
  });
  followOtherTabs('adc-combat', useCombatStore);
  followOtherTabs('adc-preferences', usePreferences);
  // What other tabs wrote while this one started.
  readBack();
}
