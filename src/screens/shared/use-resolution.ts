import { useMemo } from 'react';
import type { Chance } from '../../rules/core/dice';
import type { Assessment, FieldError, ResultBand } from '../../rules/core/types';
import { type RollingScreen, useCombatStore } from '../../state/combat-store';
import { SYSTEM_OF_ROLLING_SCREEN } from '../../state/screens';
import type { Comparison, SharedCombat } from '../../state/share-link';
import type { OptionFigures } from '../../ui/comparison';
import { useLastValid } from './use-last-valid';
import { useRecordRoll } from './use-record-roll';

type Chances<Band> = readonly { readonly band: Band; readonly chance: Chance }[];

/** One roll's rules, as the system's rules module gives them. */
export interface RollRules<Setup, Band extends ResultBand> {
  readonly validate: (setup: Setup) => FieldError[];
  readonly assess: (setup: Setup) => Assessment;
  readonly chances: (modifier: number) => { readonly exact: Chances<Band>; readonly atLeast: Chances<Band> };
  readonly result: (modifier: number, die: number) => Band;
}

/** An option's figures: its errors, and the assessment and chances of the set-up (of none while it has errors). */
function figuresOf<Setup, Band extends ResultBand>(rules: RollRules<Setup, Band>, setup: Setup): OptionFigures<Band> {
  const errors = rules.validate(setup);
  const assessment = rules.assess(setup);
  return {
    errors,
    assessment,
    chances: errors.length === 0 && assessment.status === 'allowed' ? rules.chances(assessment.total) : null,
  };
}

/**
 * Everything a rolling screen derives from its set-up: the input errors, the assessment of the last valid set-up
 * (a typing slip never blanks a result), the total modifier (null when the rules forbid it), exact chances, the row
 * the kept roll lands on, a roll function that keeps the die and writes the roll log, and, while two options are
 * compared, the figures of both (`compared`).
 */
export function useResolution<Setup extends SharedCombat['setup'], Band extends ResultBand>(
  screen: RollingScreen,
  setup: Setup,
  rules: RollRules<Setup, Band>,
) {
  const roll = useCombatStore((s) => s.rolls[screen]);
  const errors = useMemo(() => rules.validate(setup), [rules, setup]);
  const shownSetup = useLastValid(setup, errors.length === 0);
  const assessment = useMemo(() => rules.assess(shownSetup), [rules, shownSetup]);
  const modifier = assessment.status === 'allowed' ? assessment.total : null;
  const chances = useMemo(() => (modifier === null ? null : rules.chances(modifier)), [rules, modifier]);
  const landed = modifier !== null && roll !== null ? rules.result(modifier, roll) : null;
  const comparison = useCombatStore((s) => s.compare[SYSTEM_OF_ROLLING_SCREEN[screen]]) as Comparison<Setup> | null;
  const otherFigures = useMemo(() => (comparison ? figuresOf(rules, comparison.other) : null), [rules, comparison]);
  const compared = useMemo(() => {
    if (!comparison || !otherFigures) return null;
    const shown: OptionFigures<Band> = { errors, assessment, chances };
    const { editing } = comparison;
    return editing === 'a' ? { editing, a: shown, b: otherFigures } : { editing, a: otherFigures, b: shown };
  }, [comparison, otherFigures, errors, assessment, chances]);
  const recordRoll = useRecordRoll(screen);
  const rollDie = (die: number, by: 'app' | 'player') =>
    recordRoll(
      die,
      by,
      modifier === null ? null : { setup: shownSetup, modifier, result: rules.result(modifier, die).id },
    );
  return { roll, errors, assessment, modifier, chances, landed, rollDie, compared };
}
