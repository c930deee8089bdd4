/**
 * Ticks of the sequence-of-play checklists, by checklist and step id, kept on this device so a page reloaded
 * mid-turn (a tablet gone to sleep) keeps its place. Never in a share link: the turn is the player's own.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { guardedJsonStorage } from './guarded-storage';

interface ChecklistState {
  readonly ticked: Readonly<Record<string, readonly string[]>>;
  toggle(list: string, step: string): void;
  restart(list: string): void;
}

export const useChecklists = create<ChecklistState>()(
  persist(
    (set) => ({
      ticked: {},
      toggle: (list, step) =>
        set((s) => {
          const now = s.ticked[list] ?? [];
          return {
            ticked: { ...s.ticked, [list]: now.includes(step) ? now.filter((x) => x !== step) : [...now, step] },
          };
        }),
      restart: (list) => set((s) => ({ ticked: { ...s.ticked, [list]: [] } })),
    }),
    {
      name: 'adc-checklists',
      version: 1,
      storage: guardedJsonStorage<{ ticked: Record<string, string[]> }>(),
      partialize: ({ ticked }) => ({ ticked: ticked as Record<string, string[]> }),
      // Only lists of strings are kept; anything else stored under the key is dropped.
      merge: (stored, current) => {
        const raw = (stored as { ticked?: unknown } | undefined)?.ticked;
        if (typeof raw !== 'object' || raw === null) return current;
        const ticked = Object.fromEntries(
          Object.entries(raw).filter(
            (entry): entry is [string, string[]] =>
              Array.isArray(entry[1]) && entry[1].every((x) => typeof x === 'string'),
          ),
        );
        return { ...current, ticked };
      },
    },
  ),
);
