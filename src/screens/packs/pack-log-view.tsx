import { useId } from 'react';
import { signed, usePercent } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import { luckSummary, rollLuck } from '../../rules/core/luck';
import { columnOf, type LoadedPack, type PackSetup } from '../../rules/packs/engine';
import { openPackLink } from '../../state/pack-link';
import { packHash, readPackLink } from '../../state/pack-link-parts';
import { type PackLogEntry, usePackLog } from '../../state/pack-log';
import { DiceSourceHeaders, LuckCell, DICE_SOURCES as SOURCES } from '../shared/luck-cell';
import { useRollTime } from '../shared/roll-time';
import { withMinusSign } from '../shared/totals-label';
import { usePackWords } from './pack-words';

/**
 * The rolls made with a pack, newest first, as the roll log shows a built-in game's: when, which roll, the die, the
 * total and the row landed on, who rolled, and — for rolls made with the very copy of the pack kept here — every line
 * of the set-up with its value, the chance of the row and of "this or better", and the combat to open again.
 */
export function PackLogView({
  loaded,
  text,
  onOpen,
  headingLevel = 3,
}: {
  readonly loaded: LoadedPack;
  readonly text: string;
  /** Opens a logged combat (its set-up, read again from its link) on its roll's tab, its die rolled. */
  readonly onOpen: (entry: PackLogEntry, setup: PackSetup) => void;
  /** Its title's level: a tab of the pack game (2), or a pack's rolls in full in the roll log (3). */
  readonly headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  // Several packs' logs can be open at once in the roll log.
  const id = useId();
  const Title = `h${headingLevel}` as const;
  const { pack } = loaded;
  const words = usePackWords(pack);
  const percent = usePercent();
  const entries = usePackLog((s) => s.entries).filter((e) => e.pack === pack.id);
  const clear = usePackLog((s) => s.clear);
  const hash = packHash(text);
  const time = useRollTime();
  // An entry of the copy kept here, read again from its link: its set-up's lines and its row's chances.
  const readEntry = (entry: PackLogEntry) => {
    const index = pack.rolls.findIndex((r) => r.id === entry.roll);
    const roll = pack.rolls[index];
    const resolution = loaded.rolls[index];
    const parts = readPackLink(entry.link);
    if (entry.hash !== hash || !roll || !resolution || !parts) return null;
    const opened = openPackLink(parts, loaded, text);
    if (opened.status !== 'open') return null;
    const assessment = resolution.assess(opened.setup);
    // Shown only where the pack's rules still give the logged total.
    if (assessment.status !== 'allowed' || assessment.total !== entry.total) return null;
    const luck = rollLuck(resolution.chances(entry.total).exact, entry.result);
    const row = roll.results.rows.find((r) => r.id === entry.result);
    // A table entered by columns: the cell of the column the set-up was read in.
    const column = columnOf(assessment);
    const cells = (row?.cells ?? []).filter((_, i) => column === null || i === column);
    const read = column === null ? null : roll.results.columns[column];
    return { roll, assessment, luck, cells, setup: opened.setup, column: read ? words.say(read.label) : null };
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="pack-log">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Title id={`${id}-title`} className="text-lg font-semibold">
          {t('packs.logTitle')}
        </Title>
        <button
          type="button"
          disabled={entries.length === 0}
          onClick={() => clear(pack.id)}
          className="min-h-11 rounded-md border border-red-800 px-3 text-red-800 disabled:opacity-40 dark:border-red-300 dark:text-red-200"
        >
          {t('packs.logClear')}
        </button>
      </div>
      {entries.length > 0 && <p className="text-sm">{t('log.luckLead')}</p>}
      {entries.length > 0 && (
        <table className="w-fit border-collapse text-left" aria-label={t('log.luckTitle')} data-testid="pack-luck">
          <thead>
            <tr className="border-b border-slate-400">
              <DiceSourceHeaders />
            </tr>
          </thead>
          <tbody>
            <tr>
              {SOURCES.map((by) => (
                <LuckCell
                  key={by}
                  summary={luckSummary(
                    entries.flatMap((entry) => {
                      const luck = entry.by === by ? readEntry(entry)?.luck : null;
                      return luck ? [luck] : [];
                    }),
                  )}
                />
              ))}
            </tr>
          </tbody>
        </table>
      )}
      {entries.length === 0 ? (
        <p>{t('packs.logEmpty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {entries.map((entry, i) => {
            const read = readEntry(entry);
            const rollName = read ? words.say(read.roll.name) : entry.roll;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: two rolls may share their time, roll and die
                key={`${entry.at}-${i}`}
                className="flex flex-col gap-1 rounded-md border border-slate-300 p-2 dark:border-slate-600"
                data-testid="pack-log-entry"
              >
                <p>
                  <time dateTime={entry.at} className="text-sm text-slate-700 dark:text-slate-300">
                    {time(entry.at)}
                  </time>{' '}
                  · <strong>{rollName}</strong> · {t('packs.die')} <strong>{withMinusSign(entry.die)}</strong> ·{' '}
                  {signed(entry.total)} = <strong>{withMinusSign(entry.die + entry.total)}</strong> →{' '}
                  <strong>{read ? read.cells.map((cell) => words.say(cell)).join(' · ') : entry.result}</strong>{' '}
                  <span className="text-sm">({t(entry.by === 'app' ? 'packs.logByApp' : 'packs.logByPlayer')})</span>
                </p>
                {read ? (
                  <>
                    <ul className="pl-4 text-sm">
                      {read.assessment.modifiers.map((m) => (
                        <li key={m.id}>{words.lines(read.roll).lineText(m)}</li>
                      ))}
                      {read.column && (
                        <li>{t('packs.lineWithFigure', { label: t('packs.column'), figure: read.column })}</li>
                      )}
                    </ul>
                    {read.luck && (
                      <p className="text-sm">
                        {t('packs.logChance', {
                          exact: percent(read.luck.exact.count, read.luck.exact.outOf),
                          better: percent(read.luck.orBetter.count, read.luck.orBetter.outOf),
                        })}
                      </p>
                    )}
                    <button
                      type="button"
                      onClick={() => onOpen(entry, read.setup)}
                      className="min-h-11 self-start rounded-md border border-blue-900 px-3 text-blue-900 dark:border-blue-300 dark:text-blue-200"
                    >
                      {t('packs.logOpen')}
                    </button>
                  </>
                ) : (
                  <p className="text-sm">{t('packs.logOtherCopy', { version: entry.version })}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
