/**
 * The combat of the game pack in play (src/screens/packs/pack-game.tsx): its set-up, the die rolled for it on each of
 * the pack's rolls, the option kept to compare with, and the set-ups before and after it for Undo and Redo. Kept for
 * this visit; the page's address holds its link, so a reload opens it again.
 */
import { create } from 'zustand';
import type { PackSetup } from '../rules/packs/engine';
import { packHash } from './pack-link-parts';

/** Which combat is kept: one per pack and per text of it (another text of the pack starts afresh). */
export const packCombatKey = (id: string, text: string): string => `${id}@${packHash(text)}`;

/** As many steps back and forth as a built-in game keeps. */
export const MAX_PACK_STEPS = 50;

/** A die rolled for one roll of the pack, and the set-up it was rolled for (its result shows while that one is up). */
export interface PackDie {
  readonly die: number;
  readonly by: 'app' | 'player';
  readonly setup: PackSetup;
}

interface PackCombatState {
  readonly packId: string | null;
  readonly setup: PackSetup;
  /** By roll id (a Map: ids come from the pack). */
  readonly dice: ReadonlyMap<string, PackDie>;
  /** The roll a link shares: the one last rolled or changed. */
  readonly roll: string | null;
  /** Option A of a comparison: a roll and the set-up kept for it; the set-up on show is option B. */
  readonly compare: { readonly roll: string; readonly setup: PackSetup } | null;
  readonly past: readonly PackSetup[];
  readonly future: readonly PackSetup[];
  /** Asked from the roll log: the pack played opens on its own log. */
  readonly openOnLog: boolean;
  /** A pack's combat, afresh (the picker) or from a link or the log (its set-up, and the die on its roll and who rolled it). */
  start(packId: string, setup: PackSetup, opened?: { roll: string; die: number | null; by?: PackDie['by'] }): void;
  change(roll: string, setup: PackSetup): void;
  rolled(roll: string, die: number, by: PackDie['by']): void;
  setCompare(compare: PackCombatState['compare']): void;
  undo(): void;
  redo(): void;
}

/** No pack's combat: before a pack is first played. */
export const NO_PACK_COMBAT = {
  packId: null,
  setup: {},
  dice: new Map(),
  roll: null,
  compare: null,
  past: [],
  future: [],
  openOnLog: false,
} as const satisfies Partial<PackCombatState>;

export const usePackCombat = create<PackCombatState>()((set) => ({
  ...NO_PACK_COMBAT,
  start: (packId, setup, opened) =>
    set({
      packId,
      setup,
      dice:
        opened && opened.die !== null
          ? new Map([[opened.roll, { die: opened.die, by: opened.by ?? 'app', setup }]])
          : new Map(),
      roll: opened?.roll ?? null,
      compare: null,
      past: [],
      future: [],
    }),
  change: (roll, setup) =>
    set((s) => ({
      setup,
      roll,
      past: [...s.past, s.setup].slice(-MAX_PACK_STEPS),
      future: [],
    })),
  rolled: (roll, die, by) => set((s) => ({ roll, dice: new Map([...s.dice, [roll, { die, by, setup: s.setup }]]) })),
  setCompare: (compare) => set({ compare }),
  // The very set-up object comes back: a die rolled for it shows its result again.
  undo: () =>
    set((s) => {
      const previous = s.past.at(-1);
      return previous ? { setup: previous, past: s.past.slice(0, -1), future: [s.setup, ...s.future] } : s;
    }),
  redo: () =>
    set((s) => {
      const [next, ...future] = s.future;
      return next ? { setup: next, past: [...s.past, s.setup], future } : s;
    }),
}));
