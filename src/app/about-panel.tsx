import { useTranslation } from '../i18n/use-translation';
import { useGameWords } from '../screens/game-words';
import { GAME_CARDS } from '../state/game-index';
import { LINK_VERSION } from '../state/links/share-link';
import { DialogPanel } from '../ui/dialog-panel';
import './about-words';
// Its classes are not in the first screen's inline sheet (src/index.css): the full sheet loads with the panel.
import '../screens/shared/screens.css';
import { install, isAppleTouchDevice, useAppStatus } from './app-status';
import { KeptData } from './kept-data';

// Loaded when the player first opens it (src/app/app.tsx): the first visit does without it.

/** How this device can have the app as an app of its own: installed already, an Install button, or how to. */
function OnThisDevice() {
  const { t } = useTranslation();
  const installed = useAppStatus((s) => s.installed);
  const offer = useAppStatus((s) => s.installOffer);
  if (installed) return <p>{t('about.install.installed')}</p>;
  if (offer) {
    return (
      <button
        type="button"
        onClick={() => void install()}
        className="min-h-11 self-start rounded-md bg-blue-950 px-4 font-semibold text-white dark:bg-amber-400 dark:text-blue-950"
      >
        {t('about.install.button')}
      </button>
    );
  }
  return <p>{t(isAppleTouchDevice() ? 'about.install.ios' : 'about.install.other')}</p>;
}

/**
 * What the app is and holds (version and commit, the link version, its cards), whether it works offline here yet,
 * and how to install it. A panel over the page: its close button, Escape, or the footer's button again closes it.
 */
export function AboutPanel({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const wordsOf = useGameWords();
  const offline = useAppStatus((s) => s.offline);
  return (
    <DialogPanel id="about" title={t('about.title')} closeLabel={t('about.close')} onClose={onClose}>
      <p data-testid="about-version">
        {__APP_COMMIT__
          ? t('about.version', { version: __APP_VERSION__, commit: __APP_COMMIT__ })
          : t('about.versionOnly', { version: __APP_VERSION__ })}
        <br />
        {t('about.links', { version: LINK_VERSION })}
      </p>
      <div>
        <h3 className="font-semibold">{t('about.cards')}</h3>
        <ul className="list-disc pl-5">
          {GAME_CARDS.map(({ game, link }) => (
            <li key={link.id}>{wordsOf(game.id).choices[link.id] ?? link.id}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold">{t('about.offline.title')}</h3>
        <p data-offline={offline}>{t(`about.offline.${offline}`)}</p>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('about.install.title')}</h3>
        <OnThisDevice />
      </div>
      <KeptData />
    </DialogPanel>
  );
}
