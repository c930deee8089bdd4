import { useTranslation } from 'react-i18next';
import { signed } from '../i18n/rules-text';
import { rollFace } from '../state/random';
import { NumberField } from './number-field';

interface DiceRollerProps {
  readonly faces: readonly number[];
  readonly roll: number | null;
  readonly modifier: number | null;
  readonly onRoll: (die: number, by: 'app' | 'player') => void;
  /** The result of the current roll, already in words. */
  readonly result: React.ReactNode;
  readonly disabled?: boolean;
}

/**
 * Roll from the app's unbiased random source, or type the die rolled at the table; shows the natural die, the
 * modifier and the modified total, then the result.
 */
export function DiceRoller({ faces, roll, modifier, onRoll, result, disabled }: DiceRollerProps) {
  const { t } = useTranslation();
  const min = Math.min(...faces);
  const max = Math.max(...faces);
  return (
    <section
      aria-labelledby="roll-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600"
    >
      <h2 id="roll-heading" className="text-lg font-semibold">
        {t('combat.rollResult')}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <button
          type="button"
          disabled={disabled}
          onClick={() => onRoll(rollFace(faces), 'app')}
          className="min-h-11 rounded-md bg-blue-900 px-5 py-2 text-lg font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {t('combat.roll')}
        </button>
        <NumberField
          label={t('combat.physicalRoll', { min, max })}
          value={roll}
          allowEmpty
          min={min}
          max={max}
          onCommit={(die) => onRoll(die, 'player')}
          invalidMessage={t('errors.roll-range', { min, max })}
        />
      </div>
      <output aria-live="polite" className="block">
        {roll === null || modifier === null ? (
          <span className="text-slate-600 dark:text-slate-300">{t('combat.noRoll')}</span>
        ) : (
          <span className="flex flex-col gap-1">
            <span className="flex flex-wrap gap-x-5 text-lg tabular-nums">
              <span>
                {t('combat.die')} <strong data-testid="die">{roll}</strong>
              </span>
              <span>
                {t('combat.modifier')} <strong>{signed(modifier)}</strong>
              </span>
              <span>
                {t('combat.modifiedTotal')} <strong data-testid="modified-total">{roll + modifier}</strong>
              </span>
            </span>
            <span className="text-lg font-semibold" data-testid="result">
              {result}
            </span>
          </span>
        )}
      </output>
    </section>
  );
}
