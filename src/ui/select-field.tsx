import { useId, useMemo } from 'react';
import { describedBy, FieldMessage } from './field-message';

/** A choice among labelled values, and the rules' error about it: what a list and its chips (choice-field.tsx) take. */
export interface ChoiceProps<V extends string> {
  readonly label: string;
  readonly value: V;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly onChange: (value: V) => void;
  readonly error?: string | undefined;
  /** A line under the field: what to choose by. */
  readonly help?: string | undefined;
}

interface SelectFieldProps<V extends string> extends ChoiceProps<V> {
  readonly className?: string;
}

export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  error,
  help,
  className,
}: SelectFieldProps<V>) {
  const id = useId();
  // The same elements while the list is the same (src/screens/shared/options.ts): React then skips them.
  const items = useMemo(
    () =>
      options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      )),
    [options],
  );
  return (
    // No wider than its row: on a narrow phone the closed list shows the start of a long choice (its list opens
    // whole), rather than the page scrolling sideways.
    <div className={className ?? 'flex max-w-full flex-col gap-1'}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-msg`, error, help)}
        onChange={(e) => onChange(e.target.value as V)}
        className="min-h-11 rounded-md border border-slate-400 bg-white px-2 py-2 text-base dark:bg-slate-900"
      >
        {items}
      </select>
      <FieldMessage id={`${id}-msg`} error={error} help={help} />
    </div>
  );
}
