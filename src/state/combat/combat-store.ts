/**
 * The combat set-up shared by every screen, and its changes: the store (its state: src/state/combat/combat-state.ts), kept
 * between visits (src/state/combat/stored-combat.ts). Each game's own set-up changes live with its screens (updateSetup).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { SetupOf } from '../combat-types';
import { firstScreenOf, type GameId, isPackGame, rollOf, screensOf } from '../game-index';
import { useNoticeStore } from '../notices';
import { guardedJsonStorage, guardedMerge } from '../storage/guarded-storage';
import { comparisonOf, defaultSetupOf, setupOf, withCombat, withSharedCombat } from './combat-selectors';
import { type CombatState, INITIAL_COMBAT_STATE } from './combat-state';
import { rolledForNow, rollKeysOf } from './kept-dice';
import { keptPacks, readStoredCombat, type StoredCombat, storedCombatOf } from './stored-combat';

export const useCombatStore = create<CombatState>()(
  persist(
    (set) => {
      return {
        ...INITIAL_COMBAT_STATE,
        setGame: (game) => {
          // A built-in game shown: the one the next visit opens, not a pack still waiting to be played (one not kept
          // here any more, say).
          if (!isPackGame(game)) keptPacks.game = null;
          set((s) => ({
            game: game,
            screen: screensOf(game).includes(s.screen) ? s.screen : firstScreenOf(game),
            failed: null,
          }));
        },
        setScreen: (screen) => set({ screen, failed: null }),
        setRoll: (key, die, setup, info) =>
          set((s) => ({
            rolls: { ...s.rolls, [key]: die },
            rolledFor: { ...s.rolledFor, [key]: setup },
            rollInfo: { ...s.rollInfo, [key]: info ? { ...info, fromLink: false } : null },
          })),
        open: (combat, rolls = {}, roll) => {
          if (!isPackGame(combat.game)) keptPacks.game = null;
          set((s) => {
            // A roll that came with the link: the screen shared shows it, as the sender's (or as one's own again).
            const key = rollOf(combat.game, combat.screen)?.key;
            const linked = combat.roll && key ? { [key]: combat.roll.die } : {};
            const given = { ...rolls, ...linked };
            const info =
              combat.roll && key ? { [key]: { by: combat.roll.by, at: combat.roll.at, fromLink: roll !== 'own' } } : {};
            return {
              game: combat.game,
              screen: combat.screen,
              failed: null,
              ...withSharedCombat(s, combat),
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
          });
        },
        updateSetup: (game, change) => set((s) => withCombat(s, game, change(setupOf(s, game)), comparisonOf(s, game))),
        startComparing: () =>
          set((s) => withCombat(s, s.game, setupOf(s, s.game), { other: setupOf(s, s.game), editing: 'b' })),
        editOption: (option) =>
          set((s) => {
            const compare = comparisonOf(s, s.game);
            if (!compare || compare.editing === option) return s;
            return withCombat(s, s.game, compare.other, { other: setupOf(s, s.game), editing: option });
          }),
        stopComparing: (keep) =>
          set((s) => {
            const compare = comparisonOf(s, s.game);
            if (!compare) return s;
            return withCombat(s, s.game, compare.editing === keep ? setupOf(s, s.game) : compare.other, null);
          }),
        setFailed: (failed) => set({ failed }),
        resetGame: (game) =>
          set((s) => ({
            ...withCombat(s, game, defaultSetupOf(game), null),
            ...(() => {
              const none = Object.fromEntries(rollKeysOf(game).map((key) => [key, null]));
              return {
                rolls: { ...s.rolls, ...none },
                rolledFor: { ...s.rolledFor, ...none },
                rollInfo: { ...s.rollInfo, ...none },
              };
            })(),
            failed: null,
          })),
        // The game packs played this visit stay in the store, at their defaults.
        reset: () =>
          set((s) => ({
            ...INITIAL_COMBAT_STATE,
            combats: new Map(
              [...s.combats.keys()].map((game) => [game, { setup: defaultSetupOf(game), compare: null }]),
            ),
          })),
      };
    },
    {
      name: 'adc-combat',
      version: 3,
      // Every stored shape, version 1's too, is read in `merge` (readStoredCombat): a state kept without a version
      // number reaches it as it is.
      migrate: (stored) => stored as never,
      storage: guardedJsonStorage<StoredCombat>({ deferred: true }),
      partialize: storedCombatOf,
      merge: guardedMerge('adc-combat', (stored, current: CombatState) => {
        const { state, notices } = readStoredCombat(stored, current);
        for (const notice of notices) useNoticeStore.getState().add(notice);
        return { ...state, rolledFor: rolledForNow(state) };
      }),
    },
  ),
);

/** The combat as storage gave it at start-up: what this tab has changed since is told from it. */
export const combatAtStartUp: CombatState = useCombatStore.getState();

/** A game's set-up, or the part of it `pick` takes: the component draws again only when that part changes. */
export const useSetupOf = <G extends GameId, T = SetupOf<G>>(game: G, pick = (setup: SetupOf<G>) => setup as T): T =>
  useCombatStore((s) => pick(setupOf(s, game)));
