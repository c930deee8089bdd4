import { useEffect } from 'react';

export const wakeLockSupported = (): boolean => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

/**
 * Keeps the screen on while `on` and the page is visible. The browser drops the lock when the page is hidden, so it
 * is asked for again on return; a browser that refuses (no support, battery saver) leaves the screen as it is.
 */
export function useScreenWakeLock(on: boolean): void {
  useEffect(() => {
    if (!on || !wakeLockSupported()) return;
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
  }, [on]);
}
