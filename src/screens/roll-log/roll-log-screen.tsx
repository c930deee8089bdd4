import { useEffect, useState } from 'react';
import { type RulesNamespace, type RulesWords, rulesTextOf, signed, usePercent } from '../../i18n/rules-text';
import { byKey, useTranslation } from '../../i18n/use-translation';
import type { Chance } from '../../rules/core/dice';
import { useCombatStore } from '../../state/combat/combat-store';
import type { SharedCombat } from '../../state/combat-types';
import { GAME_OF, isPackGame, packIdOf, packVersionOf } from '../../state/game-index';
import { readPackLink } from '../../state/links/pack-link-parts';
import { nameIn, textIn, usePackNames } from '../../state/packs/pack-names';
import { entryId, entryRoll, type LogEntry, MAX_LOG_ENTRIES, useRollLog } from '../../state/roll-log';
import { ChoiceField } from '../../ui/choice-field';
import { downloadText } from '../../ui/download';
import { showFromTop } from '../../ui/show-from-top';
import { useScreenName } from '../game-words';
import { logWordsOf } from '../shared/game-ui';
import { useRollTime } from '../shared/roll-time';
import { useSetupSummary } from '../shared/setup-summary';
import { withMinusSign } from '../shared/totals-label';
import { DiceStatistics } from './dice-statistics';
import { entryFigures, isPlayedHere, playedCombat, playedRoll } from './entry-figures';
import { csvOf } from './log-csv';

/**
 * The game packs whose rolls the log holds made games the app runs, so that their rolls are worded and can be opened
 * again: the kept packs are read (with the pack engine) when the log holds a roll of one not running yet. Redraws the
 * log once they run. A roll of a pack this device no longer keeps, or keeps in another text, stays worded from what it
 * holds.
 */
function usePackGamesOfLog(entries: readonly LogEntry[]): void {
  const kept = usePackNames((s) => s.names);
  const waiting = entries.some(
    (e) => e.game && isPackGame(e.game) && !GAME_OF.has(e.game) && kept.some((n) => n.id === packIdOf(e.game as never)),
  );
  const [, setPlayed] = useState(0);
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    void import('../packs/pack-game').then((m) => {
      m.playKeptPacks();
      if (current) setPlayed((n) => n + 1);
    });
    return () => {
      current = false;
    };
  }, [waiting]);
}

/** From this many rolls the log says it will soon drop the oldest, and offers to export them first. */
const NEAR_CAP = MAX_LOG_ENTRIES - 50;

/** The spreadsheet's columns, in order (their headings: log.csv). */
const CSV_COLUMNS = [
  'time',
  'roll',
  'setup',
  'modifiers',
  'die',
  'by',
  'modifier',
  'total',
  'result',
  'chance',
] as const;

/** The statistics' periods: the evening (the last 12 hours), or every roll the log keeps. */
const PERIODS = ['evening', 'all'] as const;
const EVENING_MS = 12 * 60 * 60 * 1000;

