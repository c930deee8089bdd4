import type { ReactNode } from 'react';
import { AddButton } from './add-button';
import { FormSection } from './form-section';

/**
 * A list of units in a set-up form, drawn and edited one way for every game (a game pack's too): each unit a numbered
 * group of its fields with its Remove, what is wrong with the whole list, and the Add button with its limit. A new unit
 * copies the last one (the same kind of unit is the likeliest next), or is `newUnit` in an empty list.
 */
export function UnitRows<Unit extends object>({
  legend,
  units,
  onChange,
  newUnit,
  min = 0,
  max,
  unitLegend,
  fields,
  removeLabel,
  error,
  errorId,
  add,
}: {
  readonly legend: string;
  readonly units: readonly Unit[];
  readonly onChange: (units: readonly Unit[]) => void;
  readonly newUnit: Unit;
  /** The fewest and the most units the list may hold. */
  readonly min?: number;
  readonly max: number;
  /** A unit's group, for screen readers ("Unit 2"). */
  readonly unitLegend: (n: number) => string;
  /** A unit's fields, each change made through `change`. */
  readonly fields: (unit: Unit, change: (patch: Partial<Unit>) => void) => ReactNode;
  readonly removeLabel: (n: number) => string;
  /** What is wrong with the whole list, worded, and the id it is said under. */
  readonly error?: string | undefined;
  readonly errorId?: string;
  readonly add: Pick<Parameters<typeof AddButton>[0], 'label' | 'ariaLabel' | 'fullMessage'>;
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
          {fields(unit, (patch) => onChange(units.map((u, j) => (j === i ? { ...u, ...patch } : u))))}
          <button
            type="button"
            disabled={units.length <= min}
            onClick={() => onChange(units.filter((_, j) => j !== i))}
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
      <AddButton {...add} count={units.length} max={max} onAdd={() => onChange([...units, units.at(-1) ?? newUnit])} />
    </FormSection>
  );
}
