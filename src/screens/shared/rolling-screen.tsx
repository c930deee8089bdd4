import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { RulesNamespace } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import type { ResultBand } from '../../rules/core/types';
import { useCombatStore } from '../../state/combat-store';
import type { SharedCombat } from '../../state/combat-types';
import { dieOf, GAME_OF, gameOfRoll, ROLLS, type RollKey } from '../../state/game-index';
import { afterNextPaint } from '../../ui/after-next-paint';
import { AssessmentView } from '../../ui/assessment-view';
import { InvalidFieldReporter } from '../../ui/number-field';
import { ResultTable } from '../../ui/result-table';
import { CompareBar, ComparisonView } from './comparison';
import { DiceRoller } from './dice-roller';
import { KeyHelp } from './key-help';
import { ResultBar } from './result-bar';
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
  /** The row's result as the roll box says it, when longer than `name`. */
  readonly said?: (band: Band) => ReactNode;
  /** The table's result cells of the row. */
  readonly cells: (band: Band) => readonly ReactNode[];
  /** Rows whose "at least" chance means nothing (the worst result for the roller). */
  readonly hideAtLeast?: (band: Band) => boolean;
}

interface RollingScreenProps<Setup extends SharedCombat['setup'], Band extends ResultBand> {
  /** The screen's roll, by game and screen: its die and its game's words follow from it (the game's manifest). */
  readonly rollKey: RollKey;
  readonly resolution: RollingScreenFigures<Setup, Band>;
  readonly title: string;
  /** The title's heading: the screen's own (h1), or a section's of a screen with several parts. */
  readonly heading?: { readonly level: 'h1' | 'h2'; readonly id?: string };
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
}: RollingScreenProps<Setup, Band>) {
  const { t } = useTranslation();
  const die = dieOf(rollKey);
  // The namespace of the game's modifiers and notes.
  const namespace = GAME_OF.get(gameOfRoll(rollKey))?.namespace as RulesNamespace;
  const { roll, earlierRoll, earlierRollOption, linkedRoll, assessment, modifier, chances, landed, rollDie, compared } =
    resolution;
  const words = useRollWords(rollKey, resolution);
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
  const rolledBy = useCombatStore((s) => s.rollInfo[rollKey]?.by ?? null);
  const setupLine = useSetupSummary();
  const rolling = ROLLS.get(rollKey);
  const tableRoll =
    large && roll !== null && modifier !== null && landed && rolling
      ? {
          title,
          die: roll,
          modifier,
          result: bands.name(landed),
          setup: setupLine(rolling.screen, {
            game: rolling.game,
            screen: rolling.screen,
            setup: resolution.shownSetup,
          } as SharedCombat),
          by: rolledBy,
        }
      : null;
  useEffect(() => {
    if (!rolled.current) return;
    rolled.current = false;
    afterNextPaint(() =>
      results.current?.querySelector('tr[aria-current="true"]')?.scrollIntoView?.({ block: 'nearest' }),
    );
  });
  return (
    <div className="flex flex-col gap-4">
      {heading.level === 'h1' ? (
        <TitleWithUndo id={heading.id}>{title}</TitleWithUndo>
      ) : (
        <h2 id={heading.id} className="text-xl font-semibold">
          {title}
        </h2>
      )}
      {lead}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <InvalidFieldReporter.Provider value={resolution.fields}>
          <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()} aria-label={t('combat.setup')}>
            <CompareBar figures={compared} />
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
              namespace={namespace}
              a={compared.a}
              b={compared.b}
              bandLabel={bands.label}
              bandName={bands.name}
              {...(bands.hideAtLeast ? { hideAtLeast: bands.hideAtLeast } : {})}
            />
          )}
          {assessment && (
            <AssessmentView
              assessment={assessment}
              totalLabel={totalLabel ?? t('combat.total')}
              namespace={namespace}
            />
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
          />
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
      <ResultBar
        option={compared?.editing}
        faces={die.faces}
        modifier={modifier}
        roll={roll}
        blockedReason={words.blockedShort}
        onRoll={roll_}
        result={landed && bands.name(landed)}
        rollName={heading.level === 'h2' ? title : undefined}
        onShowLarge={() => setLarge(true)}
        showLargeButton={showLargeButton}
      />
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
