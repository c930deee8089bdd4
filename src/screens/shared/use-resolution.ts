import { useMemo } from 'react';
import type { Chance } from '../../rules/core/dice';
import type { Assessment, Die, FieldError, InvalidSetup, ResultBand } from '../../rules/core/types';
import { comparisonOf } from '../../state/combat/combat-selectors';
import { useCombatStore } from '../../state/combat/combat-store';
import { useSetupHistory } from '../../state/combat/setup-history-store';
import type { CompareOption, Comparison, SharedCombat } from '../../state/combat-types';
import { dieOf, gameOfRoll, type RollKey } from '../../state/game-index';
import { useInvalidFields } from '../../ui/number-field';
import type { OptionFigures } from './comparison';
import { useLastValid } from './use-last-valid';
import { useRecordRoll } from './use-record-roll';

type Chances<Band> = readonly { readonly band: Band; readonly chance: Chance }[];

/** One roll's rules, as the game's rules module gives them. */
export interface RollRules<Setup, Band extends ResultBand> {
  readonly validate: (setup: Setup) => FieldError[];
  /** A set-up `validate` refuses is refused here too (status 'invalid'), never assessed. */
  readonly assess: (setup: Setup) => Assessment | InvalidSetup;
  readonly chances: (modifier: number) => { readonly exact: Chances<Band>; readonly atLeast: Chances<Band> };
  readonly result: (modifier: number, die: number) => Band;
}

/**
 * An option's figures: its errors, and, only when it has none, its assessment and chances. A set-up that failed
 * validation is refused by the rules with its errors, never assessed (an empty side once gave a total of −Infinity).
 */
function figuresOf<Setup, Band extends ResultBand>(rules: RollRules<Setup, Band>, setup: Setup): OptionFigures<Band> {
  const assessment = rules.assess(setup);
  if (assessment.status === 'invalid') return { errors: assessment.errors, assessment: null, chances: null };
  return {
    errors: [],
    assessment,
    chances: assessment.status === 'allowed' ? rules.chances(assessment.total) : null,
  };
}

/** The assessment of a set-up known to be valid (the last valid one a screen shows), or null for none. */
function assessValid<Setup>(rules: RollRules<Setup, ResultBand>, setup: Setup | null): Assessment | null {
  if (setup === null) return null;
  const assessment = rules.assess(setup);
  return assessment.status === 'invalid' ? null : assessment;
}

/** What a rolling screen derives from its set-up (see useResolution). */
export type RollingScreenFigures<Setup extends SharedCombat['setup'], Band extends ResultBand> = ReturnType<
  typeof useRollFigures<Setup, Band>
> & {
  /** The die the roll is made with, and who rolled the one on screen. */
  readonly die: Die;
  readonly rolledBy: 'app' | 'player' | null;
};

/** Where a roll's die is kept and what becomes of a new one: the combat store's (useResolution), or a screen's own. */
export interface DieKeeping<Setup> {
  /** The die kept for the roll, and the set-up it was rolled for. */
  readonly kept: number | null;
  readonly rolledFor: Setup | null;
  /** Who rolled it and when, and whether it came with a share link. */
  readonly info: { readonly by: 'app' | 'player'; readonly at: number; readonly fromLink?: boolean } | undefined;
  readonly comparison: Comparison<Setup> | null;
  /** The die was rolled for the set-up an undo took away. */
  readonly undone: boolean;
  /** Keeps a die rolled for this set-up (and logs it where the roll is a game's). */
  readonly record: (
    die: number,
    by: 'app' | 'player',
    outcome: { setup: Setup; modifier: number; result: string },
  ) => void;
}

/**
 * Everything a rolling screen derives from its set-up:/**
 * Everything a rolling screen derives from its set-up: the input errors; the assessment of the set-up, or while it
 * has an error of the last valid one (a typing slip never blanks the screen, and the screen says whose figures they
 * are), never of an invalid one; the total modifier; exact chances; whether a roll can be made now and if not why;
 * the die rolled for this very set-up and the row it lands on (a die rolled for an earlier set-up is returned apart,
 * as `earlierRoll`); a roll function that refuses while the set-up cannot be rolled, and otherwise keeps the die and
 * writes the roll log; and, while two options are compared, the figures of both (`compared`).
 *
 * `fields` goes to the set-up form as an InvalidFieldReporter: a field holding text it cannot take blocks the roll
 * too (the store still holds its last number).
 */
