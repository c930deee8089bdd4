import { useState } from 'react';
import { signed } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icons';
import { useScreenWakeLock } from '../../ui/screen-wake-lock';
import { useEscape } from '../../ui/use-escape';
import { WholeWords } from '../../ui/whole-words';
import { withMinusSign } from './totals-label';

/** What the view across the table shows of one roll. */
export interface TableRoll {
  /** The roll's name: the screen's title, or its part's. */
  readonly title: string;
  readonly die: number;
  readonly modifier: number;
  readonly result: string;
  /** What the result's codes mean, in the card's words (its key's lines), if they need saying. */
  readonly meaning: readonly string[];
  /** The set-up in one line, as the roll log words it. */
  readonly setup: string;
  readonly by: 'app' | 'player' | null;
}

/**
 * The result across the table: die, total and result filling the screen, for the player opposite a tablet lying flat
 * between the two (turned 180° with one tap, and back). Keeps the screen on while open; its Close button, which
 * takes the focus, or Escape closes it. Loaded when first opened.
 */
export function TableView({ roll, onClose }: { readonly roll: TableRoll; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const [turned, setTurned] = useState(false);
  useScreenWakeLock(true);
  useEscape(onClose);
  const button = 'min-h-11 rounded-md border-2 border-white/70 px-4 text-base font-semibold hover:bg-white/10';
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="table-view-title"
      className="fixed inset-0 z-30 overflow-y-auto bg-blue-950 text-white"
      data-testid="table-view"
    >
      <div
        className={`flex min-h-full flex-col gap-4 p-4 transition-transform duration-300 motion-reduce:transition-none ${turned ? 'rotate-180' : ''}`}
        data-turned={turned || undefined}
      >
        <div className="flex flex-wrap justify-between gap-3">
          <button type="button" className={button} onClick={() => setTurned((was) => !was)} aria-pressed={turned}>
            <Icon name="turn" className="mr-1.5" />
            {t(turned ? 'combat.turnBack' : 'combat.turnAround')}
          </button>
          <button
            type="button"
            className={`${button} bg-amber-400 text-blue-950 hover:bg-amber-300`}
            onClick={onClose}
            // biome-ignore lint/a11y/noAutofocus: a view opened on purpose; this button or Escape closes it
            autoFocus
          >
            {t('combat.closeLarge')}
          </button>
        </div>
        <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
          <h2 id="table-view-title" className="text-xl font-semibold sm:text-2xl">
            {roll.title}
            {roll.by && ' · '}
            {roll.by && <span className="font-normal">{t(roll.by === 'app' ? 'log.byApp' : 'log.byPlayer')}</span>}
          </h2>
          <p className="flex flex-wrap items-baseline justify-center gap-x-6 gap-y-2 tabular-nums">
            <span className="text-2xl">
              {t('combat.die')}{' '}
              <strong className="text-7xl sm:text-8xl" data-testid="table-die">
                {withMinusSign(roll.die)}
              </strong>
            </span>
            <span className="text-2xl">
              {t('combat.modifier')} <strong className="text-5xl">{signed(roll.modifier)}</strong>
            </span>
            <span className="text-2xl">
              {t('combat.modifiedTotal')}{' '}
              <strong className="text-7xl text-amber-300 sm:text-8xl" data-testid="table-total">
                {withMinusSign(roll.die + roll.modifier)}
              </strong>
            </span>
          </p>
          <p className="max-w-4xl text-4xl leading-tight font-bold sm:text-5xl" data-testid="table-result">
            <WholeWords text={roll.result} />
          </p>
          {roll.meaning.length > 0 && (
            <ul className="max-w-3xl text-xl sm:text-2xl" data-testid="table-meaning">
              {roll.meaning.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <p className="max-w-3xl text-lg sm:text-xl">{roll.setup}</p>
        </div>
      </div>
    </div>
  );
}
