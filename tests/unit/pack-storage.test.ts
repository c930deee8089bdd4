/**
 * Issue 29, then 44: what the app keeps of a pack in play is untrusted when read back — a pack's rolls in the one roll
 * log (`adc-roll-log`, read before the pack runs and checked whole once it does), the log of rolls made with packs kept
 * apart before version 28 (`adc-pack-log`, read once into the one log), and the game picker's index of kept packs'
 * names (`adc-pack-names`). Whatever storage holds, reading it never throws, keeps only entries as the app writes them,
 * and never touches what every object inherits.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readPack } from '../../src/rules/packs/engine';
import { packGameId } from '../../src/rules/packs/game-id';
import { packLink } from '../../src/state/links/pack-link';
import { packHash } from '../../src/state/links/pack-link-parts';
import { nameIn, readPackNames } from '../../src/state/packs/pack-names';
import type { LogEntry } from '../../src/state/roll-log';
import { INHERITED_NAMES } from '../helpers/inherited-names';
import { stubLocalStorage } from '../helpers/memory-storage';

const FUZZ_TIMEOUT = 60_000;
const stored = stubLocalStorage();
const text = readFileSync('examples/skirmish.pack.json', 'utf8');
const pack = readPack(text).loaded;
if (!pack) throw new Error('the example pack does not read');
const GAME = packGameId('skirmish', '1', packHash(text));

/** A roll of the example pack as the one log keeps it: its game, its roll's screen, its combat as the pack's link. */
const entry = fc
  .record({
    strength: fc.integer({ min: 1, max: 6 }),
    veteran: fc.boolean(),
    die: fc.integer({ min: 1, max: 8 }),
    by: fc.constantFrom('app' as const, 'player' as const),
    at: fc.integer({ min: 0, max: 4e12 }).map((ms) => new Date(ms).toISOString()),
  })
  .map(({ strength, veteran, die, by, at }): LogEntry => {
    const setup = { ...pack.defaultSetup, strength, veteran };
    const total = strength + (veteran ? 1 : 0);
    return {
      at,
      game: GAME as LogEntry['game'],
      screen: 'melee',
      link: packLink(pack, text, 'melee', setup),
      die,
      modifier: total,
      result: pack.rolls[0]?.result(total, die).id ?? '',
      by,
    };
  });

const anyName = fc.oneof(fc.constantFrom(...INHERITED_NAMES), fc.string({ maxLength: 8 }));

/** An entry with one field replaced or removed, or an inherited name added. */
const spoiled = fc
  .tuple(
    entry,
    fc.constantFrom(...INHERITED_NAMES, 'at', 'game', 'screen', 'link', 'die', 'modifier', 'result', 'by'),
    fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constant(undefined)),
  )
  .map(([e, key, value]) => {
    const copy: Record<string, unknown> = { ...e };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  });

/** The roll log's module as a page starts it: fresh, nothing played yet. */
async function freshLog() {
  vi.resetModules();
  const log = await import('../../src/state/roll-log');
  const { flushPendingWrites } = await import('../../src/state/storage/deferred-writes');
  const { useNoticeStore } = await import('../../src/state/notices');
  /** The example pack played, as a page plays it. */
  const play = async () => {
    const { gameOfPack } = await import('../../src/screens/packs/play-pack');
    gameOfPack(pack as NonNullable<typeof pack>, text);
  };
  return { ...log, flushPendingWrites, useNoticeStore, play };
}

beforeEach(() => stored.clear());

describe('a pack’s rolls in the one roll log, read back', () => {
  it('keeps every roll of a pack not running yet as written, and sets aside the rest, counted, whatever storage holds', {
    timeout: FUZZ_TIMEOUT,
  }, async () => {
    const { readStoredLog, isEntry } = await freshLog();
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            entry.map((e) => ({ written: true, item: e as unknown })),
            spoiled.map((item) => ({ written: false, item: item as unknown })),
            fc.jsonValue({ maxDepth: 2 }).map((item) => ({ written: false, item: item as unknown })),
            fc.dictionary(anyName, fc.jsonValue({ maxDepth: 1 })).map((item) => ({ written: false, item })),
          ),
          { maxLength: 12 },
        ),
        fc.oneof(fc.constant('entries'), anyName),
        (items, key) => {
          const stored = JSON.parse(JSON.stringify({ [key]: items.map((i) => i.item) }));
          const read = readStoredLog(stored);
          if (key !== 'entries') {
            expect(read).toBeNull();
            return;
          }
          if (!read) throw new Error('a list of entries was not read');
          // Every roll the app wrote is kept, whole, in its order.
          const written = JSON.parse(JSON.stringify(items.filter((i) => i.written).map((i) => i.item)));
          expect(
            read.entries.filter((e) => written.some((w: LogEntry) => JSON.stringify(w) === JSON.stringify(e))),
          ).toEqual(written);
          for (const kept of read.entries) expect(isEntry(kept)).toBe(true);
          const setAside = items.length - read.entries.length;
          expect(read.notices).toEqual(setAside > 0 ? [{ id: 'log-entries-dropped', count: setAside }] : []);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a roll whose link names another pack, text or roll than its game is not one the app wrote', async () => {
    const { isEntry } = await freshLog();
    const [written] = fc.sample(entry, { numRuns: 1, seed: 29 });
    if (!written) throw new Error('no sample');
    expect(isEntry(written)).toBe(true);
    expect(isEntry({ ...written, screen: 'charge' })).toBe(false);
    expect(isEntry({ ...written, game: packGameId('constructor', '1', packHash(text)) })).toBe(false);
    expect(isEntry({ ...written, game: packGameId('skirmish', '1', packHash(`${text} `)) })).toBe(false);
    expect(isEntry({ ...written, modifier: Number.POSITIVE_INFINITY })).toBe(false);
    expect(isEntry(Object.assign(Object.create(written), {}))).toBe(false);
  });

  it('once the pack runs, its rolls are checked whole: one its die or table cannot give is set aside, and said', async () => {
    const [written] = fc.sample(entry, { numRuns: 1, seed: 44 });
    if (!written) throw new Error('no sample');
    const notAFace = { ...written, die: 50 };
    const notARow = { ...written, result: 'constructor' };
    stored.set(
      'adc-roll-log',
      JSON.stringify({ state: { entries: [written, notAFace, notARow], dropped: 0 }, version: 1 }),
    );
    const page = await freshLog();
    // Before the pack runs, nothing can tell: all three are kept.
    expect(page.useRollLog.getState().entries).toHaveLength(3);
    await page.play();
    expect(page.useRollLog.getState().entries).toEqual([written]);
    expect(page.useNoticeStore.getState().notices).toContainEqual({ id: 'log-entries-dropped', count: 2 });
  });
});

