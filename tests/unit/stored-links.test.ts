/**
 * The stored set-up's links are made when the write happens, once typing pauses, not at every change, and a roll's log
 * entry makes its link when first read: a roll or a keystroke makes no link while the screen waits for its answer.
 */
import fc from 'fast-check';
import { expect, it, vi } from 'vitest';
import { JDG_DEFAULT_SETUP, JDG_HEX_TERRAINS, JDG_LIMITS } from '../../src/rules/jours-de-gloire/setup';
import { setTerrain } from '../../src/screens/jours-de-gloire/setup-actions';
import { setupOf } from '../../src/state/combat/combat-selectors';
import type { SharedCombat } from '../../src/state/combat-types';
import * as shareLink from '../../src/state/links/share-link';
import { stubLocalStorage } from '../helpers/memory-storage';

vi.mock('../../src/state/links/share-link', { spy: true });
const stored = stubLocalStorage();

it('a change and a roll make no link until the write, which makes each game’s once', async () => {
  const { useCombatStore } = await import('../../src/state/combat/combat-store');
  const { flushPendingWrites } = await import('../../src/state/storage/deferred-writes');
  const encode = vi.mocked(shareLink.encodeCombat);
  encode.mockClear();
  setTerrain({ hex: 'woods' });
  setTerrain({ hex: 'marsh' });
  useCombatStore.getState().setRoll('jdg/shock', 7, setupOf(useCombatStore.getState(), 'jdg'));
  expect(encode).not.toHaveBeenCalled();
  flushPendingWrites();
  const { GAMES } = await import('../../src/rules/games');
  // One link a game.
  expect(encode).toHaveBeenCalledTimes(GAMES.length);
  const { state } = JSON.parse(stored.get('adc-combat') ?? 'null');
  expect(Object.keys(state.links).sort()).toEqual(GAMES.map((game) => game.id).sort());
  expect(state.links.jdg).toContain('t.hex=marsh');
  expect(state.rolls['jdg/shock']).toBe(7);
});

it('a roll’s log entry makes no link in the tap; read later, it is the combat as rolled, through JSON and the stored log’s checks', async () => {
  const { newEntry, isEntry } = await import('../../src/state/roll-log');
  const encode = vi.mocked(shareLink.encodeCombat);
  fc.assert(
    fc.property(
      fc.constantFrom(...JDG_HEX_TERRAINS),
      fc.integer(JDG_LIMITS.levelDifference),
      fc.constantFrom(...JDG_HEX_TERRAINS),
      (hex, levelDifference, laterHex) => {
        const setup = { ...JDG_DEFAULT_SETUP, terrain: { ...JDG_DEFAULT_SETUP.terrain, hex, levelDifference } };
        const combat = { game: 'jdg', screen: 'shock', setup } as const;
        encode.mockClear();
        const entry = newEntry(
          {
            at: '2026-11-27T03:00:00.000Z',
            game: 'jdg',
            screen: 'shock',
            die: 4,
            modifier: 1,
            result: '5-to-9',
            by: 'app',
          },
          combat as SharedCombat,
        );
        expect(encode).not.toHaveBeenCalled();
        // A later set-up is a new object: the entry keeps the one it was rolled for.
        const later = { ...setup, terrain: { ...setup.terrain, hex: laterHex } };
        const read = JSON.parse(JSON.stringify({ entries: [entry], later }));
        expect(read.entries[0].link).toBe(shareLink.encodeCombat(combat as SharedCombat));
        expect(isEntry(read.entries[0])).toBe(true);
        expect(entry.link).toBe(read.entries[0].link);
      },
    ),
    { numRuns: 60 },
  );
});
