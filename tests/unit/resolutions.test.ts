/**
 * Every rolling resolution, over generated set-ups valid and not: a set-up either fails validation (and the app
 * never assesses it: tests/screens/around-the-roll.test.tsx), or it is assessed to a finite whole total (or forbidden,
 * with its reasons), and each face of the die lands on the one table row that holds die + total, worded for the
 * set-up. The chances of the rows add up to the whole die.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jdgPlayEn } from '../../src/i18n/locales/en-jdg-play';
import {
  assessCorbachArtillery,
  assessCorbachCombat,
  CORBACH_ARTILLERY_TABLE,
  CORBACH_COMBAT_RESULT_TABLE,
  CORBACH_DIE,
  corbachArtilleryChances,
  corbachArtilleryResult,
  corbachCombatChances,
  corbachCombatResult,
  corbachDefenderResult,
  validateCorbachArtillery,
  validateCorbachCombat,
} from '../../src/rules/corbach';
import { bandContains } from '../../src/rules/core/dice';
import type { Assessment, FieldError, ResultBand } from '../../src/rules/core/types';
import {
  assessFire,
  assessShock,
  fireChances,
  fireResult,
  JDG_DIE,
  JDG_FIRE_TABLE,
  JDG_SHOCK_OUTCOMES_BEYOND_THE_CARD,
  JDG_SHOCK_TABLE,
  shockChances,
  shockOutcome,
  shockResult,
  validateFire,
  validateShock,
} from '../../src/rules/jours-de-gloire';
import { arbitraryCombat } from '../helpers/arbitrary-combats';

/** A set-up as generated, or broken the ways a player or a link can break one: an empty side, a number out of range. */
const broken = <S>(setup: S, how: number): S => {
  const s = structuredClone(setup) as Record<string, Record<string, unknown>>;
  for (const part of ['shock', 'combat'] as const) {
    if (!s[part]) continue;
    if (how === 1) s[part].attackers = [];
    if (how === 2) s[part].defenders = [];
  }
  if (how === 3 && s.fire) s.fire.strength = 0;
  if (how === 3 && s.artillery) s.artillery.distance = 0;
  return s as S;
};

interface ResolutionUnderTest<S> {
  readonly name: string;
  readonly system: 'jdg' | 'corbach';
  readonly faces: readonly number[];
  readonly validate: (setup: S) => FieldError[];
  readonly assess: (setup: S) => Assessment;
  readonly result: (modifier: number, die: number) => ResultBand;
  readonly chances: (modifier: number) => { exact: readonly { chance: { count: number; outOf: number } }[] };
  readonly table: readonly ResultBand[];
  /** The words of the row for this set-up: ids or codes that must exist. */
  readonly worded: (band: ResultBand, setup: S) => readonly string[];
}

const shockWords = jdgPlayEn.shockResults as Record<string, string>;
const outcomeWords = jdgPlayEn.shockOutcomes as Record<string, string>;

// biome-ignore lint/suspicious/noExplicitAny: one list of resolutions of different set-ups
const RESOLUTIONS: ResolutionUnderTest<any>[] = [
  {
    name: 'Jours de Gloire fire',
    system: 'jdg',
    faces: JDG_DIE.faces,
    validate: validateFire,
    assess: assessFire,
    result: fireResult,
    chances: fireChances,
    table: JDG_FIRE_TABLE,
    worded: (band) => [band.id],
  },
  {
    name: 'Jours de Gloire shock',
    system: 'jdg',
    faces: JDG_DIE.faces,
    validate: validateShock,
    assess: assessShock,
    result: shockResult,
    chances: shockChances,
    table: JDG_SHOCK_TABLE,
    worded: (band, setup) => {
      const outcome = shockOutcome(band as (typeof JDG_SHOCK_TABLE)[number], setup.shock.defenders);
      return [outcome.defender, outcome.attacker].map((id) =>
        (JDG_SHOCK_OUTCOMES_BEYOND_THE_CARD as readonly string[]).includes(id)
          ? (outcomeWords[id] ?? '')
          : (shockWords[id] ?? ''),
      );
    },
  },
  {
    name: 'Corbach combat',
    system: 'corbach',
    faces: CORBACH_DIE.faces,
    validate: validateCorbachCombat,
    assess: assessCorbachCombat,
    result: corbachCombatResult,
    chances: corbachCombatChances,
    table: CORBACH_COMBAT_RESULT_TABLE,
    worded: (band, setup) => {
      const defender = corbachDefenderResult(
        band as (typeof CORBACH_COMBAT_RESULT_TABLE)[number],
        setup.combat.defenders,
      );
      const cavalry = setup.combat.defenders.some((u: { type: string }) => u.type.includes('cavalry'));
      return [cavalry || !defender.includes('*') ? defender : ''];
    },
  },
  {
    name: 'Corbach artillery',
    system: 'corbach',
    faces: CORBACH_DIE.faces,
    validate: validateCorbachArtillery,
    assess: assessCorbachArtillery,
    result: corbachArtilleryResult,
    chances: corbachArtilleryChances,
    table: CORBACH_ARTILLERY_TABLE,
    worded: (band) => [band.id],
  },
];

describe.each(RESOLUTIONS)('$name, over generated set-ups', (resolution) => {
  it('fails validation, or gives a whole total (or is forbidden with reasons) and one worded row for each face', () => {
    let assessed = 0;
    fc.assert(
      fc.property(
        arbitraryCombat.filter((c) => c.game === resolution.system),
        fc.integer({ min: 0, max: 3 }),
        (combat, how) => {
          const setup = broken(combat.setup, how);
          if (resolution.validate(setup).length > 0) return;
          assessed += 1;
          const assessment = resolution.assess(setup);
          if (assessment.status === 'not-allowed') {
            expect(assessment.reasons.length).toBeGreaterThan(0);
            return;
          }
          expect(Number.isInteger(assessment.total)).toBe(true);
          expect(assessment.total).toBe(assessment.modifiers.reduce((sum, m) => sum + m.value, 0));
          for (const die of resolution.faces) {
            const band = resolution.result(assessment.total, die);
            expect(bandContains(band, die + assessment.total)).toBe(true);
            expect(resolution.table.filter((b) => bandContains(b, die + assessment.total))).toEqual([band]);
            for (const words of resolution.worded(band, setup)) expect(words).not.toBe('');
          }
          const exact = resolution.chances(assessment.total).exact;
          expect(exact.reduce((sum, row) => sum + row.chance.count, 0)).toBe(resolution.faces.length);
        },
      ),
      { numRuns: 1500 },
    );
    // The generator must reach valid set-ups, or the property proves nothing.
    expect(assessed).toBeGreaterThan(100);
  });
});
