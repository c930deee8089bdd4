/**
 * @vitest-environment jsdom
 *
 * Issue 45: tabs of one copy of the app keep one storage. Each tab here is the app's state modules as a page starts
 * them (a fresh module graph over the one localStorage); another tab's write reaches them as the browser tells a page,
 * by a `storage` event. Whatever the tabs do, in whatever order their writes and events land, no roll is lost or
 * doubled, and every tab ends with the same log.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuiltInCombat } from '../../src/state/combat-types';
import type { GameId } from '../../src/state/game-index';
import { arbitraryCombat } from '../helpers/arbitrary-combats';
import { fireRolls, openPage } from '../helpers/pages';

const FUZZ_TIMEOUT = 120_000;

/** A tab of the app: its roll log, its pending writes, and rolls to make. */
async function openTab() {
  let flush = () => {};
  return openPage(
    async () => {
      const log = await import('../../src/state/roll-log');
      const { flushPendingWrites } = await import('../../src/state/storage/deferred-writes');
      flush = flushPendingWrites;
      return { ...log, flushPendingWrites, roll: await fireRolls() };
    },
    () => flush(),
  );
}
type Tab = Awaited<ReturnType<typeof openTab>>;

/** The browser telling the pages of the origin that a key was written (the writer reads back what it wrote: no change). */
const tellTabs = (key = 'adc-roll-log') => window.dispatchEvent(new StorageEvent('storage', { key }));

/** Lets queued microtasks run (a tab finding storage behind what it holds queues a write). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const ids = (tab: Tab) => tab.useRollLog.getState().entries.map(tab.entryId);

/** What a tab can do, in any order with the others: roll, clear, write what is pending, be told of a write. */
type Step =
  | { readonly kind: 'roll'; readonly tab: number; readonly n: number }
  | { readonly kind: 'clear'; readonly tab: number }
  | { readonly kind: 'write'; readonly tab: number }
  | { readonly kind: 'tell' }
  /** The tab closed (what it holds written as the page goes), and a new one opened in its place. */
  | { readonly kind: 'reopen'; readonly tab: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('roll' as const), tab: fc.nat(2), n: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), tab: fc.nat(2) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('write' as const), tab: fc.nat(2) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('tell' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), tab: fc.nat(2) }) },
);

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the roll log across tabs', () => {
  it('whatever three tabs roll and clear, in any order of writes and events, every roll since the last clear is kept once, in every tab and after a reload', {
    timeout: FUZZ_TIMEOUT,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 24 }), async (steps) => {
        localStorage.clear();
        // Three pages started one after the other, each its own module graph over the one storage.
        const tabs = [await openTab(), await openTab(), await openTab()];
        try {
          let clock = Date.parse('2026-11-29T10:00:00Z');
          // Every roll made, with the time of the last clear.
          const made: { id: string; ms: number }[] = [];
          let clearedAt = -1;
          for (const s of steps) {
            clock += 1000;
            vi.setSystemTime(clock);
            if (s.kind === 'roll') {
              const entry = tabs[s.tab]?.roll(clock, s.n);
              if (!entry) continue;
              tabs[s.tab]?.useRollLog.getState().add(entry);
              made.push({ id: tabs[s.tab]?.entryId(entry) ?? '', ms: clock });
            } else if (s.kind === 'clear') {
              tabs[s.tab]?.useRollLog.getState().clear();
              clearedAt = clock;
            } else if (s.kind === 'write') tabs[s.tab]?.flushPendingWrites();
            else if (s.kind === 'reopen') {
              tabs[s.tab]?.close();
              tabs[s.tab] = await openTab();
            } else tellTabs();
            await settle();
          }
          // Every tab writes what it has, and is told; those that find storage behind write again.
          for (let round = 0; round < 3; round++) {
            for (const tab of tabs) tab.flushPendingWrites();
            tellTabs();
            await settle();
          }
          const expected = made
            .filter((r) => r.ms > clearedAt)
            .sort((a, b) => b.ms - a.ms)
            .map((r) => r.id);
          for (const tab of tabs) expect(ids(tab)).toEqual(expected);
          // A page opened now reads the same log.
          for (const tab of tabs) tab.close();
          const reloaded = await openTab();
          tabs.push(reloaded);
          expect(ids(reloaded)).toEqual(expected);
        } finally {
          for (const tab of tabs) tab.close();
        }
      }),
      { numRuns: 60 },
    );
  });

  it('two tabs past the cap keep the newest 500 of both, and count each roll dropped once', async () => {
    const tabs = [await openTab(), await openTab()];
    try {
      const start = Date.parse('2026-11-29T10:00:00Z');
      const made: string[] = [];
      for (let i = 0; i < 600; i++) {
        const tab = tabs[i % 2] as Tab;
        const entry = tab.roll(start + i * 1000, i);
        tab.useRollLog.getState().add(entry);
        made.unshift(tab.entryId(entry));
        // Now and then a tab writes and the other hears of it; mostly they do not.
        if (i % 97 === 0) {
          tab.flushPendingWrites();
          tellTabs();
          await settle();
        }
      }
      for (let round = 0; round < 3; round++) {
        for (const tab of tabs) tab.flushPendingWrites();
        tellTabs();
        await settle();
      }
      for (const tab of tabs) {
        expect(ids(tab)).toEqual(made.slice(0, 500));
        expect(tab.useRollLog.getState().dropped).toBe(100);
      }
    } finally {
      for (const tab of tabs) tab.close();
    }
  });
});

