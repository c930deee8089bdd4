import { type MouseEvent, memo, use, useMemo, useState } from 'react';
import { displayNotation } from '../../i18n/signs';
import { byKey, useTranslation } from '../../i18n/use-translation';
import { terrainPatch } from '../../rules/jours-de-gloire/chart-choice';
// The chart's own modules: the combat and movement rules load with their screens.
import { type Footnote, JDG_TERRAIN_FOOTNOTES, type TerrainRow } from '../../rules/jours-de-gloire/data/terrain-chart';
import { type Edition, editionRules } from '../../rules/jours-de-gloire/editions';
import { JDG_MOVING_UNITS } from '../../rules/jours-de-gloire/movement-setup';
import { combatNotation, moveNotation } from '../../rules/jours-de-gloire/notation';
import { useSetupOf } from '../../state/combat/combat-store';
import { HtmlIsland } from '../../ui/html-island';
import { SelectField } from '../../ui/select-field';
import { card2006Texts } from './card-2006-texts';
import { chooseTerrain } from './setup-actions';

type MoveColumn = (typeof JDG_MOVING_UNITS)[number];
const MARKS = [...JDG_TERRAIN_FOOTNOTES, 'asterisk'] as const;
const markSign = (mark: Mark) => (mark === 'asterisk' ? '*' : `[${mark}]`);
type Filter = 'all' | MoveColumn;

/** Words the chart's rows and cells share, made once per language and card rather than once per cell. */
interface CellWords {
  /** The screen reader's name of a footnote mark: "footnote a". */
  readonly footnoteLabel: (footnote: Footnote) => string;
  /** A terrain's name on the card shown (the 2006 card has its own). */
  readonly name: (id: string) => string;
  /** The choose button's name for a terrain, and its text. */
  readonly chooseLabel: (id: string) => string;
  readonly choose: string;
  readonly inUse: string;
  /** The card's codes in the notation of its cells. */
  readonly codes: { readonly noEffect: string; readonly notAllowed: string; readonly useOtherTerrain: string };
}

/** The card's footnotes, and the asterisk of a few terrains' names. */
type Mark = Footnote | 'asterisk';

/**
 * A mark that opens its text in place, beside the mark, over the chart (a popover: the page does not move, and it
 * closes back to the mark by a tap on it again, elsewhere, or Escape).
 */
function MarkButton({ mark, label }: { readonly mark: Mark; readonly label?: string }) {
  return (
    <button
      type="button"
      popoverTarget={`mark-${mark}`}
      aria-label={label}
      // A finger-high target around a small mark, without making the row taller (its padding taken back by its margin);
      // side by side with the next mark (on one line: see FootnoteMarks), not over it.
      className="-my-3 min-w-6 px-1 py-3 font-semibold text-blue-900 underline dark:text-blue-300"
    >
      {markSign(mark)}
    </button>
  );
}

function FootnoteMarks({ footnotes, words }: { readonly footnotes: readonly Footnote[]; readonly words: CellWords }) {
  if (!footnotes.length) return null;
  return (
    <>
      {' '}
      <span className="whitespace-nowrap">
        {footnotes.map((f) => (
          <MarkButton key={f} mark={f} label={words.footnoteLabel(f)} />
        ))}
      </span>
    </>
  );
}

/** A cell in the card's notation with its footnote marks as links to the footnotes under the chart. */
function Cell({
  text,
  footnotes,
  words,
}: {
  readonly text: string;
  readonly footnotes: readonly Footnote[];
  readonly words: CellWords;
}) {
  const bare = footnotes.reduce((s, f) => s.replace(`[${f}]`, ''), text).trim();
  return (
    <>
      {displayNotation(bare)}
      <FootnoteMarks footnotes={footnotes} words={words} />
    </>
  );
}

/**
 * One terrain's row. Its own component, memoised: the first render yields to the browser between rows, and choosing
 * a terrain redraws only the rows whose "in use" changes. Its choose button names its terrain in `data-terrain`: the
 * chart hears the click (the rows may still be the page's HTML, which has no handlers).
 */
