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
import type { Assessment } from '../../src/rules/core/types';
import {
  PG_COLUMNS,
  PG_HEXES,
  PG_HEXSIDES,
  PG_IDS,
  type PgColumn,
  pgCombatTerrain,
  pgRally,
} from '../../src/rules/prussias-glory';
import { CORBACH_1760, RULESETS, type Ruleset } from '../../src/rules/registry';
import { randomJdgSetups } from '../helpers/jdg-setups';

type Namespace = 'jdg' | 'corbach' | 'pg';
const labels = (namespace: string, kind: 'modifiers' | 'readings' | 'notes' | 'forbidden', language: 'en' | 'fr') =>
  Object.keys(
    (resources[language][namespace as Namespace] as unknown as Record<string, Record<string, string>>)[kind] ?? {},
  );

function collectIds(assessments: readonly Assessment[]) {
  const ids = {
    modifiers: new Set<string>(),
    readings: new Set<string>(),
    notes: new Set<string>(),
    forbidden: new Set<string>(),
  };
  for (const a of assessments) {
    for (const n of a.notes) ids.notes.add(n.id);
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

const SAMPLES: Record<string, () => unknown[]> = {
  'jdg-2016': () => randomJdgSetups(2000, 1).map((s) => ({ ...s, edition: '2016' })),
  'jdg-2006': () => randomJdgSetups(2000, 2).map((s) => ({ ...s, edition: '2006' })),
  'corbach-1760': corbachSetups,
};

describe.each(RULESETS.map((r) => [r.id, r as Ruleset<unknown>] as const))('ruleset %s', (_id, ruleset) => {
  it('its default set-up is valid for every roll it resolves', () => {
    for (const r of ruleset.resolutions) {
      expect(r.validate(ruleset.defaultSetup), r.id).toEqual([]);
      expect(r.assess(ruleset.defaultSetup).status, r.id).toBe('allowed');
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
    const setups = SAMPLES[ruleset.id]?.() ?? [];
    const assessments = ruleset.resolutions.flatMap((r) =>
      setups.filter((s) => r.validate(s).length === 0).map((s) => r.assess(s)),
    );
    const found = collectIds(assessments);
    for (const kind of ['modifiers', 'readings', 'notes', 'forbidden'] as const) {
      for (const id of found[kind]) expect(ruleset.ids[kind], `${kind} ${id}`).toContain(id);
    }
    if (ruleset.id === CORBACH_1760.id) {
      for (const kind of ['modifiers', 'readings', 'notes'] as const)
        expect([...found[kind]].sort(), kind).toEqual([...ruleset.ids[kind]].sort());
    }
  });

  it.each(['en', 'fr'] as const)('words the source (table, row, column) of every line in %s', (language) => {
    const words = resources[language][ruleset.namespace as Namespace] as unknown as Record<
      string,
      Record<string, string>
    >;
    const setups = SAMPLES[ruleset.id]?.() ?? [];
    const sources = ruleset.resolutions
      .flatMap((r) => setups.filter((s) => r.validate(s).length === 0).map((s) => r.assess(s)))
      .flatMap((a) => [...a.notes, ...(a.status === 'allowed' ? a.modifiers : a.reasons)].map((line) => line.source));
    const terrainTables = ['tec', 'corbach-terrain'];
    for (const source of sources) {
      expect(words.tables?.[source.table], source.table).toBeTruthy();
      if (source.row && !terrainTables.includes(source.table) && ruleset.namespace !== 'jdg') {
        expect(words.rows?.[source.row], source.row).toBeTruthy();
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

describe("Prussia's Glory (no results table on its card)", () => {
  it('returns only declared ids, and words each in both languages', () => {
    const found = new Set<string>();
    for (const column of PG_COLUMNS as readonly PgColumn[]) {
      for (const defenderHex of PG_HEXES.map((h) => h.id)) {
        for (const hex of PG_HEXES.map((h) => h.id)) {
          for (const side of PG_HEXSIDES.map((h) => h.id)) {
            for (const p of pgCombatTerrain({ column, defenderHex, attackers: [{ hex, hexsides: [side] }] }).pairs) {
              if (p.status === 'allowed') for (const m of p.modifiers) found.add(m.id);
              else for (const r of p.reasons) found.add(r.id);
            }
          }
        }
      }
    }
    for (const m of pgRally({
      morale: 3,
      leaderModifier: 1,
      fourOrMoreHexesFromEnemy: true,
      infantryInWoodsOrTown: true,
      nextToFriendlyDisorderedOrRouted: true,
      adjacentToEnemy: true,
      army: 'demoralized',
    }).modifiers)
      found.add(m.id);
    found.add('pg-rally-army-broken');
    expect([...found].sort()).toEqual([...PG_IDS.modifiers, ...PG_IDS.forbidden].sort());
    for (const language of ['en', 'fr'] as const) {
      expect(labels('pg', 'modifiers', language).sort()).toEqual([...PG_IDS.modifiers].sort());
      expect(labels('pg', 'forbidden', language).sort()).toEqual([...PG_IDS.forbidden].sort());
    }
  });
});
