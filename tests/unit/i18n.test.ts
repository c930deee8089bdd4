/**
 * Every id the rules can return has a label in English and in French, and the two languages have the same keys.
 */
import { describe, expect, it } from 'vitest';
import { initI18n, resources } from '../../src/i18n';
import type { Assessment, FieldError, Source } from '../../src/rules/core/types';
import {
  ATTACK_DIRECTIONS,
  ATTACK_MODES,
  ATTACKER_TYPES,
  assessFire,
  assessShock,
  BRIDGE_SPANS,
  type CombatSetup,
  DEFAULT_SETUP,
  DEFENDER_TYPES,
  EDITIONS,
  FIRE_KINDS,
  HEX_TERRAINS,
  HEXSIDES,
  SHOCK_TABLE,
  TERRAIN_CHART_2016,
  validateFire,
  validateShock,
  WORK_DIRECTIONS,
  WORKS,
} from '../../src/rules/jours-de-gloire';

/** Every leaf of a translation object, as [path, text]. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}/${k}` : k));
}
function get(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);
}

/** A small deterministic random source (mulberry32), so the set-ups explored are the same every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomSetups(count: number): CombatSetup[] {
  const random = seeded(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return Array.from({ length: count }, () => ({
    edition: pick(EDITIONS),
    terrain: {
      hex: pick(HEX_TERRAINS),
      hexside: pick(HEXSIDES),
      bridgeSpans: pick(BRIDGE_SPANS),
      levelDifference: int(-4, 4),
      work: pick(WORKS),
      workDirection: pick(WORK_DIRECTIONS),
    },
    shock: {
      attackers: Array.from({ length: int(0, 3) }, () => ({
        strength: int(0, 12),
        cohesion: int(0, 10),
        type: pick(ATTACKER_TYPES),
        hex: pick(HEX_TERRAINS),
      })),
      defenders: Array.from({ length: int(0, 2) }, () => ({
        strength: int(1, 12),
        cohesion: int(0, 11),
        type: pick(DEFENDER_TYPES),
      })),
      mode: pick(ATTACK_MODES),
      direction: pick(ATTACK_DIRECTIONS),
      defenderRouted: random() < 0.3,
      defenderInSquare: random() < 0.3,
      attackerRearExposed: random() < 0.3,
    },
    fire: {
      strength: int(0, 8),
      combined: random() < 0.5,
      kind: pick(FIRE_KINDS),
      firerHex: pick(HEX_TERRAINS),
      firerInSquare: random() < 0.2,
      effectiveRange: int(1, 5),
      distance: int(1, 8),
      massedTarget: random() < 0.5,
      targetInSquare: random() < 0.3,
      targetIsArtillery: random() < 0.3,
    },
  }));
}

describe('translations', () => {
  it('a missing key fails loudly in tests and development', () => {
    const i18n = initI18n('fr');
    expect(i18n.t('common:nav.fire')).toBe('Tir');
    expect(() => i18n.t('common:no.such.key' as 'common:nav.fire')).toThrow('Missing translation: common:no.such.key');
  });

  it.each(['common', 'jdg'] as const)('%s: English and French have the same keys, none empty', (ns) => {
    const en = leaves(resources.en[ns]);
    const fr = leaves(resources.fr[ns]);
    expect(fr.map(([path]) => path).sort()).toEqual(en.map(([path]) => path).sort());
    for (const [path, text] of [...en, ...fr]) expect(text.trim().length, `${ns}:${path}`).toBeGreaterThan(0);
  });

  describe('every id the rules return is labelled in both languages', () => {
    const setups = randomSetups(3000);
    const assessments: Assessment[] = [];
    const errors: FieldError[] = [];
    for (const setup of setups) {
      const shockErrors = validateShock(setup);
      const fireErrors = validateFire(setup);
      errors.push(...shockErrors, ...fireErrors);
      if (shockErrors.length === 0) assessments.push(assessShock(setup));
      if (fireErrors.length === 0) assessments.push(assessFire(setup));
    }
    // Random terrain nearly always forbids a charge ([e]); two clean charges on open ground make sure.
    const charge = (type: 'cavalry' | 'heavy-cavalry'): CombatSetup => ({
      ...DEFAULT_SETUP,
      shock: { ...DEFAULT_SETUP.shock, mode: 'charge', attackers: [{ strength: 4, cohesion: 6, type, hex: 'clear' }] },
    });
    assessments.push(
      assessShock(DEFAULT_SETUP),
      assessFire(DEFAULT_SETUP),
      assessShock(charge('cavalry')),
      assessShock(charge('heavy-cavalry')),
      assessShock({ ...charge('cavalry'), shock: { ...charge('cavalry').shock, defenderInSquare: true } }),
    );
    const sources: Source[] = [];
    const keys = new Set<string>();
    for (const a of assessments) {
      for (const n of a.notes) {
        keys.add(`jdg:notes.${n.id}`);
        sources.push(n.source);
      }
      if (a.status === 'allowed') {
        for (const m of a.modifiers) {
          keys.add(`jdg:modifiers.${m.id}`);
          if (m.reading) keys.add(`jdg:readings.${m.reading}`);
          sources.push(m.source);
        }
      } else {
        for (const r of a.reasons) {
          keys.add(`jdg:forbidden.${r.id}`);
          sources.push(r.source);
        }
      }
    }
    for (const e of errors) keys.add(`common:errors.${e.code}`);
    keys.add('common:errors.roll-range');
    for (const s of sources) {
      keys.add(`jdg:tables.${s.table}`);
      if (s.row && s.table === 'tec') keys.add(`jdg:terrain.${s.row}`);
      if (s.column) keys.add(`jdg:columns.${s.column}`);
    }
    for (const row of TERRAIN_CHART_2016) keys.add(`jdg:terrain.${row.id}`);
    for (const band of SHOCK_TABLE) {
      keys.add(`jdg:shockResults.${band.defender}`);
      keys.add(`jdg:shockResults.${band.attacker}`);
    }

    it.each(['modifiers', 'forbidden', 'readings', 'notes'] as const)(
      'reaches every %s label: none is dead',
      (group) => {
        const reached = [...keys]
          .filter((k) => k.startsWith(`jdg:${group}.`))
          .map((k) => k.slice(`jdg:${group}.`.length));
        expect(reached.sort()).toEqual(Object.keys(resources.en.jdg[group]).sort());
      },
    );

    it.each([...keys].sort())('%s', (key) => {
      const [ns, path] = key.split(':') as ['common' | 'jdg', string];
      expect(get(resources.en[ns], path), `en ${key}`).toEqual(expect.any(String));
      expect(get(resources.fr[ns], path), `fr ${key}`).toEqual(expect.any(String));
    });
  });
});