export function useResolution<Setup extends SharedCombat['setup'], Band extends ResultBand>(
  key: RollKey,
  setup: Setup,
  rules: RollRules<Setup, Band>,
) {
  const kept = useCombatStore((s) => s.rolls[key] ?? null);
  const rolledFor = useCombatStore((s) => (s.rolledFor[key] ?? null) as Setup | null);
  const info = useCombatStore((s) => s.rollInfo[key] ?? undefined);
  const comparison = useCombatStore((s) => comparisonOf(s, gameOfRoll(key))) as Comparison<Setup> | null;
  const undone = useSetupHistory(
    (s) =>
      kept !== null &&
      rolledFor !== null &&
      (s.games.get(gameOfRoll(key))?.future ?? []).some((step) => typeof step === 'object' && step.setup === rolledFor),
  );
  const recordRoll = useRecordRoll(key);
  return {
    ...useRollFigures(setup, rules, { kept, rolledFor, info, comparison, undone, record: recordRoll }),
    die: dieOf(key),
    rolledBy: info?.by ?? null,
  };
}

/** useResolution's figures for a die kept anywhere (see DieKeeping): a pack being written keeps its own. */
export function useRollFigures<Setup extends SharedCombat['setup'], Band extends ResultBand>(
  setup: Setup,
  rules: RollRules<Setup, Band>,
  { kept, rolledFor, info, comparison, undone, record }: DieKeeping<Setup>,
) {
  const fields = useInvalidFields();
  const errors = useMemo(() => rules.validate(setup), [rules, setup]);
  const valid = errors.length === 0;
  const shownSetup = useLastValid(setup, valid);
  const assessment = useMemo(() => assessValid(rules, shownSetup), [rules, shownSetup]);
  const modifier = assessment?.status === 'allowed' ? assessment.total : null;
  const chances = useMemo(() => (modifier === null ? null : rules.chances(modifier)), [rules, modifier]);
  const canRoll = valid && fields.count === 0 && modifier !== null;
  // The kept die is this set-up's roll only while the set-up is the one it was rolled for, and still valid.
  const roll = kept !== null && rolledFor === setup && valid ? kept : null;
  const earlierRoll = kept !== null && roll === null ? kept : null;
  /** The roll on screen came with a share link: the sender's, said as such. */
  const linkedRoll = roll !== null && info?.fromLink ? info : null;
  const landed = modifier !== null && roll !== null ? rules.result(modifier, roll) : null;
  /** While two options are compared, the option the earlier die was rolled for when it is the one not on screen. */
  const earlierRollOption: CompareOption | null =
    earlierRoll !== null && comparison && rolledFor === comparison.other
      ? comparison.editing === 'a'
        ? 'b'
        : 'a'
      : null;
  const otherFigures = useMemo(() => (comparison ? figuresOf(rules, comparison.other) : null), [rules, comparison]);
  const compared = useMemo(() => {
    if (!comparison || !otherFigures) return null;
    const shown: OptionFigures<Band> = valid
      ? { errors, assessment, chances }
      : { errors, assessment: null, chances: null };
    const { editing } = comparison;
    return editing === 'a' ? { editing, a: shown, b: otherFigures } : { editing, a: otherFigures, b: shown };
  }, [comparison, otherFigures, valid, errors, assessment, chances]);
  /** The earlier die was rolled for the set-up an undo took away: a redo puts it back. */
  const earlierRollUndone = earlierRoll !== null && undone;
  const rollDie = (die: number, by: 'app' | 'player') => {
    if (!canRoll || modifier === null) return;
    record(die, by, { setup, modifier, result: rules.result(modifier, die).id });
  };
  /** Why no roll can be made now, in ids: a field's text, the set-up's errors, or the rules forbidding it. */
  const blocked: 'field' | 'errors' | 'not-allowed' | null =
    fields.count > 0 ? 'field' : !valid ? 'errors' : modifier === null ? 'not-allowed' : null;
  return {
    roll,
    earlierRoll,
    earlierRollOption,
    earlierRollUndone,
    linkedRoll,
    errors,
    assessment,
    shownSetup,
    modifier,
    chances,
    landed,
    rollDie,
    compared,
    canRoll,
    blocked,
    fields: fields.report,
  };
}
