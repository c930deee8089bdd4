/**
 * What a link or the browser's storage holds is untrusted: a pasted address, a link from a newer or older version,
 * a tampered or truncated one, storage written by another version or by hand. These properties feed the link reader
 * and every stored-state reader tens of thousands of generated and mutated inputs, with every name an object
 * inherits ("constructor", "__proto__", "toString"…) in every id position, and hold each reader to its promise:
 * nothing throws, and what comes out is a valid set-up, or the defaults with a notice that says what was set aside.
 */

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPack } from '../../src/rules/packs/engine';
import { gameOfPack } from '../../src/screens/packs/play-pack';
import { readStoredTicks } from '../../src/state/checklists';
import { comparisonOf, setupOf } from '../../src/state/combat/combat-selectors';
import { INITIAL_COMBAT_STATE } from '../../src/state/combat/combat-state';
import { MAX_STEPS, readStep } from '../../src/state/combat/setup-history';
import { readStoredHistory } from '../../src/state/combat/setup-history-store';
import { readStoredCombat } from '../../src/state/combat/stored-combat';
import type { SharedCombat } from '../../src/state/combat-types';
import {
  dieOf,
  firstScreenOf,
  GAME_IDS,
  GAME_OF_BARE_SCREEN,
  type GameId,
  ROLL_KEYS,
  ROLLS,
  rollOf,
  SCREENS,
  screensOf,
} from '../../src/state/game-index';
import {
  type DecodedLink,
  decodeCombat,
  encodeCombat,
  LINK_FIELDS,
  MAX_LINK_LENGTH,
} from '../../src/state/links/share-link';
import type { Notice } from '../../src/state/notices';
import { readStoredPreferences, THEMES } from '../../src/state/preferences';
import { entryCombat, entryId, isEntry, MAX_LOG_ENTRIES, readStoredLog } from '../../src/state/roll-log';
import { arbitraryCombatOrComparison } from '../helpers/arbitrary-combats';
import { DEFAULT_SETUPS } from '../helpers/default-setups';
import { INHERITED_NAMES } from '../helpers/inherited-names';
import { withFields } from '../helpers/links';
import { longestComparison } from '../helpers/longest-setups';
import { arbitraryPackSetup } from '../helpers/pack-samples';

/** The names every plain object inherits: tried in every field of every game's longest link. */
const OBJECT_NAMES = [...Object.getOwnPropertyNames(Object.prototype), '__proto__'];

/** Property tests run thousands of cases: each gets a minute, however busy the machine. */
const FUZZ_TIMEOUT = 60_000;

const CURRENT = { ...INITIAL_COMBAT_STATE, screen: 'terrain' as const };
const LINK_SYSTEM_IDS = ['jdg-2016', 'jdg-2006', 'corbach-1760', 'pg-leuthen'];

/** An id a hostile or broken input might hold: one of ours, an inherited name, or anything. */
const hostileId = fc.oneof(
  fc.constantFrom(...INHERITED_NAMES),
  fc.constantFrom(...LINK_SYSTEM_IDS, ...SCREENS, ...GAME_IDS, 'a', 'b'),
  fc.string({ maxLength: 12 }),
);

/** A value a hostile or broken link field might hold. */
const hostileValue = fc.oneof(
  hostileId,
  fc.constantFrom('-1', '-99999', '99999999999999999999', '1e309', 'NaN', 'Infinity', '-0', '0x10', ' 1', '1.5'),
  fc.integer().map(String),
  // Records and lists of the link's own shapes, with inherited names inside them.
  fc
    .array(fc.oneof(hostileId, fc.integer({ min: -99, max: 999 }).map(String)), { maxLength: 6 })
    .map((parts) => parts.join('.')),
  fc
    .array(fc.constantFrom('6.7.infantry.clear', '1.1.constructor.clear', '4.5.infantry', '__proto__'), {
      maxLength: 14,
    })
    .map((units) => units.join('_')),
  // Broken and odd percent-encoding.
  fc.constantFrom('%', '%E0%A4%A', '%zz', '%00', '%C0%80', '%uD800', '%ED%A0%80'),
);

