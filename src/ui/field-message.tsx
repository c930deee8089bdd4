/**
 * What is said under a field: its error, else its help line. An error is a new element (an alert, read out as it comes),
 * not the help line's words changed. `id` is what the field's `aria-describedby` names while there is anything to say.
 */
export function FieldMessage({
  id,
  error,
  help,
}: {
  readonly id: string;
  readonly error?: string | null | undefined;
  readonly help?: string | undefined;
}) {
  if (error) {
    return (
      <p key="error" id={id} role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
        {error}
      </p>
    );
  }
  if (!help) return null;
  return (
    <p key="help" id={id} className="text-sm text-slate-600 dark:text-slate-300">
      {help}
    </p>
  );
}

/** The field's `aria-describedby`: its message's id while there is an error or a help line. */
export const describedBy = (id: string, error?: string | null, help?: string): string | undefined =>
  error || help ? id : undefined;
