/**
 * Issue 29: what the app keeps of a pack in play is untrusted when read back — the log of rolls made with packs
 * (`adc-pack-log`) and the game picker's index of kept packs' names (`adc-pack-names`). Whatever storage holds, reading
 * it never throws, keeps only entries as the app writes them, and never touches what every object inherits.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPack } from '../../src/rules/packs/engine';
import { packLink } from '../../src/state/pack-link';
import { packHash } from '../../src/state/pack-link-parts';
import { isPackLogEntry, type PackLogEntry, readStoredPackLog } from '../../src/state/pack-log';
import { nameIn, readPackNames } from '../../src/state/pack-names';
import { MAX_LOG_ENTRIES } from '../../src/state/roll-log';
import { INHERITED_NAMES } from '../helpers/inherited-names';

const FUZZ_TIMEOUT = 60_000;
const text = readFileSync('examples/skirmish.pack.json', 'utf8');
const pack = readPack(text).loaded;
if (!pack) throw new Error('the example pack does not read');

/** An entry as the pack game writes one: a roll of the example pack, its link carrying the same die. */
const entry = fc
  .record({
    strength: fc.integer({ min: 1, max: 6 }),
    veteran: fc.boolean(),
    die: fc.integer({ min: 1, max: 8 }),
    by: fc.constantFrom('app' as const, 'player' as const),
    at: fc.integer({ min: 0, max: 4e12 }).map((ms) => new Date(ms).toISOString()),
  })
  .map(({ strength, veteran, die, by, at }): PackLogEntry => {
    const setup = { ...pack.defaultSetup, strength, veteran };
    const total = strength + (veteran ? 1 : 0);
    return {
      at,
      pack: 'skirmish',
      version: '1',
      hash: packHash(text),
      roll: 'melee',
      link: packLink(pack, text, 'melee', setup, die),
      die,
      total,
      result: pack.rolls[0]?.result(total, die).id ?? '',
      by,
    };
  });

const anyName = fc.oneof(fc.constantFrom(...INHERITED_NAMES), fc.string({ maxLength: 8 }));

/** An entry with one field replaced or removed, or an inherited name added: no longer one the app wrote. */
const spoiled = fc
  .tuple(
    entry,
    fc.constantFrom(
      ...Object.keys({} as never),
      'at',
      'pack',
      'version',
      'hash',
      'roll',
      'link',
      'die',
      'total',
      'result',
      'by',
    ),
    fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constant(undefined)),
  )
  .map(([e, key, value]) => {
    const copy: Record<string, unknown> = { ...e };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  });

describe('the log of rolls made with packs, read back', () => {
  it('keeps every entry as written, and sets aside the rest, counted, whatever storage holds', {
    timeout: FUZZ_TIMEOUT,
  }, () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            entry,
            spoiled,
            fc.jsonValue({ maxDepth: 2 }),
            fc.dictionary(anyName, fc.jsonValue({ maxDepth: 1 })),
          ),
          {
            maxLength: 12,
          },
        ),
        fc.oneof(fc.constant('entries'), anyName),
        (items, key) => {
          const stored = JSON.parse(JSON.stringify({ [key]: items }));
          const read = readStoredPackLog(stored);
          if (key !== 'entries') {
            expect(read).toBeNull();
            return;
          }
          if (!read) throw new Error('a list of entries was not read');
          expect(read.entries.length + read.unread).toBe(items.length);
          for (const kept of read.entries) expect(isPackLogEntry(kept)).toBe(true);
          // Every entry the app writes is kept, whole.
          const written = items.filter((item) => isPackLogEntry(JSON.parse(JSON.stringify(item))));
          expect(read.entries).toEqual(JSON.parse(JSON.stringify(written)));
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('an entry whose link names another die, roll or pack than the entry is not one the app wrote', () => {
    const [written] = fc.sample(entry, { numRuns: 1, seed: 29 });
    if (!written) throw new Error('no sample');
    expect(isPackLogEntry(written)).toBe(true);
    expect(isPackLogEntry({ ...written, die: written.die === 8 ? 1 : written.die + 1 })).toBe(false);
    expect(isPackLogEntry({ ...written, roll: 'charge' })).toBe(false);
    expect(isPackLogEntry({ ...written, pack: 'constructor' })).toBe(false);
    expect(isPackLogEntry({ ...written, total: Number.POSITIVE_INFINITY })).toBe(false);
    expect(isPackLogEntry(Object.assign(Object.create(written), {}))).toBe(false);
  });

  it('keeps at most as many entries as the built-in log', () => {
    const [one] = fc.sample(entry, { numRuns: 1, seed: 1 });
    const read = readStoredPackLog({ entries: Array.from({ length: MAX_LOG_ENTRIES + 3 }, () => one) });
    expect(read?.entries).toHaveLength(MAX_LOG_ENTRIES);
    expect(read?.unread).toBe(3);
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
