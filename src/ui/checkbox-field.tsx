import { useId } from 'react';
import { describedBy, FieldMessage } from './field-message';

interface CheckboxFieldProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string | undefined;
  /** A line under the field: what the tick means at the table. */
  readonly help?: string | undefined;
  /** Not to be ticked now (a list at its most): the reason is said beside the list. */
  readonly disabled?: boolean;
}

export function CheckboxField({ label, checked, onChange, error, help, disabled = false }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-base">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={describedBy(`${id}-msg`, error, help)}
          onChange={(e) => onChange(e.target.checked)}
          className="size-6 shrink-0 accent-blue-800"
        />
        {/* A long word at a large text size on a narrow phone: hyphenated where the device can, broken where not. */}
        <span className="min-w-0 hyphens-auto wrap-anywhere">{label}</span>
      </label>
      {/* Under the label's words, not the box. */}
      <div className="-mt-1 pl-9">
        <FieldMessage id={`${id}-msg`} error={error} help={help} />
      </div>
    </div>
  );
}
