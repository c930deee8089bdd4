/**
 * Two options of a set-up side by side: the switch between them (CompareBar) and the figures of both
 * (ComparisonView): every modifier with the ones that differ marked, the totals, and each row's chance A → B.
 */
import { memo, type ReactNode } from 'react';
import { addTexts } from '../../i18n';
import { compareEn } from '../../i18n/locales/en-compare';
import { compareFr } from '../../i18n/locales/fr-compare';
import { type RulesNamespace, type RulesWords, signed, useRulesText } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import { compareChances, compareModifiers } from '../../rules/core/compare';
import type { Chance } from '../../rules/core/dice';
import type { Assessment, FieldError, ResultBand } from '../../rules/core/types';
import { comparisonOf } from '../../state/combat/combat-selectors';
import { useCombatStore } from '../../state/combat/combat-store';
import { COMPARE_OPTIONS, type CompareOption } from '../../state/combat-types';
import { ColumnHeads } from '../../ui/column-heads';
import { Icon } from '../../ui/icons';
import { TitledSection } from '../../ui/titled-section';
import { TotalRow } from '../../ui/total-row';

addTexts('compare', { en: compareEn, fr: compareFr });

const BUTTON =
  'min-h-11 rounded-md border px-3 font-medium hover:bg-slate-100 dark:hover:bg-slate-800 border-slate-500';

/** What an option's total reads as in a summary: the signed total, "Not allowed", or "Set-up to fix". */
function totalOf(figures: OptionFigures<ResultBand>, words: { notAllowed: string; toFix: string }): string {
  if (figures.assessment === null) return words.toFix;
  return figures.assessment.status === 'allowed' ? signed(figures.assessment.total) : words.notAllowed;
}

/**
 * Start a comparison, or choose which option to edit and end it. `figures`: both options' figures, to say their
 * totals right here (on a phone the side-by-side view is below the set-up).
 */
