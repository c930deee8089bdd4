/**
 * Every registered ruleset keeps the same contract: a valid default set-up, unique ids, results tables whose rows
 * cover every total once and whose chances sum to the whole die, rules that return only declared ids, and every
 * declared id worded in English and in French.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/i18n/texts';
import {
  CORBACH_DEFAULT_MOVEMENT,
  CORBACH_HEXES,
  CORBACH_HEXSIDES,
  CORBACH_LEVELS,
  CORBACH_UNIT_TYPES,
  type CorbachSetup,
} from '../../src/rules/corbach';
import { bandChances } from '../../src/rules/core/dice';
import type { GameManifest } from '../../src/rules/core/game';
import type { Assessment, InvalidSetup } from '../../src/rules/core/types';
import { GAMES } from '../../src/rules/games';
import type { Edition, JdgSetup } from '../../src/rules/jours-de-gloire';
import {
  PG_COLUMNS,
  PG_DEFAULT_SETUP,
  PG_HEXES,
  PG_HEXSIDES,
  PG_LIMITS,
  type PgColumn,
  type PgSetup,
  pgCombatTerrain,
  pgRally,
} from '../../src/rules/prussias-glory';
import { RULESETS, type Ruleset } from '../../src/rules/registry';
import { arbitraryBrokenSetup } from '../helpers/broken-setups';
import { randomJdgSetups } from '../helpers/jdg-setups';

type Namespace = 'jdg' | 'corbach' | 'pg';
const labels = (namespace: string, kind: 'modifiers' | 'readings' | 'notes' | 'forbidden', language: 'en' | 'fr') =>
  Object.keys(
    (resources[language][namespace as Namespace] as unknown as Record<string, Record<string, string>>)[kind] ?? {},
  );

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

const corbachSetups = (): CorbachSetup[] => {
  const unit = fc.record({
    strength: fc.integer({ min: 1, max: 12 }),
    morale: fc.integer({ min: 0, max: 10 }),
    type: fc.constantFrom(...CORBACH_UNIT_TYPES),
    light: fc.boolean(),
    disorganised: fc.boolean(),
  });
  return fc.sample(
    fc.record({
      terrain: fc.record({
        hex: fc.constantFrom(...CORBACH_HEXES),
        hexside: fc.constantFrom(...CORBACH_HEXSIDES),
        level: fc.constantFrom(...CORBACH_LEVELS),
      }),
      combat: fc.record({
        attackers: fc.array(unit, { minLength: 1, maxLength: 3 }),
        defenders: fc.array(unit, { minLength: 1, maxLength: 3 }),
        throughFlank: fc.boolean(),
        throughRear: fc.boolean(),
        heavyCavalryBonus: fc.boolean(),
        changeOfStackOrderInEnemyZoc: fc.boolean(),
        commanderPresent: fc.boolean(),
        attackerFormationDemoralised: fc.boolean(),
        defenderFormationDemoralised: fc.boolean(),
        defenderInMarchColumn: fc.boolean(),
      }),
      artillery: fc.record({
        targetLight: fc.boolean(),
        firerDisorganised: fc.boolean(),
        againstFlank: fc.boolean(),
        distance: fc.integer({ min: 1, max: 10 }),
        twelvePounder: fc.boolean(),
      }),
      movement: fc.constant(CORBACH_DEFAULT_MOVEMENT),
    }),
    { numRuns: 3000, seed: 7 },
  );
};

const pgSetups = (): PgSetup[] =>
  fc
    .sample(
      fc.record({
        morale: fc.integer({ min: PG_LIMITS.morale.min, max: PG_LIMITS.morale.max }),
        leaderModifier: fc.integer({ min: PG_LIMITS.leaderModifier.min, max: PG_LIMITS.leaderModifier.max }),
      }),
      { numRuns: 200, seed: 3 },
    )
    .map((deepCharge) => ({ ...PG_DEFAULT_SETUP, deepCharge }));

/**
 * Random Jours de Gloire set-ups, and as many again turned into cavalry charges over open ground: a charge is
 * refused from and into most terrain, so random set-ups seldom reach the charge modifiers.
 */
