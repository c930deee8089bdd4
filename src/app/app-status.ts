/**
 * What the player is told of the app on this device: whether it works offline yet, and whether and how it can be
 * installed. Loaded once the first screen is on show (src/app/main.tsx, with src/app/update-prompt.tsx); an offer to
 * install made before is kept by scripts/first-paint.js.
 */
import { create } from 'zustand';

/** `ready`: the service worker is active, so every file of the app (every screen of every game) is in its cache. */
export type OfflineState = 'unsupported' | 'preparing' | 'ready';

/** The browser's offer to install the app (Chromium's `beforeinstallprompt`), kept for the Install button. */
export interface InstallOffer {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

interface AppStatus {
  readonly offline: OfflineState;
  /** Set once, when the service worker has just cached the app for the first time on this device. */
  readonly offlineJustReady: boolean;
  readonly installOffer: InstallOffer | null;
  readonly installed: boolean;
}

/** The app runs as an installed app (its own window), not in a browser tab. */
function runsInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || Boolean(window.matchMedia?.('(display-mode: standalone)').matches);
}

/**
 * iPadOS and iOS Safari offer no install prompt to a page: the player adds it to the Home Screen from the Share
 * menu. (iPadOS's Safari says it is a Mac; a Mac has no touch screen.)
 */
export function isAppleTouchDevice(): boolean {
  return (
    /iP(hone|ad|od)/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}

export const useAppStatus = create<AppStatus>()(() => ({
  offline: 'serviceWorker' in navigator ? 'preparing' : 'unsupported',
  offlineJustReady: false,
  // An offer made before this module ran, kept by scripts/first-paint.js.
  installOffer: (window as Window & { adcInstallOffer?: InstallOffer }).adcInstallOffer ?? null,
  installed: runsInstalled(),
}));

/**
 * Follows the service worker until one is active for this page: it is activated only after caching every file. Asked
 * once the app has its first screen on show (src/app/main.tsx), not when this module loads: the first time a page
 * asks for `ready`, Chromium holds it some 10 ms (40 at 4× CPU), which was in the middle of the takeover.
 */
export function followServiceWorker(): void {
  if ('serviceWorker' in navigator) {
    void navigator.serviceWorker.ready.then(() => useAppStatus.setState({ offline: 'ready' }));
  }
}
window.addEventListener('beforeinstallprompt', (event) => {
  useAppStatus.setState({ installOffer: event as unknown as InstallOffer });
});
window.addEventListener('appinstalled', () => useAppStatus.setState({ installOffer: null, installed: true }));

/** Said by the service worker's registration the first time it has cached the app on this device. */
export const offlineJustReady = () => useAppStatus.setState({ offline: 'ready', offlineJustReady: true });

/** Shows the browser's own install dialog; the offer is used up whatever the player answers. */
export async function install(): Promise<void> {
  const offer = useAppStatus.getState().installOffer;
  if (!offer) return;
  useAppStatus.setState({ installOffer: null });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') useAppStatus.setState({ installed: true });
}
