/**
 * Every game keeps the same contract — each built-in game, found through its manifest (src/rules/games.ts) and its
 * samples beside it, and each example game pack (examples/), made a game as the app makes a kept pack one
 * (src/rules/packs/game.ts) with set-ups generated from its fields: a
 * valid default set-up for each card, rolls on the tables its manifest names, unique ids, results tables whose rows
 * cover every total once and whose chances sum to the whole die, rules that return only declared ids and reach them
 * all, a refusal (never a number) for a set-up its check refuses, a whole total and one row for each face of the die
 * for any set-up it accepts, and every declared id worded in English and French.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/i18n/texts';
import { bandChances, bandContains } from '../../src/rules/core/dice';
import type { GameManifest, GameRules, GameSamples } from '../../src/rules/core/game';
import { rollLuck } from '../../src/rules/core/luck';
import type { Assessment, InvalidSetup } from '../../src/rules/core/types';
import { GAMES } from '../../src/rules/games';
import { readPack } from '../../src/rules/packs/engine';
import { packGame } from '../../src/rules/packs/game';
import { packHash } from '../../src/state/links/pack-link-parts';
import { arbitraryBrokenSetup } from '../helpers/broken-setups';
import { samplesOf } from '../helpers/game-samples';
import { loadEveryGameWords, wordsIn } from '../helpers/game-words';
import { packSamples } from '../helpers/pack-samples';

function collectIds(assessments: readonly (Assessment | InvalidSetup)[]) {
  const ids = {
    modifiers: new Set<string>(),
    readings: new Set<string>(),
    notes: new Set<string>(),
    forbidden: new Set<string>(),
  };
  for (const a of assessments) {
    for (const n of a.notes) ids.notes.add(n.id);
    if (a.status === 'invalid') continue;
    if (a.status === 'allowed') {
      for (const m of a.modifiers) {
        ids.modifiers.add(m.id);
        if (m.reading) ids.readings.add(m.reading);
      }
    } else for (const r of a.reasons) ids.forbidden.add(r.id);
  }
  return ids;
}

/** What each game's folder exports of a kind (its rules, its samples), by the game's id it names. */
function byGame<T extends { readonly game: string }>(modules: Record<string, Record<string, unknown>>, key: string) {
  return new Map(
    Object.values(modules)
      .flatMap((module) => Object.values(module))
      .filter((value): value is T => typeof value === 'object' && value !== null && key in value && 'game' in value)
      .map((found) => [found.game, found]),
  );
}

/** Each game's rules (src/rules/<game>/resolutions.ts, and the fixture game's), found beside its manifest by id. */
const RULES = byGame<GameRules<unknown>>(
  import.meta.glob(['../../src/rules/*/resolutions.ts', '../fixtures/games/*/rules/*.ts'], { eager: true }),
  'resolutions',
);

/** A game under contract: its manifest, its rules and its samples, and whether the app's translations word it. */
interface UnderContract {
  readonly game: GameManifest<object>;
  readonly rules: () => GameRules<unknown>;
  readonly samples: () => Pick<GameSamples<unknown>, 'setups' | 'arbitrary' | 'beyondRolls'>;
  /**
   * A built-in game's words are the app's translations, checked here; a pack's are its own texts, each checked for
   * its first language when it loads (tests/unit/game-packs.test.ts), and its links carry its fields by name.
   */
  readonly builtIn: boolean;
}

/**
 * Every game the app runs, through the same contract: a game added by its folders and its line in src/rules/games.ts
 * meets it with no edit here, and so does a pack put in examples/. The "fifth game" test project (vite.config.ts)
 * runs this file again with the fixture game (tests/fixtures/games/skirmish/) added to that list.
 */
const UNDER_CONTRACT: readonly UnderContract[] = [
  ...GAMES.map((game) => ({
    game: game as unknown as GameManifest<object>,
    rules: () => RULES.get(game.id) as GameRules<unknown>,
    samples: () => samplesOf(game.id),
    builtIn: true,
  })),
  ...readdirSync('examples')
    .filter((name) => name.endsWith('.pack.json'))
    .map((name) => {
      const text = readFileSync(`examples/${name}`, 'utf8');
      const { loaded } = readPack(text);
      if (!loaded) throw new Error(`examples/${name} does not read`);
      const { manifest, rules } = packGame(loaded, packHash(text));
      return {
        game: manifest as GameManifest<object>,
        rules: () => rules as GameRules<unknown>,
        samples: () => packSamples(loaded.pack),
        builtIn: false,
      };
    }),
];

/** A game's words in a language, as its folder adds them (loaded before the games' tests). */
const wordsOf = (namespace: string, language: 'en' | 'fr') =>
  wordsIn(namespace, language) as Record<string, Record<string, string>>;

beforeAll(loadEveryGameWords, 30_000);

