import { intlLocale } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { usePackCombat } from '../../state/pack-combat';
import { usePackInPlay } from '../../state/pack-link-address';
import { usePackLog } from '../../state/pack-log';
import { nameIn, usePackNames } from '../../state/pack-names';
import './packs-texts';

/**
 * In the roll log, the rolls made with game packs, which each pack's own log words and reopens (src/screens/packs/
 * pack-log-view.tsx): per pack, how many and the last, and a way to that log. Loaded with the roll log; the pack
 * engine is not.
 */
export function PackRollsSummary() {
  const { t, i18n } = useTranslation();
  const entries = usePackLog((s) => s.entries);
  const names = usePackNames((s) => s.names);
  if (entries.length === 0) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  const time = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'short', timeStyle: 'short' });
  // By pack, newest first (the log is): a Map, as the ids come from packs.
  const packs = new Map<string, { count: number; last: string }>();
  for (const entry of entries) {
    const seen = packs.get(entry.pack);
    packs.set(entry.pack, { count: (seen?.count ?? 0) + 1, last: seen?.last ?? entry.at });
  }
  return (
    <section aria-labelledby="pack-rolls-title" className="flex flex-col gap-2" data-testid="pack-rolls">
      <h2 id="pack-rolls-title" className="text-xl font-semibold">
        {t('packs.rollsTitle')}
      </h2>
      <ul className="flex flex-col gap-2">
        {[...packs].map(([id, { count, last }]) => {
          const named = names.find((n) => n.id === id);
          return (
            <li key={id} className="flex flex-wrap items-center gap-3">
              <span>
                <strong>{named ? nameIn(named, language) : id}</strong> —{' '}
                {t('packs.rollsOf', { count, last: time.format(new Date(last)) })}
                {!named && ` (${t('packs.rollsNotKept')})`}
              </span>
              {named && (
                <button
                  type="button"
                  onClick={() => {
                    usePackCombat.setState({ openOnLog: true });
                    usePackInPlay.setState({ id, link: null });
                  }}
                  className="min-h-11 rounded-md border border-blue-900 px-3 text-blue-900 dark:border-blue-300 dark:text-blue-200"
                >
                  {t('packs.rollsOpen')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