const ChartRow = memo(function ChartRow({
  row,
  columns,
  used,
  choosable,
  words,
}: {
  readonly row: TerrainRow;
  readonly columns: readonly MoveColumn[];
  readonly used: boolean;
  readonly choosable: boolean;
  readonly words: CellWords;
}) {
  const { codes } = words;
  return (
    <tr
      className={`border-t border-slate-200 dark:border-slate-700 ${used ? 'bg-amber-100 dark:bg-amber-900' : ''}`}
      aria-current={used ? 'true' : undefined}
    >
      {/* The terrain's name stays in view while the chart scrolls sideways on a phone. */}
      <th
        scope="row"
        className={`sticky left-0 max-w-28 px-1 py-1 font-medium sm:max-w-none sm:px-2 ${used ? 'bg-amber-100 dark:bg-amber-900' : 'bg-stone-50 dark:bg-slate-950'}`}
      >
        {words.name(row.id)}
        {row.asterisk && <MarkButton mark="asterisk" />}
        <FootnoteMarks footnotes={row.nameFootnotes} words={words} />
        {/* Last in its cell: a printed chart leaves it out (src/print.css). */}
        {used && (
          <span className="ml-2 inline-block whitespace-nowrap rounded bg-amber-700 px-1 text-xs text-white">
            {words.inUse}
          </span>
        )}
      </th>
      {columns.map((c) => (
        <td key={c} className="px-1 py-1 sm:px-2 text-center tabular-nums">
          <Cell text={moveNotation(row[c], codes)} footnotes={row[c].footnotes} words={words} />
        </td>
      ))}
      <td className="px-1 py-1 sm:px-2 text-center tabular-nums">
        <Cell text={combatNotation(row.fire, codes)} footnotes={row.fire.footnotes} words={words} />
      </td>
      <td className="px-1 py-1 sm:px-2 text-center tabular-nums">
        <Cell text={combatNotation(row.shock, codes)} footnotes={row.shock.footnotes} words={words} />
      </td>
      <td className="px-1 py-1 sm:px-2">
        {choosable && (
          <button
            type="button"
            data-terrain={row.id}
            aria-label={words.chooseLabel(row.id)}
            className="min-h-11 min-w-11 rounded-md border border-blue-900 px-2 text-blue-900 sm:px-3 hover:bg-blue-50 dark:border-blue-300 dark:text-blue-200 dark:hover:bg-slate-800"
          >
            {words.choose}
          </button>
        )}
      </td>
    </tr>
  );
});

/** The Jours de Gloire terrain effects chart, whole, in the current language; a row can be put into the combat. */
export function TerrainChartScreen() {
  const edition = useSetupOf('jdg', (j) => j.edition);
  // The 2006 card's words come with the first look at the 2006 edition (the screen waits for them). No hook may follow
  // this `use`: a render that waited on it is replayed once the words come, and then skips it (they are there), so a
  // hook after it would be asked for a state never made ("Update hook called on initial render").
  const pending2006 = edition === '2006' ? card2006Texts() : null;
  if (pending2006) use(pending2006);
  return <TerrainChart edition={edition} />;
}

