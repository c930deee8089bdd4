import { useTranslation } from 'react-i18next';
import { FireScreen } from '../screens/fire/fire-screen';
import { ShockScreen } from '../screens/shock/shock-screen';
import { TerrainChartScreen } from '../screens/terrain-chart/terrain-chart-screen';
import { SCREENS, useCombatStore } from '../state/combat-store';

const SCREEN_VIEWS = { terrain: TerrainChartScreen, fire: FireScreen, shock: ShockScreen } as const;

/** The app shell: title, language switch, the three screens on one combat set-up. */
export function App() {
  const { t, i18n } = useTranslation(['common', 'jdg']);
  const screen = useCombatStore((s) => s.screen);
  const setScreen = useCombatStore((s) => s.setScreen);
  const View = SCREEN_VIEWS[screen];
  const next = i18n.resolvedLanguage === 'fr' ? 'en' : 'fr';
  return (
    <div className="min-h-screen bg-stone-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-300 bg-blue-950 text-white dark:border-slate-700">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-3 py-2">
          <div>
            <p className="text-xl font-bold">{t('appName')}</p>
            <p className="text-sm text-blue-100">
              {t('jdg:name')} · {t('jdg:edition2016')}
            </p>
          </div>
          <button
            type="button"
            lang={next}
            onClick={() => void i18n.changeLanguage(next)}
            className="min-h-11 rounded-md border border-white/60 px-4 hover:bg-white/10"
          >
            {t('language.switchTo')}
          </button>
        </div>
        <nav aria-label={t('nav.label')} className="mx-auto max-w-7xl px-3">
          <ul className="flex gap-1">
            {SCREENS.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  aria-current={s === screen ? 'page' : undefined}
                  onClick={() => setScreen(s)}
                  className={`min-h-11 rounded-t-md px-4 font-semibold ${
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
      <main className="mx-auto max-w-7xl px-3 py-4">
        <View />
      </main>
      <footer className="mx-auto max-w-7xl px-3 pb-6 text-sm text-slate-600 dark:text-slate-300">{t('footer')}</footer>
    </div>
  );
}
