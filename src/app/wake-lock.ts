import { useSyncExternalStore } from 'react';
import { usePreferences } from '../state/preferences';
import { useScreenWakeLock, wakeLockSupported } from '../ui/screen-wake-lock';

const unchanging = () => () => undefined;
/**
 * Whether this browser can keep the screen on: false in the screen rendered at build time, and while the app takes
 * that screen over (its first render must match the HTML), then this browser's answer.
 */
export const useWakeLockSupported = (): boolean => useSyncExternalStore(unchanging, wakeLockSupported, () => false);

/** Keeps the screen on while the app is visible and the player asked for it. */
export function useWakeLock(): void {
  useScreenWakeLock(usePreferences((s) => s.keepAwake));
}
