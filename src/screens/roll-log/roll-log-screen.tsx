import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signed, useRulesText } from '../../i18n/rules-text';
import { DEFAULT_SETUP, JDG_DIE, SHOCK_TABLE } from '../../rules/jours-de-gloire';
import { useCombatStore } from '../../state/combat-store';
import { faceCounts, type LogEntry, useRollLog } from '../../state/roll-log';
import { decodeCombat } from '../../state/share-link';

/** Words for a log entry, in the current language: its set-up in one line and its result. */
function useEntryText() {
  const { t, i18n } = useTranslation(['common', 'jdg']);
  const text = useRulesText();
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'short', timeStyle: 'medium' });
  return {
    time: (entry: LogEntry) => time.format(new Date(entry.at)),
    summary(entry: LogEntry): string {
      const setup =
        decodeCombat(entry.link, { screen: entry.screen, setup: DEFAULT_SETUP }).combat?.setup ?? DEFAULT_SETUP;
      const terrain = text.terrainName(setup.terrain.hex);
      if (entry.screen === 'fire') {
        return t('log.fireSummary', { strength: setup.fire.strength, distance: setup.fire.distance, terrain });
      }
      const sum = (units: readonly { strength: number }[]) => units.reduce((s, u) => s + u.strength, 0);
      return t('log.shockSummary', {
        attackers: sum(setup.shock.attackers),
        defenders: sum(setup.shock.defenders),
        terrain,
        mode: t(`jdg:modes.${setup.shock.mode}`),
      });
    },
    result(entry: LogEntry): string {
      if (entry.screen === 'fire') return t(`jdg:fireBands.${entry.result as 'routed'}`);
      const band = SHOCK_TABLE.find((b) => b.id === entry.result);
      if (!band) return entry.result;
      const words = (id: string) => t(`jdg:shockResults.${id as 'pursuit'}`);
      return `${t('combat.sideResult', { side: t('combat.defender'), result: words(band.defender) })}; ${t(
        'combat.sideResult',
        {
          side: t('combat.attacker'),
          result: words(band.attacker),
        },
      )}`;
    },
  };
}

/** Every roll with its set-up, dice statistics, copy as text, clear, and reopen a roll's set-up. */
export function RollLogScreen() {
  const { t } = useTranslation(['common', 'jdg']);
  const entries = useRollLog((s) => s.entries);
  const clear = useRollLog((s) => s.clear);
  const open = useCombatStore((s) => s.open);
  const words = useEntryText();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');

  const line = (e: LogEntry) =>
    t('log.line', {
      time: words.time(e),
      screen: t(`nav.${e.screen}`),
      summary: words.summary(e),
      die: e.die,
      modifier: signed(e.modifier),
      total: e.die + e.modifier,
      result: words.result(e),
    });
  const asText = () => entries.map(line).join('\n');
  const counts = faceCounts(entries, JDG_DIE.faces);
  const expected = (entries.length / JDG_DIE.faces.length).toLocaleString(undefined, { maximumFractionDigits: 1 });

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('log.title')}</h1>
      {entries.length === 0 ? (
        <p>{t('log.empty')}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => {
                navigator.clipboard.writeText(asText()).then(
                  () => setStatus(t('log.copied')),
                  () => setStatus(t('log.copyFailed')),
                );
              }}
              className="min-h-11 rounded-md border border-blue-900 px-4 text-blue-900 hover:bg-blue-50 dark:border-blue-300 dark:text-blue-200 dark:hover:bg-slate-800"
            >
              {t('log.copy')}
            </button>
            {confirming ? (
              <span className="flex flex-wrap items-center gap-3">
                <span>{t('log.clearConfirm', { count: entries.length })}</span>
                <button
                  type="button"
                  onClick={() => {
                    clear();
                    setConfirming(false);
                  }}
                  className="min-h-11 rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-700"
                >
                  {t('log.confirm')}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(false)}
                  className="min-h-11 rounded-md border border-slate-400 px-4"
                >
                  {t('log.cancel')}
                </button>
              </span>
            ) : (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className="min-h-11 rounded-md border border-red-800 px-4 text-red-800 dark:border-red-300 dark:text-red-200"
              >
                {t('log.clear')}
              </button>
            )}
          </div>
          <p aria-live="polite" className="min-h-6">
            {status}
          </p>
          <section aria-labelledby="stats-heading" className="flex flex-col gap-2">
            <h2 id="stats-heading" className="text-lg font-semibold">
              {t('log.stats')} <span className="font-normal">({t('log.sample', { count: entries.length })})</span>
            </h2>
            <div className="overflow-x-auto">
              <table className="w-fit border-collapse text-center tabular-nums">
                <tbody>
                  <tr>
                    <th scope="row" className="px-2 py-1 text-left">
                      {t('log.face')}
                    </th>
                    {counts.map((c) => (
                      <td
                        key={c.face}
                        className="min-w-7 border border-slate-300 px-1.5 py-1 font-semibold dark:border-slate-600"
                      >
                        {c.face}
                      </td>
                    ))}
                  </tr>
                  <tr>
                    <th scope="row" className="px-2 py-1 text-left">
                      {t('log.count')}
                    </th>
                    {counts.map((c) => (
                      <td
                        key={c.face}
                        className="border border-slate-300 px-2 py-1 dark:border-slate-600"
                        data-face={c.face}
                      >
                        {c.count}
                      </td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>
            <p className="text-sm">{t('log.statsCaution', { count: entries.length, expected })}</p>
          </section>
          <ol className="flex flex-col gap-2" aria-label={t('log.title')}>
            {entries.map((e) => (
              <li
                key={`${e.at}-${e.screen}-${e.die}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-300 p-2 dark:border-slate-600"
              >
                <span>
                  {line(e)}{' '}
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    ({t(e.by === 'app' ? 'log.byApp' : 'log.byPlayer')})
                  </span>
                </span>
                <button
                  type="button"
                  aria-label={t('log.reopenLabel', { time: words.time(e) })}
                  onClick={() => {
                    const combat = decodeCombat(e.link, { screen: e.screen, setup: DEFAULT_SETUP }).combat;
                    if (combat) open({ ...combat, screen: e.screen }, { [e.screen]: e.die });
                  }}
                  className="min-h-11 rounded-md border border-blue-900 px-3 text-blue-900 hover:bg-blue-50 dark:border-blue-300 dark:text-blue-200 dark:hover:bg-slate-800"
                >
                  {t('log.reopen')}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
