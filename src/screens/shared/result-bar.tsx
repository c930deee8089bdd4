import type { ReactNode, Ref } from 'react';
import { signed } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import { rollFace } from '../../state/random';
import { Icon } from '../../ui/icons';
import { withMinusSign } from './totals-label';
import { BarUndoButton } from './undo-buttons';

interface ResultBarProps {
  readonly faces: readonly number[];
  /** The total modifier, or null when the rules forbid the combat. */
  readonly modifier: number | null;
  readonly roll: number | null;
  readonly result: ReactNode;
  readonly onRoll: (die: number, by: 'app' | 'player') => void;
  /** While two options are compared: the one on screen, whose total and roll these are. */
  readonly option?: 'a' | 'b' | undefined;
  /** Why nothing can be rolled now: said in place of the total, and the button cannot roll. */
  readonly blockedReason?: string | null | undefined;
  /** The roll's name, on a screen with several parts (Prussia's Glory's rally and deep charge): the bar says whose. */
  readonly rollName?: string | undefined;
  /** Opens the result large, for the player across the table: offered once there is a result. */
  readonly onShowLarge?: (() => void) | undefined;
  readonly showLargeButton?: Ref<HTMLButtonElement>;
  /** The bar's undo, where the set-up is not a built-in game's (a game pack's). */
  readonly undo?: ReactNode;
}

/**
 * The result sits below a long set-up, or beside it above a long table: this bar keeps the total, the die and the
 * result in sight at every width, with a Roll button under the thumb, while a roll scrolls to its landed row.
 */
export function ResultBar({
  faces,
  modifier,
  roll,
  result,
  onRoll,
  option,
  blockedReason,
  rollName,
  onShowLarge,
  showLargeButton,
  undo = <BarUndoButton />,
}: ResultBarProps) {
  const { t } = useTranslation();
  return (
    <BottomBar>
      {/* Under 7rem its words would stand one to a line (a phone's large text): the buttons go under them instead. */}
      <p className="min-w-0 grow basis-28 text-sm" data-testid="bar-summary">
        {rollName && <span className="font-semibold">{t('combat.rollNamed', { name: rollName })} </span>}
        {blockedReason ? (
          <strong>{blockedReason}</strong>
        ) : modifier === null ? (
          t('combat.notAllowed')
        ) : (
          <>
            {t('combat.total')}
            {option && ` (${option.toUpperCase()})`} <strong className="text-base">{signed(modifier)}</strong>
            {roll !== null && (
              <>
                {' · '}
                {/* "Die 6 → DE" stays one phrase: a narrow bar breaks before it, never inside it. */}
                {t('combat.die')}
                {'\u00a0'}
                <strong className="text-base">{withMinusSign(roll)}</strong>
                {'\u00a0→\u00a0'}
                <strong>{result}</strong>
              </>
            )}
          </>
        )}
      </p>
      <div className="flex shrink-0 items-center gap-3">
        {undo}
        {onShowLarge && roll !== null && !blockedReason && modifier !== null && (
          <button
            ref={showLargeButton}
            type="button"
            onClick={onShowLarge}
            aria-label={t('combat.showLargeLabel')}
            title={t('combat.showLargeLabel')}
            className="min-h-11 min-w-11 shrink-0 rounded-md border-2 border-white/70 px-2 font-semibold hover:bg-white/10 sm:px-3"
          >
            <Icon name="enlarge" size="size-5" />
            <span aria-hidden="true" className="hidden sm:inline">
              {' '}
              {t('combat.showLarge')}
            </span>
          </button>
        )}
        <button
          type="button"
          disabled={modifier === null || Boolean(blockedReason)}
          onClick={() => onRoll(rollFace(faces), 'app')}
          className="min-h-11 shrink-0 rounded-md bg-amber-400 px-4 font-semibold text-blue-950 disabled:bg-slate-400"
        >
          {t('combat.rollShort')}
        </button>
      </div>
    </BottomBar>
  );
}

/** Scrolls `element` into sight, the least it takes, clear of the bottom bar as it is now (the page's edge if none). */
export function scrollAboveTheBar(element: Element & ElementCSSInlineStyle): void {
  const bar = document.querySelector<HTMLElement>('[data-bottom-bar]');
  element.style.scrollMarginBottom = `${(bar?.offsetHeight ?? 0) + 8}px`;
  element.scrollIntoView?.({ block: 'nearest' });
}

/**
 * The bar along the bottom of a screen that keeps its figures in sight at every width. Its height grows as its words
 * wrap on a phone; it is measured when something is brought into sight above it (scrollAboveTheBar), and kept nowhere:
 * a CSS variable on the page's root holds for every element, and each write restyled the whole page (30-80 ms at 4x).
 */
export function BottomBar({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      data-bottom-bar
      aria-label={t('combat.summary')}
      className="fixed inset-x-0 bottom-0 z-10 flex flex-wrap items-center justify-end gap-3 border-t border-slate-400 bg-blue-950 px-3 py-2 text-white"
    >
      {children}
    </section>
  );
}