/** A key a link might hold: one of ours, option B's, or anything. */
const hostileKey = fc.oneof(
  fc.constantFrom(...LINK_FIELDS, 'v', 'sys', 'cmp'),
  fc.constantFrom(...LINK_FIELDS, 'sys', 'cmp').map((k) => `b.${k}`),
  fc.constantFrom(...INHERITED_NAMES),
  fc.constantFrom(...INHERITED_NAMES).map((k) => `b.${k}`),
  fc.string({ maxLength: 8 }),
);

/** A link made by the app, then tampered with in one or more of its fields, keys, or as text. */
/** A combat, compared or not, with the die last rolled on its screen where the screen rolls one (or none). */
const combatMaybeRolled: fc.Arbitrary<SharedCombat> = fc
  .tuple(arbitraryCombatOrComparison, fc.option(fc.tuple(fc.nat(), fc.constantFrom('app' as const, 'player' as const))))
  .map(([combat, roll]) => {
    const die = rollOf(combat.game, combat.screen)?.die;
    if (!roll || !die) return combat;
    return { ...combat, roll: { die: die.faces[roll[0] % die.faces.length] as number, by: roll[1], at: 1764165600 } };
  });

const hostileLink: fc.Arbitrary<string> = fc
  .tuple(
    combatMaybeRolled,
    fc.array(fc.tuple(fc.nat(), hostileKey, hostileValue, fc.constantFrom('set-value', 'set-key', 'append')), {
      minLength: 1,
      maxLength: 4,
    }),
    fc.oneof(fc.constant(null), fc.nat()),
  )
  .map(([combat, edits, cut]) => {
    const pairs = encodeCombat(combat)
      .split('&')
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1)];
      });
    for (const [at, key, value, kind] of edits) {
      const pair = pairs[at % pairs.length] as [string, string];
      if (kind === 'set-value') pair[1] = value;
      else if (kind === 'set-key') pair[0] = key;
      else pairs.push([key, value]);
    }
    // Raw, not re-encoded: the broken percent-sequences stay broken.
    const text = pairs.map(([k, v]) => `${k}=${v}`).join('&');
    return cut === null ? text : text.slice(0, cut % (text.length + 1));
  });

/** A valid combat is one whose link reads back to it exactly, with nothing to report. */
function expectValid(combat: SharedCombat): void {
  expect(screensOf(combat.game)).toContain(combat.screen);
  expect(decodeCombat(encodeCombat(combat), CURRENT)).toEqual({ combat, problems: [] });
}

/**
 * The link reader's promise: a valid combat with every field it could not read named, or nothing and why; and a die
 * only with a set-up read whole (the one it was rolled for), never over a field the reader had to replace.
 */
function expectKeptPromise({ combat, problems }: DecodedLink): void {
  if (combat === null) {
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(p.code).not.toBe('field');
    return;
  }
  expectValid(combat);
  for (const p of problems) {
    if (p.code === 'field') expect([...LINK_FIELDS, ...LINK_FIELDS.map((k) => `b.${k}`), 'b.sys']).toContain(p.field);
  }
  if (combat.roll) expect(problems).toEqual([]);
}

