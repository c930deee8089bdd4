import { useTranslation } from 'react-i18next';
import { type RulesNamespace, signed, useRulesText } from '../i18n/rules-text';
import type { Assessment } from '../rules/core/types';

interface AssessmentViewProps {
  readonly assessment: Assessment;
  readonly totalLabel: string;
  /** Whose rules the ids belong to (Jours de Gloire unless told). */
  readonly namespace?: RulesNamespace;
}

/**
 * The die-roll modifiers line by line, each with its value and where it comes from, the app's reading where the
 * card is silent, and the total; or, when the rules forbid the combat, every reason.
 */
export function AssessmentView({ assessment, totalLabel, namespace = 'jdg' }: AssessmentViewProps) {
  const { t } = useTranslation();
  const text = useRulesText(namespace);
  return (
    <section aria-labelledby="modifiers-heading" className="flex flex-col gap-3">
      <h2 id="modifiers-heading" className="text-lg font-semibold">
        {t('combat.modifiers')}
      </h2>
      {assessment.status === 'not-allowed' ? (
        <div
          role="alert"
          className="rounded-md border-2 border-red-800 bg-red-50 p-3 text-red-950 dark:bg-red-950 dark:text-red-50"
        >
          <p className="font-semibold">
            {t('combat.notAllowed')} — {t('combat.notAllowedLead')}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {assessment.reasons.map((r) => (
              <li key={`${r.id}-${r.source.row ?? ''}`}>
                {text.forbiddenText(r)} <span className="text-sm">({text.sourceLabel(r.source)})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-400 text-sm">
              <th scope="col" className="py-1 pr-2">
                {t('combat.modifier')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t('combat.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {assessment.modifiers.map((m) => (
              <tr
                key={`${m.id}-${m.source.row ?? ''}`}
                className="border-b border-slate-200 align-top dark:border-slate-700"
                data-modifier={m.id}
              >
                <td className="py-2 pr-2">
                  <div>{text.modifierLabel(m)}</div>
                  <div className="text-sm text-slate-600 dark:text-slate-300">{text.sourceLabel(m.source)}</div>
                  {m.reading && (
                    <div className="mt-1 rounded bg-amber-50 px-2 py-1 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
                      <strong>{t('combat.reading')}</strong> {text.readingText(m.reading)}
                    </div>
                  )}
                </td>
                <td className="py-2 pr-2 text-right text-lg font-semibold tabular-nums">{signed(m.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-700">
              <th scope="row" className="py-2 pr-2">
                {totalLabel}
              </th>
              <td className="py-2 pr-2 text-right text-xl font-bold tabular-nums" data-testid="total">
                {signed(assessment.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      {assessment.notes.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t('combat.notes')}</h3>
          <ul className="list-disc pl-5 text-sm">
            {assessment.notes.map((n) => (
              <li key={n.id}>{text.noteText(n)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
