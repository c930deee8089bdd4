/**
 * Each game's undo and redo steps (src/state/combat/setup-history.ts), kept between visits. The combat store knows nothing
 * of them: this store watches it, and records each change of a game's set-up or comparison, whoever made it (a field,
 * a reset, a comparison, a link or a roll-log entry opened). Loaded after the first paint (src/app/undo-keys.ts).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isObject, ownField } from '../../rules/core/own';
import { firstScreenOf, type GameId, isKeptGame, screensOf } from '../game-index';
import { type Notice, useNoticeStore } from '../notices';
import { guardedJsonStorage, guardedMerge } from '../storage/guarded-storage';
import { followingOtherTab, followOtherTabs } from '../storage/other-tabs';
import { changedGames } from './changed-games';
import { comparisonOf, rememberedScreen, setupOf, withCombat } from './combat-selectors';
import { useCombatStore } from './combat-store';
import {
  type GameHistory,
  linkOfStep,
  moved,
  NO_HISTORY,
  readStep,
  recorded,
  stepOn,
  storedSteps,
} from './setup-history';

/** Each game's steps, by game id (a Map: ids come from storage and packs). A game without steps has none here. */
type Histories = ReadonlyMap<string, GameHistory>;
const NO_HISTORIES: Histories = new Map();
const historyOf = (games: Histories, game: string): GameHistory => games.get(game) ?? NO_HISTORY;

interface SetupHistoryState {
  readonly games: Histories;
  /** The game on show back to its set-up before its last change, on the screen it was made on. Never a roll. */
  undo(): void;
  /** The change last undone in the game on show, made again. */
  redo(): void;
  clear(): void;
}

/** What storage keeps: each game's steps as links, oldest first (a pack's in its own link format). */
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
  const read = new Map<string, GameHistory>();
  for (const game of Object.keys(games)) {
    if (!isKeptGame(game)) continue;
    const kept = ownField(games, game);
    const past = storedSteps(ownField(kept, 'past'));
    const future = storedSteps(ownField(kept, 'future'));
    unread += past.unread + future.unread + (isObject(kept) ? 0 : 1);
    if (past.steps.length + future.steps.length > 0)
      read.set(game, { past: past.steps, future: future.steps, last: null });
  }
  return { games: read, notices: unread > 0 ? [{ id: 'undo-steps-dropped', count: unread }] : [] };
}

/** While an undo or redo puts a set-up back: not a change to record. */
let stepping = false;

/** The game on show one step back (undo) or forward (redo): its set-up, comparison and screen. */
function step(from: 'past' | 'future', histories: Histories): Histories {
  const s = useCombatStore.getState();
  const game = s.game;
  const now = { setup: setupOf(s, game), compare: comparisonOf(s, game) };
  const { step, history, dropped } = moved(historyOf(histories, game), from, now, (kept) => readStep(game, kept));
  if (dropped > 0) useNoticeStore.getState().add({ id: 'undo-steps-dropped', count: dropped });
  if (step) {
    stepping = true;
    try {
      useCombatStore.setState({
        ...withCombat(s, game, step.setup, step.compare),
        screen: screensOf(game).includes(step.screen) ? step.screen : s.screen,
        failed: null,
      });
    } finally {
      stepping = false;
    }
  }
  return new Map([...histories, [game, history]]);
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
            [...games]
              .filter(([, history]) => history.past.length + history.future.length > 0)
              .map(([game, history]) => [
                game,
                {
                  past: history.past.map((kept) => linkOfStep(game as GameId, kept)),
                  future: history.future.map((kept) => linkOfStep(game as GameId, kept)),
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
  // Another tab's change, read into this one, is that tab's step (its undo steps come with its write of them).
  if (stepping || followingOtherTab.now) return;
  const changes = changedGames(now, before);
  if (changes.length === 0) return;
  const at = Date.now();
  useSetupHistory.setState((s) => {
    const games = new Map(s.games);
    for (const game of changes) {
      const screen = before.game === game ? rememberedScreen(before) : firstScreenOf(game);
      const was = stepOn(
        { setup: setupOf(before, game), compare: comparisonOf(before, game) },
        screen,
        now.game === game ? rememberedScreen(now) : screen,
      );
      const after = { setup: setupOf(now, game), compare: comparisonOf(now, game) };
      games.set(game, recorded(historyOf(games, game), was, after, at));
    }
    return { games };
  });
});

followOtherTabs('adc-undo', useSetupHistory);