describe('the link reader, fed hostile links', () => {
  it('a link naming an inherited name as its game is an unknown game, in option B too', {
    timeout: FUZZ_TIMEOUT,
  }, () => {
    for (const name of INHERITED_NAMES) {
      expect(decodeCombat(`v=5&sys=${encodeURIComponent(name)}`, CURRENT)).toEqual({
        combat: null,
        problems: [{ code: 'unknown-game' }],
      });
      const a = encodeCombat({ game: 'jdg', screen: 'fire', setup: DEFAULT_SETUPS.jdg });
      const { combat, problems } = decodeCombat(
        withFields(a, [
          ['cmp', 'b'],
          ['b.sys', name],
        ]),
        CURRENT,
      );
      expect(combat?.compare).toBeUndefined();
      expect(problems).toEqual([{ code: 'field', field: 'b.sys' }]);
    }
  });

  it('an inherited name in any field of any game keeps that field’s value and names it', {
    timeout: FUZZ_TIMEOUT,
  }, () => {
    for (const game of GAME_IDS) {
      const link = encodeCombat(longestComparison(game));
      const keys = link.split('&').map((pair) => pair.slice(0, pair.indexOf('=')));
      for (const name of OBJECT_NAMES) {
        // The count that closes the link: anything but the count is a link cut short.
        expect(decodeCombat(link.replace(/end=\d+$/, `end=${encodeURIComponent(name)}`), CURRENT)).toEqual({
          combat: null,
          problems: [{ code: 'cut-short' }],
        });
      }
      for (const key of keys.filter((k) => k !== 'v' && k !== 'sys' && k !== 'end')) {
        for (const name of OBJECT_NAMES) {
          const tampered = link.replace(
            new RegExp(`(^|&)${key.replace('.', '\\.')}=[^&]*`),
            `$1${key}=${encodeURIComponent(name)}`,
          );
          const decoded = decodeCombat(tampered, CURRENT);
          expectKeptPromise(decoded);
          expect(decoded.problems).toContainEqual(
            key === 'cmp' ? { code: 'field', field: 'cmp' } : { code: 'field', field: key },
          );
        }
      }
    }
  });

  it('tampered links of every game and comparison never throw, and give a valid combat or nothing, with a notice', {
    timeout: FUZZ_TIMEOUT,
  }, () => {
    fc.assert(
      fc.property(hostileLink, (link) => expectKeptPromise(decodeCombat(link, CURRENT))),
      { numRuns: 20_000 },
    );
  });

  it('the longest set-up of each game, compared with another in every field, makes a link that reads back whole', {
    timeout: FUZZ_TIMEOUT,
  }, () => {
    for (const game of GAME_IDS) {
      const combat = longestComparison(game);
      const link = encodeCombat(combat);
      expect(link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH);
      expect(decodeCombat(link, CURRENT)).toEqual({ combat, problems: [] });
    }
  });
});

/** A stored value as the browser gives it back: JSON text parsed, so "__proto__" is an own key, as in storage. */
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

/** Any JSON a stored key might hold, with inherited names among its keys. */
const anyJson = fc.jsonValue({ maxDepth: 3 });
const objectWithInheritedKeys = fc.dictionary(
  fc.oneof(fc.constantFrom(...INHERITED_NAMES), fc.string({ maxLength: 6 })),
  anyJson,
  {
    maxKeys: 5,
  },
);

/** A stored combat state: the current shape, version 1's, or anything, with hostile links, games and dice. */
const storedCombat = fc.oneof(
  fc.record(
    {
      system: fc.oneof(hostileId, anyJson),
      links: fc.oneof(
        fc.record(
          {
            jdg: fc.oneof(hostileLink, anyJson),
            corbach: fc.oneof(hostileLink, anyJson),
            pg: fc.oneof(hostileLink, anyJson),
          },
          { requiredKeys: [] },
        ),
        objectWithInheritedKeys,
        anyJson,
      ),
      rolls: fc.oneof(
        fc.dictionary(
          // Today's keys ("jdg/fire"), version 2's ("fire"), and every inherited name.
          fc.oneof(
            fc.constantFrom(...ROLL_KEYS, 'fire', 'shock', 'artillery', 'combat', 'morale', ...INHERITED_NAMES),
            fc.string(),
          ),
          fc.oneof(fc.integer({ min: -2, max: 12 }), anyJson),
        ),
        anyJson,
      ),
    },
    { requiredKeys: [] },
  ),
  fc.record({ link: fc.oneof(hostileLink, anyJson), rolls: anyJson }, { requiredKeys: [] }),
  objectWithInheritedKeys,
  anyJson,
);

