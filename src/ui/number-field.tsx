import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { describedBy, FieldMessage } from './field-message';

interface NumberFieldProps {
  readonly label: string;
  /** null shows an empty field (allowed only with `allowEmpty`). */
  readonly value: number | null;
  readonly allowEmpty?: boolean;
  readonly min: number;
  readonly max: number;
  /** Called with every valid whole number typed; invalid text stays in the field with a message. */
  readonly onCommit: (value: number) => void;
  /** The message beside the field when the text is not a whole number in range. */
  readonly invalidMessage: string;
  readonly help?: string;
  /** An error from the set-up as a whole (e.g. from the rules' validation). */
  readonly error?: string | undefined;
}

/** Where a field says whether it holds text it cannot take: what a rolling screen needs to refuse a roll. */
type InvalidFieldReport = (field: string, invalid: boolean) => void;
export const InvalidFieldReporter = createContext<InvalidFieldReport | null>(null);

/**
 * How many fields under an `InvalidFieldReporter` hold text they cannot take (a strength emptied, "0", letters):
 * the set-up in the store still holds the last number, so the rules would not see the slip on their own.
 */
export function useInvalidFields(): { readonly count: number; readonly report: InvalidFieldReport } {
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<InvalidFieldReport>(
    (field, isInvalid) =>
      setInvalid((now) => {
        if (now.has(field) === isInvalid) return now;
        const next = new Set(now);
        if (isInvalid) next.add(field);
        else next.delete(field);
        return next;
      }),
    [],
  );
  return { count: invalid.size, report };
}

/** Reads "7", "+2", "-1" or "−1" (a true minus) as a whole number; anything else is null. */
export function parseWholeNumber(text: string): number | null {
  const match = /^\s*([+\-−]?)(\d{1,6})\s*$/.exec(text);
  if (!match) return null;
  const value = Number(match[2]);
  return match[1] === '-' || match[1] === '−' ? -value : value;
}

/**
 * The keyboard a phone shows for a whole number: its numeric keypad has no minus sign (the iPhone's), so a number that
 * can be below zero asks for the keyboard that has one.
 */
export const keypadFor = (min: number): 'numeric' | 'text' => (min < 0 ? 'text' : 'numeric');

/** The number one step from `from` (or from the nearest bound when `from` is not a number in range), or null past a bound. */
export function stepFrom(from: number | null, by: -1 | 1, min: number, max: number): number | null {
  if (from === null || from < min || from > max) return by > 0 ? min : max;
  const next = from + by;
  return next < min || next > max ? null : next;
}

/**
 * A whole-number field that keeps what the player typed: a valid number goes to the store at once, an invalid one
 * stays in the field with a message beside it and the store (and so the last valid result) is left alone. Two
 * buttons and the arrow keys step it by one within its bounds: a number changes in one tap, and a field that can be
 * negative is reached on a phone keypad without a minus sign (which asks for the text keyboard, with its minus).
 */
export function NumberField({
  label,
  value,
  allowEmpty,
  min,
  max,
  onCommit,
  invalidMessage,
  help,
  error,
}: NumberFieldProps) {
  const id = useId();
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The store changed from elsewhere (another screen, a reset): show its value.
    setShown(value);
    setDraft(value === null ? '' : String(value));
  }
  const parsed = parseWholeNumber(draft);
  const empty = allowEmpty && draft.trim() === '';
  const invalid = !empty && (parsed === null || parsed < min || parsed > max);
  const message = invalid ? invalidMessage : error;
  const report = useContext(InvalidFieldReporter);
  useEffect(() => {
    report?.(id, invalid);
    return () => report?.(id, false);
  }, [report, id, invalid]);
  const type = (text: string) => {
    setDraft(text);
    const next = parseWholeNumber(text);
    if (next !== null && next >= min && next <= max) {
      setShown(next);
      onCommit(next);
    }
  };
  const less = stepFrom(parsed, -1, min, max);
  const more = stepFrom(parsed, 1, min, max);
  const stepper = (by: -1 | 1) => {
    const next = by < 0 ? less : more;
    return (
      <button
        type="button"
        // Named by what it does, described by its field: the field's label names the field alone.
        aria-label={t(by < 0 ? 'field.less' : 'field.more')}
        aria-describedby={`${id}-label`}
        disabled={next === null}
        onClick={() => next !== null && type(String(next))}
        className="min-h-11 min-w-11 rounded-md border border-slate-400 text-lg font-semibold disabled:opacity-40 dark:border-slate-500"
      >
        {by < 0 ? '−' : '+'}
      </button>
    );
  };
  return (
    <div className="flex max-w-full flex-col gap-1">
      <label htmlFor={id} id={`${id}-label`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <div className="flex items-center gap-1">
        {stepper(-1)}
        <input
          id={id}
          type="text"
          inputMode={keypadFor(min)}
          autoComplete="off"
          value={draft}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(`${id}-msg`, message, help)}
          onChange={(e) => type(e.target.value)}
          onKeyDown={(e) => {
            const by = e.key === 'ArrowUp' ? 1 : e.key === 'ArrowDown' ? -1 : 0;
            if (by === 0) return;
            e.preventDefault();
            const next = by < 0 ? less : more;
            if (next !== null) type(String(next));
          }}
          className={`min-h-11 w-16 min-w-0 rounded-md border px-2 py-2 text-center text-base tabular-nums dark:bg-slate-900 ${
            message ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-400'
          }`}
        />
        {stepper(1)}
      </div>
      <FieldMessage id={`${id}-msg`} error={message} help={help} />
    </div>
  );
}
