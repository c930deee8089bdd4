import { useEffect, useId, useRef, useState } from 'react';
import { intlLocale } from '../../i18n';
import { signed } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import { rollFace } from '../../state/random';
import { keypadFor, parseWholeNumber } from '../../ui/number-field';
import { withMinusSign } from './totals-label';

interface DiceRollerProps {
  readonly faces: readonly number[];
  /** The die rolled for the set-up on screen, or null. */
  readonly roll: number | null;
  /** The total modifier of the set-up on screen, or null when there is none to roll on. */
  readonly modifier: number | null;
  readonly onRoll: (die: number, by: 'app' | 'player') => void;
  /** The result of the current roll, already in words. */
  readonly result: React.ReactNode;
  /** Why nothing can be rolled now (the set-up has an error, the rules forbid it), said beside the controls. */
  readonly blockedReason?: string | null | undefined;
  /** A die rolled before the set-up changed: said as such, never shown with the new set-up's result. */
  readonly earlierRoll?: number | null | undefined;
  /** While two options are compared: the other option, when the earlier die was rolled for it. */
  readonly earlierRollOption?: 'a' | 'b' | null | undefined;
  /** The earlier die was rolled for the set-up an undo took away. */
  readonly earlierRollUndone?: boolean | undefined;
  /** The die came with a share link: who rolled it (the app, or typed from a real die) and when, in seconds. */
  readonly linkedRoll?: { readonly by: 'app' | 'player'; readonly at: number } | null | undefined;
  /** R and the digits roll here from anywhere outside a field: only where this is the page's one roll on show. */
  readonly keys?: boolean;
}

/**
 * Roll from the app's unbiased random source, or type the die rolled at the table and confirm it (Enter or the
 * button): a typed die becomes one roll, once. Shows the natural die, the modifier and the modified total, then the
 * result. While `blockedReason` is given, neither way can roll.
 */
