/** Every combat a player can make, as fast-check arbitraries: valid set-ups of each game, on any of its screens. */
import fc from 'fast-check';
import type { BuiltInCombat } from '../../src/state/combat-types';
import { GAME_IDS, screensOf } from '../../src/state/game-index';
import { samplesOf } from './game-samples';

export const arbitraryCombat: fc.Arbitrary<BuiltInCombat> = fc.oneof(
  ...GAME_IDS.map(
    (game) =>
      fc.record({
        game: fc.constant(game),
        screen: fc.constantFrom(...screensOf(game)),
        setup: samplesOf(game).arbitrary,
      }) as fc.Arbitrary<BuiltInCombat>,
  ),
);

/** A combat, or a comparison of two options of one game, either option being edited. */
export const arbitraryCombatOrComparison: fc.Arbitrary<BuiltInCombat> = fc
  .tuple(arbitraryCombat, arbitraryCombat, fc.constantFrom('a' as const, 'b' as const), fc.boolean())
  .map(([a, b, editing, compared]) => {
    if (!compared) return a;
    const other = a.game === b.game ? b.setup : a.setup;
    return { ...a, compare: { other, editing } } as BuiltInCombat;
  });
