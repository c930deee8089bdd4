import { useMemo } from 'react';
import type { Chance } from '../../rules/core/dice';
import type { Assessment, FieldError, ResultBand } from '../../rules/core/types';
import { type RollingScreen, useCombatStore } from '../../state/combat-store';
import type { SharedCombat } from '../../state/share-link';
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

/**
 * Everything a rolling screen derives from its set-up: the input errors, the assessment of the last valid set-up
 * (a typing slip never blanks a result), the total modifier (null when the rules forbid it), exact chances, the row
 * the kept roll lands on, and a roll function that keeps the die and writes the roll log.
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
  const recordRoll = useRecordRoll(screen);
  const rollDie = (die: number, by: 'app' | 'player') =>
    recordRoll(
      die,
      by,
      modifier === null ? null : { setup: shownSetup, modifier, result: rules.result(modifier, die).id },
    );
  return { roll, errors, assessment, modifier, chances, landed, rollDie };
}
