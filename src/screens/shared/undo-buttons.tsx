import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCombatStore } from '../../state/combat/combat-store';
import { useSetupHistory } from '../../state/combat/setup-history-store';
import { Icon, type IconName } from '../../ui/icons';

const BUTTON =
  'min-h-11 min-w-11 rounded-md border border-slate-400 px-2 font-medium disabled:cursor-not-allowed disabled:opacity-40 sm:px-3 dark:border-slate-500';

/**
 * Undo and redo of the game's set-up changes, on any of its screens (the keys, Ctrl or ⌘ with Z, are the app's:
 * src/app/undo-keys.ts). A roll is never undone. On a phone the arrows alone, named for screen readers.
 */
function UndoButtons() {
  const { t } = useTranslation();
  const history = useGameHistory();
  const button = (name: string, arrow: IconName, enabled: boolean, act: () => void, keys: string) => (
    <button
      type="button"
      disabled={!enabled}
      onClick={act}
      aria-label={name}
      title={name}
      aria-keyshortcuts={keys}
      className={BUTTON}
    >
      <Icon name={arrow} />
      <span aria-hidden="true" className="hidden sm:inline">
        {' '}
        {name}
      </span>
    </button>
  );
  return (
    <fieldset aria-label={t('combat.changes')} className="flex shrink-0 gap-2">
      {button(t('combat.undo'), 'undo', history.canUndo, history.undo, 'Control+Z Meta+Z')}
      {button(t('combat.redo'), 'redo', history.canRedo, history.redo, 'Control+Shift+Z Meta+Shift+Z Control+Y')}
    </fieldset>
  );
}

/** Whether the game on show has a change to undo or redo, and the two moves. */
function useGameHistory() {
  const game = useCombatStore((s) => s.game);
  return {
    canUndo: useSetupHistory((s) => (s.games.get(game)?.past.length ?? 0) > 0),
    canRedo: useSetupHistory((s) => (s.games.get(game)?.future.length ?? 0) > 0),
    undo: useSetupHistory((s) => s.undo),
    redo: useSetupHistory((s) => s.redo),
  };
}

/**
 * Undo in the bottom bar, under the thumb, once there is a change to undo: on a phone or a tablet the form's own
 * buttons have scrolled out of sight by the time a field far down is changed.
 */
export function BarUndoButton() {
  const { canUndo, undo } = useGameHistory();
  return <BarUndo canUndo={canUndo} undo={undo} />;
}

/** The bar's undo of any set-up's history (a built-in game's, a pack's): shown while there is a change to undo. */
export function BarUndo({ canUndo, undo }: { readonly canUndo: boolean; readonly undo: () => void }) {
  const { t } = useTranslation();
  if (!canUndo) return null;
  return (
    <button
      type="button"
      onClick={undo}
      aria-label={t('combat.undo')}
      title={t('combat.undo')}
      className="min-h-11 min-w-11 shrink-0 rounded-md border-2 border-white/70 px-2 font-semibold hover:bg-white/10 lg:hidden"
      data-testid="bar-undo"
    >
      <Icon name="undo" />
    </button>
  );
}

/** A screen's title with, beside it, the undo and redo of its game's set-up. */
export function TitleWithUndo({ children, id }: { readonly children: ReactNode; readonly id?: string | undefined }) {
  return (
    // The buttons go under the title only when a long word of it leaves them no room (a phone with large text); a word
    // longer than the screen is wide is hyphenated where the device can, broken where not.
    <div className="flex flex-wrap items-start justify-between gap-3">
      <h1 id={id} className="min-w-0 flex-1 basis-44 hyphens-auto wrap-anywhere text-2xl font-bold">
        {children}
      </h1>
      <UndoButtons />
    </div>
  );
}
