import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCombatStore } from '../../state/combat-store';
import { useSetupHistory } from '../../state/setup-history-store';

const BUTTON =
  'min-h-11 min-w-11 rounded-md border border-slate-400 px-2 font-medium disabled:cursor-not-allowed disabled:opacity-40 sm:px-3 dark:border-slate-500';

/**
 * Undo and redo of the game's set-up changes, on any of its screens (the keys, Ctrl or ⌘ with Z, are the app's:
 * src/app/undo-keys.ts). A roll is never undone. On a phone the arrows alone, named for screen readers.
 */
function UndoButtons() {
  const { t } = useTranslation();
  const game = useCombatStore((s) => s.game);
  const canUndo = useSetupHistory((s) => s.games[game].past.length > 0);
  const canRedo = useSetupHistory((s) => s.games[game].future.length > 0);
  const undo = useSetupHistory((s) => s.undo);
  const redo = useSetupHistory((s) => s.redo);
  const button = (name: string, arrow: string, enabled: boolean, act: () => void, keys: string) => (
    <button
      type="button"
      disabled={!enabled}
      onClick={act}
      aria-label={name}
      title={name}
      aria-keyshortcuts={keys}
      className={BUTTON}
    >
      <span aria-hidden="true">{arrow}</span>
      <span aria-hidden="true" className="hidden sm:inline">
        {' '}
        {name}
      </span>
    </button>
  );
  return (
    <fieldset aria-label={t('combat.changes')} className="flex shrink-0 gap-2">
      {button(t('combat.undo'), '↶', canUndo, undo, 'Control+Z Meta+Z')}
      {button(t('combat.redo'), '↷', canRedo, redo, 'Control+Shift+Z Meta+Shift+Z Control+Y')}
    </fieldset>
  );
}

/** A screen's title with, beside it, the undo and redo of its game's set-up. */
export function TitleWithUndo({ children, id }: { readonly children: ReactNode; readonly id?: string | undefined }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <h1 id={id} className="text-2xl font-bold">
        {children}
      </h1>
      <UndoButtons />
    </div>
  );
}
