/** The player's own preferences: never part of a share link (the reader's own choices win). */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isObject, ownField } from '../rules/core/own';
import { type Notice, useNoticeStore } from './notices';
import { guardedJsonStorage, guardedMerge } from './storage/guarded-storage';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

interface PreferencesState {
  readonly theme: Theme;
  /** Keep the screen on while the app is open (Screen Wake Lock API, where the browser has it). */
  readonly keepAwake: boolean;
  setTheme(theme: Theme): void;
  setKeepAwake(on: boolean): void;
}

type Stored = Pick<PreferencesState, 'theme' | 'keepAwake'>;

/**
 * Reads stored preferences (any version, or none): each one that reads is kept, one that does not takes its default
 * and is reported. Never throws.
 */
export function readStoredPreferences(stored: unknown, defaults: Stored): { preferences: Stored; notices: Notice[] } {
  if (stored === undefined) return { preferences: defaults, notices: [] };
  if (!isObject(stored)) {
    return { preferences: defaults, notices: [{ id: 'storage-corrupt', key: 'adc-preferences' }] };
  }
  const storedTheme = ownField(stored, 'theme');
  const theme = THEMES.find((id) => id === storedTheme);
  const keepAwake = ownField(stored, 'keepAwake');
  const lost =
    (theme === undefined && storedTheme !== undefined) || (keepAwake !== undefined && typeof keepAwake !== 'boolean');
  return {
    preferences: {
      theme: theme ?? defaults.theme,
      keepAwake: typeof keepAwake === 'boolean' ? keepAwake : defaults.keepAwake,
    },
    notices: lost ? [{ id: 'stored-part', key: 'adc-preferences' }] : [],
  };
}

export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      theme: 'system',
      keepAwake: false,
      setTheme: (theme) => set({ theme }),
      setKeepAwake: (keepAwake) => set({ keepAwake }),
    }),
    {
      name: 'adc-preferences',
      version: 1,
      // Every stored shape so far is read field by field in `merge`, which keeps what it can and reports the rest;
      // a future shape change adds its conversion here, keyed by the stored version.
      migrate: (stored) => stored as never,
      storage: guardedJsonStorage<Stored>(),
      partialize: ({ theme, keepAwake }) => ({ theme, keepAwake }),
      merge: guardedMerge('adc-preferences', (stored, current: PreferencesState) => {
        const { preferences, notices } = readStoredPreferences(stored, current);
        for (const notice of notices) useNoticeStore.getState().add(notice);
        return { ...current, ...preferences };
      }),
    },
  ),
);
