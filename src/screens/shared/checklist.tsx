import { useTranslation } from '../../i18n/use-translation';
import { useChecklists } from '../../state/checklists';

export interface ChecklistStep {
  readonly id: string;
  readonly label: string;
  /** A step inside another (a sub-step of a phase): indented. */
  readonly depth?: 0 | 1 | 2;
}

/** A sequence the player ticks through during a turn, with a count of what is done and a way to start again. */
export function Checklist({ id, title, steps }: { id: string; title: string; steps: readonly ChecklistStep[] }) {
  const { t } = useTranslation();
  const ticked = useChecklists((s) => s.ticked[id]) ?? [];
  const toggle = useChecklists((s) => s.toggle);
  const restart = useChecklists((s) => s.restart);
  const done = steps.filter((s) => ticked.includes(s.id)).length;
  const indent = ['', 'ml-6', 'ml-12'] as const;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h1 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h1>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('checklist.hint')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite" className="font-semibold" data-testid="checklist-count">
          {t('checklist.done', { done, total: steps.length })}
        </p>
        <button
          type="button"
          onClick={() => restart(id)}
          className="min-h-11 rounded-md border border-blue-900 px-4 text-blue-900 hover:bg-blue-50 dark:border-blue-300 dark:text-blue-200 dark:hover:bg-slate-800"
        >
          {t('checklist.newTurn')}
        </button>
      </div>
      <ol className="flex flex-col gap-1">
        {steps.map((step) => {
          const checked = ticked.includes(step.id);
          return (
            <li key={step.id} className={indent[step.depth ?? 0]}>
              <label
                className={`flex min-h-11 items-start gap-3 rounded-md px-2 py-2 ${
                  checked ? 'bg-emerald-50 text-slate-600 dark:bg-emerald-950 dark:text-slate-300' : ''
                }`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => toggle(id, step.id)}
                  className="mt-0.5 size-6 shrink-0 accent-emerald-700"
                />
                {/* A long word in a deep step, with a phone's text large, is hyphenated or broken, not run off the screen. */}
                <span className={`min-w-0 hyphens-auto wrap-anywhere ${checked ? 'line-through decoration-1' : ''}`}>
                  {step.label}
                </span>
              </label>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
