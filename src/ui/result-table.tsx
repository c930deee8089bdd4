import { memo, type ReactNode, useRef } from 'react';
import { usePercent } from '../i18n/rules-text';
import { useTranslation } from '../i18n/use-translation';
import type { Chance } from '../rules/core/dice';
import type { ResultBand } from '../rules/core/types';
import { ColumnHeads } from './column-heads';
import { Icon } from './icons';
import { useScrollsSideways } from './use-scrolls-sideways';

interface ResultTableProps<B extends ResultBand> {
  readonly caption: string;
  /** Headers of the result columns, between the modified roll and the chances. */
  readonly headers: readonly string[];
  readonly exact: readonly { readonly band: B; readonly chance: Chance }[];
  readonly atLeast: readonly { readonly band: B; readonly chance: Chance }[];
  /** The row the current roll lands on. */
  readonly landedId: string | null;
  readonly bandLabel: (band: B) => ReactNode;
  /** One node per header. */
  readonly cells: (band: B) => readonly ReactNode[];
  /** Rows whose "at least" figure means nothing (the worst row, "no effect"). */
  readonly hideAtLeast?: (band: B) => boolean;
}

interface ResultRowProps<B extends ResultBand> {
  readonly band: B;
  readonly here: boolean;
  /** The row's chance and its chance of at least this row, worded (empty when it means nothing). */
  readonly exactText: string;
  readonly atLeastText: string;
  readonly yourRow: string;
  readonly bandLabel: (band: B) => ReactNode;
  readonly cells: (band: B) => readonly ReactNode[];
}

/** A row's results, which a new total does not change (only its chances): drawn once per language. */
const BandCells = memo(function BandCells({
  band,
  cells,
}: {
  readonly band: ResultBand;
  readonly cells: (band: ResultBand) => readonly ReactNode[];
}) {
  return cells(band).map((cell, c) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed by `headers`
    <td key={c} className="py-2 pr-1 sm:pr-2">
      {cell}
    </td>
  ));
}) as <B extends ResultBand>(props: {
  readonly band: B;
  readonly cells: (band: B) => readonly ReactNode[];
}) => ReactNode;

/**
 * One row, memoised: a roll redraws the row it lands on and the row it leaves, not the table (the screens pass
 * `bandLabel` and `cells` made once per language).
 */
const ResultRow = memo(function ResultRow({
  band,
  here,
  exactText,
  atLeastText,
  yourRow,
  bandLabel,
  cells,
}: ResultRowProps<ResultBand>) {
  return (
    <tr
      data-band={band.id}
      aria-current={here ? 'true' : undefined}
      // Brought into sight after a roll (clear of the result bar at the bottom: scrollAboveTheBar), with the arrow in
      // the margin beside it (a table scrolling sideways in its box would otherwise be scrolled to the row's own edge).
      className={`scroll-mt-4 scroll-ml-3 border-b border-slate-200 align-top dark:border-slate-700 ${here ? 'bg-amber-200 dark:bg-amber-800' : ''}`}
    >
      {/* Nothing of the mark takes room in the table (no bolder text, the arrow in the margin beside the row, the
          words for screen readers): a roll moves no column and no row, and the table is no wider for it. */}
      <th scope="row" className="relative py-2 pr-1 sm:pr-2 tabular-nums">
        {here && (
          <span data-landed-arrow className="absolute top-2 right-full">
            <Icon name="landed" size="size-[0.7em]" />
          </span>
        )}
        <span className="whitespace-nowrap">{bandLabel(band)}</span>
        {here && <span className="sr-only"> ({yourRow})</span>}
      </th>
      <BandCells band={band} cells={cells} />
      <td className="py-2 pr-1 sm:pr-2 text-right tabular-nums">{exactText}</td>
      <td className="py-2 pr-1 sm:pr-2 text-right tabular-nums">{atLeastText}</td>
    </tr>
  );
}) as <B extends ResultBand>(props: ResultRowProps<B>) => ReactNode;

/**
 * A printed result table with the exact chance of each row and of "at least" each row; the row the roll lands on
 * is marked in colour, with an arrow and in words, so colour is never the only signal.
 */
export function ResultTable<B extends ResultBand>({
  caption,
  headers,
  exact,
  atLeast,
  landedId,
  bandLabel,
  cells,
  hideAtLeast,
}: ResultTableProps<B>) {
  const { t } = useTranslation();
  const percent = usePercent();
  const yourRow = t('combat.yourRow');
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  return (
    // On the narrowest phones (320 px) a table of long results scrolls sideways in its own box, not the page; the box
    // reaches into the page's margin so the landed row's arrow, which hangs there, stays in it. While it scrolls, the
    // keyboard can reach it to scroll it (the table has nothing else to focus).
    <div
      ref={box}
      data-results-box
      className="-mx-3 overflow-x-auto px-3"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <table className="isolate w-full border-collapse text-left text-sm sm:text-base" aria-label={caption}>
        <caption className="text-left text-lg font-semibold">{caption}</caption>
        <ColumnHeads
          labels={[t('combat.modified'), ...headers, t('combat.chance'), t('combat.atLeast')]}
          numeric={2}
          cell="py-1 pr-1 sm:pr-2"
        />
        <tbody>
          {exact.map(({ band, chance }, i) => {
            const cumulative = atLeast[i]?.chance ?? chance;
            return (
              <ResultRow
                key={band.id}
                band={band}
                here={landedId === band.id}
                exactText={percent(chance.count, chance.outOf)}
                atLeastText={hideAtLeast?.(band) ? '' : percent(cumulative.count, cumulative.outOf)}
                yourRow={yourRow}
                bandLabel={bandLabel}
                cells={cells}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