const jdgSetups = (edition: Edition, seed: number): JdgSetup[] => {
  const setups = randomJdgSetups(2000, seed).map((s) => ({ ...s, edition }));
  const charges = setups.map((s, i) => ({
    ...s,
    terrain: {
      ...s.terrain,
      hex: 'clear' as const,
      hexside: 'none' as const,
      work: 'none' as const,
      levelDifference: 0,
    },
    shock: {
      ...s.shock,
      mode: 'charge' as const,
      attackers: s.shock.attackers.map(
        (a) => ({ ...a, hex: 'clear' as const, type: i % 2 ? 'cavalry' : 'heavy-cavalry' }) as const,
      ),
    },
  }));
  return [...setups, ...charges];
};

/** What a game's rules work out besides its rolls, as assessments: Prussia's Glory's terrain DRM and rally. */
const BEYOND_ROLLS: ReadonlyMap<string, () => Assessment[]> = new Map([
  [
    'pg-leuthen',
    (): Assessment[] => {
      const found: Assessment[] = [];
      for (const column of PG_COLUMNS as readonly PgColumn[])
        for (const defenderHex of PG_HEXES.map((h) => h.id))
          for (const hex of PG_HEXES.map((h) => h.id))
            for (const side of PG_HEXSIDES.map((h) => h.id))
              for (const p of pgCombatTerrain({ column, defenderHex, attackers: [{ hex, hexsides: [side] }] }).pairs)
                found.push(
                  p.status === 'allowed'
                    ? { status: 'allowed', modifiers: p.modifiers, total: 0, notes: [] }
                    : { status: 'not-allowed', reasons: p.reasons, notes: [] },
                );
      for (const army of ['normal', 'demoralized', 'broken'] as const) {
        const rally = pgRally({
          morale: 3,
          leaderModifier: 1,
          fourOrMoreHexesFromEnemy: true,
          infantryInWoodsOrTown: true,
          nextToFriendlyDisorderedOrRouted: true,
          adjacentToEnemy: true,
          army,
        });
        found.push({ status: 'allowed', modifiers: rally.modifiers, total: rally.morale, notes: [] });
      }
      return found;
    },
  ],
]);

/** Generated set-ups of every ruleset: a ruleset without samples fails the contract. */
const SAMPLES: ReadonlyMap<string, () => unknown[]> = new Map<string, () => unknown[]>([
  ['jdg-2016', () => jdgSetups('2016', 1)],
  ['jdg-2006', () => jdgSetups('2006', 2)],
  ['corbach-1760', corbachSetups],
  ['pg-leuthen', pgSetups],
]);

