/**
 * The longest combat of each game: option A on screen and option B, differing in every field (each game's samples
 * say how, src/rules/<game>/samples.ts).
 */

import type { SharedCombat } from '../../src/state/combat-types';
import type { GameId } from '../../src/state/game-index';
import { samplesOf } from './game-samples';

/** The longest combat of a game on one of its screens, option A on screen and option B, differing in every field. */
export function longestComparison(game: GameId): SharedCombat {
  const samples = samplesOf(game);
  return {
    game: game,
    screen: samples.longestOn,
    setup: samples.longest(0),
    compare: { other: samples.longest(1), editing: 'b' },
  } as SharedCombat;
}