describe('the log of rolls made with packs before version 28, read once into the one log', () => {
  /** A roll as the old pack log wrote it. */
  const old = (e: LogEntry) => ({
    at: e.at,
    pack: 'skirmish',
    version: '1',
    hash: packHash(text),
    roll: e.screen,
    link: e.link,
    die: e.die,
    total: e.modifier,
    result: e.result,
    by: e.by,
  });

  it('its rolls join the log among the others by time, the old key goes once they are written, and none is doubled', async () => {
    const rolls = fc.sample(entry, { numRuns: 4, seed: 7 }).sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
    const [newest, second, third, oldest] = rolls as [LogEntry, LogEntry, LogEntry, LogEntry];
    // Two rolls already in the one log (a pack's, as a version that logged them there would), two in the old log.
    stored.set('adc-roll-log', JSON.stringify({ state: { entries: [newest, third], dropped: 0 }, version: 1 }));
    stored.set(
      'adc-pack-log',
      JSON.stringify({
        state: { entries: [second, oldest, { pack: 'x' }].map((e) => ('at' in e ? old(e as LogEntry) : e)) },
        version: 1,
      }),
    );
    const page = await freshLog();
    expect(JSON.parse(JSON.stringify(page.useRollLog.getState().entries))).toEqual([newest, second, third, oldest]);
    await Promise.resolve();
    page.flushPendingWrites();
    expect(stored.has('adc-pack-log')).toBe(false);
    expect(JSON.parse(stored.get('adc-roll-log') ?? '{}').state.entries).toEqual([newest, second, third, oldest]);
    // Read again by the next visit: each roll once.
    const next = await freshLog();
    expect(next.useRollLog.getState().entries).toHaveLength(4);
  });

  it('an old log that cannot be written into the one log stays, and its rolls are not doubled at the next visit', async () => {
    const [roll] = fc.sample(entry, { numRuns: 1, seed: 8 }) as [LogEntry];
    stored.set('adc-pack-log', JSON.stringify({ state: { entries: [old(roll)] }, version: 1 }));
    const page = await freshLog();
    expect(page.useRollLog.getState().entries).toHaveLength(1);
    // The write refused (a full storage): the old log is kept.
    const setItem = vi.spyOn(globalThis.localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    await Promise.resolve();
    page.flushPendingWrites();
    setItem.mockRestore();
    expect(stored.has('adc-pack-log')).toBe(true);
    stored.set('adc-roll-log', JSON.stringify({ state: { entries: [roll], dropped: 0 }, version: 1 }));
    const next = await freshLog();
    expect(next.useRollLog.getState().entries).toHaveLength(1);
  });
});

describe('the game picker’s index of kept packs, read back', () => {
  it('never throws, and keeps only whole entries of short texts, whatever storage holds', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(
            fc.oneof(
              fc.record({
                id: anyName,
                version: fc.oneof(fc.constant('1'), anyName),
                name: fc.array(fc.tuple(anyName, anyName), { maxLength: 3 }),
              }),
              fc.dictionary(anyName, fc.jsonValue({ maxDepth: 1 })),
              fc.jsonValue({ maxDepth: 2 }),
            ),
            { maxLength: 20 },
          ),
          fc.jsonValue({ maxDepth: 2 }),
        ),
        (stored) => {
          const names = readPackNames(JSON.stringify(stored) ?? 'null');
          expect(names.length).toBeLessThanOrEqual(12);
          for (const entry of names) {
            expect(typeof entry.id).toBe('string');
            expect(entry.name.length).toBeGreaterThan(0);
            for (const [language, name] of entry.name) {
              expect(typeof language).toBe('string');
              expect(typeof name).toBe('string');
            }
            for (const language of ['en', 'fr', ...INHERITED_NAMES])
              expect(typeof nameIn(entry, language)).toBe('string');
          }
        },
      ),
      { numRuns: 500 },
    );
    expect(readPackNames('not json')).toEqual([]);
    expect(readPackNames(null)).toEqual([]);
  });

  it('a pack’s name in the page’s language, else in its first', () => {
    const [entry] = readPackNames(
      JSON.stringify([
        {
          id: 'skirmish',
          version: '1',
          name: [
            ['en', 'Skirmish'],
            ['fr', 'Escarmouche'],
          ],
        },
      ]),
    );
    if (!entry) throw new Error('unread');
    expect(nameIn(entry, 'fr')).toBe('Escarmouche');
    expect(nameIn(entry, 'de')).toBe('Skirmish');
    expect(nameIn(entry, 'constructor')).toBe('Skirmish');
  });
});
