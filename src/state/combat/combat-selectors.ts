/** What the store's state says of the combat on show, as a share link, the address and storage carry it. */

import type { Comparison, SetupOf, SharedCombat } from '../combat-types';
import { firstScreenOf, GAME_OF, type GameId, rollOf, type Screen } from '../game-index';
import type { CombatState } from './combat-state';

type Setups = Pick<CombatState, 'combats'>;

/** A game's default set-up, from its manifest. */
export const defaultSetupOf = (game: GameId): object => GAME_OF.get(game)?.defaultSetup ?? {};

/** A game's set-up, built in or a pack (a pack not yet played: its defaults). */
export const setupOf = <G extends GameId>(s: Setups, game: G): SetupOf<G> =>
  (s.combats.get(game)?.setup ?? defaultSetupOf(game)) as SetupOf<G>;

/** A game's comparison of two options, or null. */
export const comparisonOf = <G extends GameId>(s: Setups, game: G): Comparison<SetupOf<G>> | null =>
  (s.combats.get(game)?.compare ?? null) as Comparison<SetupOf<G>> | null;

/** The state with a game's set-up and comparison replaced: what the store sets. */
export const withCombat = (
  s: Setups,
  game: GameId,
  setup: object,
  compare: Comparison<object> | null,
): Pick<CombatState, 'combats'> => ({ combats: new Map([...s.combats, [game, { setup, compare }]]) });

/** The state with a combat as a link or storage carries it (its game's set-up and comparison) in place. */
export const withSharedCombat = (s: Setups, combat: SharedCombat) =>
  withCombat(s, combat.game, combat.setup, (combat.compare as Comparison<object> | undefined) ?? null);

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