export const CompareBar = memo(function CompareBar({
  figures,
}: {
  readonly figures?: { readonly a: OptionFigures<ResultBand>; readonly b: OptionFigures<ResultBand> } | null;
}) {
  const { t } = useTranslation('compare');
  const compare = useCombatStore((s) => comparisonOf(s, s.game));
  const startComparing = useCombatStore((s) => s.startComparing);
  const editOption = useCombatStore((s) => s.editOption);
  const stopComparing = useCombatStore((s) => s.stopComparing);
  if (!compare) {
    return (
      <div className="flex flex-col gap-1">
        <button
          type="button"
          onClick={startComparing}
          className={`${BUTTON} self-start border-blue-900 text-blue-900 dark:border-blue-300 dark:text-blue-200`}
        >
          <Icon name="compare" className="mr-1.5" />
          {t('start')}
        </button>
        <p className="text-sm">{t('startHelp')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 rounded-lg border-2 border-blue-900 p-3 dark:border-blue-300" data-compare-bar>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t('editing')}</legend>
        <div className="flex flex-wrap gap-2">
          {COMPARE_OPTIONS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={compare.editing === option}
              onClick={() => editOption(option)}
              className={`${BUTTON} ${
                compare.editing === option
                  ? 'border-blue-900 bg-blue-900 text-white dark:bg-blue-300 dark:text-slate-950'
                  : ''
              }`}
            >
              {t(`option.${option}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <p className="text-sm" role="status">
        {t('editingNote', { option: compare.editing.toUpperCase() })}
      </p>
      {figures && (
        <p className="font-semibold tabular-nums" data-testid="compare-totals">
          {t('totals', {
            a: totalOf(figures.a, { notAllowed: t('notAllowed'), toFix: t('toFix') }),
            b: totalOf(figures.b, { notAllowed: t('notAllowed'), toFix: t('toFix') }),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {COMPARE_OPTIONS.map((option) => (
          <button key={option} type="button" onClick={() => stopComparing(option)} className={BUTTON}>
            {t(`keep.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
});

type Chances<B> = readonly { readonly band: B; readonly chance: Chance }[];

/** What one option of a comparison shows: its input errors, or its assessment and chances. */
export interface OptionFigures<B extends ResultBand> {
  readonly errors: readonly FieldError[];
  /** Null while the option has input errors: an invalid set-up is never assessed. */
  readonly assessment: Assessment | null;
  readonly chances: { readonly exact: Chances<B>; readonly atLeast: Chances<B> } | null;
}

interface ComparisonViewProps<B extends ResultBand> {
  readonly namespace?: RulesNamespace;
  /** The words of the ids, where they are not the namespace's (a game pack's own). */
  readonly text?: RulesWords;
  /** A figure read after the totals, for each option (a game pack's column read after its shifts). */
  readonly afterTotals?: { readonly label: string; readonly a: string | null; readonly b: string | null };
  readonly a: OptionFigures<B>;
  readonly b: OptionFigures<B>;
  /** The modified totals a row covers, and its result, as the screen's own table words them. */
  readonly bandLabel: (band: B) => ReactNode;
  readonly bandName: (band: B) => ReactNode;
  readonly hideAtLeast?: (band: B) => boolean;
}

/** Both options' modifiers and totals, what differs marked, and each row's chance under A and B with the change. */
export function ComparisonView<B extends ResultBand>({
  namespace,
  text: ownText,
  afterTotals,
  a,
  b,
  bandLabel,
  bandName,
  hideAtLeast,
}: ComparisonViewProps<B>) {
  const { t } = useTranslation('compare');
  const namespaced = useRulesText((namespace ?? 'common') as RulesNamespace);
  const text: RulesWords = ownText ?? namespaced;
  const figure = (m: Parameters<RulesWords['modifierLabel']>[0]) => (text.figure ? text.figure(m) : signed(m.value));
  const rows = compareModifiers(a.assessment, b.assessment);
  const exact = compareChances(a.chances?.exact ?? null, b.chances?.exact ?? null);
  const atLeast = compareChances(a.chances?.atLeast ?? null, b.chances?.atLeast ?? null);
  const options = { a, b } as const;
  const total = (option: CompareOption) => {
    const { assessment } = options[option];
    if (assessment === null) return t('toFix');
    return assessment.status === 'allowed' ? signed(assessment.total) : t('notAllowed');
  };
  const change = (pair: { a: Chance | null; b: Chance | null; difference: Chance | null }) => (
    <>
      {/* On a narrow phone the change may go on two lines, after its arrow; a figure itself never breaks. */}
      <span className="whitespace-nowrap">{pair.a ? text.percent(pair.a.count, pair.a.outOf) : t('none')} →</span>{' '}
      <span className="whitespace-nowrap">{pair.b ? text.percent(pair.b.count, pair.b.outOf) : t('none')}</span>
      {pair.difference && pair.difference.count !== 0 && (
        <span className="block text-sm font-semibold">
          ({t('points', { value: text.points(pair.difference.count, pair.difference.outOf) })})
        </span>
      )}
    </>
  );
  const differsClass = 'bg-amber-100 dark:bg-amber-900';

  return (
    <TitledSection id="comparison-heading" title={t('heading')} className="flex flex-col gap-3" data-comparison>
      {COMPARE_OPTIONS.filter((option) => options[option].errors.length > 0).map((option) => (
        <p key={option} role="status" className="rounded-md bg-amber-100 p-2 text-amber-950">
          {t('inputError', { option: option.toUpperCase() })}
        </p>
      ))}
      <table className="w-full border-collapse text-left">
        <ColumnHeads labels={[t('modifier'), 'A', 'B']} numeric={2} />
        <tbody>
          {rows.map((row) => {
            const line = row.a ?? row.b;
            if (!line) return null;
            return (
              <tr
                key={row.key}
                data-compared={line.id}
                data-differs={row.differs || undefined}
                className={`border-b border-slate-200 align-top dark:border-slate-700 ${row.differs ? differsClass : ''}`}
              >
                <td className="py-2 pr-2">
                  <div>
                    {row.differs && <span aria-hidden="true">≠ </span>}
                    {text.modifierLabel(line)}
                    {row.differs && <span className="sr-only"> ({t('differs')})</span>}
                  </div>
                  <div className="text-sm text-slate-600 dark:text-slate-300">{text.sourceLabel(line.source)}</div>
                  {row.a &&
                    row.b &&
                    text.modifierLabel(row.b) + text.sourceLabel(row.b.source) !==
                      text.modifierLabel(row.a) + text.sourceLabel(row.a.source) && (
                      <div className="mt-1 text-sm">
                        <strong>B:</strong> {text.modifierLabel(row.b)}{' '}
                        <span className="text-slate-600 dark:text-slate-300">({text.sourceLabel(row.b.source)})</span>
                      </div>
                    )}
                </td>
                <td className="py-2 pr-2 text-right font-semibold tabular-nums">{row.a ? figure(row.a) : t('none')}</td>
                <td className="py-2 pr-2 text-right font-semibold tabular-nums">{row.b ? figure(row.b) : t('none')}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <TotalRow
            label={t('total')}
            figures={[
              [total('a'), 'total-a'],
              [total('b'), 'total-b'],
            ]}
          />
          {afterTotals && (
            <TotalRow
              label={afterTotals.label}
              figures={[
                [afterTotals.a ?? t('none'), 'after-totals-a'],
                [afterTotals.b ?? t('none'), 'after-totals-b'],
              ]}
            />
          )}
        </tfoot>
      </table>
      {(a.chances || b.chances) && (
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <caption className="text-left font-semibold">{t('chances')}</caption>
          <ColumnHeads labels={[t('row'), t('exact'), t('atLeast')]} />
          <tbody>
            {exact.map((row, i) => {
              const cumulative = atLeast[i];
              const moved = (row.difference?.count ?? 0) !== 0 || (cumulative?.difference?.count ?? 0) !== 0;
              return (
                <tr
                  key={row.band.id}
                  data-compared-band={row.band.id}
                  className={`border-b border-slate-200 align-top dark:border-slate-700 ${moved ? differsClass : ''}`}
                >
                  <th scope="row" className="py-2 pr-2 font-normal">
                    <span className="whitespace-nowrap tabular-nums">{bandLabel(row.band)}</span>{' '}
                    <span className="font-semibold">{bandName(row.band)}</span>
                  </th>
                  <td className="py-2 pr-2 tabular-nums">{change(row)}</td>
                  <td className="py-2 pr-2 tabular-nums">
                    {cumulative && !hideAtLeast?.(row.band) ? change(cumulative) : t('none')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </TitledSection>
  );
}
