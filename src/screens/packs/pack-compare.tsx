import { signed } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import { compareChances, compareModifiers } from '../../rules/core/compare';
import type { AppliedModifier } from '../../rules/core/types';
import { columnOf, type LoadedPack, type PackSetup } from '../../rules/packs/engine';
import { ColumnHeads } from '../../ui/column-heads';
import { totalsLabel } from '../shared/totals-label';
import { usePackWords } from './pack-words';

/**
 * Two options of one roll of a pack side by side, as a built-in game compares them: every line of either with its
 * value under each (the lines that differ marked), the totals, and each row's chance under each.
 */
export function PackCompare({
  loaded,
  index,
  a,
  b,
  percent,
}: {
  readonly loaded: LoadedPack;
  readonly index: number;
  readonly a: PackSetup;
  readonly b: PackSetup;
  readonly percent: (count: number, outOf: number) => string;
}) {
  const { t } = useTranslation();
  const words = usePackWords(loaded.pack);
  const roll = loaded.pack.rolls[index];
  const resolution = loaded.rolls[index];
  if (!roll || !resolution) return null;
  const assessA = resolution.assess(a);
  const assessB = resolution.assess(b);
  const allowedA = assessA.status === 'allowed' ? assessA : null;
  const allowedB = assessB.status === 'allowed' ? assessB : null;
  const lines = words.lines(roll);
  const chances = compareChances(
    allowedA && resolution.chances(allowedA.total).exact,
    allowedB && resolution.chances(allowedB.total).exact,
  );
  const rows = new Map(roll.results.rows.map((row) => [row.id, row]));
  const value = (v: number | undefined) => (v === undefined ? '—' : signed(v));
  const figure = (m: AppliedModifier | null) => (m ? lines.figure(m) : '—');
  // A table entered by columns: each option reads its own column.
  const columnA = allowedA && columnOf(allowedA);
  const columnB = allowedB && columnOf(allowedB);
  const cellsIn = (rowId: string, column: number | null) => {
    const cells = rows.get(rowId)?.cells ?? [];
    return (column === null ? cells : cells.slice(column, column + 1)).map((cell) => words.say(cell)).join(' · ');
  };
  return (
    <section
      className="flex flex-col gap-2 rounded-lg border-2 border-blue-900 p-3 dark:border-blue-300"
      data-testid="pack-compare"
    >
      <h3 className="font-semibold">{t('packs.compareTitle')}</h3>
      <p className="text-sm">{t('packs.compareLead')}</p>
      <table className="w-full border-collapse text-left">
        <ColumnHeads labels={[t('packs.line'), t('packs.optionA'), t('packs.optionB')]} numeric={2} cell="" />
        <tbody>
          {compareModifiers(allowedA, allowedB).map((line) => {
            const m = line.b ?? line.a;
            return (
              <tr
                key={line.key}
                data-differs={line.differs || undefined}
                className={`border-b border-slate-200 dark:border-slate-700 ${line.differs ? 'font-semibold' : ''}`}
              >
                <td className="py-1 pr-2">{m ? lines.modifierLabel(m) : ''}</td>
                <td className="py-1 text-right tabular-nums">{figure(line.a)}</td>
                <td className="py-1 text-right tabular-nums">{figure(line.b)}</td>
              </tr>
            );
          })}
          <tr className="border-t-2 border-slate-500 font-bold">
            <th scope="row" className="py-1 text-left">
              {t('packs.total')}
            </th>
            <td className="py-1 text-right tabular-nums" data-testid="pack-compare-a">
              {value(allowedA?.total)}
            </td>
            <td className="py-1 text-right tabular-nums" data-testid="pack-compare-b">
              {value(allowedB?.total)}
            </td>
          </tr>
          {(columnA !== null || columnB !== null) && (
            <tr className="font-bold" data-differs={columnA !== columnB || undefined}>
              <th scope="row" className="py-1 text-left">
                {t('packs.column')}
              </th>
              <td className="py-1 text-right">
                {columnA === null ? '—' : words.say(roll.results.columns[columnA]?.label)}
              </td>
              <td className="py-1 text-right">
                {columnB === null ? '—' : words.say(roll.results.columns[columnB]?.label)}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <table className="w-full border-collapse text-left">
        <ColumnHeads labels={[t('packs.row'), t('packs.chanceA'), t('packs.chanceB')]} numeric={2} cell="" />
        <tbody>
          {/* The rows neither option can reach are left out: the table under the roll lists them all. */}
          {chances
            .filter((row) => (row.a?.count ?? 0) > 0 || (row.b?.count ?? 0) > 0)
            .map((row) => (
              <tr key={row.band.id} className="border-b border-slate-200 dark:border-slate-700">
                <td className="py-1 pr-2">
                  {totalsLabel(row.band, t('combat.orLess'))}: {cellsIn(row.band.id, columnA ?? null)}
                  {columnA !== columnB && ` / ${cellsIn(row.band.id, columnB ?? null)}`}
                </td>
                <td className="py-1 text-right tabular-nums">{row.a ? percent(row.a.count, row.a.outOf) : '—'}</td>
                <td className="py-1 text-right tabular-nums">{row.b ? percent(row.b.count, row.b.outOf) : '—'}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}
