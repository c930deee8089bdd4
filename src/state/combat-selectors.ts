/** What the store's state says of the combat on show, as a share link, the address and storage carry it. */
import { type CombatState, INITIAL_COMBAT_STATE } from './combat-state';
import { firstScreenOf, type GameId, rollOf, type Screen } from './game-index';
import type { CombatSetups, SharedCombat } from './share-link';

/** A game's combat, as a share link carries it (on `screen`). */
export const combatOf = (s: Pick<CombatState, 'compare' | keyof CombatSetups>, game: GameId, screen: Screen) => {
  const compare = s.compare[game];
  return { game: game, screen, setup: s[game], ...(compare ? { compare } : {}) } as SharedCombat;
};

/** The combat of the game on show, as a share link carries it. */
export const activeCombat = (s: Pick<CombatState, 'game' | 'screen' | 'compare' | keyof CombatSetups>) =>
  combatOf(s, s.game, s.screen);

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
  const die = s.rolls[rolling];
  const info = s.rollInfo[rolling];
  if (die === null || !info || s.rolledFor[rolling] !== s[s.game]) return combat;
  return { ...combat, roll: { die, by: info.by, at: info.at } };
};

/** The combat a first visit shows: the first game's first screen, default set-up. */
export const DEFAULT_COMBAT: SharedCombat = activeCombat(INITIAL_COMBAT_STATE);
