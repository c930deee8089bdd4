import { useRegisterSW } from 'virtual:pwa-register/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Icon } from '../ui/icons';
import { PassingNote } from '../ui/passing-note';
import './about-words';
import './tools-words';
import { install, offlineJustReady, useAppStatus } from './app-status';
import { hostChangelog, whatsNew } from './whats-new';

// Shown only with an update's changelog: its styles come with the full sheet, not the first screen's.
const WhatsNewList = lazy(() => import('./whats-new-list').then((m) => ({ default: m.WhatsNewList })));

// Loaded with the offer of a new version, after the first screen (src/app/main.tsx): the service worker's state.
export { followServiceWorker } from './app-status';

const hide = () => useAppStatus.setState({ offlineJustReady: false });

/** How long the note that the app now works offline stays, unless dismissed. */
const OFFLINE_NOTE_MS = 6000;

/**
 * Said once, when the service worker has first cached every screen of every game on this device: discreet, under the
 * header (in the shell's status anchor, which follows the header as the page scrolls), gone by itself; a tap on the
 * screen under its words goes through. Where the browser offers to install the app, the note offers it too. The About
 * panel says it thereafter.
 */
function OfflineReadyNote() {
  const { t } = useTranslation();
  const show = useAppStatus((s) => s.offlineJustReady);
  const offer = useAppStatus((s) => s.installOffer);
  useEffect(() => {
    if (!show) return;
    const timer = setTimeout(hide, OFFLINE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [show]);
  if (!show) return null;
  return (
    <PassingNote
      tone="app"
      role="status"
      data-offline-ready
      action={offer && { label: t('about.install.button'), onClick: () => void install() }}
      dismissLabel={t('offlineReady.dismiss')}
      onDismiss={hide}
    >
      <p className="flex-1">
        <Icon name="done" className="mr-1" />
        {t('offlineReady.note')}
      </p>
    </PassingNote>
  );
}

/**
 * Offers a new version of the app when one has been downloaded; it is applied only when the player says so, and
 * the set-up survives (it is kept in storage and in the address).
 */
export function UpdatePrompt() {
  const { t, i18n } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onOfflineReady: offlineJustReady });
  // The new version's changelog, asked of the host once an update is offered: its version and what changed since this
  // one, in the page's language (worded again when the language changes).
  const [changelog, setChangelog] = useState<unknown>(null);
  useEffect(() => {
    if (needRefresh) void hostChangelog().then(setChangelog);
  }, [needRefresh]);
  const news = whatsNew(changelog, __APP_VERSION__, i18n.resolvedLanguage ?? 'en');
  return (
    <>
      <OfflineReadyNote />
      {needRefresh && (
        <div
          role="alert"
          className="fixed inset-x-3 bottom-3 z-10 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-lg border-2 border-amber-400 bg-blue-950 p-3 text-white"
        >
          <p className="flex-1">{news ? t('update.readyVersion', { version: news.version }) : t('update.ready')}</p>
          <button
            type="button"
            onClick={() => {
              // workbox-window reloads only for an update it found itself; one the browser found on its own (a tab left
              // open for days) takes control without telling it, so reload on the change of controller too.
              navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
                once: true,
              });
              void updateServiceWorker(true);
            }}
            className="min-h-11 rounded-md bg-amber-400 px-4 font-semibold text-blue-950"
          >
            {t('update.now')}
          </button>
          <button
            type="button"
            onClick={() => setNeedRefresh(false)}
            className="min-h-11 rounded-md border border-white/60 px-4"
          >
            {t('update.later')}
          </button>
          {news && (
            <Suspense fallback={null}>
              <WhatsNewList news={news} />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
}
