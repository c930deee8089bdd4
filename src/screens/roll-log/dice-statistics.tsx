import { formatNumber } from '../../i18n/number-format';
import { byKey, useTranslation } from '../../i18n/use-translation';
import { luckSummary, type RollLuck } from '../../rules/core/luck';
import { ownField } from '../../rules/core/own';
import type { Die } from '../../rules/core/types';
import { gameIds, ROLLS } from '../../state/game-index';
import { faceCounts, type LogEntry } from '../../state/roll-log';
import { TitledSection } from '../../ui/titled-section';
import { useGameWords } from '../game-words';
import { DiceSourceHeaders, LuckCell, DICE_SOURCES as SOURCES } from '../shared/luck-cell';
import { entryFigures, playedRoll } from './entry-figures';

/**
 * A die's name: the games' dice in the common words, by die id — a game pack's die by the name of a game's die with the
 * same faces; any other die by its faces.
 */
function useDieName(): (die: Die) => string {
  const { t, i18n } = useTranslation();
  const tDynamic = byKey(t);
  return (die) => {
    const named: unknown = i18n.getResource(i18n.resolvedLanguage ?? 'en', 'common', 'log.dice');
    const faces = die.faces.join(' ');
    const id = [die, ...[...ROLLS.values()].map((r) => r.die)].find(
      (d) => ownField(named, d.id) !== undefined && d.faces.join(' ') === faces,
    )?.id;
    return id !== undefined
      ? tDynamic(`log.dice.${id}`)
      : t('log.anyDie', { faces: die.faces.length, min: Math.min(...die.faces), max: Math.max(...die.faces) });
  };
}

/**
 * The dice the log holds, each with its rolls (Jours de Gloire's d10, the other games' d6): one die however many games
 * roll it, a game pack's d6 with the built-in games' (dice of the same faces are one die).
 */
function diceOf(entries: readonly LogEntry[]): { die: Die; entries: LogEntry[] }[] {
  const groups = new Map<string, { die: Die; entries: LogEntry[] }>();
  for (const e of entries) {
    const die = playedRoll(e)?.die;
    if (!die) continue;
    const key = die.faces.join(' ');
    const group = groups.get(key) ?? { die, entries: [] };
    group.entries.push(e);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * How often each face came up, drawn as bars beside the count fair dice would give (the dashed line), with the
 * counts written on the bars: for screen readers, the same in words.
 */
function FaceChart({
  die,
  entries,
  label,
}: {
  readonly die: Die;
  readonly entries: readonly LogEntry[];
  readonly label: string;
}) {
  const { t, i18n } = useTranslation();
  const counts = faceCounts(entries, die.faces);
  const expected = entries.length / die.faces.length;
  const decimal = (n: number) => formatNumber(n, i18n.resolvedLanguage ?? 'en', { maxFraction: 1 });
  const top = Math.max(expected, ...counts.map((c) => c.count)) || 1;
  const bar = 24;
  const gap = 6;
  const height = 90;
  const width = counts.length * (bar + gap);
  const y = (count: number) => 16 + (height - 16) * (1 - count / top);
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-semibold">
        {label} <span className="font-normal">({t('log.sample', { count: entries.length })})</span>
      </figcaption>
      <svg
        role="img"
        aria-label={t('log.chartLabel', {
          counts: counts.map((c) => t('log.faceTimes', { face: c.face, times: c.count })).join(', '),
          expected: decimal(expected),
        })}
        viewBox={`0 0 ${width} ${height + 18}`}
        className="h-auto w-full max-w-sm text-blue-900 dark:text-blue-300"
      >
        {counts.map((c, i) => (
          <g key={c.face} data-face={c.face} data-count={c.count}>
            <rect
              x={i * (bar + gap)}
              y={y(c.count)}
              width={bar}
              height={height - y(c.count)}
              fill="currentColor"
              opacity="0.75"
            />
            <text
              x={i * (bar + gap) + bar / 2}
              y={y(c.count) - 3}
              textAnchor="middle"
              fontSize="11"
              fill="currentColor"
            >
              {c.count}
            </text>
            <text
              x={i * (bar + gap) + bar / 2}
              y={height + 14}
              textAnchor="middle"
              fontSize="12"
              className="fill-slate-700 dark:fill-slate-200"
            >
              {c.face}
            </text>
          </g>
        ))}
        <line
          x1="0"
          x2={width}
          y1={y(expected)}
          y2={y(expected)}
          strokeDasharray="4 3"
          strokeWidth="1.5"
          className="stroke-amber-600"
        />
      </svg>
      <p className="text-sm">{t('log.expectedLine', { expected: decimal(expected) })}</p>
    </figure>
  );
}

/** Luck and faces of the rolls given, per game and together, the app's dice and typed dice apart. */
export function DiceStatistics({ entries }: { readonly entries: readonly LogEntry[] }) {
  const { t } = useTranslation();
  const gameWords = useGameWords();
  const dieName = useDieName();
  const lucks = entries.map((entry) => ({ entry, luck: entryFigures(entry).luck }));
  const summary = (game: string | null, by: LogEntry['by']) =>
    luckSummary(
      lucks
        .filter(({ entry, luck }) => luck && entry.by === by && (game === null || playedRoll(entry)?.game === game))
        .map(({ luck }) => luck as RollLuck),
    );
  const games = gameIds().filter((game) => entries.some((e) => playedRoll(e)?.game === game));
  // A roll of a pack's copy no longer kept here has no rules to count it by: said, not counted.
  const notCounted = entries.filter((e) => !playedRoll(e)).length;
  if (games.length === 0) return <p>{t('log.noRollCounted')}</p>;
  return (
    <>
      <TitledSection id="luck-title" title={t('log.luckTitle')} className="flex flex-col gap-2">
        <p className="text-sm">{t('log.luckLead')}</p>
        {notCounted > 0 && <p className="text-sm">{t('log.rollsNotCounted', { count: notCounted })}</p>}
        <div className="overflow-x-auto">
          <table className="w-fit border-collapse text-left">
            <thead>
              <tr className="border-b border-slate-400">
                <th scope="col" className="px-2 py-1">
                  {t('log.game')}
                </th>
                <DiceSourceHeaders />
              </tr>
            </thead>
            <tbody>
              {[...games, ...(games.length > 1 ? [null] : [])].map((game) => (
                <tr
                  key={game ?? 'all'}
                  className="border-b border-slate-200 dark:border-slate-700"
                  data-game={game ?? 'all'}
                >
                  <th scope="row" className="px-2 py-1 align-top font-semibold">
                    {game === null ? t('log.allGames') : gameWords(game).name}
                  </th>
                  {SOURCES.map((by) => (
                    <LuckCell key={by} summary={summary(game, by)} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </TitledSection>
      {diceOf(entries).map(({ die, entries: rolls }) => (
        <TitledSection
          key={die.faces.join(' ')}
          id={`stats-${die.id}`}
          title={t('log.statsFor', { die: dieName(die) })}
          className="flex flex-col gap-2"
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {SOURCES.map((by) => {
              const own = rolls.filter((e) => e.by === by);
              return own.length === 0 ? null : (
                <FaceChart key={by} die={die} entries={own} label={t(by === 'app' ? 'log.appDice' : 'log.typedDice')} />
              );
            })}
          </div>
          <p className="text-sm">{t('log.statsCaution', { count: rolls.length })}</p>
        </TitledSection>
      ))}
    </>
  );
}
