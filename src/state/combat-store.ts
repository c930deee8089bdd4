/**
 * The combat set-up shared by every screen. It holds inputs only: modifiers, totals, chances and results are
 * derived from it when read.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
// The games through their manifests only (inputs and defaults): their rules load with their screens, and each game's
// own set-up changes live with its screens (updateSetup).
import { GAMES } from '../rules/games';
import { guardedJsonStorage, guardedMerge } from './guarded-storage';
import { type Notice, useNoticeStore } from './notices';
import {
  dieOf,
  firstScreenOf,
  GAME_OF_BARE_SCREEN,
  ROLL_KEYS,
  ROLLS,
  type RollKey,
  rollOf,
  type Screen,
  SYSTEMS,
  type SystemId,
  screensOf,
  systemOfRoll,
} from './screens';
import {
  type CombatSetups,
  type CompareOption,
  type Comparison,
  decodeCombat,
  encodeCombat,
  type SetupOf,
  type SharedCombat,
} from './share-link';

export type { RollKey, Screen, SystemId };

export interface CombatState extends CombatSetups {
  /** The game the player is looking at; each system keeps its own set-up meanwhile. */
  readonly system: SystemId;
  readonly screen: Screen;
  /** The die last rolled or typed on each screen with a die, by game and screen; null before any roll. */
  readonly rolls: Readonly<Record<RollKey, number | null>>;
  /**
   * The set-up (the very object) each screen's die was rolled for. Once the set-up changes, the die is no longer
   * its roll: the screen says so instead of showing a result the roll log never recorded. Not kept between visits:
   * a die kept or reopened belongs to the set-up it comes back with.
   */
  readonly rolledFor: Readonly<Record<RollKey, object | null>>;
  /**
   * Who rolled each screen's die and when (seconds since 1970), and whether it came with a link (the sender's
   * roll, said as such). Not kept between visits; a share link carries it.
   */
  readonly rollInfo: Readonly<Record<RollKey, RollInfo | null>>;
  /** Each system's comparison of two options, or null: the set-up above is the option being edited. */
  readonly compare: Comparisons;
  /**
   * A screen that failed to draw, until the player moves on, retries or resets it: kept out of the address and of
   * storage (they name the game's first screen instead), so a reload never reopens a screen that failed.
   */
  readonly failed: { readonly system: SystemId; readonly screen: Screen } | null;
  /** Shows another game, on the same screen where it has one. */
  setSystem(system: SystemId): void;
  setScreen(screen: Screen): void;
  /** Keeps a roll of a screen, made for `setup` (the set-up object on screen). */
  setRoll(key: RollKey, die: number | null, setup: object | null, info?: Omit<RollInfo, 'fromLink'>): void;
  /**
   * Replaces screen and set-up at once: a share link or a roll-log entry reopened. A roll in `combat` is shown on
   * its screen as the sender's, unless `roll` is 'own' (a page reloaded on its own link).
   */
  open(combat: SharedCombat, rolls?: Partial<Record<RollKey, number | null>>, roll?: 'own'): void;
  /** Changes one game's set-up. */
  updateSetup<S extends SystemId>(system: S, change: (setup: SetupOf<S>) => SetupOf<S>): void;
  /** Makes option B, a copy of the set-up on screen, and edits it. */
  startComparing(): void;
  /** Edits option A or B: the two trade places between the screen and the comparison. */
  editOption(option: CompareOption): void;
  /** Ends the comparison, keeping one option on screen. */
  stopComparing(keep: CompareOption): void;
  /** Marks the screen on show as one that failed to draw (or, with null, no longer). */
  setFailed(failed: CombatState['failed']): void;
  /** One game back to its default set-up: no comparison, no die on its screens. The other games keep theirs. */
  resetSystem(system: SystemId): void;
  reset(): void;
}

/** Who rolled a die and when; `fromLink`: it came with a share link, rolled by whoever sent it. */
export interface RollInfo {
  readonly by: 'app' | 'player';
  readonly at: number;
  readonly fromLink: boolean;
}

