import { useEffect } from 'react';
import { type Theme, usePreferences } from '../state/preferences';

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

/** Puts the night colours on <html> when chosen, or when the device asks for them and the player left it so. */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && (darkQuery()?.matches ?? false));
  document.documentElement.classList.toggle('dark', dark);
}

export function useTheme(): void {
  const theme = usePreferences((s) => s.theme);
  useEffect(() => {
    applyTheme(theme);
    const query = darkQuery();
    if (theme !== 'system' || !query) return;
    const follow = () => applyTheme('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [theme]);
}
