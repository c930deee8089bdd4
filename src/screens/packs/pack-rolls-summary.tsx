import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { usePackInPlay } from '../../state/pack-link-address';
import { usePackLog } from '../../state/pack-log';
import { nameIn, usePackNames } from '../../state/pack-names';
import { useRollTime } from '../shared/roll-time';
import './packs-texts';

// A pack's rolls in full need its rules: the pack engine loads when a player first asks for them.
const KeptPackLog = lazy(() => import('./kept-pack-log').then((m) => ({ default: m.KeptPackLog })));

/** One pack's rolls in full, under a disclosure: its log, with the pack engine, loads when first opened. */
function RollsInFull({ id, count }: { readonly id: string; readonly count: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="w-full" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center text-blue-900 underline dark:text-blue-200">
        {t('packs.rollsShow', { count })}
      </summary>
      {open && (
        <div className="mt-2 border-l-2 border-slate-300 pl-3 dark:border-slate-600">
          <Suspense fallback={<p>{t('loading')}</p>}>
            <KeptPackLog id={id} />
          </Suspense>
        </div>
      )}
    </details>
  );
}

/**
 * In the roll log, the rolls made with game packs: per pack, how many and the last, a way to the pack's own log, and
 * its rolls in full on demand (as its log words them: src/screens/packs/pack-log-view.tsx). Loaded with the roll log;
 * the pack engine is not.
 */
export function PackRollsSummary() {
  const { t, i18n } = useTranslation();
  const entries = usePackLog((s) => s.entries);
  const names = usePackNames((s) => s.names);
  const time = useRollTime();
  if (entries.length === 0) return null;
  const language = i18n.resolvedLanguage ?? 'en';
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
      <ul className="flex flex-col gap-3">
        {[...packs].map(([id, { count, last }]) => {
          const named = names.find((n) => n.id === id);
          return (
            <li key={id} className="flex flex-wrap items-center gap-3">
              <span>
                <strong>{named ? nameIn(named, language) : id}</strong> —{' '}
                {t('packs.rollsOf', { count, last: time(last) })}
                {!named && ` (${t('packs.rollsNotKept')})`}
              </span>
              {named && (
                <button
                  type="button"
                  onClick={() => {
                    usePackInPlay.setState({ id, link: null, screen: 'log' });
                  }}
                  className="min-h-11 rounded-md border border-blue-900 px-3 text-blue-900 dark:border-blue-300 dark:text-blue-200"
                >
                  {t('packs.rollsOpen')}
                </button>
              )}
              {named && <RollsInFull id={id} count={count} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