/**
 * What is kept between visits: each system's set-up as its share link (one validated, versioned format; the active
 * system's link also holds the screen), the active system, and the dice (each only with the set-up it was rolled
 * for). Version 1 kept one Jours de Gloire link; up to version 2 the dice were keyed by screen alone, since version 3
 * by game and screen.
 */
interface StoredCombat {
  readonly system: SystemId;
  readonly links: Partial<Record<SystemId, string>>;
  readonly rolls: Partial<Record<RollKey, number | null>>;
}

const isDieOf = (key: RollKey, v: unknown): v is number | null => v === null || dieOf(key).faces.includes(v as number);

const NO_ROLLS = Object.fromEntries(ROLL_KEYS.map((key) => [key, null])) as Record<RollKey, number | null>;
const NO_ROLL_SETUPS = NO_ROLLS as Record<RollKey, object | null>;

/** Each kept die belongs to its screen's set-up as it is now (a die kept or reopened comes back with its set-up). */
const rolledForNow = (s: Pick<CombatState, 'rolls' | keyof CombatSetups>): Record<RollKey, object | null> =>
  Object.fromEntries(ROLL_KEYS.map((key) => [key, s.rolls[key] === null ? null : s[systemOfRoll(key)]])) as Record<
    RollKey,
    object | null
  >;

/**
 * The dice to keep between visits: each only while its set-up is the one on its screen. A die rolled before the
 * set-up changed would come back as a roll of the changed set-up (see `rolledForNow`), with a result the roll log
 * never recorded.
 */
const diceToKeep = (s: Pick<CombatState, 'rolls' | 'rolledFor' | keyof CombatSetups>): Record<RollKey, number | null> =>
  Object.fromEntries(
    ROLL_KEYS.map((key) => [key, s.rolledFor[key] === s[systemOfRoll(key)] ? s.rolls[key] : null]),
  ) as Record<RollKey, number | null>;

/** Every system's default set-up, from its manifest. */
export const DEFAULT_SETUPS = Object.fromEntries(GAMES.map((g) => [g.id, g.defaultSetup])) as CombatSetups;

type Comparisons = { readonly [S in SystemId]: Comparison<SetupOf<S>> | null };
const NO_COMPARISONS = Object.fromEntries(GAMES.map((g) => [g.id, null])) as Comparisons;

/** The screens of a game with a die. */
const rollKeysOf = (system: SystemId): RollKey[] => ROLL_KEYS.filter((key) => systemOfRoll(key) === system);

const INITIAL = {
  // The picker's first game (src/rules/games.ts).
  system: GAMES[0].id as SystemId,
  screen: firstScreenOf(GAMES[0].id as SystemId),
  ...DEFAULT_SETUPS,
  rolls: NO_ROLLS,
  rolledFor: NO_ROLL_SETUPS,
  rollInfo: NO_ROLL_SETUPS as Record<RollKey, RollInfo | null>,
  compare: NO_COMPARISONS,
  failed: null,
};

/** A system's combat, as a share link carries it (on `screen`). */
const combatOf = (s: Pick<CombatState, 'compare' | keyof CombatSetups>, system: SystemId, screen: Screen) => {
  const compare = s.compare[system];
  return { system, screen, setup: s[system], ...(compare ? { compare } : {}) } as SharedCombat;
};

/** The active system's combat, as a share link carries it. */
export const activeCombat = (s: Pick<CombatState, 'system' | 'screen' | 'compare' | keyof CombatSetups>) =>
  combatOf(s, s.system, s.screen);

/** The screen the address and storage name: the one on show, unless it failed to draw (then the game's first). */
export const rememberedScreen = (s: Pick<CombatState, 'system' | 'screen' | 'failed'>): Screen =>
  s.failed?.system === s.system && s.failed.screen === s.screen ? firstScreenOf(s.system) : s.screen;

/**
 * The active system's combat as the address keeps it (see `rememberedScreen`), with the die rolled on its screen
 * for this very set-up: a link shared after a roll carries it.
 */
export const rememberedCombat = (s: CombatState): SharedCombat => {
  const screen = rememberedScreen(s);
  const combat = combatOf(s, s.system, screen);
  const rolling = rollOf(s.system, screen)?.key;
  if (!rolling) return combat;
  const die = s.rolls[rolling];
  const info = s.rollInfo[rolling];
  if (die === null || !info || s.rolledFor[rolling] !== s[s.system]) return combat;
  return { ...combat, roll: { die, by: info.by, at: info.at } };
};

