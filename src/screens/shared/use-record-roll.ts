import { comparisonOf } from '../../state/combat/combat-selectors';
import { useCombatStore } from '../../state/combat/combat-store';
import type { SharedCombat } from '../../state/combat-types';
import { ROLLS, type RollKey } from '../../state/game-index';
import { newEntry, useRollLog } from '../../state/roll-log';

/** What a roll was made for: the set-up, the total modifier and the row it landed on; null when not allowed. */
export interface RollOutcome {
  readonly setup: SharedCombat['setup'];
  readonly modifier: number;
  readonly result: string;
}

/**
 * Keeps a roll on its screen and, when the rules allowed it, writes it to the roll log with its set-up (as a link
 * of the active game; while two options are compared, with both, the one rolled for on screen).
 */
export function useRecordRoll(key: RollKey) {
  const setRoll = useCombatStore((s) => s.setRoll);
  const game = useCombatStore((s) => s.game);
  const compare = useCombatStore((s) => comparisonOf(s, s.game));
  const logRoll = useRollLog((s) => s.add);
  return (die: number, by: 'app' | 'player', outcome: RollOutcome | null) => {
    const now = new Date();
    setRoll(key, die, outcome?.setup ?? null, { by, at: Math.floor(now.getTime() / 1000) });
    if (!outcome) return;
    const { setup, modifier, result } = outcome;
    const { screen } = ROLLS.get(key) ?? { screen: key };
    logRoll(
      newEntry({ at: now.toISOString(), game: game, screen, die, modifier, result, by }, {
        game: game,
        screen,
        setup,
        ...(compare ? { compare } : {}),
      } as SharedCombat),
    );
  };
}