function TerrainChart({ edition }: { readonly edition: Edition }) {
  const { t } = useTranslation(['common', 'jdg']);
  const terrain = useSetupOf('jdg', (j) => j.terrain);
  const chart = editionRules(edition).terrainChart;
  // The 2006 card has its own names, codes and notes; the 2016 card's are the app's default texts.
  const card = edition === '2006' ? 'jdg:card2006.' : 'jdg:';
  const tCard = byKey(t);
  const markText = (mark: Mark) => tCard(mark === 'asterisk' ? `${card}asterisk` : `${card}footnotes.${mark}`);
  const [filter, setFilter] = useState<Filter>('all');
  const [chosen, setChosen] = useState<TerrainRow | null>(null);
  const columns = useMemo(() => (filter === 'all' ? JDG_MOVING_UNITS : [filter]), [filter]);
  // Made again only when the language (t) or the card changes.
  const words = useMemo((): CellWords => {
    const tKey = byKey(t);
    return {
      // Asked once per mark: answered from i18n's cache of repeated words (src/i18n/index.ts).
      footnoteLabel: (footnote) => t('chart.footnoteLink', { letter: footnote }),
      name: (id) => tKey(`${card}terrain.${id}`),
      // The button's name uses the app's terrain names (the 2016 card's), as the rest of the app does.
      chooseLabel: (id) => t('chart.chooseLabel', { terrain: tKey(`jdg:terrain.${id}`) }),
      choose: t('chart.choose'),
      inUse: t('chart.inUse'),
      codes: {
        noEffect: tKey(`${card}codes.noEffect`),
        notAllowed: tKey(`${card}codes.notAllowed`),
        useOtherTerrain: tKey(`${card}codes.useOtherTerrain`),
      },
    };
  }, [t, card]);
  const choose = (event: MouseEvent) => {
    const id = (event.target as Element).closest<HTMLElement>('[data-terrain]')?.dataset.terrain;
    const row = chart.find((r) => r.id === id);
    if (!row || !terrainPatch(row.id)) return;
    chooseTerrain(row.id);
    setChosen(row);
  };

  const inUse = (row: TerrainRow): boolean => {
    const patch = terrainPatch(row.id);
    if (!patch) return false;
    return Object.entries(patch).every(
      ([key, value]) => key === 'workDirection' || terrain[key as keyof typeof terrain] === value,
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('chart.title')}</h1>
        <SelectField<Filter>
          label={t('chart.filter')}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('chart.filterAll') },
            ...JDG_MOVING_UNITS.map((c) => ({ value: c, label: t(`jdg:columns.${c}`) })),
          ]}
        />
      </div>
      {/* Where a row's terrain, once used, is said: until then, what Use does (the table never moves under a tap). */}
      <p aria-live="polite" className={chosen ? 'text-base' : 'text-sm'} data-testid="chart-status">
        {chosen
          ? t('chart.chosen', {
              terrain: t(`jdg:terrain.${chosen.id}`),
              place: t(`chart.places.${chosen.kind as 'hex' | 'hexside' | 'level' | 'work'}`),
            })
          : t('chart.useHint')}
      </p>
      {/* The table is the page's HTML on a first visit until the set-up, the columns or the language change. */}
      <HtmlIsland
        shows={[
          t,
          edition,
          filter,
          chart
            .filter(inUse)
            .map((row) => row.id)
            .join(),
        ]}
        onClick={choose}
        className="relative overflow-x-auto rounded-lg border border-slate-300 dark:border-slate-600"
        draw={() => (
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption className="sr-only">{t('chart.caption')}</caption>
            <thead className="bg-slate-100 dark:bg-slate-800">
              <tr>
                <th scope="col" className="sticky left-0 bg-slate-100 px-1 py-2 sm:px-2 dark:bg-slate-800">
                  {t('jdg:columns.terrain')}
                </th>
                {columns.map((c) => (
                  <th key={c} scope="col" className="px-1 py-2 sm:px-2 text-center">
                    {t(`jdg:columns.${c}`)}
                  </th>
                ))}
                <th scope="col" className="px-1 py-2 sm:px-2 text-center">
                  {t('jdg:columns.fire')} <FootnoteMarks footnotes={['a']} words={words} />
                </th>
                <th scope="col" className="px-1 py-2 sm:px-2 text-center">
                  {t('jdg:columns.shock')} <FootnoteMarks footnotes={['a']} words={words} />
                </th>
                <th scope="col" className="px-1 py-2 sm:px-2">
                  <span className="sr-only">{t('chart.choose')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {chart.map((row) => (
                <ChartRow
                  key={row.id}
                  row={row}
                  columns={columns}
                  used={inUse(row)}
                  choosable={terrainPatch(row.id) !== null}
                  words={words}
                />
              ))}
            </tbody>
          </table>
        )}
      />
      <p className="text-sm">{t('chart.roadHint')}</p>
      <section aria-labelledby="key-heading">
        <h2 id="key-heading" className="text-lg font-semibold">
          {t('chart.key')}
        </h2>
        <p className="text-sm">
          {edition === '2006'
            ? t('jdg:card2006.codeKey')
            : `UAT = ${t('jdg:codeKey.UAT')} · PE = ${t('jdg:codeKey.PE')} · NA = ${t('jdg:codeKey.NA')} · D = ${t('jdg:codeKey.D')}`}
        </p>
        {/* Each footnote opens at its mark, [a] to [i] and *. */}
        {edition === '2006' && <p className="text-sm italic">{t('jdg:card2006.translated')}</p>}
      </section>
      {MARKS.map((mark) => (
        <div
          key={mark}
          id={`mark-${mark}`}
          popover="auto"
          role="note"
          className="mark-text max-w-[min(90vw,28rem)] rounded-md border-2 border-slate-500 bg-amber-50 p-2 text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        >
          <strong>{markSign(mark)}</strong> {markText(mark)}
        </div>
      ))}
    </div>
  );
}
