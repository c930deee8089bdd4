/**
 * @vitest-environment jsdom
 *
 * Issue 45: one file moves a player's evening to another device. Each device here is the app's state modules as a
 * page starts them (a fresh module graph over an emptied localStorage). What one device exports, another imports
 * whole; a file read twice adds nothing; and a file that is not what the app wrote never throws, never blanks the app
 * and never removes what is kept.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupOf } from '../../src/state/combat/combat-selectors';
import type { BuiltInCombat } from '../../src/state/combat-types';
import { GAME_IDS } from '../../src/state/game-index';
import { arbitraryCombat } from '../helpers/arbitrary-combats';
import { INHERITED_NAMES } from '../helpers/inherited-names';
import { mutate } from '../helpers/mutate-pack';
import { fireRolls, openPage } from '../helpers/pages';

const FUZZ_TIMEOUT = 120_000;

/** What a hostile file may hold where a value is: prototype names, markup, numbers no count reaches, wrong types. */
const hostileValue = fc.oneof(
  fc.constantFrom(...INHERITED_NAMES),
  fc.constantFrom('<img src=x onerror=alert(1)>', '{{step}}', '', 'aide-de-camp-backup', 1e308, -1, 2 ** 53),
  fc.jsonValue({ maxDepth: 2 }),
);
const PACKS = [
  readFileSync('examples/skirmish.pack.json', 'utf8'),
  readFileSync('examples/odds-columns.pack.json', 'utf8'),
];

/** A device with the app open after its first paint: its stores, and the backup's reader and writer. */
async function openDevice() {
  return openPage(async () => {
    const { useRollLog, entryId } = await import('../../src/state/roll-log');
    const { useCombatStore } = await import('../../src/state/combat/combat-store');
    const { joinOtherTabs } = await import('../../src/state/combat/combat-across-tabs');
    const { combatOf } = await import('../../src/state/combat/combat-selectors');
    const { encodeCombat } = await import('../../src/state/links/share-link');
    const { firstScreenOf } = await import('../../src/state/game-index');
    const { useKeptPacks } = await import('../../src/state/packs/kept-packs');
    const { usePreferences } = await import('../../src/state/preferences');
    const { useChecklists } = await import('../../src/state/checklists');
    const { flushPendingWrites } = await import('../../src/state/storage/deferred-writes');
    const backup = await import('../../src/state/backup/backup');
    joinOtherTabs();
    /** What the device keeps, as a player would compare it. */
    const kept = () => ({
      log: useRollLog.getState().entries.map(entryId),
      setups: Object.fromEntries(
        GAME_IDS.map((game) => [game, encodeCombat(combatOf(useCombatStore.getState(), game, firstScreenOf(game)))]),
      ),
      packs: [...useKeptPacks.getState().texts.values()].sort(),
      preferences: { theme: usePreferences.getState().theme, keepAwake: usePreferences.getState().keepAwake },
      checklists: Object.fromEntries(Object.entries(useChecklists.getState().ticked)),
    });
    const makeRoll = await fireRolls();
    const roll = (ms: number, n: number) => useRollLog.getState().add(makeRoll(ms, n));
    return { ...backup, useCombatStore, useKeptPacks, usePreferences, useChecklists, flushPendingWrites, kept, roll };
  });
}

type Device = Awaited<ReturnType<typeof openDevice>>;

/** An evening at the table: rolls, set-ups changed, packs kept, a theme, checklist steps ticked. */
const evening = fc.record({
  rolls: fc.array(fc.nat(50), { maxLength: 30 }),
  combats: fc.array(arbitraryCombat, { maxLength: 5 }),
  packs: fc.subarray([0, 1]),
  theme: fc.constantFrom('system' as const, 'light' as const, 'dark' as const),
  keepAwake: fc.boolean(),
  // Checklist ids as the app has them, and names objects inherit (the three that cannot be keys are the fuzz's below).
  ticks: fc.array(
    fc.tuple(fc.constantFrom('rally', 'turn', 'toString', 'hasOwnProperty'), fc.string({ minLength: 1, maxLength: 6 })),
    { maxLength: 6 },
  ),
});

