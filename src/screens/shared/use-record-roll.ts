import type { CombatSetup } from '../../rules/jours-de-gloire';
import { type RollingScreen, useCombatStore } from '../../state/combat-store';
import { useRollLog } from '../../state/roll-log';
import { encodeCombat } from '../../state/share-link';

/** What a roll was made for: the set-up, the total modifier and the row it landed on; null when not allowed. */
export interface RollOutcome {
  readonly setup: CombatSetup;
  readonly modifier: number;
  readonly result: string;
}

/** Keeps a roll on its screen and, when the rules allowed the combat, writes it to the roll log with its set-up. */
export function useRecordRoll(screen: RollingScreen) {
  const setRoll = useCombatStore((s) => s.setRoll);
  const logRoll = useRollLog((s) => s.add);
  return (die: number, by: 'app' | 'player', outcome: RollOutcome | null) => {
    setRoll(screen, die);
    if (!outcome) return;
    const { setup, modifier, result } = outcome;
    logRoll({ at: new Date().toISOString(), screen, link: encodeCombat({ screen, setup }), die, modifier, result, by });
  };
}