describe.each(RULESETS.map((r) => [r.id, r as Ruleset<unknown>] as const))('ruleset %s', (_id, ruleset) => {
  it('its default set-up is valid for every roll it resolves', () => {
    for (const r of ruleset.resolutions) {
      expect(r.validate(ruleset.defaultSetup), r.id).toEqual([]);
      expect(r.assess(ruleset.defaultSetup).status, r.id).toBe('allowed');
    }
  });

  it('is the rules of a game the app runs: every screen with a die resolves on its table, rows as the manifest names them', () => {
    const game = GAMES.find((g) => g.linkIds.some((link) => link.id === ruleset.id));
    expect(game, 'a game whose links name this ruleset').toBeDefined();
    const rolling = (game?.screens ?? []).flatMap((screen) => ('roll' in screen ? [screen] : []));
    expect(rolling.map((screen) => screen.id).sort()).toEqual(ruleset.resolutions.map((r) => r.id).sort());
    for (const screen of rolling) {
      const resolution = ruleset.resolutions.find((r) => r.id === screen.id);
      expect(screen.roll.results, screen.id).toEqual(resolution?.table.map((band) => band.id));
      expect(screen.roll.die, screen.id).toBe(ruleset.die);
    }
  });

  it('declares each id once', () => {
    for (const list of Object.values(ruleset.ids)) expect(new Set(list).size).toBe(list.length);
    for (const r of ruleset.resolutions) expect(new Set(r.table.map((b) => b.id)).size).toBe(r.table.length);
  });

  it('its tables cover every modified total once, and the chances of all rows sum to 1', () => {
    for (const r of ruleset.resolutions) {
      for (let modifier = -30; modifier <= 30; modifier++) {
        const chances = bandChances(r.table, ruleset.die, modifier);
        expect(chances.reduce((s, c) => s + c.chance.count, 0)).toBe(ruleset.die.faces.length);
      }
    }
  });

  it('returns only declared ids, and reaches every one of them', () => {
    const sample = SAMPLES.get(ruleset.id);
    expect(sample, 'samples of this ruleset').toBeDefined();
    const setups = sample?.() ?? [];
    const assessments = ruleset.resolutions.flatMap((r) =>
      setups.filter((s) => r.validate(s).length === 0).map((s) => r.assess(s)),
    );
    const found = collectIds([...assessments, ...(BEYOND_ROLLS.get(ruleset.id)?.() ?? [])]);
    // Every declared id is reached by one edition of the game or another: the ids are the game's, not the card's.
    const game = RULESETS.filter((r) => r.namespace === ruleset.namespace) as readonly Ruleset<unknown>[];
    const reached = collectIds(
      game.flatMap((r) =>
        r.resolutions.flatMap((resolution) =>
          (SAMPLES.get(r.id)?.() ?? []).filter((s) => resolution.validate(s).length === 0).map(resolution.assess),
        ),
      ),
    );
    for (const kind of ['modifiers', 'readings', 'notes', 'forbidden'] as const) {
      for (const id of found[kind]) expect(ruleset.ids[kind], `${kind} ${id}`).toContain(id);
    }
    for (const kind of ['modifiers', 'readings', 'notes', 'forbidden'] as const)
      expect(
        ruleset.ids[kind].filter((id) => !found[kind].has(id) && !reached[kind].has(id)),
        kind,
      ).toEqual([]);
  });

  it('answers a set-up its own check refuses with that refusal, and any other with finite numbers', () => {
    const samples = (SAMPLES.get(ruleset.id)?.() ?? []).slice(0, 50);
    for (const r of ruleset.resolutions) {
      fc.assert(
        fc.property(fc.constantFrom(...samples).chain(arbitraryBrokenSetup), (setup) => {
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

  it.each(['en', 'fr'] as const)('words the source (table, row, column) of every line in %s', (language) => {
    const words = resources[language][ruleset.namespace as Namespace] as unknown as Record<
      string,
      Record<string, string>
    >;
    const setups = SAMPLES.get(ruleset.id)?.() ?? [];
    const sources = ruleset.resolutions
      .flatMap((r) => setups.filter((s) => r.validate(s).length === 0).map((s) => r.assess(s)))
      .flatMap((a) =>
        [...a.notes, ...(a.status === 'allowed' ? a.modifiers : a.status === 'not-allowed' ? a.reasons : [])].map(
          (line) => line.source,
        ),
      );
    const game = GAMES.find((g) => g.namespace === ruleset.namespace) as GameManifest | undefined;
    const terrainTables = game?.terrainTables ?? [];
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

  it.each(['en', 'fr'] as const)('words every declared id in %s, and nothing more', (language) => {
    for (const kind of ['modifiers', 'readings', 'notes', 'forbidden'] as const) {
      expect(labels(ruleset.namespace, kind, language).sort(), kind).toEqual([...ruleset.ids[kind]].sort());
    }
  });
});

describe.each(GAMES.map((game) => [game.id, game as GameManifest] as const))('game %s', (_id, game) => {
  it('each screen’s parts of the set-up (what a link shared from it carries) are parts its link fields write', () => {
    const written = new Set(game.linkFields.map((f) => f.path.split('.')[1]));
    for (const screen of game.screens) {
      for (const part of screen.about ?? []) {
        expect(Object.hasOwn(game.defaultSetup as object, part), `${screen.id}: ${part}`).toBe(true);
        expect(written.has(part), `${screen.id}: ${part}`).toBe(true);
      }
    }
    // Every rolling screen says what it is about: its shared link is then the combat, not the whole set-up.
    for (const screen of game.screens) if (screen.roll) expect(screen.about, screen.id).toBeDefined();
  });
});
