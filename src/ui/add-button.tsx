import { useId } from 'react';

/**
 * The "+ Add" button of a list the player builds (units, attacking hexes, steps of a move). At the list's limit it
 * stays in view but can no longer be pressed, and the reason is said beside it: a button that silently vanishes
 * reads as a fault.
 */
export function AddButton({
  label,
  ariaLabel,
  count,
  max,
  fullMessage,
  onAdd,
}: {
  readonly label: string;
  readonly ariaLabel?: string;
  readonly count: number;
  readonly max: number;
  /** Why nothing more can be added ("A side has at most 12 units."). */
  readonly fullMessage: string;
  readonly onAdd: () => void;
}) {
  const noteId = useId();
  const full = count >= max;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={full ? undefined : onAdd}
        aria-disabled={full || undefined}
        aria-label={ariaLabel}
        aria-describedby={full ? noteId : undefined}
        className={`min-h-11 self-start rounded-md border px-4 ${
          full
            ? 'cursor-not-allowed border-slate-400 text-slate-600 dark:text-slate-300'
            : 'border-blue-900 text-blue-900 hover:bg-blue-50 dark:border-blue-300 dark:text-blue-200 dark:hover:bg-slate-800'
        }`}
      >
        + {label}
      </button>
      {full && (
        <p id={noteId} className="text-sm" data-testid="list-full">
          {fullMessage}
        </p>
      )}
    </div>
  );
}
