import { memo, useId } from 'react';
import { type RulesNamespace, type RulesWords, signed, useRulesText } from '../i18n/rules-text';
import { useTranslation } from '../i18n/use-translation';
import type { AppliedModifier, Assessment, Forbidden } from '../rules/core/types';
import { ColumnHeads } from './column-heads';
import { TotalRow } from './total-row';

interface AssessmentViewProps {
  readonly assessment: Assessment;
  readonly totalLabel: string;
  /** Whose rules the ids belong to: the game's namespace. */
  readonly namespace?: RulesNamespace;
  /** The words of the ids, where they are not the namespace's (a game pack's own). */
  readonly text?: RulesWords;
  /** Where the lines' words are, when not in the game's namespace (see useRulesText). */
  readonly linesPrefix?: string;
  /** Heading and column names, and how a value reads: die-roll modifiers unless told (a move step's cost). */
  readonly title?: string;
  readonly lineHeader?: string;
  readonly valueHeader?: string;
  readonly formatValue?: (value: number) => string;
  readonly headingLevel?: 'h2' | 'h3';
  /** What the red box says before the reasons: the combat is forbidden unless told (a step). */
  readonly forbiddenLead?: string;
}

interface ModifierLineProps {
  readonly modifier: AppliedModifier;
  readonly text: RulesWords;
  readonly formatValue: (value: number) => string;
}

/** Same line: same words, id, value, words' values, source and reading (a new assessment makes new objects). */
const sameLine = (a: ModifierLineProps, b: ModifierLineProps): boolean =>
  a.text === b.text && a.formatValue === b.formatValue && JSON.stringify(a.modifier) === JSON.stringify(b.modifier);

/**
 * One modifier with its source and the app's reading. Memoised by content: a change of the set-up redraws the lines
 * it changes, not every line (it still redraws them all when the language changes).
 */
/**
 * A modifier line's words: what it is, where it comes from, and the app's reading where the card is silent. Also
 * for lists of modifiers drawn in a table of their own (Prussia's Glory's rally).
 */
export function ModifierWords({
  modifier: m,
  text,
}: {
  readonly modifier: AppliedModifier;
  readonly text: Pick<RulesWords, 'modifierLabel' | 'sourceLabel' | 'readingText' | 'readingLabel'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div>{text.modifierLabel(m)}</div>
      <div className="text-sm text-slate-600 dark:text-slate-300">{text.sourceLabel(m.source)}</div>
      {m.reading && (
        <div className="mt-1 rounded bg-amber-50 px-2 py-1 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          <strong>{text.readingLabel ?? t('combat.reading')}</strong> {text.readingText(m)}
        </div>
      )}
    </>
  );
}

/** The red box of a set-up the rules forbid: "Not allowed —", then every reason with where it comes from. */
export function ForbiddenReasons({
  reasons,
  lead,
  text,
}: {
  readonly reasons: readonly Forbidden[];
  /** What the box says before the reasons: the combat is forbidden unless told (a step). */
  readonly lead?: string | undefined;
  readonly text: Pick<RulesWords, 'forbiddenText' | 'sourceLabel'>;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-md border-2 border-red-800 bg-red-50 p-3 text-red-950 dark:bg-red-950 dark:text-red-50"
      data-testid="not-allowed"
    >
      <p className="font-semibold">
        {t('combat.notAllowed')} — {lead ?? t('combat.notAllowedLead')}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {reasons.map((r) => (
          <li key={`${r.id}-${r.source.row ?? ''}`} data-reason={r.id}>
            {text.forbiddenText(r)} <span className="text-sm">({text.sourceLabel(r.source)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const ModifierLine = memo(function ModifierLine({ modifier: m, text, formatValue }: ModifierLineProps) {
  return (
    <tr className="border-b border-slate-200 align-top dark:border-slate-700" data-modifier={m.id}>
      <td className="py-2 pr-2">
        <ModifierWords modifier={m} text={text} />
      </td>
      <td className="py-2 pr-2 text-right text-lg font-semibold tabular-nums">
        {text.figure ? text.figure(m) : formatValue(m.value)}
      </td>
    </tr>
  );
}, sameLine);

/**
 * The die-roll modifiers line by line, each with its value and where it comes from, the app's reading where the
 * card is silent, and the total; or, when the rules forbid the combat, every reason.
 */
export const AssessmentView = memo(function AssessmentView({
  assessment,
  totalLabel,
  namespace,
  text: ownText,
  linesPrefix,
  title,
  lineHeader,
  valueHeader,
  formatValue = signed,
  headingLevel: Heading = 'h2',
  forbiddenLead,
}: AssessmentViewProps) {
  const { t } = useTranslation();
  // A game pack's words are its own; every other game's are its namespace's.
  const namespaced = useRulesText((namespace ?? 'common') as RulesNamespace, linesPrefix);
  const text = ownText ?? namespaced;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="isolate flex flex-col gap-3">
      <Heading id={headingId} className="text-lg font-semibold">
        {title ?? t('combat.modifiers')}
      </Heading>
      {assessment.status === 'not-allowed' ? (
        <ForbiddenReasons reasons={assessment.reasons} lead={forbiddenLead} text={text} />
      ) : (
        <table className="w-full border-collapse text-left">
          <ColumnHeads labels={[lineHeader ?? t('combat.modifier'), valueHeader ?? t('combat.value')]} numeric={1} />
          <tbody>
            {assessment.modifiers.map((m) => (
              <ModifierLine key={`${m.id}-${m.source.row ?? ''}`} modifier={m} text={text} formatValue={formatValue} />
            ))}
          </tbody>
          <tfoot>
            <TotalRow label={totalLabel} figures={[[formatValue(assessment.total), 'total']]} size="text-xl" />
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
});
