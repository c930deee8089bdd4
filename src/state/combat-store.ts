/**
 * The combat set-up shared by every screen. It holds inputs only: modifiers, totals, chances and results are
 * derived from it when read.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  type CombatSetup,
  DEFAULT_SETUP,
  type Edition,
  type FireSetup,
  type ShockAttacker,
  type ShockDefender,
  type ShockSetup,
  type TerrainId,
  type TerrainSetup,
  terrainRow,
} from '../rules/jours-de-gloire';

import { guardedJsonStorage } from './guarded-storage';
import { useNoticeStore } from './notices';
import { type RollingScreen, SCREENS, type Screen } from './screens';
import { decodeCombat, encodeCombat, type SharedCombat } from './share-link';

export { type RollingScreen, SCREENS, type Screen };

export interface CombatState {
  readonly screen: Screen;
  readonly setup: CombatSetup;
  /** The die last rolled or typed on each screen; null before any roll. */
  readonly rolls: Readonly<Record<RollingScreen, number | null>>;
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
  reset(): void;
}

/** What is kept between visits: the combat as its share link (one validated, versioned format) and the dice. */
interface StoredCombat {
  readonly link: string;
  readonly rolls: Record<RollingScreen, number | null>;
}

const isDie = (v: unknown): v is number | null =>
  v === null || (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 9);

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

const INITIAL = { screen: 'terrain' as Screen, setup: DEFAULT_SETUP, rolls: { fire: null, shock: null } };

export const useCombatStore = create<CombatState>()(
  persist(
    (set) => {
      const setShockState = (fn: (shock: ShockSetup) => ShockSetup) =>
        set((s) => ({ setup: { ...s.setup, shock: fn(s.setup.shock) } }));
      return {
        ...INITIAL,
        setScreen: (screen) => set({ screen }),
        setEdition: (edition) => set((s) => ({ setup: { ...s.setup, edition } })),
        setTerrain: (patch) => set((s) => ({ setup: { ...s.setup, terrain: { ...s.setup.terrain, ...patch } } })),
        setShock: (patch) => setShockState((shock) => ({ ...shock, ...patch })),
        setFire: (patch) => set((s) => ({ setup: { ...s.setup, fire: { ...s.setup.fire, ...patch } } })),
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
          if (patch) set((s) => ({ setup: { ...s.setup, terrain: { ...s.setup.terrain, ...patch } } }));
        },
        setRoll: (screen, die) => set((s) => ({ rolls: { ...s.rolls, [screen]: die } })),
        open: (combat, rolls = {}) =>
          set((s) => ({ screen: combat.screen, setup: combat.setup, rolls: { ...s.rolls, ...rolls } })),
        reset: () => set(INITIAL),
      };
    },
    {
      name: 'adc-combat',
      version: 1,
      // Every stored shape so far is read field by field in `merge`, which keeps what it can and reports the rest;
      // a future shape change adds its conversion here, keyed by the stored version.
      migrate: (stored) => stored as never,
      storage: guardedJsonStorage<StoredCombat>(),
      partialize: (s): StoredCombat => ({
        link: encodeCombat({ screen: s.screen, setup: s.setup }),
        rolls: { ...s.rolls },
      }),
      merge: (stored, current) => {
        const { link, rolls } = (stored ?? {}) as Partial<StoredCombat>;
        if (typeof link !== 'string') return current;
        const { combat, problems } = decodeCombat(link, { screen: current.screen, setup: current.setup });
        if (!combat || problems.length > 0) useNoticeStore.getState().add({ id: 'storage-corrupt', key: 'adc-combat' });
        return {
          ...current,
          ...(combat ?? {}),
          rolls: {
            fire: isDie(rolls?.fire) ? rolls.fire : null,
            shock: isDie(rolls?.shock) ? rolls.shock : null,
          },
        };
      },
    },
  ),
);
