import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from '../i18n/use-translation';

/**
 * Offers a new version of the app when one has been downloaded; it is applied only when the player says so, and
 * the set-up survives (it is kept in storage and in the address).
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-3 z-10 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-lg border-2 border-amber-400 bg-blue-950 p-3 text-white"
    >
      <p className="flex-1">{t('update.ready')}</p>
      <button
        type="button"
        onClick={() => {
          // workbox-window reloads only for an update it found itself; one the browser found on its own (a tab left
          // open for days) takes control without telling it, so reload on the change of controller too.
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
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
    </div>
  );
}
