import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The app's own news (it now works offline), or a notice's pointer (amber, as the notices). */
const TONES = {
  app: {
    note: 'border-amber-400 bg-blue-950 text-white',
    action: 'bg-amber-400 text-blue-950',
    dismiss: 'hover:bg-white/10',
  },
  notice: {
    note: 'border-amber-700 bg-amber-50 text-amber-950 shadow-lg dark:bg-amber-950 dark:text-amber-50',
    action: 'bg-amber-700 text-white',
    dismiss: 'hover:bg-amber-100 dark:hover:bg-amber-900',
  },
} as const;

/**
 * A note that passes under the top of the screen, in the shell's status anchor (which follows the header as the page
 * scrolls; in a shell that failed to draw, at the top of the screen): its words, perhaps an action, and × to dismiss
 * it. A tap on the screen under its words goes through.
 */
export function PassingNote({
  tone,
  children,
  action,
  dismissLabel,
  onDismiss,
  ...attributes
}: {
  readonly tone: keyof typeof TONES;
  readonly children: ReactNode;
  readonly action?: { readonly label: string; readonly onClick: () => void } | false | null;
  readonly dismissLabel: string;
  readonly onDismiss: () => void;
  readonly role?: 'status';
  readonly [data: `data-${string}`]: boolean;
}) {
  const anchor = document.querySelector('[data-status-anchor]');
  const { note, action: actionTone, dismiss } = TONES[tone];
  const shown = (
    <div
      {...attributes}
      className={`pointer-events-none ${anchor ? 'relative mt-2' : 'fixed inset-x-3 top-2 z-10'} mx-auto flex max-w-sm items-center gap-2 rounded-lg border-2 py-1 pr-1 pl-3 text-sm ${note}`}
    >
      {children}
      {action && (
        <button
          type="button"
          onClick={action.onClick}
          className={`pointer-events-auto min-h-11 shrink-0 rounded-md px-3 font-semibold ${actionTone}`}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        className={`pointer-events-auto min-h-11 min-w-11 shrink-0 rounded-md ${dismiss}`}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
  return anchor ? createPortal(shown, anchor) : shown;
}
