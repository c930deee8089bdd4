import { useEffect, useSyncExternalStore } from 'react';
import { usePreferences } from '../state/preferences';

export const wakeLockSupported = (): boolean => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

const unchanging = () => () => undefined;
/**
 * Whether this browser can keep the screen on: false in the screen rendered at build time, and while the app takes
 * that screen over (its first render must match the HTML), then this browser's answer.
 */
export const useWakeLockSupported = (): boolean => useSyncExternalStore(unchanging, wakeLockSupported, () => false);

/**
 * Keeps the screen on while the app is visible and the player asked for it. The browser drops the lock when the
 * page is hidden, so it is asked for again on return.
 */
export function useWakeLock(): void {
  const keepAwake = usePreferences((s) => s.keepAwake);
  useEffect(() => {
    if (!keepAwake || !wakeLockSupported()) return;
    let sentinel: WakeLockSentinel | null = null;
    let live = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (live) sentinel = lock;
          else void lock.release();
        },
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, [keepAwake]);
}
