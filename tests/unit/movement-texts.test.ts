/**
 * Every line, reading, note and reason the movement rules can return is worded in both languages, with every
 * value its words ask for. The steps explored are random but the same every run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/i18n/texts';
import {
  CORBACH_HEXSIDES,
  CORBACH_LEVELS,
  CORBACH_MOVE_HEXES,
  CORBACH_MOVE_ROADS,
  CORBACH_MOVING_UNITS,
  priceCorbachStep,
} from '../../src/rules/corbach';
import type { Assessment } from '../../src/rules/core/types';
import {
  JDG_EDITIONS,
  JDG_HEX_TERRAINS,
  JDG_MOVE_HEXSIDES,
  JDG_MOVE_ROADS,
  JDG_MOVE_WORKS,
  JDG_MOVING_UNITS,
  priceJdgStep,
} from '../../src/rules/jours-de-gloire';
import { PG_HEXES, PG_HEXSIDES, PG_MOVING_UNITS, PG_ZOC_EXITS, pricePgStep } from '../../src/rules/prussias-glory';
import { corbachEn } from '../../src/screens/corbach/locales/en-corbach';
import { corbachFr } from '../../src/screens/corbach/locales/fr-corbach';
import { jdgPlayEn } from '../../src/screens/jours-de-gloire/locales/en-jdg-play';
import { jdgPlayFr } from '../../src/screens/jours-de-gloire/locales/fr-jdg-play';
import { pgEn } from '../../src/screens/prussias-glory/locales/en-pg';
import { pgFr } from '../../src/screens/prussias-glory/locales/fr-pg';

const jdg = fc.sample(
  fc
    .record({
      unit: fc.constantFrom(...JDG_MOVING_UNITS),
      disordered: fc.boolean(),
      edition: fc.constantFrom(...JDG_EDITIONS),
      step: fc.record({
        hex: fc.constantFrom(...JDG_HEX_TERRAINS),
        road: fc.constantFrom(...JDG_MOVE_ROADS),
        hexside: fc.constantFrom(...JDG_MOVE_HEXSIDES),
        work: fc.constantFrom(...JDG_MOVE_WORKS),
        levelChange: fc.integer({ min: -4, max: 4 }),
        friendlyUnit: fc.boolean(),
        leavingEnemyZoc: fc.boolean(),
        enteringEnemyZoc: fc.boolean(),
        adjacentToEnemy: fc.boolean(),
      }),
    })
    .map(({ unit, disordered, edition, step }) => priceJdgStep({ unit, disordered }, step, edition)),
  { numRuns: 4000, seed: 11 },
);
const corbach = fc.sample(
  fc
    .record({
      unit: fc.constantFrom(...CORBACH_MOVING_UNITS),
      step: fc.record({
        hex: fc.constantFrom(...CORBACH_MOVE_HEXES),
        road: fc.constantFrom(...CORBACH_MOVE_ROADS),
        hexside: fc.constantFrom(...CORBACH_HEXSIDES),
        level: fc.constantFrom(...CORBACH_LEVELS),
      }),
    })
    .map(({ unit, step }) => priceCorbachStep(unit, step)),
  { numRuns: 2000, seed: 12 },
);
const pg = fc.sample(
  fc
    .record({
      unit: fc.constantFrom(...PG_MOVING_UNITS),
      inColumn: fc.boolean(),
      spentBefore: fc.constantFrom(0, 1),
      step: fc.record({
        hexTerrains: fc.uniqueArray(fc.constantFrom(...PG_HEXES.map((r) => r.id)), { maxLength: 3 }),
        hexsides: fc.uniqueArray(fc.constantFrom(...PG_HEXSIDES.map((r) => r.id)), { maxLength: 3 }),
        leavingZoc: fc.constantFrom(...PG_ZOC_EXITS),
        engagedByFormedCavalry: fc.boolean(),
      }),
    })
    .map(({ unit, inColumn, spentBefore, step }) => pricePgStep({ unit, inColumn, allowance: 6 }, step, spentBefore)),
  { numRuns: 4000, seed: 13 },
);

/** Every [group, id, params the line carries] the assessments hold. */
function wordsNeeded(assessments: readonly Assessment[]) {
  const needed = new Map<string, Set<string>>();
  const need = (group: string, id: string, params: object = {}) => {
    const key = `${group}.${id}`;
    const known = needed.get(key) ?? new Set<string>();
    for (const name of Object.keys(params)) known.add(name);
    needed.set(key, known);
  };
  for (const a of assessments) {
    for (const n of a.notes) need('notes', n.id, n.params);
    if (a.status === 'allowed') {
      for (const m of a.modifiers) {
        need('modifiers', m.id, m.params);
        if (m.reading) need('readings', m.reading);
      }
    } else for (const r of a.reasons) need('forbidden', r.id, { terrain: r.source.row });
  }
  return needed;
}

/** Each game's movement words, in its own folder's words (its namespace's `movement`). */
const MOVEMENT_WORDS = {
  jdg: { en: jdgPlayEn.movement, fr: jdgPlayFr.movement },
  corbach: { en: corbachEn.movement, fr: corbachFr.movement },
  pg: { en: pgEn.movement, fr: pgFr.movement },
} as const;

describe.each([
  ['jdg', jdg],
  ['corbach', corbach],
  ['pg', pg],
] as const)('movement words of %s', (game, assessments) => {
  const needed = wordsNeeded(assessments);
  it.each(['en', 'fr'] as const)('every id is worded in %s, with the values its words ask for', (language) => {
    const texts = MOVEMENT_WORDS[game][language] as unknown as Record<string, Record<string, string>>;
    const missing: string[] = [];
    for (const [key, params] of needed) {
      const [group = '', id = ''] = key.split('.');
      const words = texts[group]?.[id];
      if (words === undefined) {
        missing.push(key);
        continue;
      }
      for (const [, name] of words.matchAll(/\{\{(\w+)\}\}/g))
        if (!params.has(name ?? '')) missing.push(`${key} {{${name}}}`);
    }
    expect(missing).toEqual([]);
  });

  it('the exploration reaches every kind of outcome (allowed and forbidden)', () => {
    expect(assessments.some((a) => a.status === 'allowed')).toBe(true);
    expect(assessments.some((a) => a.status === 'not-allowed')).toBe(true);
  });
});

it('the movement words have the same keys in both languages, the helper’s and each game’s', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
  expect(keys(resources.fr.movement).sort()).toEqual(keys(resources.en.movement).sort());
  for (const words of Object.values(MOVEMENT_WORDS)) expect(keys(words.fr).sort()).toEqual(keys(words.en).sort());
});