/**
 * A tab of the app after its first paint: its combat store, joined with the other tabs' (as main.tsx does). `atStartUp`:
 * what the tab does before that (opens the link it was opened with).
 */
async function openCombatTab(atStartUp?: (store: CombatStore) => void) {
  let flush = () => {};
  return openPage(
    async () => {
      const { useCombatStore } = await import('../../src/state/combat/combat-store');
      const { joinOtherTabs } = await import('../../src/state/combat/combat-across-tabs');
      const { combatOf } = await import('../../src/state/combat/combat-selectors');
      const { encodeCombat } = await import('../../src/state/links/share-link');
      const { firstScreenOf, rollOf, screensOf } = await import('../../src/state/game-index');
      const { flushPendingWrites } = await import('../../src/state/storage/deferred-writes');
      flush = flushPendingWrites;
      atStartUp?.(useCombatStore);
      joinOtherTabs();
      /** A game's set-up and comparison as this tab holds them (on the game's first screen). */
      const combatText = (game: GameId) => encodeCombat(combatOf(useCombatStore.getState(), game, firstScreenOf(game)));
      /** A game's first screen with a die. */
      const firstRollOf = (game: GameId) => {
        const screen = screensOf(game).find((s) => rollOf(game, s) !== undefined);
        if (!screen) throw new Error(`${game} has no die`);
        return { screen };
      };
      return { useCombatStore, combatText, flushPendingWrites, rollOf, firstRollOf };
    },
    () => flush(),
  );
}
type CombatTab = Awaited<ReturnType<typeof openCombatTab>>;
type CombatStore = typeof import('../../src/state/combat/combat-store').useCombatStore;

type CombatStep =
  | { readonly kind: 'change'; readonly tab: number; readonly combat: BuiltInCombat }
  /** A die rolled on the tab's screen on show, with no other change: `face` picks one of its die's faces. */
  | { readonly kind: 'roll'; readonly tab: number; readonly face: number }
  | { readonly kind: 'write'; readonly tab: number }
  | { readonly kind: 'tell' }
  | { readonly kind: 'reopen'; readonly tab: number };

const combatStep: fc.Arbitrary<CombatStep> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('change' as const), tab: fc.nat(2), combat: arbitraryCombat }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('roll' as const), tab: fc.nat(2), face: fc.nat(19) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('write' as const), tab: fc.nat(2) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('tell' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), tab: fc.nat(2) }) },
);

