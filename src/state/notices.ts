/**
 * Messages for the player about what the app could not do as asked: a share link it could not fully read, stored
 * data it had to set aside, storage it cannot use. Ids and field keys only; the UI words them.
 */
import { create } from 'zustand';
import type { GameId } from './game-index';
import type { LinkProblem } from './links/share-link';

/** The keys of what the app keeps in the browser's storage, each read and reported on its own. */
export type StorageKey =
  | 'adc-combat'
  | 'adc-roll-log'
  | 'adc-preferences'
  | 'adc-checklists'
  | 'adc-undo'
  | 'adc-packs';

export type Notice =
  /** A link read in part (`game`: the game it opened, whose fields the problems name) or not at all. */
  | { readonly id: 'link'; readonly game?: GameId; readonly problems: readonly LinkProblem[] }
  | { readonly id: 'storage-unavailable' }
  /** Nothing under `key` could be read (not JSON, not a stored state): all of it was set aside. */
  | { readonly id: 'storage-corrupt'; readonly key: StorageKey }
  /** One game's stored set-up, whole (a problem that is not a field's) or in some of its fields. */
  | { readonly id: 'stored-setup'; readonly game: GameId; readonly problems: readonly LinkProblem[] }
  /**
   * A game pack's new text went on from the set-up of the text it replaced, but for these fields, at their defaults,
   * and without the die rolled there (`dieNotCarried`).
   */
  | {
      readonly id: 'other-text-setup';
      readonly game: GameId;
      readonly problems: readonly LinkProblem[];
      readonly dieNotCarried?: true;
    }
  /** The game last shown or the dice last rolled could not be read: the app opened where it starts. */
  | { readonly id: 'stored-place' }
  /** Parts of the preferences or of the checklists' ticks could not be read and took their defaults. */
  | { readonly id: 'stored-part'; readonly key: 'adc-preferences' | 'adc-checklists' }
  /** Entries of the roll log that could not be read, set aside. */
  | { readonly id: 'log-entries-dropped'; readonly count: number }
  /** Undo or redo steps kept from an earlier visit that could not be read, set aside. */
  | { readonly id: 'undo-steps-dropped'; readonly count: number }
  /** Readable entries of a stored log beyond what it keeps: the oldest were dropped. */
  | { readonly id: 'log-entries-over-cap'; readonly count: number; readonly max: number };

interface NoticeState {
  readonly notices: readonly Notice[];
  /** Adds a notice, replacing one with the same id (and key or game). */
  add(notice: Notice): void;
  dismiss(notice: Notice): void;
  clear(): void;
}

/** What tells two notices of the same id apart: the storage key or the game they are about. */
export const noticeKey = (n: Notice): string => `${n.id}/${'key' in n ? n.key : ''}/${'game' in n ? n.game : ''}`;
const same = (a: Notice, b: Notice) => noticeKey(a) === noticeKey(b);

export const useNoticeStore = create<NoticeState>()((set) => ({
  notices: [],
  add: (notice) => set((s) => ({ notices: [...s.notices.filter((n) => !same(n, notice)), notice] })),
  dismiss: (notice) => set((s) => ({ notices: s.notices.filter((n) => !same(n, notice)) })),
  clear: () => set({ notices: [] }),
}));
