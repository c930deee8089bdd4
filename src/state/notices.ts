/**
 * Messages for the player about what the app could not do as asked: a share link it could not fully read, stored
 * data it had to set aside, storage it cannot use. Ids and field keys only; the UI words them.
 */
import { create } from 'zustand';
import type { LinkProblem } from './share-link';

export type Notice =
  | { readonly id: 'link'; readonly problems: readonly LinkProblem[] }
  | { readonly id: 'storage-unavailable' }
  | { readonly id: 'storage-corrupt'; readonly key: string }
  | { readonly id: 'log-entries-dropped'; readonly count: number };

interface NoticeState {
  readonly notices: readonly Notice[];
  /** Adds a notice, replacing one with the same id (and key). */
  add(notice: Notice): void;
  dismiss(notice: Notice): void;
  clear(): void;
}

const same = (a: Notice, b: Notice) =>
  a.id === b.id && ('key' in a ? a.key : undefined) === ('key' in b ? b.key : undefined);

export const useNoticeStore = create<NoticeState>()((set) => ({
  notices: [],
  add: (notice) => set((s) => ({ notices: [...s.notices.filter((n) => !same(n, notice)), notice] })),
  dismiss: (notice) => set((s) => ({ notices: s.notices.filter((n) => !same(n, notice)) })),
  clear: () => set({ notices: [] }),
}));