/** The combat a first visit shows: the first game's first screen, default set-up. */
export const DEFAULT_COMBAT: SharedCombat = activeCombat(INITIAL);

type StoredPart = Pick<CombatState, 'system' | 'screen' | 'rolls' | 'compare' | keyof CombatSetups>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** An own property of a stored object: never one every object inherits ("constructor", "__proto__"). */
const own = (value: unknown, key: string): unknown =>
  isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;

/**
 * Reads what an earlier visit kept (any version, or none): each game's set-up from its own link, the game shown, the
 * dice. Each part stands alone: one that cannot be read is reported and takes its default; every other part is
 * kept. Never throws (tests/unit/untrusted-input.test.ts feeds it generated and mutated states).
 */
export function readStoredCombat<S extends StoredPart>(stored: unknown, current: S): { state: S; notices: Notice[] } {
  const notices: Notice[] = [];
  // Version 1 kept one Jours de Gloire link.
  const links = isObject(own(stored, 'links'))
    ? own(stored, 'links')
    : typeof own(stored, 'link') === 'string'
      ? { jdg: own(stored, 'link') }
      : undefined;
  if (links === undefined) {
    if (stored !== undefined) notices.push({ id: 'storage-corrupt', key: 'adc-combat' });
    return { state: current, notices };
  }
  // Version 1 kept no system: its link was Jours de Gloire's.
  const storedSystem = own(stored, 'system') ?? 'jdg';
  const active = SYSTEMS.find((id) => id === storedSystem);
  let next: S = current;
  // The games whose kept set-up did not read whole: their dice do not come back (a die would show the result of a
  // set-up it was not rolled for).
  const notWhole = new Set<SystemId>();
  for (const system of SYSTEMS) {
    const link = own(links, system);
    if (link === undefined) continue;
    let decoded: ReturnType<typeof decodeCombat>;
    try {
      decoded = typeof link === 'string' ? decodeCombat(link, next) : { combat: null, problems: [] };
    } catch {
      decoded = { combat: null, problems: [] };
    }
    const { combat, problems } = decoded;
    if (combat?.system !== system) {
      const whole = problems.filter((p) => p.code !== 'field');
      notices.push({ id: 'stored-setup', system, problems: whole.length > 0 ? whole : [{ code: 'not-a-link' }] });
      notWhole.add(system);
      continue;
    }
    if (problems.length > 0) {
      notices.push({ id: 'stored-setup', system, problems });
      notWhole.add(system);
    }
    next = {
      ...next,
      [system]: combat.setup,
      compare: { ...next.compare, [system]: combat.compare ?? null },
      ...(system === active ? { screen: combat.screen } : {}),
    };
  }
  const storedRolls = own(stored, 'rolls');
  const storedDie = (key: RollKey): unknown => {
    // Up to version 2 the dice were keyed by screen alone.
    const rolling = ROLLS.get(key);
    const before = rolling && GAME_OF_BARE_SCREEN.get(rolling.screen) === rolling.system ? rolling.screen : undefined;
    return (
      (isObject(storedRolls) && Object.hasOwn(storedRolls, key)
        ? own(storedRolls, key)
        : before && own(storedRolls, before)) ?? null
    );
  };
  const rolls = Object.fromEntries(
    ROLL_KEYS.map((key) => {
      const die = storedDie(key);
      return [key, isDieOf(key, die) && !notWhole.has(systemOfRoll(key)) ? die : null];
    }),
  ) as Record<RollKey, number | null>;
  // A die left with its unread set-up is told by that set-up's notice.
  const rollsLost = ROLL_KEYS.some((key) => !isDieOf(key, storedDie(key)));
  if (!active || rollsLost) notices.push({ id: 'stored-place' });
  const system = active ?? current.system;
  return {
    state: {
      ...next,
      system,
      screen: screensOf(system).includes(next.screen) ? next.screen : firstScreenOf(system),
      rolls,
    },
    notices,
  };
}

