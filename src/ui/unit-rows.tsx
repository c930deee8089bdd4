import type { ReactNode } from 'react';
import { AddButton } from './add-button';
import { FormSection } from './form-section';

/**
 * A list of units in a set-up form, drawn one way for every game (a game pack's too): each unit a numbered group of
 * its fields with its Remove, what is wrong with the whole list, and the Add button with its limit.
 */
export function UnitRows<Unit>({
  legend,
  units,
  unitLegend,
  fields,
  removeLabel,
  onRemove,
  canRemove = true,
  error,
  errorId,
  add,
}: {
  readonly legend: string;
  readonly units: readonly Unit[];
  /** A unit's group, for screen readers ("Unit 2"). */
  readonly unitLegend: (n: number) => string;
  readonly fields: (unit: Unit, index: number) => ReactNode;
  readonly removeLabel: (n: number) => string;
  readonly onRemove: (index: number) => void;
  /** False while the list holds the fewest units it may. */
  readonly canRemove?: boolean;
  /** What is wrong with the whole list, worded, and the id it is said under. */
  readonly error?: string | undefined;
  readonly errorId?: string;
  readonly add: Omit<Parameters<typeof AddButton>[0], 'count'>;
}) {
  return (
    <FormSection legend={legend} describedBy={error ? errorId : undefined}>
      {units.map((unit, i) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: a unit is its position in the list
          key={i}
          className="flex flex-wrap items-start gap-3 border-b border-slate-200 pb-3 dark:border-slate-700"
        >
          <legend className="sr-only">{unitLegend(i + 1)}</legend>
          <span aria-hidden="true" className="mt-8 w-6 font-semibold">
            {i + 1}.
          </span>
          {fields(unit, i)}
          <button
            type="button"
            disabled={!canRemove}
            onClick={() => onRemove(i)}
            aria-label={removeLabel(i + 1)}
            className="mt-6 min-h-11 min-w-11 rounded-md border border-slate-400 px-3 text-xl leading-none hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800"
          >
            ×
          </button>
        </fieldset>
      ))}
      {error && (
        <p id={errorId} role="alert" className="font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      <AddButton {...add} count={units.length} />
    </FormSection>
  );
}