/** The links a stored state holds, by game, as the reader takes them (version 1 kept one, Jours de Gloire's). */
function storedLinks(stored: unknown): Record<string, unknown> | undefined {
  const own = (value: unknown, key: string): unknown =>
    typeof value === 'object' && value !== null && Object.hasOwn(value, key)
      ? (value as Record<string, unknown>)[key]
      : undefined;
  const links = own(stored, 'links');
  if (typeof links === 'object' && links !== null) {
    return Object.fromEntries(GAME_IDS.flatMap((s) => (own(links, s) === undefined ? [] : [[s, own(links, s)]])));
  }
  return typeof own(stored, 'link') === 'string' ? { jdg: own(stored, 'link') } : undefined;
}

const noticesAbout = (notices: readonly Notice[], game: GameId) =>
  notices.filter((n) => n.id === 'storage-corrupt' || (n.id === 'stored-setup' && n.game === game));

/** The store's state before anything is read: every game at its default, on the first game's first screen. */
const CURRENT_STATE = INITIAL_COMBAT_STATE;

describe('the stored-state readers, fed hostile storage', () => {
  it('a stored combat never throws; each game’s set-up is the one it kept, read whole, or its default with a notice', {
    timeout: FUZZ_TIMEOUT,
  }, () => {
    const current = CURRENT_STATE;
    fc.assert(
      fc.property(storedCombat.map(asStored), (stored) => {
        const { state, notices } = readStoredCombat(stored, current);
        expect(GAME_IDS).toContain(state.game);
        expect(screensOf(state.game)).toContain(state.screen);
        for (const key of ROLL_KEYS) {
          const die = state.rolls[key];
          if (die !== null) expect(dieOf(key).faces).toContain(die);
        }
        for (const game of GAME_IDS) {
          const compare = comparisonOf(state, game);
          const combat = {
            game: game,
            screen: firstScreenOf(game),
            setup: setupOf(state, game),
            ...(compare ? { compare } : {}),
          } as SharedCombat;
          expectValid(combat);
          // Each game's set-up is what its stored link reads, or its default; what could not be read is reported.
          const link = storedLinks(stored)?.[game];
          if (link === undefined) {
            expect(setupOf(state, game)).toBe(setupOf(current, game));
            continue;
          }
          const decoded = typeof link === 'string' ? decodeCombat(link, current) : null;
          if (decoded?.combat?.game === game) expect(setupOf(state, game)).toEqual(decoded.combat.setup);
          else expect(setupOf(state, game)).toBe(setupOf(current, game));
          if (decoded?.combat?.game !== game || decoded.problems.length > 0) {
            expect(noticesAbout(notices, game)).not.toEqual([]);
            // Its dice stay behind: they would show the results of a set-up they were not rolled for.
            for (const key of ROLL_KEYS) if (ROLLS.get(key)?.game === game) expect(state.rolls[key]).toBeNull();
          }
        }
      }),
      { numRuns: 6_000 },
    );
  });

  it('every game whose stored link cannot be read at all starts from its default, with a notice naming that game', {
    timeout: FUZZ_TIMEOUT,
  }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_IDS), fc.constantFrom(...INHERITED_NAMES), (broken, name) => {
        const links: Record<string, string> = Object.fromEntries(
          GAME_IDS.map((game) => [
            game,
            encodeCombat({
              game: game,
              screen: firstScreenOf(game),
              setup: DEFAULT_SETUPS[game],
            } as SharedCombat),
          ]),
        );
        links[broken] = `v=5&sys=${name}`;
        const current = CURRENT_STATE;
        const { state, notices } = readStoredCombat(asStored({ system: 'jdg', links }), current);
        expect(setupOf(state, broken)).toBe(DEFAULT_SETUPS[broken]);
        expect(notices).toEqual([{ id: 'stored-setup', game: broken, problems: [{ code: 'unknown-game' }] }]);
      }),
      { numRuns: 200 },
    );
  });

  // The example game packs, played as a page plays a kept pack: their rolls are read back by the same checks.
  const packCombats = fc.oneof(
    ...['skirmish', 'odds-columns', 'corbach-1760'].map((name) => {
      const text = readFileSync(`examples/${name}.pack.json`, 'utf8');
      const loaded = readPack(text).loaded;
      if (!loaded) throw new Error(`${name} does not read`);
      const game = gameOfPack(loaded, text);
      return arbitraryPackSetup(loaded.pack).map((setup) => ({ game, screen: loaded.pack.rolls[0]?.id, setup }));
    }),
  ) as unknown as typeof arbitraryCombatOrComparison;
  const goodEntry = fc
    .tuple(
      fc.oneof(arbitraryCombatOrComparison, packCombats),
      fc.nat(),
      fc.integer({ min: -20, max: 20 }),
      fc.constantFrom('app', 'player'),
    )
    .map(([combat, n, modifier, by]) => {
      // A screen of its game with a die: a face of that die, a row of its table.
      const rolling = [...ROLLS.values()].find((r) => r.game === combat.game);
      if (!rolling) throw new Error(`${combat.game} rolls no die`);
      const { screen } = rolling;
      const faces = rolling.die.faces;
      return {
        // Entries written before ids were given have none.
        ...(n % 3 ? { id: (n % 1000).toString(16) } : {}),
        at: '2026-11-26T12:00:00.000Z',
        // Entries written before version 2 name no game: their screen does (for the games of that time).
        ...(n % 2 || GAME_OF_BARE_SCREEN.get(screen) !== combat.game ? { game: combat.game } : {}),
        screen,
        link: encodeCombat({ ...combat, screen } as SharedCombat),
        die: faces[n % faces.length],
        modifier,
        result: rolling.results[n % rolling.results.length],
        by,
      };
    });
  const hostileEntry = fc.oneof(
    goodEntry,
    fc
      .tuple(
        goodEntry,
        fc.constantFrom('at', 'screen', 'link', 'die', 'modifier', 'result', 'by'),
        fc.oneof(hostileId, hostileLink, anyJson),
      )
      .map(([entry, key, value]) => ({ ...entry, [key]: value })),
    objectWithInheritedKeys,
    anyJson,
  );

  it('a stored log never throws; it keeps the entries that read, sets aside the rest and says how many', {
    timeout: FUZZ_TIMEOUT,
  }, () => {
    fc.assert(
      fc.property(
        // Some entries stored again, as a log edited by hand may hold them.
        fc
          .tuple(fc.array(hostileEntry, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 4 }))
          .map(([entries, again]) =>
            asStored({
              entries: [...entries, ...again.flatMap((n) => entries.slice(n % (entries.length || 1)).slice(0, 1))],
            }),
          ),
        (stored) => {
          const read = readStoredLog(stored);
          if (read === null) throw new Error('a list of entries is a log');
          const raw = (stored as { entries: unknown[] }).entries;
          for (const entry of read.entries) {
            expect(isEntry(entry)).toBe(true);
            expect(entryCombat(entry)).not.toBeNull();
            // Its set-up read whole: the combat it words and reopens is the one rolled for.
            expect(decodeCombat(entry.link, { ...CURRENT, screen: entry.screen as 'fire' }).problems).toEqual([]);
          }
          // Each roll once: the log's screen draws one row per roll, by its id.
          const ids = read.entries.map(entryId);
          expect(new Set(ids).size).toBe(ids.length);
          const readable = raw.filter((e) => isEntry(e));
          const twice = readable.length - new Set(readable.map(entryId)).size;
          const setAside = read.notices.find((n) => n.id === 'log-entries-dropped');
          expect(read.entries.length + twice + (setAside?.id === 'log-entries-dropped' ? setAside.count : 0)).toBe(
            raw.length,
          );
          expect(read.notices.some((n) => n.id === 'log-entries-over-cap')).toBe(false);
        },
      ),
      { numRuns: 3_000 },
    );
    fc.assert(
      fc.property(fc.oneof(anyJson, objectWithInheritedKeys).map(asStored), (stored) => {
        const read = readStoredLog(stored);
        if (read !== null) for (const entry of read.entries) expect(isEntry(entry)).toBe(true);
      }),
      { numRuns: 3_000 },
    );
    // A field that does not even turn into text (its own toString not a function), which the fuzz finds now and then.
    const [sample] = fc.sample(goodEntry, { numRuns: 1, seed: 7 });
    expect(readStoredLog({ entries: [{ ...sample, id: 'a1', at: { toString: 1 } }, sample] })?.entries).toEqual([
      sample,
    ]);
  });

  it('every roll the generator writes reads back, a game pack’s among the built-in games’', () => {
    // Else good entries would be set aside with the hostile ones, and the test above prove little.
    const written = fc.sample(goodEntry, { numRuns: 300, seed: 44 });
    expect(written.filter((entry) => !isEntry(JSON.parse(JSON.stringify(entry))))).toEqual([]);
    expect([...new Set(written.map((entry) => entry.game?.replace(/@.*/, '')))]).toEqual(
      expect.arrayContaining(['jdg', 'corbach', 'pg', 'pack:skirmish', 'pack:odds-columns', 'pack:corbach-1760']),
    );
  });

  it('the result ids of every result table were checked by the log entries above', () => {
    // The generator's result ids must be real rows, or every good entry would be set aside and the test prove little.
    const entry = (screen: 'fire' | 'shock' | 'artillery' | 'combat' | 'morale', result: string) => ({
      at: '2026-11-26T12:00:00.000Z',
      screen,
      link: encodeCombat({
        game: screen === 'fire' || screen === 'shock' ? 'jdg' : screen === 'morale' ? 'pg' : 'corbach',
        screen,
        setup: DEFAULT_SETUPS[screen === 'fire' || screen === 'shock' ? 'jdg' : screen === 'morale' ? 'pg' : 'corbach'],
      } as SharedCombat),
      die: 1,
      modifier: 0,
      result,
      by: 'app',
    });
    expect(
      [
        entry('fire', 'no-effect'),
        entry('shock', '5-to-9'),
        entry('artillery', '3'),
        entry('combat', '3'),
        entry('morale', 'free'),
      ].map(isEntry),
    ).toEqual([true, true, true, true, true]);
  });

  it('a stored log past its cap keeps the newest MAX_LOG_ENTRIES and says how many older ones were dropped', {
    timeout: FUZZ_TIMEOUT,
  }, () => {
    const entries = fc
      .sample(goodEntry, { numRuns: MAX_LOG_ENTRIES + 25, seed: 7 })
      .map((entry, n) => ({ ...entry, id: `roll-${n}` }));
    const read = readStoredLog(asStored({ entries }));
    expect(read?.entries).toEqual(asStored(entries.slice(0, MAX_LOG_ENTRIES)));
    expect(read?.dropped).toBe(25);
    expect(read?.notices).toEqual([{ id: 'log-entries-over-cap', count: 25, max: MAX_LOG_ENTRIES }]);
  });

  it('stored preferences never throw; each one is valid, and one that was set aside is reported', {
    timeout: FUZZ_TIMEOUT,
  }, () => {
    fc.assert(
      fc.property(
        fc
          .oneof(
            fc.record(
              {
                theme: fc.oneof(fc.constantFrom(...THEMES), hostileId, anyJson),
                keepAwake: fc.oneof(fc.boolean(), anyJson),
              },
              { requiredKeys: [] },
            ),
            objectWithInheritedKeys,
            anyJson,
          )
          .map(asStored),
        (stored) => {
          const defaults = { theme: 'system' as const, keepAwake: false };
          const { preferences, notices } = readStoredPreferences(stored, defaults);
          expect(THEMES).toContain(preferences.theme);
          expect(typeof preferences.keepAwake).toBe('boolean');
          const s = stored as { theme?: unknown; keepAwake?: unknown } | null;
          const keptTheme =
            typeof s === 'object' && s !== null && Object.hasOwn(s, 'theme') && THEMES.includes(s.theme as never);
          if (typeof s === 'object' && s !== null && Object.hasOwn(s, 'theme') && !keptTheme)
            expect(notices).not.toEqual([]);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('stored checklist ticks never throw; lists of step ids are kept in an object without a prototype', {
    timeout: FUZZ_TIMEOUT,
  }, () => {
    fc.assert(
      fc.property(
        fc
          .oneof(
            fc.record(
              {
                ticked: fc.oneof(
                  fc.dictionary(
                    fc.oneof(fc.constantFrom(...INHERITED_NAMES), fc.string()),
                    fc.oneof(fc.array(fc.string()), anyJson),
                  ),
                  anyJson,
                ),
              },
              { requiredKeys: [] },
            ),
            anyJson,
          )
          .map(asStored),
        (stored) => {
          const { ticked } = readStoredTicks(stored);
          expect(Object.getPrototypeOf(ticked)).toBeNull();
          for (const steps of Object.values(ticked)) {
            expect(Array.isArray(steps)).toBe(true);
            for (const step of steps) expect(typeof step).toBe('string');
          }
          // No list is inherited: a checklist the app never ticked has none.
          expect(Object.hasOwn(ticked, 'constructor') || ticked.constructor === undefined).toBe(true);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('stored undo steps never throw; each step is a link, read when used as a whole set-up of its game or as nothing', {
    timeout: FUZZ_TIMEOUT,
  }, () => {
    const links = fc.oneof(
      fc.array(
        fc.oneof(
          hostileLink,
          arbitraryCombatOrComparison.map((c) => encodeCombat(c)),
          anyJson,
        ),
        { maxLength: 4 },
      ),
      anyJson,
    );
    fc.assert(
      fc.property(
        fc
          .oneof(
            fc.record(
              {
                games: fc.oneof(
                  fc.dictionary(
                    fc.oneof(
                      fc.constantFrom(...GAME_IDS, ...INHERITED_NAMES, ...INHERITED_NAMES.map((n) => `pack:${n}`)),
                      fc.string({ maxLength: 6 }),
                    ),
                    fc.oneof(fc.record({ past: links, future: links }, { requiredKeys: [] }), anyJson),
                    { maxKeys: 4 },
                  ),
                  anyJson,
                ),
              },
              { requiredKeys: [] },
            ),
            objectWithInheritedKeys,
            anyJson,
          )
          .map(asStored),
        (stored) => {
          const { games, notices } = readStoredHistory(stored);
          // Only the games' steps are kept: every id is a game's, never an inherited name's.
          for (const game of games.keys())
            expect((GAME_IDS as readonly string[]).includes(game) || game.startsWith('pack:')).toBe(true);
          for (const [game, { past, future }] of games) {
            expect(past.length).toBeLessThanOrEqual(MAX_STEPS);
            expect(future.length).toBeLessThanOrEqual(MAX_STEPS);
            for (const step of [...past, ...future]) {
              expect(typeof step).toBe('string');
              // A pack's steps read once it is played (none is here): never as another game's.
              const read = readStep(game as GameId, step);
              if (game.startsWith('pack:')) expect(read).toBeNull();
              else if (read) expectValid({ game, ...read, compare: read.compare ?? undefined } as SharedCombat);
            }
          }
          // What was set aside is said.
          const kept = (stored as { games?: unknown } | null)?.games;
          if (stored !== undefined && (typeof kept !== 'object' || kept === null)) expect(notices).not.toEqual([]);
        },
      ),
      { numRuns: 3_000 },
    );
  });
});
