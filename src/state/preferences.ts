/** The player's own preferences: never part of a share link (the reader's own choices win). */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { guardedJsonStorage } from './guarded-storage';

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
      merge: (stored, current) => {
        const s = (stored ?? {}) as Partial<Stored>;
        return {
          ...current,
          theme: THEMES.includes(s.theme as Theme) ? (s.theme as Theme) : current.theme,
          keepAwake: typeof s.keepAwake === 'boolean' ? s.keepAwake : current.keepAwake,
        };
      },
    },
  ),
);
