import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { type RulesNamespace, type RulesWords, useRulesText } from '../../i18n/rules-text';
import { byKey, useTranslation } from '../../i18n/use-translation';
import type { ResultBand } from '../../rules/core/types';
import type { SharedCombat } from '../../state/combat-types';
import { GAME_OF, ROLLS, type RollKey } from '../../state/game-index';
import { afterNextPaint } from '../../ui/after-next-paint';
import { AssessmentView } from '../../ui/assessment-view';
import { InvalidFieldReporter } from '../../ui/number-field';
import { ResultTable } from '../../ui/result-table';
import { CompareBar, ComparisonView } from './comparison';
import { DiceRoller } from './dice-roller';
import { logWordsOf } from './game-ui';
import { KeyHelp } from './key-help';
import { ResultBar, scrollAboveTheBar } from './result-bar';
import { useRollWords } from './roll-words';
import { useSetupSummary } from './setup-summary';
import { TitleWithUndo } from './undo-buttons';
import type { RollingScreenFigures } from './use-resolution';

const TableView = lazy(() => import('./table-view').then((m) => ({ default: m.TableView })));

/** How a game words the rows of one of its tables, for this combat. */
export interface BandWords<Band extends ResultBand> {
  /** The row's totals, as the table prints them. */
  readonly label: (band: Band) => ReactNode;
  /** The row's result in a few words: a comparison's cells, the bottom bar. */
  readonly name: (band: Band) => string;
  /**
   * What the codes of the row's result mean, as the card's key says (the lines of the key they use): the view across
   * the table says it under the codes, for a player who does not know them.
   */
  readonly meaning?: (band: Band) => readonly string[];
  /** The row's result as the roll box says it, when longer than `name`. */
  readonly said?: (band: Band) => ReactNode;
  /** The table's result cells of the row. */
  readonly cells: (band: Band) => readonly ReactNode[];
  /** Rows whose "at least" chance means nothing (the worst result for the roller). */
  readonly hideAtLeast?: (band: Band) => boolean;
  /** The row's result for both options compared, where it is not one result for both (a pack's two columns read). */
  readonly comparedName?: (band: Band) => ReactNode;
}

/**
 * The words of a roll's rules ids: its game's translations (its namespace), or, for a game whose words are its own
 * (a game pack's), those its log words give. The same object while the language stays.
 */
function useRollRulesText(key: RollKey | undefined): RulesWords {
  const { t, i18n } = useTranslation();
  const rolling = key === undefined ? undefined : ROLLS.get(key);
  const game = rolling?.game ?? '';
  const namespaced = useRulesText((GAME_OF.get(game)?.namespace ?? 'common') as RulesNamespace);
  const own = logWordsOf(game)?.rulesText;
  const language = i18n.resolvedLanguage ?? 'en';
  const screen = rolling?.screen ?? '';
  return useMemo(() => (own ? own(byKey(t), screen, language) : namespaced), [own, t, screen, language, namespaced]);
}

/** The words of a roll that is no game's yet (a game pack being written, tried out beside its text). */
export interface TryOutWords<Setup> {
  readonly text: RulesWords;
  /** A set-up in one line. */
  readonly summary: (setup: Setup) => string;
}

interface RollingScreenProps<Setup extends SharedCombat['setup'], Band extends ResultBand> {
  /**
   * The screen's roll, by game and screen: its game's words follow from it (the game's manifest, its log words). None
   * for a roll tried out (`tryOut`), which brings its own words and keeps its die to itself: no comparison, no bottom
   * bar, no keys.
   */
  readonly rollKey?: RollKey;
  readonly tryOut?: TryOutWords<Setup>;
  readonly resolution: RollingScreenFigures<Setup, Band>;
  readonly title: string;
  /** The title's heading: the screen's own (h1), or a section's of a screen with several parts. */
  readonly heading?: { readonly level: 'h1' | 'h2' | 'h3'; readonly id?: string };
  /** A few words under the title: what the roll is for. */
  readonly lead?: ReactNode;
  /** The total's words: "Total modifier" unless the card names it otherwise. */
  readonly totalLabel?: string;
  /** The set-up fields: drawn in the form, whose fields report text they cannot take. */
  readonly form: ReactNode;
  readonly table: { readonly caption: string; readonly headers: readonly string[] };
  readonly bands: BandWords<Band>;
  /** What the card says beside the modifiers (a chance in words, a warning about the table). */
  readonly afterModifiers?: ReactNode;
  readonly afterRoll?: ReactNode;
  /** The card's key under its table. */
  readonly afterTable?: ReactNode;
  /** While two options are compared, a figure read after their totals (see ComparisonView). */
  readonly comparedAfterTotals?: { readonly label: string; readonly a: string | null; readonly b: string | null };
}

/**
 * Every screen that rolls, laid out one way: the set-up form | the earlier set-up's banner, the comparison, the
 * modifiers with their sources, the roll, the results table with the landed row | the bottom bar on a phone. A game
 * supplies its form, the words of its table and its resolution (useResolution); the states around the roll (an
 * invalid field, a set-up with errors, a die rolled for an earlier set-up, a die from a link) are worded here once.
 */