/** The set-up of each card of a game: its default, with what the card's link id fixes in it. */
function cardSetups(game: GameManifest<object>): [string, object][] {
  return game.linkIds.map((link) => {
    let setup = game.defaultSetup as Record<string, unknown>;
    for (const [path, value] of Object.entries(link.fixed ?? {})) {
      const [, key = ''] = path.split('.');
      setup = { ...setup, [key]: value };
    }
    return [link.id, setup];
  });
}

describe.each(UNDER_CONTRACT.map((under) => [under.game.id, under] as const))('game %s', (_id, under) => {
  const { game } = under;
  let rules: GameRules<unknown>;
  let samples: readonly unknown[];
  beforeAll(() => {
    rules = under.rules();
    samples = under.samples().setups();
  });
  /** The languages its words are tested in: a built-in game's, in the app's translations; a pack's, none here. */
  const worded: readonly ('en' | 'fr')[] = under.builtIn ? ['en', 'fr'] : [];
  const assessmentsOf = () =>
    rules.resolutions.flatMap((r) => samples.filter((s) => r.validate(s).length === 0).map((s) => r.assess(s)));

  it('has its rules and samples beside its manifest', () => {
    expect(under.rules(), `src/rules/<game>/resolutions.ts with game '${game.id}'`).toBeDefined();
    expect(rules.game).toBe(game.id);
    expect(() => under.samples()).not.toThrow();
    expect(samples.length).toBeGreaterThan(0);
  });

  it('the default set-up of each of its cards is valid for every roll it resolves', () => {
    for (const [card, setup] of cardSetups(game)) {
      for (const r of rules.resolutions) {
        expect(r.validate(setup), `${card} ${r.id}`).toEqual([]);
        expect(r.assess(setup).status, `${card} ${r.id}`).toBe('allowed');
      }
    }
  });

  it('every screen with a die resolves on its table, with the die and the rows its manifest names', () => {
    const rolling = game.screens.flatMap((screen) => (screen.roll ? [{ ...screen, roll: screen.roll }] : []));
    expect(rolling.map((screen) => screen.id).sort()).toEqual(rules.resolutions.map((r) => r.id).sort());
    for (const screen of rolling) {
      const resolution = rules.resolutions.find((r) => r.id === screen.id);
      expect(screen.roll.results, screen.id).toEqual(resolution?.table.map((band) => band.id));
      expect(screen.roll.die, screen.id).toEqual(resolution?.die);
    }
  });

  it('the luck of its rolls: over every face of its die, at any total, the percentiles average one half', () => {
    for (const r of rules.resolutions) {
      for (let modifier = -30; modifier <= 30; modifier++) {
        const exact = r.chances(modifier).exact;
        const lucks = r.die.faces.map((face) => rollLuck(exact, r.result(modifier, face).id));
        const mean = lucks.reduce((sum, luck) => sum + (luck?.percentile ?? Number.NaN), 0) / lucks.length;
        expect(mean, `${r.id} ${modifier}`).toBeCloseTo(0.5, 12);
        // "This or better" of the row a die lands on counts every face at least as good for the roller.
        for (const face of r.die.faces) {
          const better = r.die.faces.filter((other) => other + modifier >= face + modifier).length;
          const row = r.result(modifier, face);
          const sameRow = r.die.faces.filter((other) => r.result(modifier, other) === row);
          expect(rollLuck(exact, row.id)?.orBetter.count).toBe(better + sameRow.filter((other) => other < face).length);
        }
      }
    }
  });

  it('declares each id once', () => {
    for (const list of Object.values(rules.ids)) expect(new Set(list).size).toBe(list.length);
    for (const r of rules.resolutions) expect(new Set(r.table.map((b) => b.id)).size).toBe(r.table.length);
  });

  it('its tables cover every modified total once, and the chances of all rows sum to 1', () => {
    for (const r of rules.resolutions) {
      for (let modifier = -30; modifier <= 30; modifier++) {
        const chances = bandChances(r.table, r.die, modifier);
        expect(chances.reduce((s, c) => s + c.chance.count, 0)).toBe(r.die.faces.length);
      }
    }
  });

  it('returns only declared ids, and reaches every one of them', () => {
    const found = collectIds([...assessmentsOf(), ...(under.samples().beyondRolls?.() ?? [])]);
    for (const kind of ['modifiers', 'readings', 'notes', 'forbidden'] as const) {
      for (const id of found[kind]) expect(rules.ids[kind], `${kind} ${id}`).toContain(id);
      expect(
        rules.ids[kind].filter((id) => !found[kind].has(id)),
        kind,
      ).toEqual([]);
    }
  });

  it('answers a set-up its own check refuses with that refusal, and any other with finite numbers', () => {
    const valid = samples.slice(0, 50);
    for (const r of rules.resolutions) {
      fc.assert(
        fc.property(fc.constantFrom(...valid).chain(arbitraryBrokenSetup), (setup) => {
          const errors = r.validate(setup);
          const verdict = r.assess(setup);
          if (errors.length > 0) expect(verdict).toEqual({ status: 'invalid', errors, notes: [] });
          else if (verdict.status === 'allowed') {
            expect(Number.isFinite(verdict.total), JSON.stringify(verdict)).toBe(true);
            for (const m of verdict.modifiers) expect(Number.isFinite(m.value), m.id).toBe(true);
          } else expect(verdict.status).toBe('not-allowed');
        }),
        { numRuns: 300, seed: 11 },
      );
    }
  });

  it('over generated set-ups, whole or broken: one it accepts totals its lines, and each face lands on one row', () => {
    for (const r of rules.resolutions) {
      let assessed = 0;
      fc.assert(
        fc.property(
          under.samples().arbitrary.chain((setup) => fc.oneof(fc.constant(setup), arbitraryBrokenSetup(setup))),
          (setup) => {
            const verdict = r.assess(setup);
            if (verdict.status === 'invalid') return;
            assessed += 1;
            if (verdict.status === 'not-allowed') {
              expect(verdict.reasons.length).toBeGreaterThan(0);
              return;
            }
            expect(Number.isInteger(verdict.total), JSON.stringify(verdict)).toBe(true);
            expect(verdict.total).toBe(verdict.modifiers.reduce((sum, m) => sum + m.value, 0));
            for (const face of r.die.faces) {
              const row = r.result(verdict.total, face);
              expect(r.table.filter((band) => bandContains(band, face + verdict.total))).toEqual([row]);
            }
          },
        ),
        { numRuns: 600, seed: 7 },
      );
      // The generator must reach set-ups the rules assess, or the property proves nothing.
      expect(assessed, r.id).toBeGreaterThan(100);
    }
  });

  it.each(worded)('words the source (table, row, column) of every line in %s', (language) => {
    const words = wordsOf(game.namespace, language);
    const sources = assessmentsOf().flatMap((a) =>
      [...a.notes, ...(a.status === 'allowed' ? a.modifiers : a.status === 'not-allowed' ? a.reasons : [])].map(
        (line) => line.source,
      ),
    );
    const terrainTables = game.terrainTables ?? [];
    for (const source of sources) {
      expect(words.tables?.[source.table], source.table).toBeTruthy();
      // A terrain table's row is a terrain, named as one; another table's row is named when the game's words name
      // rows at all (Jours de Gloire's lines say theirs).
      if (source.row && terrainTables.includes(source.table)) {
        expect(words.terrain?.[source.row], source.row).toBeTruthy();
      } else if (source.row && words.rows) {
        expect(words.rows[source.row], source.row).toBeTruthy();
      }
      if (source.row && source.column) expect(words.columns?.[source.column], source.column).toBeTruthy();
    }
  });

  it.each(worded)('names every field of its links in %s, in its own words or the common ones', (language) => {
    const own = Object.keys(wordsOf(game.namespace, language).linkFields ?? {});
    const common = Object.keys(resources[language].common.linkFields);
    const worded = new Set([...own, ...common]);
    expect(game.linkFields.map((f) => f.key).filter((key) => !worded.has(key))).toEqual([]);
    // Its words name its own fields, none of another game's; the common ones are every game's (screen, comparison,
    // roll, a move's steps).
    expect(own.filter((key) => !game.linkFields.some((f) => f.key === key))).toEqual([]);
    expect(common.filter((key) => !['screen', 'cmp', 'roll'].includes(key) && !key.startsWith('m.'))).toEqual([]);
  });

  it.each(worded)('words every declared id in %s, and nothing more', (language) => {
    const words = wordsOf(game.namespace, language);
    for (const kind of ['modifiers', 'readings', 'notes', 'forbidden'] as const) {
      expect(Object.keys(words[kind] ?? {}).sort(), kind).toEqual([...rules.ids[kind]].sort());
    }
  });

  it('each screen’s parts of the set-up (what a link shared from it carries) are parts its link fields write', () => {
    const written = new Set(game.linkFields.map((f) => f.path.split('.')[1]));
    for (const screen of game.screens) {
      for (const part of screen.about ?? []) {
        expect(Object.hasOwn(game.defaultSetup as object, part), `${screen.id}: ${part}`).toBe(true);
        // A pack's link carries any of its fields by name.
        if (under.builtIn) expect(written.has(part), `${screen.id}: ${part}`).toBe(true);
      }
    }
    // Every rolling screen says what it is about: its shared link is then the combat, not the whole set-up.
    for (const screen of game.screens) if (screen.roll) expect(screen.about, screen.id).toBeDefined();
  });
});
