import { useId } from 'react';

interface CheckboxFieldProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string | undefined;
  /** Not to be ticked now (a list at its most): the reason is said beside the list. */
  readonly disabled?: boolean;
}

export function CheckboxField({ label, checked, onChange, error, disabled = false }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-base">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={error ? `${id}-msg` : undefined}
          onChange={(e) => onChange(e.target.checked)}
          className="size-6 shrink-0 accent-blue-800"
        />
        {/* A long word at a large text size on a narrow phone: hyphenated where the device can, broken where not. */}
        <span className="min-w-0 hyphens-auto wrap-anywhere">{label}</span>
      </label>
      {error && (
        <p id={`${id}-msg`} role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
