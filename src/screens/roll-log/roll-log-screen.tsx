import { useState } from 'react';
import { intlLocale } from '../../i18n';
import { signed } from '../../i18n/rules-text';
import { byKey, useTranslation } from '../../i18n/use-translation';
import type { Die } from '../../rules/core/types';
import { useCombatStore } from '../../state/combat-store';
import { entryCombat, entryRoll, faceCounts, type LogEntry, MAX_LOG_ENTRIES, useRollLog } from '../../state/roll-log';
import type { SharedCombat } from '../../state/share-link';
import { useScreenName } from '../game-words';
import { logWordsOf } from '../shared/game-ui';
import { useSetupSummary } from '../shared/setup-summary';

/** Words for a log entry, in the current language: its set-up in one line and its result. */
function useEntryText() {
  const { t, i18n } = useTranslation();
  const tDynamic = byKey(t);
  const time = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const setupLine = useSetupSummary();
  return {
    time: (entry: LogEntry) => time.format(new Date(entry.at)),
    summary(entry: LogEntry): string {
      const combat = entryCombat(entry);
      if (!combat) return '';
      const line = setupLine(entry.screen, combat);
      return combat.compare
        ? `${line} (${t('log.optionRolled', { option: combat.compare.editing.toUpperCase() })})`
        : line;
    },
    result(entry: LogEntry): string {
      const combat = entryCombat(entry);
      const words = combat && logWordsOf(combat.game);
      return words && combat ? words.result(tDynamic, combat.screen, entry.result, combat.setup) : entry.result;
    },
  };
}

/** A die's name: the games' dice in the common words, by die id; any other die by its faces. */
function useDieName(): (die: Die) => string {
  const { t, i18n } = useTranslation();
  const tDynamic = byKey(t);
  return (die) => {
    const named: unknown = i18n.getResource(i18n.resolvedLanguage ?? 'en', 'common', 'log.dice');
    return typeof named === 'object' && named !== null && Object.hasOwn(named, die.id)
      ? tDynamic(`log.dice.${die.id}`)
      : t('log.anyDie', { faces: die.faces.length, min: Math.min(...die.faces), max: Math.max(...die.faces) });
  };
}

/** The dice the log holds, each with its own face counts (Jours de Gloire's d10, the other games' d6). */
function diceOf(entries: readonly LogEntry[]): { die: Die; entries: LogEntry[] }[] {
  const groups = new Map<Die, LogEntry[]>();
  for (const e of entries) {
    const die = entryRoll(e)?.die;
    if (die) groups.set(die, [...(groups.get(die) ?? []), e]);
  }
  return [...groups].map(([die, list]) => ({ die, entries: list }));
}

/** How often each face of one die came up, with a caution about small samples. */
function FaceCounts({ die, entries }: { readonly die: Die; readonly entries: readonly LogEntry[] }) {
  const { t, i18n } = useTranslation();
  const dieName = useDieName();
  const counts = faceCounts(entries, die.faces);
  const expected = (entries.length / die.faces.length).toLocaleString(intlLocale(i18n.resolvedLanguage ?? 'en'), {
    maximumFractionDigits: 1,
  });
  const headingId = `stats-${die.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('log.statsFor', { die: dieName(die) })}{' '}
        <span className="font-normal">({t('log.sample', { count: entries.length })})</span>
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
                  data-die={die.id}
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
  );
}

/** Every roll with its set-up, dice statistics, copy as text, clear, and reopen a roll's set-up. */
export function RollLogScreen() {
  const { t } = useTranslation();
  const entries = useRollLog((s) => s.entries);
  const dropped = useRollLog((s) => s.dropped);
  const clear = useRollLog((s) => s.clear);
  const open = useCombatStore((s) => s.open);
  const words = useEntryText();
  const screenName = useScreenName();
  const [confirming, setConfirming] = useState(false);
  // What became of the last copy, worded in the page's language at each draw.
  const [status, setStatus] = useState<'copied' | 'copyFailed' | null>(null);

  const line = (e: LogEntry) =>
    t('log.line', {
      time: words.time(e),
      screen: screenName(entryRoll(e)?.game ?? '', e.screen),
      summary: words.summary(e),
      die: e.die,
      modifier: signed(e.modifier),
      total: e.die + e.modifier,
      result: words.result(e),
    });
  const rolledBy = (e: LogEntry) => t(e.by === 'app' ? 'log.byApp' : 'log.byPlayer');
  // The copied text says what the screen says, who rolled each die included.
  const asText = () => entries.map((e) => `${line(e)} (${rolledBy(e)})`).join('\n');

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('log.title')}</h1>
      <p className="text-sm" data-testid="log-cap">
        {t('log.cap', { max: MAX_LOG_ENTRIES })}
        {dropped > 0 && <> {t('log.dropped', { count: dropped })}</>}
      </p>
      {entries.length === 0 ? (
        <p>{t('log.empty')}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => {
                navigator.clipboard.writeText(asText()).then(
                  () => setStatus('copied'),
                  () => setStatus('copyFailed'),
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
            {status && t(`log.${status}`)}
          </p>
          {diceOf(entries).map((group) => (
            <FaceCounts key={group.die.id} die={group.die} entries={group.entries} />
          ))}
          <ol className="flex flex-col gap-2" aria-label={t('log.title')}>
            {entries.map((e, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: two stored rolls may be alike in every field
                key={`${i}-${e.at}-${e.screen}-${e.die}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-300 p-2 dark:border-slate-600"
              >
                <span>
                  {line(e)} <span className="text-sm text-slate-600 dark:text-slate-300">({rolledBy(e)})</span>
                </span>
                <button
                  type="button"
                  aria-label={t('log.reopenLabel', { time: words.time(e) })}
                  onClick={() => {
                    const combat = entryCombat(e);
                    const rolling = entryRoll(e);
                    if (combat && rolling)
                      open({ ...combat, screen: rolling.screen } as SharedCombat, { [rolling.key]: e.die });
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