export function RollingScreenLayout<Setup extends SharedCombat['setup'], Band extends ResultBand>({
  rollKey,
  resolution,
  title,
  heading = { level: 'h1' },
  lead,
  totalLabel,
  form,
  table,
  bands,
  afterModifiers,
  afterRoll,
  afterTable,
  comparedAfterTotals,
  tryOut,
}: RollingScreenProps<Setup, Band>) {
  const { t } = useTranslation();
  const { die } = resolution;
  // The words of the game's modifiers and notes.
  const gameText = useRollRulesText(rollKey);
  const text = tryOut?.text ?? gameText;
  const { roll, earlierRoll, earlierRollOption, linkedRoll, assessment, modifier, chances, landed, rollDie, compared } =
    resolution;
  const setupLine = useSetupSummary();
  const rolling = rollKey === undefined ? undefined : ROLLS.get(rollKey);
  const summary = (setup: Setup): string =>
    tryOut
      ? tryOut.summary(setup)
      : rolling
        ? setupLine(rolling.screen, { game: rolling.game, screen: rolling.screen, setup } as SharedCombat)
        : '';
  const words = useRollWords(summary as (setup: SharedCombat['setup']) => string, resolution);
  const said = bands.said ?? bands.name;
  // After a roll, by any control or key, its landed row is brought into sight (above the bar, which says the die,
  // the total and the result) — once the roll has painted: the bar answers the tap at once, the scroll follows.
  const results = useRef<HTMLDivElement>(null);
  const rolled = useRef(false);
  const roll_ = (die: number, by: 'app' | 'player') => {
    rolled.current = true;
    rollDie(die, by);
  };
  // The result large, across the table: open while there is a roll to show.
  const [large, setLarge] = useState(false);
  // A set-up changed under it (an undo): the view closes, and a later roll does not reopen it.
  if (large && roll === null) setLarge(false);
  const showLargeButton = useRef<HTMLButtonElement>(null);
  const tableRoll =
    large && roll !== null && modifier !== null && landed && resolution.shownSetup
      ? {
          title,
          die: roll,
          modifier,
          result: bands.name(landed),
          meaning: bands.meaning?.(landed) ?? [],
          setup: summary(resolution.shownSetup),
          by: resolution.rolledBy,
        }
      : null;
  useEffect(() => {
    if (!rolled.current) return;
    rolled.current = false;
    afterNextPaint(() => {
      const landed = results.current?.querySelector<HTMLElement>('tr[aria-current="true"]');
      if (landed) scrollAboveTheBar(landed);
    });
  });
  return (
    <div className="flex flex-col gap-4">
      {heading.level === 'h1' ? (
        <TitleWithUndo id={heading.id}>{title}</TitleWithUndo>
      ) : heading.level === 'h2' ? (
        <h2 id={heading.id} className="text-xl font-semibold">
          {title}
        </h2>
      ) : (
        <h3 id={heading.id} className="text-lg font-semibold">
          {title}
        </h3>
      )}
      {lead}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <InvalidFieldReporter.Provider value={resolution.fields}>
          <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()} aria-label={t('combat.setup')}>
            {!tryOut && <CompareBar figures={compared} />}
            {form}
          </form>
        </InvalidFieldReporter.Provider>
        <div ref={results} className="flex flex-col gap-4">
          {words.banner && (
            <p role="status" className="rounded-md bg-amber-100 p-2 text-amber-950" data-testid="earlier-setup">
              {words.banner}
            </p>
          )}
          {compared && (
            <ComparisonView
              text={text}
              a={compared.a}
              b={compared.b}
              bandLabel={bands.label}
              bandName={bands.comparedName ?? bands.name}
              {...(comparedAfterTotals ? { afterTotals: comparedAfterTotals } : {})}
              {...(bands.hideAtLeast ? { hideAtLeast: bands.hideAtLeast } : {})}
            />
          )}
          {assessment && (
            <AssessmentView assessment={assessment} totalLabel={totalLabel ?? t('combat.total')} text={text} />
          )}
          {afterModifiers}
          <DiceRoller
            faces={die.faces}
            roll={roll}
            modifier={modifier}
            blockedReason={words.blockedReason}
            earlierRoll={earlierRoll}
            earlierRollOption={earlierRollOption}
            earlierRollUndone={resolution.earlierRollUndone}
            linkedRoll={linkedRoll}
            onRoll={roll_}
            result={landed && said(landed)}
            keys={!tryOut}
          />
          {/* Where there is no bottom bar (a roll tried out), the large view opens from beside the result. */}
          {tryOut && landed && (
            <button
              ref={showLargeButton}
              type="button"
              onClick={() => setLarge(true)}
              title={t('combat.showLargeLabel')}
              className="min-h-11 self-start rounded-md border border-blue-900 px-3 text-blue-900 dark:border-blue-300 dark:text-blue-200"
            >
              {t('combat.showLarge')}
            </button>
          )}
          <KeyHelp />
          {afterRoll}
          {chances && (
            <ResultTable
              caption={table.caption}
              headers={table.headers}
              exact={chances.exact}
              atLeast={chances.atLeast}
              landedId={landed?.id ?? null}
              bandLabel={bands.label}
              cells={bands.cells}
              {...(bands.hideAtLeast ? { hideAtLeast: bands.hideAtLeast } : {})}
            />
          )}
          {afterTable}
        </div>
      </div>
      {!tryOut && (
        <ResultBar
          option={compared?.editing}
          faces={die.faces}
          modifier={modifier}
          roll={roll}
          blockedReason={words.blockedShort}
          onRoll={roll_}
          result={landed && bands.name(landed)}
          rollName={heading.level === 'h1' ? undefined : title}
          onShowLarge={() => setLarge(true)}
          showLargeButton={showLargeButton}
        />
      )}
      {tableRoll && (
        <Suspense fallback={null}>
          <TableView
            roll={tableRoll}
            onClose={() => {
              setLarge(false);
              showLargeButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
