import { addTexts } from '../i18n';
import { commonNoticesEn } from '../i18n/locales/en-common-notices';
import { commonNoticesFr } from '../i18n/locales/fr-common-notices';
import { useTranslation } from '../i18n/use-translation';
import { useGameWords, useScreenName } from '../screens/game-words';
import { useCombatStore } from '../state/combat/combat-store';
import type { GameId, Screen } from '../state/game-index';
import { useRollLog } from '../state/roll-log';
// Its classes are not in the first screen's inline sheet (src/index.css).
import '../screens/shared/screens.css';

// Its words are the notices' (they load together, with the first notice or failure).
addTexts('common', { en: commonNoticesEn, fr: commonNoticesFr });

const buttonClass = 'min-h-11 rounded-md border px-4 font-semibold';

/**
 * What the player sees where a screen failed to draw: what failed, the rest of the app still in reach (the header
 * and its tabs stay above), and a reset of the failing part only: the game's set-up, or the roll log.
 */
export function ScreenFailure({
  game,
  screen,
  error,
  retry,
}: {
  readonly game: GameId;
  readonly screen: Screen;
  readonly error: Error;
  readonly retry: () => void;
}) {
  const { t } = useTranslation();
  const gameName = useGameWords()(game).name;
  const screenName = useScreenName()(game, screen);
  const isLog = screen === 'log';
  const reset = () => {
    if (isLog) useRollLog.getState().clear();
    else useCombatStore.getState().resetGame(game);
    useCombatStore.getState().setFailed(null);
    retry();
  };
  return (
    <section
      role="alert"
      aria-labelledby="screen-failure-title"
      data-screen-failure={`${game}/${screen}`}
      className="flex flex-col gap-3 rounded-lg border-2 border-red-800 bg-red-50 p-4 text-red-950 dark:border-red-300 dark:bg-red-950 dark:text-red-50"
    >
      <h1 id="screen-failure-title" className="text-2xl font-bold">
        {t('failure.title')}
      </h1>
      <p>{t('failure.what', { screen: screenName, game: gameName, message: error.message || error.name })}</p>
      <p>{t('failure.rest')}</p>
      <div className="flex flex-wrap items-start gap-3">
        <button
          type="button"
          onClick={() => {
            useCombatStore.getState().setFailed(null);
            retry();
          }}
          className={`${buttonClass} border-red-800 dark:border-red-300`}
        >
          {t('failure.retry')}
        </button>
        <div className="flex max-w-prose flex-col gap-1">
          <button
            type="button"
            onClick={reset}
            className={`${buttonClass} self-start border-red-800 bg-red-800 text-white dark:border-red-300`}
          >
            {isLog ? t('failure.clearLog') : t('failure.resetSetup', { game: gameName })}
          </button>
          <p className="text-sm">{isLog ? t('failure.clearLogNote') : t('failure.resetSetupNote')}</p>
        </div>
      </div>
    </section>
  );
}
