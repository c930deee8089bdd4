/**
 * The combat set-up shared by every screen. It holds inputs only: modifiers, totals, chances and results are
 * derived from it when read.
 */
import { useMemo } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
// The systems' set-up modules only (inputs and defaults): their rules load with their screens.
import { CORBACH_DEFAULT_SETUP, type CorbachSetup } from '../rules/corbach/setup';
import { D6, D10_ZERO_TO_NINE } from '../rules/core/dice';
import type { Die } from '../rules/core/types';
import { type TerrainId, terrainRow } from '../rules/jours-de-gloire/data/terrain-chart';
import type { Edition } from '../rules/jours-de-gloire/editions';
import {
  type CombatSetup,
  DEFAULT_SETUP,
  type FireSetup,
  type ShockAttacker,
  type ShockDefender,
  type ShockSetup,
  type TerrainSetup,
} from '../rules/jours-de-gloire/setup';
import { PG_DEFAULT_SETUP, type PgSetup } from '../rules/prussias-glory/setup';
import { guardedJsonStorage } from './guarded-storage';
import { useNoticeStore } from './notices';
import {
  ROLLING_SCREENS,
  type RollingScreen,
  SCREENS,
  type Screen,
  SYSTEMS,
  type SystemId,
  screensOf,
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

export { type RollingScreen, SCREENS, type Screen, type SystemId };

/** The die each rolling screen rolls: a d10 read 0–9 in Jours de Gloire, a d6 in Corbach and Prussia's Glory. */
export const DIE_OF_SCREEN: Readonly<Record<RollingScreen, Die>> = {
  fire: D10_ZERO_TO_NINE,
  shock: D10_ZERO_TO_NINE,
  artillery: D6,
  combat: D6,
  morale: D6,
};

export interface CombatState extends CombatSetups {
  /** The game the player is looking at; each system keeps its own set-up meanwhile. */
  readonly system: SystemId;
  readonly screen: Screen;
  /** The die last rolled or typed on each screen; null before any roll. */
  readonly rolls: Readonly<Record<RollingScreen, number | null>>;
  /** Each system's comparison of two options, or null: the set-up above is the option being edited. */
  readonly compare: Comparisons;
  /** Shows another game, on the same screen where it has one. */
  setSystem(system: SystemId): void;
  setScreen(screen: Screen): void;
  /** Which card's rules: the 2016 tables or the 2006 "Empire" tables. */
  setEdition(edition: Edition): void;
  setTerrain(patch: Partial<TerrainSetup>): void;
  setShock(patch: Partial<Omit<ShockSetup, 'attackers' | 'defenders'>>): void;
  setFire(patch: Partial<FireSetup>): void;
  updateAttacker(index: number, patch: Partial<ShockAttacker>): void;
  updateDefender(index: number, patch: Partial<ShockDefender>): void;
  addAttacker(): void;
  addDefender(): void;
  removeAttacker(index: number): void;
  removeDefender(index: number): void;
  /** Puts a row of the terrain chart into the set-up, where that kind of terrain belongs. */
  chooseTerrain(id: TerrainId): void;
  setRoll(screen: RollingScreen, die: number | null): void;
  /** Replaces screen and set-up at once: a share link or a roll-log entry reopened. */
  open(combat: SharedCombat, rolls?: Partial<Record<RollingScreen, number | null>>): void;
  updateJdg(change: (setup: CombatSetup) => CombatSetup): void;
  updateCorbach(change: (setup: CorbachSetup) => CorbachSetup): void;
  updatePg(change: (setup: PgSetup) => PgSetup): void;
  /** Makes option B, a copy of the set-up on screen, and edits it. */
  startComparing(): void;
  /** Edits option A or B: the two trade places between the screen and the comparison. */
  editOption(option: CompareOption): void;
  /** Ends the comparison, keeping one option on screen. */
  stopComparing(keep: CompareOption): void;
  reset(): void;
}

/**
 * What is kept between visits: each system's set-up as its share link (one validated, versioned format; the active
 * system's link also holds the screen), the active system, and the dice. Version 1 kept one Jours de Gloire link.
 */
interface StoredCombat {
  readonly system: SystemId;
  readonly links: Partial<Record<SystemId, string>>;
  readonly rolls: Partial<Record<RollingScreen, number | null>>;
}

const isDieOf = (screen: RollingScreen, v: unknown): v is number | null =>
  v === null || DIE_OF_SCREEN[screen].faces.includes(v as number);

const LEVEL_ROWS: Partial<Record<TerrainId, number>> = {
  'level-up-1': 1,
  'level-up-2': 2,
  'level-down-1': -1,
  'level-down-2': -2,
};

/** Where a chart row goes in the set-up, or null for rows that are not a combat choice (roads, movement rows). */
export function terrainPatch(id: TerrainId): Partial<TerrainSetup> | null {
  switch (terrainRow(id).kind) {
    case 'hex':
      return { hex: id as TerrainSetup['hex'], work: 'none' };
    case 'hexside':
      return { hexside: id as TerrainSetup['hexside'] };
    case 'level':
      return { levelDifference: LEVEL_ROWS[id] ?? 0 };
    case 'work':
      return { work: id as TerrainSetup['work'], workDirection: 'into' };
    default:
      return null;
  }
}

const replaceAt = <T>(list: readonly T[], index: number, patch: Partial<T>): T[] =>
  list.map((item, i) => (i === index ? { ...item, ...patch } : item));

const NO_ROLLS = Object.fromEntries(ROLLING_SCREENS.map((screen) => [screen, null])) as Record<
  RollingScreen,
  number | null
>;

/** Every system's default set-up. */
export const DEFAULT_SETUPS: CombatSetups = {
  jdg: DEFAULT_SETUP,
  corbach: CORBACH_DEFAULT_SETUP,
  pg: PG_DEFAULT_SETUP,
};

type Comparisons = { readonly [S in SystemId]: Comparison<SetupOf<S>> | null };
const NO_COMPARISONS: Comparisons = { jdg: null, corbach: null, pg: null };

const INITIAL = {
  system: 'jdg' as SystemId,
  screen: 'terrain' as Screen,
  ...DEFAULT_SETUPS,
  rolls: NO_ROLLS,
  compare: NO_COMPARISONS,
};

/** The active system's combat, as a share link carries it, for a component: a new object only when it changes. */
export function useActiveCombat(): SharedCombat {
  const system = useCombatStore((s) => s.system);
  const screen = useCombatStore((s) => s.screen);
  const setup = useCombatStore((s) => s[s.system]);
  const compare = useCombatStore((s) => s.compare[s.system]);
  return useMemo(
    () => ({ system, screen, setup, ...(compare ? { compare } : {}) }) as SharedCombat,
    [system, screen, setup, compare],
  );
}

/** A system's combat, as a share link carries it (on `screen`). */
const combatOf = (s: Pick<CombatState, 'compare' | keyof CombatSetups>, system: SystemId, screen: Screen) => {
  const compare = s.compare[system];
  return { system, screen, setup: s[system], ...(compare ? { compare } : {}) } as SharedCombat;
};

/** The active system's combat, as a share link carries it. */
export const activeCombat = (s: Pick<CombatState, 'system' | 'screen' | 'compare' | keyof CombatSetups>) =>
  combatOf(s, s.system, s.screen);

/** The combat a first visit shows: Jours de Gloire's terrain chart, default set-up. */
export const DEFAULT_COMBAT: SharedCombat = activeCombat(INITIAL);

export const useCombatStore = create<CombatState>()(
  persist(
    (set) => {
      const setShockState = (fn: (shock: ShockSetup) => ShockSetup) =>
        set((s) => ({ jdg: { ...s.jdg, shock: fn(s.jdg.shock) } }));
      return {
        ...INITIAL,
        setSystem: (system) =>
          set((s) => ({ system, screen: screensOf(system).includes(s.screen) ? s.screen : 'terrain' })),
        setScreen: (screen) => set({ screen }),
        setEdition: (edition) => set((s) => ({ jdg: { ...s.jdg, edition } })),
        setTerrain: (patch) => set((s) => ({ jdg: { ...s.jdg, terrain: { ...s.jdg.terrain, ...patch } } })),
        setShock: (patch) => setShockState((shock) => ({ ...shock, ...patch })),
        setFire: (patch) => set((s) => ({ jdg: { ...s.jdg, fire: { ...s.jdg.fire, ...patch } } })),
        updateAttacker: (index, patch) =>
          setShockState((shock) => ({ ...shock, attackers: replaceAt(shock.attackers, index, patch) })),
        updateDefender: (index, patch) =>
          setShockState((shock) => ({ ...shock, defenders: replaceAt(shock.defenders, index, patch) })),
        addAttacker: () =>
          setShockState((shock) => ({
            ...shock,
            attackers: [...shock.attackers, shock.attackers.at(-1) ?? DEFAULT_SETUP.shock.attackers[0]].filter(
              (u) => u !== undefined,
            ),
          })),
        addDefender: () =>
          setShockState((shock) => ({
            ...shock,
            defenders: [...shock.defenders, shock.defenders.at(-1) ?? DEFAULT_SETUP.shock.defenders[0]].filter(
              (u) => u !== undefined,
            ),
          })),
        removeAttacker: (index) =>
          setShockState((shock) => ({ ...shock, attackers: shock.attackers.filter((_, i) => i !== index) })),
        removeDefender: (index) =>
          setShockState((shock) => ({ ...shock, defenders: shock.defenders.filter((_, i) => i !== index) })),
        chooseTerrain: (id) => {
          const patch = terrainPatch(id);
          if (patch) set((s) => ({ jdg: { ...s.jdg, terrain: { ...s.jdg.terrain, ...patch } } }));
        },
        setRoll: (screen, die) => set((s) => ({ rolls: { ...s.rolls, [screen]: die } })),
        open: (combat, rolls = {}) =>
          set((s) => ({
            system: combat.system,
            screen: combat.screen,
            [combat.system]: combat.setup,
            compare: { ...s.compare, [combat.system]: combat.compare ?? null },
            rolls: { ...s.rolls, ...rolls },
          })),
        updateJdg: (change) => set((s) => ({ jdg: change(s.jdg) })),
        updateCorbach: (change) => set((s) => ({ corbach: change(s.corbach) })),
        updatePg: (change) => set((s) => ({ pg: change(s.pg) })),
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
        reset: () => set(INITIAL),
      };
    },
    {
      name: 'adc-combat',
      version: 2,
      migrate: (stored, version) => {
        if (version < 2) {
          const { link, rolls } = (stored ?? {}) as { link?: unknown; rolls?: unknown };
          return { system: 'jdg', links: { jdg: link }, rolls } as never;
        }
        return stored as never;
      },
      storage: guardedJsonStorage<StoredCombat>({ deferred: true }),
      // The links are made when the write happens (once typing pauses, src/state/deferred-writes.ts), not at every
      // change: JSON.stringify reads the getter then. A roll or a keystroke then makes no link while the screen waits.
      partialize: (s): StoredCombat => ({
        system: s.system,
        get links() {
          return Object.fromEntries(
            SYSTEMS.map((system) => [
              system,
              encodeCombat(combatOf(s, system, system === s.system ? s.screen : 'terrain')),
            ]),
          );
        },
        rolls: { ...s.rolls },
      }),
      // Read field by field: what can be read is kept, the rest falls back to the defaults and is reported.
      merge: (stored, current) => {
        const { system, links, rolls } = (stored ?? {}) as Partial<StoredCombat>;
        if (typeof links !== 'object' || links === null) return current;
        let next: CombatState = current;
        let damaged = false;
        for (const linkSystem of SYSTEMS) {
          const link = links[linkSystem];
          if (typeof link !== 'string') continue;
          const { combat, problems } = decodeCombat(link, next);
          if (!combat || combat.system !== linkSystem || problems.length > 0) damaged = true;
          if (combat?.system === linkSystem) {
            next = {
              ...next,
              [linkSystem]: combat.setup,
              compare: { ...next.compare, [linkSystem]: combat.compare ?? null },
              ...(linkSystem === system ? { screen: combat.screen } : {}),
            };
          }
        }
        if (damaged) useNoticeStore.getState().add({ id: 'storage-corrupt', key: 'adc-combat' });
        const active = SYSTEMS.find((id) => id === system) ?? current.system;
        return {
          ...next,
          system: active,
          screen: screensOf(active).includes(next.screen) ? next.screen : 'terrain',
          rolls: Object.fromEntries(
            ROLLING_SCREENS.map((screen) => [screen, isDieOf(screen, rolls?.[screen]) ? rolls[screen] : null]),
          ) as Record<RollingScreen, number | null>,
        };
      },
    },
  ),
);
