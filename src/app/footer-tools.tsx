import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PackGame } from '../screens/games';
import { usePendingPackLink } from '../state/packs/pack-link-address';
import { THEMES, usePreferences } from '../state/preferences';
import { showFromTop } from '../ui/show-from-top';
import './tools-words';
import { useWakeLock, useWakeLockSupported } from './wake-lock';

// The footer's preferences and buttons, loaded after the first paint (src/app/app.tsx).

// Opened from the footer: what the app is, whether it works offline yet, how to install it.
const AboutPanel = lazy(() => import('./about-panel').then((m) => ({ default: m.AboutPanel })));

/**
 * A footer button and the panel or page it opens (loaded when first opened); `opened` opens it from elsewhere. The
 * focus comes back to what had it when it opened (the button, the game picker), and nowhere for a page opened by a
 * link: the page is left where it was, not scrolled down to the footer. Closed on a game it shows (a pack played), the
 * page is at that game's top, as a game picked is, and the focus nowhere.
 */
function FooterPanel({
  label,
  opened = false,
  children,
}: {
  readonly label: string;
  readonly opened?: boolean;
  readonly children: (close: (showing?: 'a-game') => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<Element | null>(null);
  const show = () => {
    opener.current = document.activeElement;
    setOpen(true);
  };
  if (opened && !open) show();
  const close = useCallback((showing?: 'a-game') => {
    setOpen(false);
    const back = opener.current;
    // Strictly: a button's click event comes through a close passed as its handler.
    if (showing === 'a-game') showFromTop();
    else if (back instanceof HTMLElement && back !== document.body && back.isConnected) back.focus();
  }, []);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => (open ? close() : show())}
        className="min-h-11 self-start rounded-md border border-white/60 px-3 text-sm hover:bg-white/10"
      >
        {label}
      </button>
      {open && <Suspense fallback={null}>{children(close)}</Suspense>}
    </>
  );
}

// With the packs' game: Play shows the pack at once, as the game picker does, never "Loading…".
const PackPage = lazy(() =>
  Promise.all([import('../screens/packs/pack-page'), PackGame.preload()]).then(([m]) => ({ default: m.PackPage })),
);

/** The game packs' page; the game picker's last choice, or a link holding a pack, opens it. */
function Packs() {
  const { t } = useTranslation();
  const link = usePendingPackLink((s) => s.link);
  return (
    <FooterPanel label={t('packsButton')} opened={link !== null}>
      {(close) => <PackPage onClose={close} link={link} />}
    </FooterPanel>
  );
}

/** The footer's preferences: colours, and keeping the screen awake where the browser can. Loaded after the first paint. */
function Preferences() {
  const { t } = useTranslation();
  const theme = usePreferences((s) => s.theme);
  const setTheme = usePreferences((s) => s.setTheme);
  const keepAwake = usePreferences((s) => s.keepAwake);
  const setKeepAwake = usePreferences((s) => s.setKeepAwake);
  const canKeepAwake = useWakeLockSupported();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <label className="flex flex-wrap items-center gap-2">
        {t('preferences.theme')}
        <select
          value={theme}
          onChange={(e) => setTheme(e.target.value as typeof theme)}
          className="min-h-11 rounded-md border border-white/60 bg-blue-950 px-2 text-white"
        >
          {THEMES.map((id) => (
            <option key={id} value={id}>
              {t(`preferences.themes.${id}`)}
            </option>
          ))}
        </select>
      </label>
      {canKeepAwake && (
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={keepAwake}
            onChange={(e) => setKeepAwake(e.target.checked)}
            className="size-5 accent-amber-400"
          />
          {t('preferences.keepAwake')}
        </label>
      )}
    </div>
  );
}

/**
 * The footer's tools: the preferences, what the app is, the game packs' page; and the screen kept on while the player
 * asked for it (from a moment after the first paint: the first visit does without its code).
 */
export function FooterTools() {
  const { t } = useTranslation();
  useWakeLock();
  return (
    <>
      <Preferences />
      <FooterPanel label={t('aboutButton')}>{(close) => <AboutPanel onClose={close} />}</FooterPanel>
      <Packs />
    </>
  );
}
