import { signed } from '../../i18n/rules-text';
import { byKey, useTranslation } from '../../i18n/use-translation';
import {
  PG_COLUMNS,
  PG_HEXES,
  PG_HEXSIDES,
  PG_ZOC_EXIT,
  type PgCombatCell,
  type PgMoveCell,
  type PgTerrainRow,
} from '../../rules/prussias-glory';
import { TitledSection } from '../../ui/titled-section';

/** A combat cell in the card's notation: −1, (−4)*, [−1], P. */
export function combatCellText(cell: PgCombatCell, prohibited: string): string {
  if (cell.kind === 'prohibited') return prohibited;
  const value = signed(cell.value);
  const marked = cell.applies === 'into-or-from' ? `(${value})` : cell.applies === 'from' ? `[${value}]` : value;
  return `${marked}${cell.noShock ? '*' : ''}`;
}

function moveCellText(cell: PgMoveCell, words: { prohibited: string; all: string }): string {
  if (cell.kind === 'prohibited') return words.prohibited;
  if (cell.kind === 'all') return `${words.all}${cell.columnOnly ? '**' : ''}`;
  return cell.printed;
}

function TerrainRows<Id extends string>({
  rows,
  group,
}: {
  readonly rows: readonly PgTerrainRow<Id>[];
  readonly group: 'hexes' | 'hexsides';
}) {
  const { t } = useTranslation(['common', 'pg']);
  const tDynamic = byKey(t);
  const words = { prohibited: t('pg:cells.prohibited'), all: t('pg:cells.all') };
  return (
    <>
      {rows.map((row) => (
        <tr key={row.id} data-row={row.id} className="border-b border-slate-200 dark:border-slate-700">
          <th scope="row" className="sticky left-0 bg-stone-50 dark:bg-slate-950 py-2 pr-3 text-left font-semibold">
            {tDynamic(`pg:${group}.${row.id}`)}
            {row.notes.map((n) => (
              <a
                key={n}
                href={`#pg-note-${n}`}
                className="ml-1 inline-flex min-h-11 min-w-6 items-center justify-center text-sm text-blue-900 underline dark:text-blue-300"
              >
                {n}
              </a>
            ))}
          </th>
          <td className="py-2 pr-3 tabular-nums">{moveCellText(row.moveInfantry, words)}</td>
          <td className="py-2 pr-3 tabular-nums">{moveCellText(row.moveCavalry, words)}</td>
          {PG_COLUMNS.map((c) => (
            <td key={c} className="py-2 pr-3 tabular-nums">
              {combatCellText(row[c], words.prohibited)}
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** The Leuthen terrain effects chart: hex and hexside terrain, its marks and notes, and the cost to leave a ZoC. */
export function PgTerrainScreen() {
  const { t } = useTranslation(['common', 'pg']);
  const head = (
    <tr className="border-b border-slate-400 text-sm">
      {/* The terrain's column stays in view while the table scrolls sideways on a phone. */}
      <th scope="col" className="sticky left-0 bg-stone-50 dark:bg-slate-950 py-1 pr-3 text-left">
        {t('pg:columns.terrain')}
      </th>
      <th scope="col" className="py-1 pr-3 text-left">
        {t('pg:columns.movement')} — {t('pg:columns.moveInfantry')}
      </th>
      <th scope="col" className="py-1 pr-3 text-left">
        {t('pg:columns.movement')} — {t('pg:columns.moveCavalry')}
      </th>
      {PG_COLUMNS.map((c) => (
        <th key={c} scope="col" className="py-1 pr-3 text-left">
          {t('pg:columns.effects')} — {t(`pg:columns.${c}`)}
        </th>
      ))}
    </tr>
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('pg:screens.terrain')}</h1>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse">
          <caption className="text-left text-lg font-semibold">{t('pg:tables.pg-hex')}</caption>
          <thead>{head}</thead>
          <tbody>
            <TerrainRows rows={PG_HEXES} group="hexes" />
          </tbody>
        </table>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse">
          <caption className="text-left text-lg font-semibold">{t('pg:tables.pg-hexside')}</caption>
          <thead>{head}</thead>
          <tbody>
            <TerrainRows rows={PG_HEXSIDES} group="hexsides" />
          </tbody>
        </table>
      </div>
      <TitledSection id="pg-rules" title={t('chart.key')} className="flex flex-col gap-2">
        <p>{t('pg:movementRule')}</p>
        <p>{t('pg:combatRule')}</p>
        <ul className="flex flex-col gap-1 text-sm">
          {(['plain', 'paren', 'bracket', 'P', 'star', 'starStar'] as const).map((k) => (
            <li key={k}>{t(`pg:key.${k}`)}</li>
          ))}
          {(['1', '2', '3', '4'] as const).map((k) => (
            <li key={k} id={`pg-note-${k}`}>
              {t(`pg:key.${k}`)}
            </li>
          ))}
        </ul>
      </TitledSection>
      <section aria-labelledby="pg-zoc">
        <h2 id="pg-zoc" className="text-lg font-semibold">
          {t('pg:tables.pg-zoc')}
        </h2>
        {/* Each cost beside its units, or above them when the line is too narrow for both (a phone's large text). */}
        <ul>
          {PG_ZOC_EXIT.map((row) => (
            <li
              key={row.id}
              data-row={row.id}
              className="flex flex-wrap gap-x-4 border-b border-slate-200 py-2 dark:border-slate-700"
            >
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {t('pg:zoc.cost', { cost: row.cost })}
              </span>
              <span className="min-w-0 flex-1 basis-48">{t(`pg:zoc.${row.id}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
