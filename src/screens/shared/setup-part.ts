/** One part of a game's set-up changed through the store's one way of changing a set-up (the store knows no game). */
import { useCombatStore } from '../../state/combat/combat-store';
import type { SetupOf } from '../../state/combat-types';
import type { GameId } from '../../state/game-index';

/** What changes one part of a game's set-up ("terrain", "combat"…): the fields given, the rest of it kept. */
export function partChanger<S extends GameId, K extends keyof SetupOf<S>>(game: S, part: K) {
  return (patch: Partial<SetupOf<S>[K]>): void =>
    useCombatStore
      .getState()
      .updateSetup(game, (setup) => ({ ...setup, [part]: { ...setup[part], ...patch } }) as SetupOf<S>);
}
