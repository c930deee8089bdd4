import type { ReactNode } from 'react';
import { useEscape } from './use-escape';

/**
 * A panel over the page (the keys' list, the About panel): titled, closed by its button, which takes the focus, or by
 * Escape. Its classes are in the full style sheet: its users come with it.
 */
export function DialogPanel({
  id,
  title,
  closeLabel,
  onClose,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  useEscape(onClose);
  return (
    <section
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-3 top-3 z-20 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-lg flex-col gap-3 overflow-y-auto rounded-lg border border-slate-300 bg-white p-4 text-slate-900 shadow-lg dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
      <button
        type="button"
        // biome-ignore lint/a11y/noAutofocus: a panel opened on purpose; Escape or this button closes it
        autoFocus
        onClick={onClose}
        className="min-h-11 self-end rounded-md border border-slate-400 px-4"
      >
        {closeLabel}
      </button>
    </section>
  );
}