export function DiceRoller({
  faces,
  roll,
  modifier,
  onRoll,
  result,
  blockedReason,
  earlierRoll,
  earlierRollOption,
  earlierRollUndone,
  linkedRoll,
  keys: withKeys = true,
}: DiceRollerProps) {
  const { t, i18n } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const showsLinkedRoll = Boolean(linkedRoll) && roll !== null;
  useEffect(() => {
    // A link opened with its roll: on a phone the result sits far below the top of the form; show it.
    if (showsLinkedRoll && window.matchMedia?.('(max-width: 1023px)').matches) {
      section.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [showsLinkedRoll]);
  const rolled = roll !== null && modifier !== null;
  // The words under the figures (result, earlier die, or what to do) start as high as most of them need (two lines of
  // a result; on a phone, three of the earlier-die words) and keep the tallest height they have had at this width: a
  // roll, a set-up change after it and the next roll leave the table below where it was.
  const slot = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const words = slot.current;
    if (!words || typeof ResizeObserver === 'undefined') return;
    let width = 0;
    let tallest = 0;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize[0];
      if (!box) return;
      let height = box.blockSize;
      if (box.inlineSize !== width) {
        // A first look, or a new width (a turned tablet): the words wrap anew, and need what they need now.
        width = box.inlineSize;
        words.style.minHeight = '';
        height = words.getBoundingClientRect().height;
        tallest = 0;
      }
      if (height > tallest) {
        tallest = height;
        words.style.minHeight = `${height}px`;
      }
    });
    observer.observe(words);
    return () => observer.disconnect();
  }, []);
  const id = useId();
  const min = Math.min(...faces);
  const max = Math.max(...faces);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState(false);
  const blocked = Boolean(blockedReason) || modifier === null;
  const roll_ = (die: number, by: 'app' | 'player') => {
    if (blocked) return;
    setTyped('');
    setTypedError(false);
    onRoll(die, by);
  };
  const confirmTyped = () => {
    const die = parseWholeNumber(typed);
    if (die === null || !faces.includes(die)) setTypedError(true);
    else roll_(die, 'player');
  };
  // Desktop keys, anywhere but in a field: R rolls; a digit starts typing the die (Enter confirms it).
  const typedField = useRef<HTMLInputElement>(null);
  const keys = useRef({ rollApp: () => roll_(rollFace(faces), 'app'), blocked });
  keys.current = { rollApp: () => roll_(rollFace(faces), 'app'), blocked };
  useEffect(() => {
    if (!withKeys) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || keys.current.blocked) return;
      if ((e.target as Element | null)?.closest?.('input, select, textarea, [contenteditable="true"]')) return;
      if (e.key === 'r' || e.key === 'R') {
        e.preventDefault();
        keys.current.rollApp();
      } else if (/^\d$/.test(e.key)) {
        e.preventDefault();
        setTyped(e.key);
        setTypedError(false);
        typedField.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [withKeys]);
  return (
    <section
      ref={section}
      aria-labelledby="roll-heading"
      className="isolate flex scroll-mt-2 flex-col gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600"
    >
      <h2 id="roll-heading" className="text-lg font-semibold">
        {t('combat.rollResult')}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <button
          type="button"
          disabled={blocked}
          aria-describedby={blockedReason ? `${id}-blocked` : undefined}
          onClick={() => roll_(rollFace(faces), 'app')}
          // Its name without the key shown beside it on a desktop.
          aria-label={t('combat.roll')}
          className="min-h-11 rounded-md bg-blue-900 px-5 py-2 text-lg font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {t('combat.roll')}
          <kbd className="ml-2 hidden rounded border border-white/60 px-1 text-sm font-normal lg:inline">R</kbd>
        </button>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            confirmTyped();
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-typed`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
              {t('combat.physicalRoll', { min: withMinusSign(min), max: withMinusSign(max) })}
            </label>
            <input
              ref={typedField}
              id={`${id}-typed`}
              data-own-undo
              type="text"
              inputMode={keypadFor(min)}
              autoComplete="off"
              value={typed}
              disabled={blocked}
              aria-invalid={typedError || undefined}
              aria-describedby={typedError ? `${id}-typed-msg` : undefined}
              onChange={(e) => {
                setTyped(e.target.value);
                setTypedError(false);
              }}
              className={`min-h-11 w-24 rounded-md border px-3 py-2 text-base tabular-nums disabled:cursor-not-allowed disabled:bg-slate-100 dark:bg-slate-900 ${
                typedError ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-400'
              }`}
            />
          </div>
          <button
            type="submit"
            disabled={blocked || typed.trim() === ''}
            className="min-h-11 rounded-md border border-blue-900 px-4 text-blue-900 disabled:cursor-not-allowed disabled:border-slate-400 disabled:text-slate-600 dark:border-blue-300 dark:text-blue-200 dark:disabled:text-slate-300"
          >
            {t('combat.useTypedDie')}
          </button>
        </form>
      </div>
      {typedError && (
        <p id={`${id}-typed-msg`} role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
          {t('errors.roll-range', { min: withMinusSign(min), max: withMinusSign(max) })}
        </p>
      )}
      {blockedReason && (
        <p id={`${id}-blocked`} className="font-medium text-red-800 dark:text-red-300" data-testid="roll-blocked">
          {blockedReason}
        </p>
      )}
      <output aria-live="polite" className="flex flex-col gap-1">
        {/* Always there, a dash until a die is rolled for this set-up: a roll changes figures, not the box's height.
            Unrolled, it is hidden from screen readers: each set-up change would be read out (the modifiers say it). */}
        <span aria-hidden={rolled ? undefined : true} className="flex flex-wrap gap-x-5 text-lg tabular-nums">
          <span>
            {t('combat.die')} {rolled ? <strong data-testid="die">{withMinusSign(roll)}</strong> : <strong>—</strong>}
          </span>
          <span>
            {t('combat.modifier')} <strong>{modifier === null ? '—' : signed(modifier)}</strong>
          </span>
          <span>
            {t('combat.modifiedTotal')}{' '}
            {rolled ? (
              <strong data-testid="modified-total">{withMinusSign(roll + modifier)}</strong>
            ) : (
              <strong>—</strong>
            )}
          </span>
        </span>
        <span ref={slot} className="flex min-h-18 flex-col gap-1 sm:min-h-14">
          {rolled ? (
            <>
              <span className="text-lg font-semibold" data-testid="result">
                {result}
              </span>
              {linkedRoll && (
                <span className="text-sm" data-testid="linked-roll">
                  {t(linkedRoll.by === 'app' ? 'combat.linkedRollApp' : 'combat.linkedRollPlayer', {
                    time: new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), {
                      dateStyle: 'short',
                      timeStyle: 'short',
                    }).format(new Date(linkedRoll.at * 1000)),
                  })}
                </span>
              )}
            </>
          ) : earlierRoll !== null && earlierRoll !== undefined ? (
            <span data-testid="earlier-roll">
              {earlierRollOption
                ? t('combat.otherOptionRoll', {
                    die: withMinusSign(earlierRoll),
                    option: earlierRollOption.toUpperCase(),
                  })
                : t(earlierRollUndone ? 'combat.undoneRoll' : 'combat.earlierRoll', {
                    die: withMinusSign(earlierRoll),
                  })}
            </span>
          ) : (
            <span className="text-slate-600 dark:text-slate-300">{t('combat.noRoll')}</span>
          )}
        </span>
      </output>
    </section>
  );
}
