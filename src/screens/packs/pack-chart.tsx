import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isNoted } from '../../rules/packs/engine';
import type { PackChart as Chart, GamePack } from '../../rules/packs/format';
import { usePackWords } from './pack-words';

/**
 * One of a pack's reference tables as the card prints it (a terrain effects chart): its rows and columns, each
 * footnote's mark where a row or a cell calls it, and the footnotes under the table, each reachable from its mark.
 */
export function PackChart({
  pack,
  chart,
  captionHidden = false,
}: {
  readonly pack: GamePack;
  readonly chart: Chart;
  /** On a screen of its own, whose title names the chart: its caption for screen readers alone. */
  readonly captionHidden?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const words = usePackWords(pack);
  const footnotes = new Map((chart.footnotes ?? []).map((f) => [f.id, f]));
  const marks = (ids: readonly string[] | undefined) =>
    (ids ?? []).flatMap((note) => {
      const footnote = footnotes.get(note);
      return footnote
        ? [
            <sup key={note}>
              <a
                href={`#${id}-${note}`}
                // The address keeps the combat's link (a pack's is written only as its combat changes): scrolled to.
                onClick={(e) => {
                  e.preventDefault();
                  document.getElementById(`${id}-${note}`)?.scrollIntoView?.({ block: 'nearest' });
                }}
                className="px-0.5 text-blue-900 underline dark:text-blue-300"
              >
                {footnote.mark}
              </a>
            </sup>,
          ]
        : [];
    });
  return (
    <section className="flex flex-col gap-3" data-testid="pack-chart" data-chart={chart.id}>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className={captionHidden ? 'sr-only' : 'pb-2 text-left text-xl font-semibold'}>
            {words.say(chart.name)}
          </caption>
          <thead>
            <tr className="border-b-2 border-slate-500">
              <th scope="col" className="py-2 pr-3">
                <span className="sr-only">{words.say(chart.name)}</span>
              </th>
              {chart.columns.map((column) => (
                <th key={column.id} scope="col" className="px-2 py-2">
                  {words.say(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-200 align-top dark:border-slate-700">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {words.say(row.label)}
                  {marks(row.notes)}
                </th>
                {row.cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
                  <td key={i} className="px-2 py-2">
                    {isNoted(cell) ? (
                      <>
                        {words.say(cell.text)}
                        {marks(cell.notes)}
                      </>
                    ) : (
                      words.say(cell)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {footnotes.size > 0 && (
        <ol aria-label={t('packs.footnotes')} className="flex flex-col gap-1 text-sm">
          {[...footnotes.values()].map((f) => (
            <li key={f.id} id={`${id}-${f.id}`} className="scroll-mt-24">
              <span className="font-semibold">{f.mark}</span> {words.say(f.text)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
