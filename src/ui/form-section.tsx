/** A titled group of set-up fields, in the bordered box every set-up form uses. */
export function FormSection({
  legend,
  describedBy,
  children,
}: {
  readonly legend: React.ReactNode;
  /** The id of a message about the whole group (a list with too many units). */
  readonly describedBy?: string;
  readonly children: React.ReactNode;
}) {
  return (
    <fieldset
      className="isolate flex flex-col gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600"
      aria-describedby={describedBy}
    >
      <legend className="px-1 font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}
