import { displayNotation, signed } from '../../i18n/rules-text';
import { byKey, useTranslation } from '../../i18n/use-translation';
import { CORBACH_TERRAIN, type CorbachCell, type CorbachTerrainRow } from '../../rules/corbach';
import { TitledSection } from '../../ui/titled-section';

const SUPERSCRIPT = { 1: '¹', 2: '²', 3: '³' } as const;

/** The Corbach 1760 terrain effect table, whole, with its notes, in the current language. */
export function CorbachTerrainScreen() {
  const { t } = useTranslation(['common', 'corbach']);
  const tDynamic = byKey(t);
  const cell = (c: CorbachCell) =>
    c.kind === 'drm' ? signed(c.value) : c.kind === 'as-hex' ? t('corbach:cells.asHex') : t('corbach:cells.none');
  const zoc = (row: CorbachTerrainRow) =>
    row.blocksZoc === null ? (
      <span title={t('corbach:zocBlank')}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('corbach:zocBlank')}</span>
      </span>
    ) : row.blocksZoc ? (
      t('corbach:cells.yes')
    ) : (
      t('corbach:cells.none')
    );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('corbach:tables.corbach-terrain')}</h1>
      {/* relative: the visually hidden texts in the cells stay inside the scrolling box, not past the page's edge */}
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-left">
          <caption className="sr-only">{t('corbach:tables.corbach-terrain')}</caption>
          <thead>
            <tr className="border-b-2 border-slate-500 text-sm">
              {(['terrain', 'cost', 'fire', 'combat', 'zoc', 'observations'] as const).map((c) => (
                // The terrain's column stays in view while the table scrolls sideways on a phone.
                <th
                  key={c}
                  scope="col"
                  className={c === 'terrain' ? `sticky left-0 bg-stone-50 dark:bg-slate-950 py-2 pr-3` : 'py-2 pr-3'}
                >
                  {t(`corbach:columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CORBACH_TERRAIN.map((row) => (
              <tr key={row.id} data-row={row.id} className="border-b border-slate-200 align-top dark:border-slate-700">
                <th scope="row" className="sticky left-0 bg-stone-50 dark:bg-slate-950 py-2 pr-3 font-semibold">
                  {tDynamic(`corbach:terrain.${row.id}`)}
                  {row.notes.map((n) => (
                    <a
                      key={n}
                      href={`#corbach-note-${n}`}
                      className="ml-1 inline-flex min-h-11 min-w-6 items-center justify-center text-blue-900 underline dark:text-blue-300"
                    >
                      {SUPERSCRIPT[n]}
                    </a>
                  ))}
                </th>
                <td className="py-2 pr-3 tabular-nums">
                  {displayNotation(row.cost.replace('Forb', t('corbach:cells.forbidden')))}
                </td>
                <td className="py-2 pr-3 tabular-nums">{cell(row.fire)}</td>
                <td className="py-2 pr-3 tabular-nums">{cell(row.combat)}</td>
                <td className="py-2 pr-3">{zoc(row)}</td>
                <td className="py-2 pr-3 text-sm">
                  {row.observation ? tDynamic(`corbach:observations.${row.id}`) : t('corbach:cells.none')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TitledSection id="corbach-notes" title={t('chart.key')} className="flex flex-col gap-1 text-sm">
        <p>{t('corbach:terrainNotes.forb')}</p>
        {([1, 2, 3] as const).map((n) => (
          <p key={n} id={`corbach-note-${n}`}>
            {SUPERSCRIPT[n]} {t(`corbach:terrainNotes.${n}`)}
          </p>
        ))}
        <p>{t('corbach:terrainNotes.target')}</p>
        <p className="text-slate-600 dark:text-slate-300">{t('corbach:roadCell')}</p>
      </TitledSection>
    </div>
  );
}
