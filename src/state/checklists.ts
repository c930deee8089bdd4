/**
 * Ticks of the sequence-of-play checklists, by checklist and step id, kept on this device so a page reloaded
 * mid-turn (a tablet gone to sleep) keeps its place. Never in a share link: the turn is the player's own.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ownField, ownValue } from '../rules/core/own';
import { type Notice, useNoticeStore } from './notices';
import { guardedJsonStorage, guardedMerge } from './storage/guarded-storage';
import { followOtherTabs } from './storage/other-tabs';

/** A copy of the ticks with one checklist's list replaced, still without a prototype. */
const withList = (ticked: ChecklistState['ticked'], list: string, steps: readonly string[]) =>
  Object.assign(Object.create(null), ticked, { [list]: steps }) as ChecklistState['ticked'];

interface ChecklistState {
  readonly ticked: Readonly<Record<string, readonly string[]>>;
  toggle(list: string, step: string): void;
  restart(list: string): void;
}

/**
 * Reads stored ticks (any version, or none): each checklist's list of step ids that reads is kept, the rest dropped
 * and reported. The lists are keyed by checklist id in an object without a prototype: a stored "constructor" or
 * "__proto__" is just an unknown checklist. Never throws.
 */
export function readStoredTicks(stored: unknown): { ticked: Record<string, readonly string[]>; notices: Notice[] } {
  const ticked: Record<string, readonly string[]> = Object.create(null);
  if (stored === undefined) return { ticked, notices: [] };
  const raw = ownField(stored, 'ticked');
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ticked, notices: [{ id: 'storage-corrupt', key: 'adc-checklists' }] };
  }
  let lost = false;
  for (const [list, steps] of Object.entries(raw)) {
    if (Array.isArray(steps) && steps.every((x) => typeof x === 'string')) ticked[list] = steps;
    else lost = true;
  }
  return { ticked, notices: lost ? [{ id: 'stored-part', key: 'adc-checklists' }] : [] };
}

export const useChecklists = create<ChecklistState>()(
  persist(
    (set) => ({
      ticked: Object.create(null),
      toggle: (list, step) =>
        set((s) => {
          const now = ownValue(s.ticked, list) ?? [];
          return {
            ticked: withList(s.ticked, list, now.includes(step) ? now.filter((x) => x !== step) : [...now, step]),
          };
        }),
      restart: (list) => set((s) => ({ ticked: withList(s.ticked, list, []) })),
    }),
    {
      name: 'adc-checklists',
      version: 1,
      // Every stored shape so far is read in `merge`; a future shape change adds its conversion here.
      migrate: (stored) => stored as never,
      storage: guardedJsonStorage<{ ticked: Record<string, string[]> }>(),
      partialize: ({ ticked }) => ({ ticked: ticked as Record<string, string[]> }),
      merge: guardedMerge('adc-checklists', (stored, current: ChecklistState) => {
        const { ticked, notices } = readStoredTicks(stored);
        for (const notice of notices) useNoticeStore.getState().add(notice);
        return { ...current, ticked };
      }),
    },
  ),
);

// A step ticked in another tab is ticked here too.
followOtherTabs('adc-checklists', useChecklists);
