/** Every game the rules list has its screens and words, and every game's screens folder belongs to a listed game. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n';
import { GAMES } from '../../src/rules/games';
import { GAME_UIS } from '../../src/screens/game-words';
import { viewOf } from '../../src/screens/games';
import { INHERITED_NAMES } from '../helpers/inherited-names';

describe.each(GAMES.map((game) => [game.id, game] as const))('game %s', (id, game) => {
  it('has a view for every screen of its manifest', () => {
    for (const screen of game.screens) expect(viewOf(id, screen.id), screen.id).toBeTruthy();
  });

  it('has none for a name every object inherits (a screen id from a link or storage is only looked up)', () => {
    for (const name of INHERITED_NAMES) {
      expect(viewOf(id, name), name).toBeNull();
    }
  });

  it.each(LANGUAGES)('names itself and each of its cards in %s', (language) => {
    const words = GAME_UIS.get(id)?.words[language];
    expect(words?.name).toBeTruthy();
    for (const link of game.linkIds) expect(words?.choices[link.id], link.id).toBeTruthy();
  });
});

it('every screens folder with a game.ts is a game the rules list', () => {
  expect([...GAME_UIS.keys()].sort()).toEqual(GAMES.map((g) => g.id).sort());
});
