import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITIONS, type Edition } from '../rules/jours-de-gloire';
import { FireScreen } from '../screens/fire/fire-screen';
import { RollLogScreen } from '../screens/roll-log/roll-log-screen';
import { ShockScreen } from '../screens/shock/shock-screen';
import { TerrainChartScreen } from '../screens/terrain-chart/terrain-chart-screen';
import { SCREENS, useCombatStore } from '../state/combat-store';
import { THEMES, usePreferences } from '../state/preferences';
import { NoticeBanner } from './notice-banner';
import { QrPanel, ShareButtons } from './share-panel';
import { useTheme } from './theme';
import { useWakeLock, wakeLockSupported } from './wake-lock';

const SCREEN_VIEWS = { terrain: TerrainChartScreen, fire: FireScreen, shock: ShockScreen, log: RollLogScreen } as const;

function Preferences() {
  const { t } = useTranslation();
  const theme = usePreferences((s) => s.theme);
  const setTheme = usePreferences((s) => s.setTheme);
  const keepAwake = usePreferences((s) => s.keepAwake);
  const setKeepAwake = usePreferences((s) => s.setKeepAwake);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <label className="flex items-center gap-2">
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
      {wakeLockSupported() && (
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

/** The app shell: title, share, language and preferences, the screens on one combat set-up. */
export function App() {
  const { t, i18n } = useTranslation(['common', 'jdg']);
  const screen = useCombatStore((s) => s.screen);
  const setScreen = useCombatStore((s) => s.setScreen);
  const edition = useCombatStore((s) => s.setup.edition);
  const setEdition = useCombatStore((s) => s.setEdition);
  useTheme();
  useWakeLock();
  const [showQr, setShowQr] = useState(false);
  const View = SCREEN_VIEWS[screen];
  const next = i18n.resolvedLanguage === 'fr' ? 'en' : 'fr';
  return (
    <div className="min-h-screen bg-stone-50 pb-36 text-slate-900 lg:pb-0 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-300 bg-blue-950 text-white dark:border-slate-700">
        <div className="mx-auto flex max-w-7xl flex-wrap items-start justify-between gap-3 px-3 py-2">
          <div>
            <p className="text-xl font-bold">{t('appName')}</p>
            <div className="flex flex-wrap items-center gap-2 text-sm text-blue-100">
              {t('jdg:name')}
              <select
                aria-label={t('jdg:setup.edition')}
                value={edition}
                onChange={(e) => setEdition(e.target.value as Edition)}
                className="min-h-11 rounded-md border border-white/60 bg-blue-950 px-2 text-white"
              >
                {EDITIONS.map((id) => (
                  <option key={id} value={id}>
                    {t(`jdg:editions.${id}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <ShareButtons showQr={showQr} onToggleQr={setShowQr} />
            <button
              type="button"
              lang={next}
              onClick={() => void i18n.changeLanguage(next)}
              className="min-h-11 rounded-md border border-white/60 px-4 hover:bg-white/10"
            >
              {t('language.switchTo')}
            </button>
          </div>
        </div>
        {showQr && <QrPanel />}
        <nav aria-label={t('nav.label')} className="mx-auto max-w-7xl overflow-x-auto px-3">
          <ul className="flex gap-1">
            {SCREENS.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  aria-current={s === screen ? 'page' : undefined}
                  onClick={() => setScreen(s)}
                  className={`min-h-11 rounded-t-md px-3 font-semibold whitespace-nowrap sm:px-4 ${
                    s === screen
                      ? 'bg-stone-50 text-blue-950 dark:bg-slate-950 dark:text-white'
                      : 'text-white hover:bg-white/10'
                  }`}
                >
                  {t(`nav.${s}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <NoticeBanner />
      <main className="mx-auto max-w-7xl px-3 py-4">
        <View />
      </main>
      <footer className="mt-4 bg-blue-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-3 py-4">
          <Preferences />
          <p className="text-sm text-blue-100">{t('footer')}</p>
        </div>
      </footer>
    </div>
  );
}
