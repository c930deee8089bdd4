/**
 * @vitest-environment jsdom
 *
 * A set-up's stored write joins what storage holds (src/state/combat/combat-across-tabs.ts). It runs in a task of its
 * own a moment after a change, and a tap arriving meanwhile waits for it: where storage holds what this tab wrote last,
 * the write reads no stored link, and it makes each game's link once.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { INHERITED_NAMES } from '../helpers/inherited-names';

const reads = vi.hoisted(() => ({ decoded: 0 }));
vi.mock('../../src/state/links/share-link', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/state/links/share-link')>();
  return {
    ...real,
    decodeCombat: (...args: Parameters<typeof real.decodeCombat>) => {
      reads.decoded++;
      return real.decodeCombat(...args);
    },
  };
});

const { joinStoredCombat } = await import('../../src/state/combat/combat-across-tabs');
const { useCombatStore } = await import('../../src/state/combat/combat-store');
const { storedCombatOf } = await import('../../src/state/combat/stored-combat');

describe('a stored write', () => {
  it('finding in storage the links this tab holds, reads none of them, and makes each game’s link once', () => {
    useCombatStore.getState().updateSetup('corbach', (setup) => ({ ...setup }));
    const written = storedCombatOf(useCombatStore.getState());
    // Storage as this tab's last write left it, with no change times (as before version 30).
    const stored: unknown = JSON.parse(JSON.stringify(written));
    let made = 0;
    const mine = {
      system: written.system,
      rolls: written.rolls,
      get links() {
        made++;
        return written.links;
      },
    };
    reads.decoded = 0;
    const joined = joinStoredCombat(stored, mine);
    expect(made).toBe(1);
    expect(reads.decoded).toBe(0);
    expect(joined.links).toEqual((stored as { links: unknown }).links);
  });

  it('finding another tab’s later change of a game, reads its link and takes it', () => {
    const { getState } = useCombatStore;
    getState().reset();
    getState().updateSetup('jdg', (setup) => ({ ...setup, edition: '2006' as const }));
    const theirs = JSON.parse(JSON.stringify(storedCombatOf(getState()))) as { links: Record<string, string> };
    getState().reset();
    const mine = storedCombatOf(getState());
    reads.decoded = 0;
    const joined = joinStoredCombat({ ...theirs, changed: { jdg: Date.now() + 60_000 } }, mine);
    expect(reads.decoded).toBeGreaterThan(0);
    expect(joined.links.jdg).toBe(theirs.links.jdg);
    expect(joined.links.jdg).not.toBe(mine.links.jdg);
  });

  it('takes storage’s game on show only when storage says its tab was used later, and only a game the app runs', () => {
    const { getState } = useCombatStore;
    getState().reset();
    getState().setGame('corbach');
    const mine = storedCombatOf(getState());
    const junk = fc.oneof(fc.anything(), fc.constantFrom(...INHERITED_NAMES), fc.constantFrom('jdg', 'pg', 'pack:x@1'));
    fc.assert(
      fc.property(junk, fc.oneof(fc.anything(), fc.integer({ min: -5, max: 2 ** 53 })), (system, shownAt) => {
        const joined = joinStoredCombat({ system, shownAt, links: {} }, mine);
        const taken =
          typeof system === 'string' &&
          ['jdg', 'pg', 'pack:x@1'].includes(system) &&
          Number.isSafeInteger(shownAt) &&
          (shownAt as number) >= 0;
        // This tab was never used (no player change since it started): any valid later use in storage wins.
        expect(joined.system).toBe(taken ? system : 'corbach');
      }),
    );
  });
});