describe('the combat set-ups across tabs', () => {
  it('whatever three tabs change, in any order of writes, events and reloads, every tab ends with each game’s last change, and so does a tab opened after, on the game of the tab used last', {
    timeout: FUZZ_TIMEOUT,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(combatStep, { maxLength: 16 }), async (steps) => {
        localStorage.clear();
        const tabs: CombatTab[] = [await openCombatTab(), await openCombatTab(), await openCombatTab()];
        try {
          let clock = Date.parse('2026-11-29T10:00:00Z');
          // Each game's set-up as last changed, in any tab; and the game on show of the tab used last.
          const last = new Map<GameId, string>();
          let lastShown: GameId | null = null;
          for (const s of steps) {
            clock += 1000;
            vi.setSystemTime(clock);
            const tab = tabs[s.kind === 'tell' ? 0 : s.tab] as CombatTab;
            if (s.kind === 'change') {
              const { game, setup } = s.combat;
              // As a player does it: the game picked in that tab, on a screen with a die, then its set-up changed.
              tab.useCombatStore.getState().setGame(game);
              tab.useCombatStore.getState().setScreen(tab.firstRollOf(game).screen);
              tab.useCombatStore.getState().updateSetup(game, () => structuredClone(setup) as never);
              last.set(game, tab.combatText(game));
              lastShown = game;
            } else if (s.kind === 'roll') {
              // A die for the screen on show, and nothing else: the tab is used all the same.
              const { game, screen } = tab.useCombatStore.getState();
              const rolling = tab.rollOf(game, screen);
              if (!rolling) continue;
              const faces = rolling.die.faces;
              tab.useCombatStore
                .getState()
                .setRoll(rolling.key, faces[s.face % faces.length] ?? null, null, { by: 'app', at: clock / 1000 });
              lastShown = game;
            } else if (s.kind === 'write') tab.flushPendingWrites();
            else if (s.kind === 'reopen') {
              tab.close();
              tabs[s.tab] = await openCombatTab();
            } else tellTabs('adc-combat');
            await settle();
          }
          for (let round = 0; round < 3; round++) {
            for (const tab of tabs) tab.flushPendingWrites();
            tellTabs('adc-combat');
            await settle();
          }
          for (const tab of tabs) for (const [game, text] of last) expect(tab.combatText(game)).toBe(text);
          for (const tab of tabs) tab.close();
          tabs.push(await openCombatTab());
          for (const [game, text] of last) expect(tabs.at(-1)?.combatText(game)).toBe(text);
          // It opens on the game of the tab used last, whichever tab's write landed last.
          if (lastShown) expect(tabs.at(-1)?.useCombatStore.getState().game).toBe(lastShown);
        } finally {
          for (const tab of tabs) tab.close();
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a die rolled is a use of the tab: a tab opened after opens on the game last rolled in, though another tab changed a set-up since the rolling tab last did', async () => {
    vi.setSystemTime(Date.parse('2026-11-29T10:00:00Z'));
    const tabs = [await openCombatTab(), await openCombatTab()];
    try {
      const [jdg, corbach] = tabs as [CombatTab, CombatTab];
      jdg.useCombatStore.getState().setScreen('fire');
      jdg.useCombatStore.getState().updateSetup('jdg', (s) => ({ ...s, fire: { ...s.fire, strength: 4 } }));
      vi.setSystemTime(Date.parse('2026-11-29T10:01:00Z'));
      corbach.useCombatStore.getState().setGame('corbach');
      vi.setSystemTime(Date.parse('2026-11-29T10:02:00Z'));
      const rolling = jdg.rollOf('jdg', 'fire');
      if (!rolling) throw new Error('no die');
      jdg.useCombatStore.getState().setRoll(rolling.key, 7, null, { by: 'app', at: 1_795_000_000 });
      for (let round = 0; round < 2; round++) {
        for (const tab of [corbach, jdg]) tab.flushPendingWrites();
        tellTabs('adc-combat');
        await settle();
      }
      for (const tab of tabs) tab.close();
      tabs.push(await openCombatTab());
      expect(tabs.at(-1)?.useCombatStore.getState().game).toBe('jdg');
    } finally {
      for (const tab of tabs) tab.close();
    }
  });

  it('a tab opened from a link keeps the link’s combat over an older change another tab made, and the other tab takes it', async () => {
    vi.setSystemTime(Date.parse('2026-11-29T10:00:00Z'));
    const installed = await openCombatTab();
    const tabs = [installed];
    try {
      installed.useCombatStore.getState().updateSetup('jdg', (s) => ({ ...s, fire: { ...s.fire, strength: 4 } }));
      installed.flushPendingWrites();
      vi.setSystemTime(Date.parse('2026-11-29T10:01:00Z'));
      // The opponent's link opens in a browser tab: its combat is set before the tab joins the others.
      const fromLink = await openCombatTab((store) =>
        store.getState().updateSetup('jdg', (s) => ({ ...s, fire: { ...s.fire, strength: 9 } })),
      );
      tabs.push(fromLink);
      const linked = fromLink.combatText('jdg');
      expect(linked).toContain('9');
      for (let round = 0; round < 2; round++) {
        for (const tab of tabs) tab.flushPendingWrites();
        tellTabs('adc-combat');
        await settle();
      }
      expect(fromLink.combatText('jdg')).toBe(linked);
      expect(installed.combatText('jdg')).toBe(linked);
    } finally {
      for (const tab of tabs) tab.close();
    }
  });
});

/** A tab's small kept parts: the checklists, the preferences (followed once the tab has painted) and the kept packs. */
async function openPartsTab() {
  return openPage(async () => {
    const { useChecklists } = await import('../../src/state/checklists');
    const { usePreferences } = await import('../../src/state/preferences');
    const { useKeptPacks } = await import('../../src/state/packs/kept-packs');
    const { usePackNames } = await import('../../src/state/packs/pack-names');
    const { joinOtherTabs } = await import('../../src/state/combat/combat-across-tabs');
    const { flushPendingWrites } = await import('../../src/state/storage/deferred-writes');
    joinOtherTabs();
    return { useChecklists, usePreferences, useKeptPacks, usePackNames, flushPendingWrites };
  });
}

describe('the small kept parts across tabs', () => {
  it('a step ticked, a theme chosen and a pack kept or removed in one tab are so in the other; two packs kept at once in two tabs are both kept', async () => {
    const [a, b] = [await openPartsTab(), await openPartsTab()];
    try {
      a.useChecklists.getState().toggle('rally', 'step-1');
      a.usePreferences.getState().setTheme('dark');
      const skirmish = readFileSync('examples/skirmish.pack.json', 'utf8');
      // A second pack of the same card, under another id.
      const another = skirmish.replace('"id": "skirmish"', '"id": "skirmish-again"');
      expect(a.useKeptPacks.getState().keep(skirmish).kept).not.toBeNull();
      a.flushPendingWrites();
      for (const key of ['adc-checklists', 'adc-preferences', 'adc-packs', 'adc-pack-names']) {
        window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }));
      }
      expect(b.useChecklists.getState().ticked.rally).toEqual(['step-1']);
      expect(b.usePreferences.getState().theme).toBe('dark');
      expect([...b.useKeptPacks.getState().texts.keys()]).toEqual(['skirmish']);
      expect(b.usePackNames.getState().names.map((n) => n.id)).toEqual(['skirmish']);
      // The other tab keeps another before it hears of a third kept in the first: every one is kept.
      const odds = readFileSync('examples/odds-columns.pack.json', 'utf8');
      expect(a.useKeptPacks.getState().keep(another).kept).not.toBeNull();
      expect(b.useKeptPacks.getState().keep(odds).kept).not.toBeNull();
      // Each writes a moment later (the second tab never heard of the first one's pack): both kept.
      a.flushPendingWrites();
      b.flushPendingWrites();
      const opened = await openPartsTab();
      try {
        expect([...opened.useKeptPacks.getState().texts.keys()].sort()).toEqual([
          'odds-columns',
          'skirmish',
          'skirmish-again',
        ]);
      } finally {
        opened.close();
      }
      // Removed in one tab, gone from the other.
      vi.setSystemTime(Date.now() + 1000);
      b.useKeptPacks.getState().remove('skirmish');
      b.flushPendingWrites();
      window.dispatchEvent(new StorageEvent('storage', { key: 'adc-packs' }));
      expect(a.useKeptPacks.getState().texts.has('skirmish')).toBe(false);
    } finally {
      a.close();
      b.close();
    }
  });
});

