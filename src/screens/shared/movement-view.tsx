import { type ReactNode, useMemo } from 'react';
import { type RulesNamespace, useRulesText } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import { pricePath, validateMovement } from '../../rules/core/movement';
import { MOVE_LIMITS, type Movement } from '../../rules/core/movement-setup';
import type { Assessment, FieldError } from '../../rules/core/types';
import { comparisonOf } from '../../state/combat/combat-selectors';
import { useCombatStore } from '../../state/combat/combat-store';
import { AddButton } from '../../ui/add-button';
import { AssessmentView } from '../../ui/assessment-view';
import { FormSection } from '../../ui/form-section';
import { TitledSection } from '../../ui/titled-section';
import { CompareBar } from './comparison';
import { SetupFields } from './setup-fields';
import { TitleWithUndo } from './undo-buttons';

/** Movement points as the cards print them: whole numbers, and halves as "½" (a general on a road). */
export function formatPoints(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const whole = Math.trunc(value);
  return `${whole === 0 ? '' : whole}½`;
}

interface MovementViewProps<Unit extends string, Step> {
  readonly namespace: RulesNamespace;
  readonly movement: Movement<Unit, Step>;
  /** The game's checks of the move, when it has more than every game's (`validateMovement`). */
  readonly errors?: readonly FieldError[];
  /** The unit's own fields, besides its allowance. */
  readonly unitFields: ReactNode;
  readonly stepFields: (step: Step, index: number, update: (patch: Partial<Step>) => void) => ReactNode;
  readonly price: (step: Step, spentBefore: number) => Assessment;
  readonly onChange: (patch: Partial<Movement<Unit, Step>>) => void;
  readonly newStep: Step;
  /** What the game's card does not cover, said once under the steps. */
  readonly footnote?: ReactNode;
}

/**
 * The movement-cost helper of any game: the unit and its allowance, the steps of the move with each step's cost
 * line by line and its source, and what the whole move spends against the allowance.
 */
export function MovementView<Unit extends string, Step>({
  namespace,
  movement,
  errors = validateMovement(movement),
  unitFields,
  stepFields,
  price,
  onChange,
  newStep,
  footnote,
}: MovementViewProps<Unit, Step>) {
  const { t } = useTranslation(['common', 'movement']);
  const text = useRulesText(namespace);
  const path = useMemo(
    () => pricePath(movement.steps, movement.allowance, price),
    [movement.steps, movement.allowance, price],
  );
  const { allowance, steps } = movement;
  const comparing = useCombatStore((s) => comparisonOf(s, s.game) !== null);
  const setStep = (index: number, patch: Partial<Step>) =>
    onChange({ steps: steps.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  const stepsError = errors.find((e) => e.field === 'movement.steps');

  let summary: string;
  if (path.blockedAt !== null) summary = t('movement:summary.blocked', { n: path.blockedAt + 1 });
  else if (path.exhaustedAt !== null) {
    summary = t('movement:summary.exhausted', {
      n: path.exhaustedAt + 1,
      spent: formatPoints(path.spent),
      allowance,
    });
  } else {
    summary = t('movement:summary.within', {
      spent: formatPoints(path.spent),
      allowance,
      left: formatPoints(path.remaining),
    });
  }
  const trouble = path.blockedAt !== null || path.exhaustedAt !== null;

  return (
    <div className="flex flex-col gap-4">
      <TitleWithUndo>{t('movement:title')}</TitleWithUndo>
      <p>{t('movement:lead')}</p>
      {/* The move is part of the set-up: while two options are compared, say which one these steps belong to. */}
      {comparing && <CompareBar />}
      <FormSection legend={t('movement:unit')}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {unitFields}
          <SetupFields
            values={movement}
            onChange={onChange}
            fields={[{ number: 'allowance', label: t('movement:allowance'), limits: MOVE_LIMITS.allowance }]}
          />
        </div>
      </FormSection>

      <TitledSection id="movement-steps" title={t('movement:steps')} className="flex flex-col gap-4">
        <ol className="flex flex-col gap-4">
          {steps.map((step, i) => {
            const priced = path.steps[i];
            const spentAfter =
              priced?.spentBefore != null && priced.assessment.status === 'allowed'
                ? priced.spentBefore + priced.assessment.total
                : null;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the move
                key={i}
                data-step={i + 1}
                className={`grid grid-cols-1 gap-4 rounded-lg border p-3 lg:grid-cols-2 ${
                  priced && !priced.withinAllowance
                    ? 'border-red-800 dark:border-red-300'
                    : 'border-slate-300 dark:border-slate-600'
                }`}
              >
                <fieldset className="flex flex-col gap-3">
                  <legend className="font-semibold">{t('movement:step', { n: i + 1 })}</legend>
                  {stepFields(step, i, (patch) => setStep(i, patch))}
                  <button
                    type="button"
                    onClick={() => onChange({ steps: steps.filter((_, j) => j !== i) })}
                    className="min-h-11 self-start rounded-md border border-slate-400 px-3 hover:bg-slate-100 dark:hover:bg-slate-800"
                  >
                    × {t('movement:removeStep', { n: i + 1 })}
                  </button>
                </fieldset>
                <div className="flex flex-col gap-2">
                  {priced?.spentBefore === null ? (
                    <p className="font-medium">{t('movement:notReached')}</p>
                  ) : (
                    priced && (
                      <>
                        <AssessmentView
                          assessment={priced.assessment}
                          namespace={namespace}
                          linesPrefix={`${namespace}:movement.`}
                          title={t('movement:stepCost', { n: i + 1 })}
                          headingLevel="h3"
                          lineHeader={t('movement:line')}
                          valueHeader={t('movement:value')}
                          formatValue={formatPoints}
                          totalLabel={t('movement:total')}
                          forbiddenLead={t('movement:forbiddenLead')}
                        />
                        {spentAfter !== null && (
                          <p
                            className={
                              priced.withinAllowance ? 'text-sm' : 'font-semibold text-red-800 dark:text-red-300'
                            }
                          >
                            {!priced.withinAllowance && `${t('movement:beyondAllowance')} — `}
                            {t('movement:spentAfter', { spent: formatPoints(spentAfter), allowance })}
                          </p>
                        )}
                      </>
                    )
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        {stepsError && (
          <p role="alert" className="font-medium text-red-800 dark:text-red-300">
            {text.errorText(stepsError)}
          </p>
        )}
        <AddButton
          label={t('movement:addStep')}
          count={steps.length}
          max={MOVE_LIMITS.steps}
          fullMessage={t('movement:stepsFull', { max: MOVE_LIMITS.steps })}
          onAdd={() => onChange({ steps: [...steps, newStep] })}
        />
        {footnote && <p className="text-sm">{footnote}</p>}
      </TitledSection>

      <section
        aria-labelledby="movement-summary"
        className={`sticky bottom-0 rounded-lg border-2 p-3 shadow-lg ${
          trouble
            ? 'border-red-800 bg-red-50 text-red-950 dark:border-red-300 dark:bg-red-950 dark:text-red-50'
            : 'border-slate-700 bg-white dark:border-slate-300 dark:bg-slate-900'
        }`}
      >
        <h2 id="movement-summary" className="sr-only">
          {t('movement:summary.heading')}
        </h2>
        <p role="status" className="text-lg font-semibold" data-testid="movement-summary">
          {summary}
        </p>
      </section>
    </div>
  );
}
