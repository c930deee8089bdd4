/**
 * Every id the rules can return has a label in English and in French, and the two languages have the same keys.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../src/i18n';
import { initI18n } from '../../src/i18n/full-instance';
import { resources } from '../../src/i18n/texts';
import type { Assessment, FieldError, Source } from '../../src/rules/core/types';
import { GAMES } from '../../src/rules/games';
import {
  assessFire,
  assessShock,
  JDG_DEFAULT_SETUP,
  JDG_SHOCK_OUTCOMES_BEYOND_THE_CARD,
  JDG_SHOCK_TABLE,
  JDG_TERRAIN_CHART_2016,
  type JdgSetup,
  validateFire,
  validateShock,
} from '../../src/rules/jours-de-gloire';
import { randomJdgSetups } from '../../src/rules/jours-de-gloire/samples';
import { jdgEn } from '../../src/screens/jours-de-gloire/locales/en-jdg';
import { jdgCard2006En } from '../../src/screens/jours-de-gloire/locales/en-jdg-2006';
import { jdgPlayEn } from '../../src/screens/jours-de-gloire/locales/en-jdg-play';
import { jdgFr } from '../../src/screens/jours-de-gloire/locales/fr-jdg';
import { jdgCard2006Fr } from '../../src/screens/jours-de-gloire/locales/fr-jdg-2006';
import { jdgPlayFr } from '../../src/screens/jours-de-gloire/locales/fr-jdg-play';
import { loadEveryGameWords, wordsIn } from '../helpers/game-words';

/** Jours de Gloire's words in both languages, its three parts together. */
const JDG = {
  en: { ...jdgEn, ...jdgPlayEn, ...jdgCard2006En },
  fr: { ...jdgFr, ...jdgPlayFr, ...jdgCard2006Fr(jdgFr) },
} as const;

/** Every leaf of a translation object, as [path, text]. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}/${k}` : k));
}
function get(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);
}

describe('translations', () => {
  it('a missing key fails loudly in tests and development', async () => {
    await loadLanguage('fr');
    const i18n = initI18n('fr');
    expect(i18n.t('common:nav.fire')).toBe('Tir');
    expect(() => i18n.t('common:no.such.key' as 'common:nav.fire')).toThrow('Missing translation: common:no.such.key');
  });

  beforeAll(loadEveryGameWords, 30_000);

  // The app's namespaces, and every game's through its manifest (a game added by its folders is checked with no edit).
  it.each([...Object.keys(resources.en), ...GAMES.map((game) => game.namespace)])(
    '%s: English and French have the same keys, none empty',
    (ns) => {
      const [en, fr] = (['en', 'fr'] as const).map((language) =>
        leaves(Object.hasOwn(resources[language], ns) ? resources[language][ns as 'common'] : wordsIn(ns, language)),
      ) as [[string, string][], [string, string][]];
      expect(en.length).toBeGreaterThan(0);
      expect(fr.map(([path]) => path).sort()).toEqual(en.map(([path]) => path).sort());
      for (const [path, text] of [...en, ...fr]) expect(text.trim().length, `${ns}:${path}`).toBeGreaterThan(0);
    },
  );

  describe('every id the rules return is labelled in both languages', () => {
    const setups = randomJdgSetups(3000, 42);
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
    const charge = (type: 'cavalry' | 'heavy-cavalry'): JdgSetup => ({
      ...JDG_DEFAULT_SETUP,
      shock: {
        ...JDG_DEFAULT_SETUP.shock,
        mode: 'charge',
        attackers: [{ strength: 4, cohesion: 6, type, hex: 'clear' }],
      },
    });
    assessments.push(
      assessShock(JDG_DEFAULT_SETUP),
      assessFire(JDG_DEFAULT_SETUP),
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
    for (const row of JDG_TERRAIN_CHART_2016) keys.add(`jdg:terrain.${row.id}`);
    for (const band of JDG_SHOCK_TABLE) {
      keys.add(`jdg:shockResults.${band.defender}`);
      keys.add(`jdg:shockResults.${band.attacker}`);
    }
    for (const id of JDG_SHOCK_OUTCOMES_BEYOND_THE_CARD) keys.add(`jdg:shockOutcomes.${id}`);

    it.each(['modifiers', 'forbidden', 'readings', 'notes'] as const)(
      'reaches every %s label: none is dead',
      (group) => {
        const reached = [...keys]
          .filter((k) => k.startsWith(`jdg:${group}.`))
          .map((k) => k.slice(`jdg:${group}.`.length));
        expect(reached.sort()).toEqual(Object.keys(JDG.en[group]).sort());
      },
    );

    it.each([...keys].sort())('%s', (key) => {
      const [ns, path] = key.split(':') as ['common' | 'jdg', string];
      for (const language of ['en', 'fr'] as const) {
        const words = ns === 'jdg' ? JDG[language] : resources[language].common;
        expect(get(words, path), `${language} ${key}`).toEqual(expect.any(String));
      }
    });
  });
});