describe('the joins themselves', () => {
  it('joining two logs or two tabs’ packs does not depend on which is whose, and joining again changes nothing', async () => {
    const tab = await openTab();
    const { joinPacks } = await import('../../src/state/packs/kept-packs');
    try {
      const start = Date.parse('2026-11-29T10:00:00Z');
      const pool = Array.from({ length: 12 }, (_, i) => tab.roll(start + i * 1000, i));
      const time = fc.option(
        fc.integer({ min: 0, max: 11 }).map((i) => new Date(start + i * 1000 + 500).toISOString()),
      );
      const log = fc.record({
        entries: fc.subarray(pool).map((entries) => [...entries].reverse()),
        dropped: fc.nat(3),
        droppedUpTo: fc.constant(null),
        cleared: time,
      });
      const ids = (l: { entries: readonly { id?: string }[] }) => l.entries.map((e) => e.id);
      fc.assert(
        fc.property(log, log, (a, b) => {
          const ab = tab.joinLogs(a, b);
          expect(ids(ab)).toEqual(ids(tab.joinLogs(b, a)));
          expect(ab.cleared).toEqual(tab.joinLogs(b, a).cleared);
          expect(ids(tab.joinLogs(ab, b))).toEqual(ids(ab));
          expect(ids(tab.joinLogs(ab, ab))).toEqual(ids(ab));
        }),
      );
      const side = fc.record({
        texts: fc.subarray(['x', 'y', 'z']).map((ids) => new Map(ids.map((id) => [id, `pack ${id}`]))),
        changed: fc.dictionary(fc.constantFrom('x', 'y', 'z'), fc.nat(5)).map((d) => new Map(Object.entries(d))),
      });
      fc.assert(
        fc.property(side, side, (a, b) => {
          const ab = joinPacks(a, b);
          expect([...ab.texts.keys()].sort()).toEqual([...joinPacks(b, a).texts.keys()].sort());
          expect([...joinPacks(ab, b).texts.keys()].sort()).toEqual([...ab.texts.keys()].sort());
        }),
      );
    } finally {
      tab.close();
    }
  });
});