/** Words for a log entry, in the current language: its set-up in one line, its result, modifiers and chances. */
function useEntryText() {
  const { t, i18n } = useTranslation();
  const tDynamic = byKey(t);
  const percent = usePercent();
  const chance = (c: Chance) => percent(c.count, c.outOf);
  const time = useRollTime();
  const setupLine = useSetupSummary();
  const language = i18n.resolvedLanguage ?? 'en';
  const packNames = usePackNames((s) => s.names);
  return {
    time: (entry: LogEntry) => time(entry.at),
    /** The screen rolled on, by its tab's name; a game pack's roll with its pack's name before it. */
    screen(entry: LogEntry, screenName: (game: string, screen: string) => string): string {
      const { game } = entry;
      if (!game || !isPackGame(game)) return screenName(entryRoll(entry)?.game ?? '', entry.screen);
      const kept = packNames.find((n) => n.id === packIdOf(game));
      const linked = readPackLink(entry.link)?.name;
      const name = kept ? nameIn(kept, language) : ((linked && textIn(linked, language)) ?? packIdOf(game));
      return `${name} · ${isPlayedHere(game) ? screenName(game, entry.screen) : entry.screen}`;
    },
    summary(entry: LogEntry): string {
      const { game } = entry;
      if (game && isPackGame(game) && !isPlayedHere(game)) {
        return t('log.packNotRunning', { version: packVersionOf(game) });
      }
      const combat = playedCombat(entry);
      if (!combat) return '';
      const line = setupLine(entry.screen, combat);
      return combat.compare
        ? `${line} (${t('log.optionRolled', { option: combat.compare.editing.toUpperCase() })})`
        : line;
    },
    /** Every modifier of the roll, compactly ("Woods −1; Defender routed +2"), or why they are not shown. */
    modifiers(entry: LogEntry): string {
      const rolling = playedRoll(entry);
      // A pack's roll that cannot be worded says so in its summary.
      if (!rolling) return '';
      const { modifiers } = entryFigures(entry);
      const namespace = GAME_OF.get(rolling.game)?.namespace;
      if (!modifiers || !namespace) return t('log.modifiersChanged');
      if (modifiers.length === 0) return t('log.noModifier');
      const own = logWordsOf(rolling.game)?.rulesText;
      const text: RulesWords = own
        ? own(tDynamic, entry.screen, language)
        : rulesTextOf(t, i18n, namespace as RulesNamespace);
      const said = (m: (typeof modifiers)[number]) =>
        text.lineText?.(m) ?? `${text.modifierLabel(m)} ${signed(m.value)}`;
      return t('log.modifiers', { list: modifiers.map(said).join(t('log.modifiersJoin')) });
    },
    /** The chance of the result, of it or better and of it or worse, for the side that rolled. */
    chances(entry: LogEntry): string {
      const { luck } = entryFigures(entry);
      return luck
        ? t('log.chances', { exact: chance(luck.exact), better: chance(luck.orBetter), worse: chance(luck.orWorse) })
        : '';
    },
    result(entry: LogEntry): string {
      const combat = playedCombat(entry);
      const words = combat && logWordsOf(combat.game);
      return words && combat
        ? words.result(tDynamic, combat.screen, entry.result, combat.setup, language)
        : entry.result;
    },
  };
}

