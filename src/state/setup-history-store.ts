/**
 * Each game's undo and redo steps (src/state/setup-history.ts), kept between visits. The combat store knows nothing
 * of them: this store watches it, and records each change of a game's set-up or comparison, whoever made it (a field,
 * a reset, a comparison, a link or a roll-log entry opened). Loaded after the first paint (src/app/undo-keys.ts).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isObject, ownField } from '../rules/core/own';
import { rememberedScreen } from './combat-selectors';
import { type CombatState, DEFAULT_SETUPS } from './combat-state';
import { useCombatStore } from './combat-store';
import { firstScreenOf, GAME_IDS, type GameId, screensOf } from './game-index';
import { guardedJsonStorage, guardedMerge } from './guarded-storage';
import { type Notice, useNoticeStore } from './notices';
import {
  type GameHistory,
  linkOfStep,
  moved,
  NO_HISTORY,
  readStep,
  recorded,
  type SetupStep,
  storedSteps,
} from './setup-history';

type Histories = Readonly<Record<GameId, GameHistory>>;
const NO_HISTORIES = Object.fromEntries(GAME_IDS.map((game) => [game, NO_HISTORY])) as Histories;

interface SetupHistoryState {
  readonly games: Histories;
  /** The game on show back to its set-up before its last change, on the screen it was made on. Never a roll. */
  undo(): void;
  /** The change last undone in the game on show, made again. */
  redo(): void;
  clear(): void;
}

/** What storage keeps: each game's steps as links, oldest first. */
interface StoredHistory {
  readonly games: Partial<Record<GameId, { readonly past: readonly string[]; readonly future: readonly string[] }>>;
}

/**
 * Reads stored steps (any shape): each game's lists of links, read as set-ups only when an undo or redo reaches them.
 * What is not a list of links is set aside and counted in a notice. Never throws.
 */
export function readStoredHistory(stored: unknown): { games: Histories; notices: Notice[] } {
  if (stored === undefined) return { games: NO_HISTORIES, notices: [] };
  const games = ownField(stored, 'games');
  if (!isObject(games)) return { games: NO_HISTORIES, notices: [{ id: 'storage-corrupt', key: 'adc-undo' }] };
  let unread = 0;
  const read = Object.fromEntries(
    GAME_IDS.map((game): [GameId, GameHistory] => {
      const kept = ownField(games, game);
      if (kept === undefined) return [game, NO_HISTORY];
      const past = storedSteps(ownField(kept, 'past'));
      const future = storedSteps(ownField(kept, 'future'));
      unread += past.unread + future.unread + (isObject(kept) ? 0 : 1);
      return [game, { past: past.steps, future: future.steps, last: null }];
    }),
  ) as Histories;
  return { games: read, notices: unread > 0 ? [{ id: 'undo-steps-dropped', count: unread }] : [] };
}

/** While an undo or redo puts a set-up back: not a change to record. */
let stepping = false;

/** The game on show one step back (undo) or forward (redo): its set-up, comparison and screen. */
function step(from: 'past' | 'future', histories: Histories): Histories {
  const s = useCombatStore.getState();
  const game = s.game;
  const now = { setup: s[game], compare: s.compare[game] };
  const { step, history, dropped } = moved(histories[game], from, now, (kept) => readStep(game, kept, DEFAULT_SETUPS));
  if (dropped > 0) useNoticeStore.getState().add({ id: 'undo-steps-dropped', count: dropped });
  if (step) {
    stepping = true;
    try {
      useCombatStore.setState({
        [game]: step.setup,
        compare: { ...s.compare, [game]: step.compare },
        screen: screensOf(game).includes(step.screen) ? step.screen : s.screen,
        failed: null,
      } as Partial<CombatState>);
    } finally {
      stepping = false;
    }
  }
  return { ...histories, [game]: history };
}

export const useSetupHistory = create<SetupHistoryState>()(
  persist(
    (set) => ({
      games: NO_HISTORIES,
      undo: () => set((s) => ({ games: step('past', s.games) })),
      redo: () => set((s) => ({ games: step('future', s.games) })),
      clear: () => set({ games: NO_HISTORIES }),
    }),
    {
      name: 'adc-undo',
      version: 1,
      migrate: (stored) => stored as never,
      storage: guardedJsonStorage<StoredHistory>({ deferred: true }),
      // The links are made when the write happens (each step's once), not at every change.
      partialize: ({ games }) => ({
        get games() {
          return Object.fromEntries(
            GAME_IDS.filter((game) => games[game].past.length + games[game].future.length > 0).map((game) => [
              game,
              {
                past: games[game].past.map((kept) => linkOfStep(game, kept)),
                future: games[game].future.map((kept) => linkOfStep(game, kept)),
              },
            ]),
          );
        },
      }),
      merge: guardedMerge('adc-undo', (stored, current: SetupHistoryState) => {
        const { games, notices } = readStoredHistory(stored);
        for (const notice of notices) useNoticeStore.getState().add(notice);
        return { ...current, games };
      }),
    },
  ),
);

// Every change of a game's set-up or comparison is a step: the set-up before it, on the screen the player was on
// (for a game not on show, its first screen).
useCombatStore.subscribe((now, before) => {
  if (stepping) return;
  const changes = GAME_IDS.filter((game) => now[game] !== before[game] || now.compare[game] !== before.compare[game]);
  if (changes.length === 0) return;
  const at = Date.now();
  useSetupHistory.setState((s) => {
    const games = { ...s.games };
    for (const game of changes) {
      const was: SetupStep = {
        setup: before[game],
        compare: before.compare[game],
        screen: before.game === game ? rememberedScreen(before) : firstScreenOf(game),
      };
      games[game] = recorded(games[game], was, { setup: now[game], compare: now.compare[game] }, at);
    }
    return { games };
  });
});