type Evening = typeof evening extends fc.Arbitrary<infer E> ? E : never;

function play(device: Device, night: Evening) {
  let clock = Date.parse('2026-11-28T20:00:00Z');
  for (const n of night.rolls) {
    clock += 60_000;
    device.roll(clock, n);
  }
  for (const combat of night.combats as BuiltInCombat[]) {
    clock += 60_000;
    vi.setSystemTime(clock);
    device.useCombatStore.getState().updateSetup(combat.game, () => structuredClone(combat.setup) as never);
  }
  for (const i of night.packs) device.useKeptPacks.getState().keep(PACKS[i] ?? '');
  device.usePreferences.getState().setTheme(night.theme);
  device.usePreferences.getState().setKeepAwake(night.keepAwake);
  for (const [list, step] of night.ticks) {
    const ticked = device.useChecklists.getState().ticked;
    if (!(Object.hasOwn(ticked, list) && ticked[list]?.includes(step)))
      device.useChecklists.getState().toggle(list, step);
  }
  device.flushPendingWrites();
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('one file for everything a device keeps', () => {
  it('what one device exports, a new device imports whole; imported again, it adds nothing', {
    timeout: FUZZ_TIMEOUT,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(evening, async (night) => {
        localStorage.clear();
        const mine = await openDevice();
        play(mine, night);
        const text = mine.exportEverything();
        const before = mine.kept();
        localStorage.clear();
        const tablet = await openDevice();
        const read = tablet.readBackup(text);
        if (!read.plan) throw new Error(JSON.stringify(read.problems));
        expect(read.plan.rolls).toBe(before.log.length);
        tablet.applyImport(read.plan);
        tablet.flushPendingWrites();
        expect(tablet.kept()).toEqual(before);
        // Read twice: nothing more to add, nothing changed.
        const again = tablet.readBackup(text).plan;
        expect(again && { ...again, file: null }).toMatchObject({
          rolls: 0,
          newPacks: [],
          newerSetups: [],
          ticks: 0,
        });
        if (again) tablet.applyImport(again);
        expect(tablet.kept()).toEqual(before);
        // And a page opened on the tablet now reads it all from storage.
        tablet.flushPendingWrites();
        const reopened = await openDevice();
        expect(reopened.kept()).toEqual(before);
      }),
      { numRuns: 25 },
    );
  });

  it('an import adds to what the device keeps: its own rolls, packs and newer set-ups stay', async () => {
    localStorage.clear();
    const laptop = await openDevice();
    vi.setSystemTime(Date.parse('2026-11-28T20:00:00Z'));
    laptop.roll(Date.parse('2026-11-28T20:00:00Z'), 1);
    laptop.useCombatStore.getState().updateSetup('jdg', (s) => ({ ...s, fire: { ...s.fire, strength: 4 } }));
    laptop.flushPendingWrites();
    const file = laptop.exportEverything();
    localStorage.clear();
    const tablet = await openDevice();
    // The tablet's own evening, later: its roll, its pack, its newer Jours de Gloire set-up.
    vi.setSystemTime(Date.parse('2026-11-29T20:00:00Z'));
    tablet.roll(Date.parse('2026-11-29T20:00:00Z'), 2);
    tablet.useKeptPacks.getState().keep(PACKS[1] ?? '');
    tablet.useCombatStore.getState().updateSetup('jdg', (s) => ({ ...s, fire: { ...s.fire, strength: 7 } }));
    const plan = tablet.readBackup(file).plan;
    if (!plan) throw new Error('unread');
    expect(plan).toMatchObject({ rolls: 1, olderSetups: ['jdg'], newerSetups: [] });
    tablet.applyImport(plan);
    expect(tablet.kept().log).toHaveLength(2);
    expect(tablet.kept().packs).toEqual([PACKS[1]]);
    expect(setupOf(tablet.useCombatStore.getState(), 'jdg').fire.strength).toBe(7);
  });

  it('a file holding a roll twice (edited by hand) offers and adds it once', async () => {
    localStorage.clear();
    const laptop = await openDevice();
    laptop.roll(Date.parse('2026-11-28T20:00:00Z'), 1);
    const file = JSON.parse(laptop.exportEverything());
    file.log.entries.push(...file.log.entries);
    localStorage.clear();
    const tablet = await openDevice();
    const plan = tablet.readBackup(JSON.stringify(file)).plan;
    if (!plan) throw new Error('unread');
    expect(plan).toMatchObject({ rolls: 1, unreadRolls: 0 });
    tablet.applyImport(plan);
    expect(tablet.kept().log).toHaveLength(1);
  });

  it('a file that is not what the app wrote never throws, and its import never removes what is kept', {
    timeout: FUZZ_TIMEOUT,
  }, async () => {
    localStorage.clear();
    const source = await openDevice();
    play(source, {
      rolls: [1, 2, 3],
      combats: [],
      packs: [0],
      theme: 'dark',
      keepAwake: true,
      ticks: [['rally', 'a']],
    });
    const good = JSON.parse(source.exportEverything()) as Record<string, unknown>;
    localStorage.clear();
    const device = await openDevice();
    play(device, { rolls: [7, 8], combats: [], packs: [1], theme: 'light', keepAwake: false, ticks: [['turn', 'b']] });
    const kept = device.kept();
    const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
    const anyName = fc.oneof(fc.constantFrom(...INHERITED_NAMES), fc.constantFrom(...Object.keys(good)), fc.string());
    const hostile = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.tuple(anyName, fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => ({ ...good, [key]: value })),
      fc
        .tuple(fc.constantFrom('combat', 'log', 'preferences', 'checklists'), anyName, fc.jsonValue({ maxDepth: 2 }))
        .map(([part, key, value]) => ({ ...good, [part]: { ...(good[part] as object), [key]: value } })),
      fc
        .constantFrom(...INHERITED_NAMES)
        .map((name) => JSON.parse(`{"${name}": {"format": 1}, "format": "aide-de-camp-backup"}`)),
      // Anywhere in the file: a value replaced by something hostile, or a key renamed to a name objects inherit.
      fc
        .tuple(fc.array(fc.nat(40), { maxLength: 6 }), hostileValue, fc.option(fc.constantFrom(...INHERITED_NAMES)))
        .map(([path, value, rename]) => mutate(good, path, value, rename)),
      // A pack of the file changed the same way: read as any pack is (its texts drawn as text, or refused).
      fc
        .tuple(fc.array(fc.nat(40), { maxLength: 6 }), hostileValue, fc.option(fc.constantFrom(...INHERITED_NAMES)))
        .map(([path, value, rename]) => ({
          ...good,
          packs: [JSON.stringify(mutate(JSON.parse(PACKS[0] ?? '{}'), path, value, rename))],
        })),
      // Counts past what the app keeps.
      fc.nat({ max: 3 }).map((n) => ({
        ...good,
        log: { ...(good.log as object), entries: Array.from({ length: 10_001 + n }, () => ({})) },
        packs: Array.from({ length: 13 }, () => PACKS[0]),
      })),
    );
    fc.assert(
      fc.property(hostile, (file) => {
        const read = device.readBackup(JSON.stringify(file));
        if (read.plan) device.applyImport(read.plan);
        const now = device.kept();
        for (const id of kept.log) expect(now.log).toContain(id);
        for (const text of kept.packs) expect(now.packs).toContain(text);
        // Nothing the file held reached what every object inherits, nor ran as markup.
        expect({}.constructor).toBe(Object);
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
        expect(document.querySelector('img')).toBeNull();
      }),
      { numRuns: 200 },
    );
    expect(device.readBackup('{').problems).toEqual([{ path: '', message: 'not-json' }]);
    expect(device.readBackup(' '.repeat(4_000_001)).problems?.[0]?.message).toMatch(/^too-long/);
  });
});