/** Every roll with its set-up, dice statistics, copy as text, clear, and reopen a roll's set-up. */
export function RollLogScreen() {
  const { t, i18n } = useTranslation();
  const entries = useRollLog((s) => s.entries);
  const dropped = useRollLog((s) => s.dropped);
  usePackGamesOfLog(entries);
  const clear = useRollLog((s) => s.clear);
  const open = useCombatStore((s) => s.open);
  const words = useEntryText();
  const screenName = useScreenName();
  const [confirming, setConfirming] = useState(false);
  // What became of the last copy, worded in the page's language at each draw.
  const [status, setStatus] = useState<'copied' | 'copyFailed' | null>(null);
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('evening');
  const since = period === 'all' ? -Infinity : Date.now() - EVENING_MS;
  const counted = entries.filter((e) => Date.parse(e.at) >= since);

  const line = (e: LogEntry) =>
    t('log.line', {
      time: words.time(e),
      screen: words.screen(e, screenName),
      summary: words.summary(e),
      die: withMinusSign(e.die),
      modifier: signed(e.modifier),
      total: withMinusSign(e.die + e.modifier),
      result: words.result(e),
    });
  const rolledBy = (e: LogEntry) => t(e.by === 'app' ? 'log.byApp' : 'log.byPlayer');
  const details = (e: LogEntry) => [words.modifiers(e), words.chances(e)].filter((d) => d !== '');
  // The copied text says what the screen says: who rolled each die, its modifiers and its chances included.
  const asText = () =>
    entries.map((e) => [`${line(e)} (${rolledBy(e)})`, ...details(e).map((d) => `  ${d}`)].join('\n')).join('\n');
  // The spreadsheet's rows: the same words, a column each, and the numbers as numbers.
  const asCsv = () =>
    csvOf(
      [
        CSV_COLUMNS.map((column) => t(`log.csv.${column}`)),
        ...entries.map((e) => {
          const luck = entryFigures(e).luck;
          return [
            e.at.slice(0, 19).replace('T', ' '),
            words.screen(e, screenName),
            words.summary(e),
            words.modifiers(e),
            e.die,
            rolledBy(e),
            e.modifier,
            e.die + e.modifier,
            words.result(e),
            luck ? (100 * luck.exact.count) / luck.exact.outOf : null,
          ];
        }),
      ],
      i18n.resolvedLanguage ?? 'en',
    );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('log.title')}</h1>
      <p className="text-sm" data-testid="log-cap">
        {t('log.cap', { max: MAX_LOG_ENTRIES })}
        {dropped > 0 && <> {t('log.dropped', { count: dropped })}</>}
      </p>
      {entries.length >= NEAR_CAP && (
        <div
          className="flex flex-col items-start gap-2 rounded-md border-2 border-amber-700 bg-amber-50 p-2 text-amber-950"
          data-testid="log-near-cap"
        >
          <p>{t('log.nearCap', { count: entries.length, max: MAX_LOG_ENTRIES })}</p>
          <button
            type="button"
            onClick={() =>
              void import('../../state/backup/backup').then((m) =>
                downloadText(m.backupFileName(), m.exportEverything(), 'application/json'),
              )
            }
            className="min-h-11 rounded-md bg-blue-900 px-4 font-semibold text-white"
          >
            {t('log.exportAll')}
          </button>
        </div>
      )}
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
            <button
              type="button"
              onClick={() => downloadText(`roll-log-${new Date().toISOString().slice(0, 10)}.csv`, asCsv(), 'text/csv')}
              className="min-h-11 rounded-md border border-blue-900 px-4 text-blue-900 hover:bg-blue-50 dark:border-blue-300 dark:text-blue-200 dark:hover:bg-slate-800"
            >
              {t('log.exportCsv')}
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
          <ChoiceField
            label={t('log.period')}
            value={period}
            options={PERIODS.map((id) => ({ value: id, label: t(`log.periods.${id}`) }))}
            onChange={setPeriod}
          />
          {counted.length === 0 ? <p>{t('log.noRollInPeriod')}</p> : <DiceStatistics entries={counted} />}
          <ol className="flex flex-col gap-2" aria-label={t('log.title')}>
            {entries.map((e) => (
              <li
                key={entryId(e)}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-300 p-2 dark:border-slate-600"
              >
                <span className="flex min-w-0 flex-1 basis-64 flex-col gap-0.5">
                  <span>
                    {line(e)} <span className="text-sm text-slate-600 dark:text-slate-300">({rolledBy(e)})</span>
                  </span>
                  {details(e).map((d) => (
                    <span key={d} className="text-sm text-slate-700 dark:text-slate-300">
                      {d}
                    </span>
                  ))}
                </span>
                {playedRoll(e) && (
                  <button
                    type="button"
                    aria-label={t('log.reopenLabel', { time: words.time(e) })}
                    onClick={() => {
                      const combat = playedCombat(e);
                      const rolling = playedRoll(e);
                      if (!combat || !rolling) return;
                      open({ ...combat, screen: rolling.screen } as SharedCombat, { [rolling.key]: e.die });
                      showFromTop();
                    }}
                    className="min-h-11 rounded-md border border-blue-900 px-3 text-blue-900 hover:bg-blue-50 dark:border-blue-300 dark:text-blue-200 dark:hover:bg-slate-800"
                  >
                    {t('log.reopen')}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
