/** What the store's state says of the combat on show, as a share link, the address and storage carry it. */

import type { CombatSetups, Comparison, SharedCombat } from '../combat-types';
import { firstScreenOf, GAME_OF, type GameId, isPackGame, rollOf, type Screen } from '../game-index';
import type { CombatState } from './combat-state';

type Setups = Pick<CombatState, 'compare' | 'packs' | keyof CombatSetups>;

/** A game's set-up, built in or a pack (a pack not yet played: its defaults). */
export const setupOf = (s: Setups, game: GameId): object =>
  isPackGame(game) ? (s.packs.get(game)?.setup ?? GAME_OF.get(game)?.defaultSetup ?? {}) : s[game];

/** A game's comparison of two options, or null. */
export const comparisonOf = (s: Setups, game: GameId): Comparison<object> | null =>
  (isPackGame(game) ? s.packs.get(game)?.compare : s.compare[game]) ?? null;

/** The state with a game's set-up and comparison replaced: what the store sets. */
export function withCombat(
  s: Setups,
  game: GameId,
  setup: object,
  compare: Comparison<object> | null,
): Partial<CombatState> {
  if (isPackGame(game)) {
    return { packs: new Map([...s.packs, [game, { setup, compare }]]) as CombatState['packs'] };
  }
  return { [game]: setup, compare: { ...s.compare, [game]: compare } } as Partial<CombatState>;
}

/** A game's combat, as a share link carries it (on `screen`). */
export const combatOf = (s: Setups, game: GameId, screen: Screen) => {
  const compare = comparisonOf(s, game);
  return { game: game, screen, setup: setupOf(s, game), ...(compare ? { compare } : {}) } as SharedCombat;
};

/** The combat of the game on show, as a share link carries it. */
export const activeCombat = (s: Setups & Pick<CombatState, 'game' | 'screen'>) => combatOf(s, s.game, s.screen);

/** The screen the address and storage name: the one on show, unless it failed to draw (then the game's first). */
export const rememberedScreen = (s: Pick<CombatState, 'game' | 'screen' | 'failed'>): Screen =>
  s.failed?.game === s.game && s.failed.screen === s.screen ? firstScreenOf(s.game) : s.screen;

/**
 * The combat of the game on show as the address keeps it (see `rememberedScreen`), with the die rolled on its screen
 * for this very set-up: a link shared after a roll carries it.
 */
export const rememberedCombat = (s: CombatState): SharedCombat => {
  const screen = rememberedScreen(s);
  const combat = combatOf(s, s.game, screen);
  const rolling = rollOf(s.game, screen)?.key;
  if (!rolling) return combat;
  const die = s.rolls[rolling] ?? null;
  const info = s.rollInfo[rolling];
  if (die === null || !info || s.rolledFor[rolling] !== combat.setup) return combat;
  return { ...combat, roll: { die, by: info.by, at: info.at } };
};
