/**
 * The stored set-up's links are made when the write happens, once typing pauses, not at every change: a roll or a
 * keystroke makes no link while the screen waits for its answer.
 */
import { expect, it, vi } from 'vitest';
import * as shareLink from '../../src/state/share-link';

vi.mock('../../src/state/share-link', { spy: true });
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => stored.set(key, value),
  removeItem: (key: string) => stored.delete(key),
});

it('a change and a roll make no link until the write, which makes each system’s once', async () => {
  const { useCombatStore } = await import('../../src/state/combat-store');
  const { flushPendingWrites } = await import('../../src/state/deferred-writes');
  const encode = vi.mocked(shareLink.encodeCombat);
  encode.mockClear();
  useCombatStore.getState().setTerrain({ hex: 'woods' });
  useCombatStore.getState().setRoll('jdg/shock', 7, useCombatStore.getState().jdg);
  useCombatStore.getState().setTerrain({ hex: 'marsh' });
  expect(encode).not.toHaveBeenCalled();
  flushPendingWrites();
  expect(encode).toHaveBeenCalledTimes(3);
  const { state } = JSON.parse(stored.get('adc-combat') ?? 'null');
  expect(Object.keys(state.links).sort()).toEqual(['corbach', 'jdg', 'pg']);
  expect(state.links.jdg).toContain('t.hex=marsh');
  expect(state.rolls['jdg/shock']).toBe(7);
});