export const useCombatStore = create<CombatState>()(
  persist(
    (set) => {
      return {
        ...INITIAL,
        setSystem: (system) =>
          set((s) => ({
            system,
            screen: screensOf(system).includes(s.screen) ? s.screen : firstScreenOf(system),
            failed: null,
          })),
        setScreen: (screen) => set({ screen, failed: null }),
        setRoll: (key, die, setup, info) =>
          set((s) => ({
            rolls: { ...s.rolls, [key]: die },
            rolledFor: { ...s.rolledFor, [key]: setup },
            rollInfo: { ...s.rollInfo, [key]: info ? { ...info, fromLink: false } : null },
          })),
        open: (combat, rolls = {}, roll) =>
          set((s) => {
            // A roll that came with the link: the screen shared shows it, as the sender's (or as one's own again).
            const key = rollOf(combat.system, combat.screen)?.key;
            const linked = combat.roll && key ? { [key]: combat.roll.die } : {};
            const given = { ...rolls, ...linked };
            const info =
              combat.roll && key ? { [key]: { by: combat.roll.by, at: combat.roll.at, fromLink: roll !== 'own' } } : {};
            return {
              system: combat.system,
              screen: combat.screen,
              failed: null,
              [combat.system]: combat.setup,
              compare: { ...s.compare, [combat.system]: combat.compare ?? null },
              rolls: { ...s.rolls, ...given },
              rolledFor: {
                ...s.rolledFor,
                ...Object.fromEntries(Object.keys(given).map((k) => [k, combat.setup])),
              },
              rollInfo: {
                ...s.rollInfo,
                ...Object.fromEntries(Object.keys(rolls).map((k) => [k, null])),
                ...info,
              },
            };
          }),
        updateSetup: (system, change) => set((s) => ({ [system]: change(s[system] as SetupOf<typeof system>) })),
        startComparing: () =>
          set((s) => ({ compare: { ...s.compare, [s.system]: { other: s[s.system], editing: 'b' } } })),
        editOption: (option) =>
          set((s) => {
            const compare = s.compare[s.system];
            if (!compare || compare.editing === option) return s;
            return {
              [s.system]: compare.other,
              compare: { ...s.compare, [s.system]: { other: s[s.system], editing: option } },
            };
          }),
        stopComparing: (keep) =>
          set((s) => {
            const compare = s.compare[s.system];
            if (!compare) return s;
            return {
              ...(compare.editing === keep ? {} : { [s.system]: compare.other }),
              compare: { ...s.compare, [s.system]: null },
            };
          }),
        setFailed: (failed) => set({ failed }),
        resetSystem: (system) =>
          set((s) => ({
            [system]: DEFAULT_SETUPS[system],
            compare: { ...s.compare, [system]: null },
            ...(() => {
              const none = Object.fromEntries(rollKeysOf(system).map((key) => [key, null]));
              return {
                rolls: { ...s.rolls, ...none },
                rolledFor: { ...s.rolledFor, ...none },
                rollInfo: { ...s.rollInfo, ...none },
              };
            })(),
            failed: null,
          })),
        reset: () => set(INITIAL),
      };
    },
    {
      name: 'adc-combat',
      version: 3,
      // Every stored shape, version 1's too, is read in `merge` (readStoredCombat): a state kept without a version
      // number reaches it as it is.
      migrate: (stored) => stored as never,
      storage: guardedJsonStorage<StoredCombat>({ deferred: true }),
      // The links are made when the write happens (once typing pauses, src/state/deferred-writes.ts), not at every
      // change: JSON.stringify reads the getter then. A roll or a keystroke then makes no link while the screen waits.
      partialize: (s): StoredCombat => ({
        system: s.system,
        get links() {
          return Object.fromEntries(
            SYSTEMS.map((system) => [
              system,
              encodeCombat(combatOf(s, system, system === s.system ? rememberedScreen(s) : firstScreenOf(system))),
            ]),
          );
        },
        rolls: diceToKeep(s),
      }),
      merge: guardedMerge('adc-combat', (stored, current: CombatState) => {
        const { state, notices } = readStoredCombat(stored, current);
        for (const notice of notices) useNoticeStore.getState().add(notice);
        return { ...state, rolledFor: rolledForNow(state) };
      }),
    },
  ),
);
