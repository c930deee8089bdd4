import { useId } from 'react';
import { describedBy, FieldMessage } from './field-message';
import type { ChoiceProps } from './select-field';

/**
 * A short list of choices, each one tap away (a select takes two, three on some phones): radio buttons drawn as
 * chips, in one group named by the label. Arrow keys move between them as in any radio group.
 */
export function ChoiceField<V extends string>({ label, value, options, onChange, error, help }: ChoiceProps<V>) {
  const name = useId();
  return (
    <fieldset
      className="flex flex-col gap-1 sm:col-span-full"
      aria-describedby={describedBy(`${name}-msg`, error, help)}
    >
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          // The radio and the chip's words share one grid cell, stacked without positioning or opacity: each of
          // those would make every chip a layer of its own for the browser to paint.
          <label key={o.value} className="grid">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              // Over the whole chip, with no look of its own: a tap passes through the words to the radio itself.
              className="peer col-start-1 row-start-1 size-full cursor-pointer appearance-none"
            />
            <span className="pointer-events-none col-start-1 row-start-1 flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-400 bg-white px-3 text-base peer-checked:border-blue-900 peer-checked:bg-blue-900 peer-checked:font-semibold peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700 dark:bg-slate-900 dark:peer-checked:bg-blue-700">
              {o.label}
            </span>
            {/* The words in bold, unseen: the chip is as wide checked as not, and checking it moves no other chip. */}
            <span
              aria-hidden="true"
              className="pointer-events-none invisible col-start-1 row-start-1 border px-3 text-base font-semibold"
            >
              {o.label}
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${name}-msg`} error={error} help={help} />
    </fieldset>
  );
}
