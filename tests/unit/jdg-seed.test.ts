/**
 * Every cell of the Jours de Gloire 2016 tables in src/rules is checked against the seed (the card's
 * transcription in tests/fixtures/seeds/000_…). A typo in the typed data fails here.
 */
import { describe, expect, it } from 'vitest';
import {
  combatNotation,
  JDG_FIRE_DRM_ROWS,
  JDG_FIRE_TABLE,
  JDG_ODDS_TABLE,
  JDG_SHOCK_DRM_ROWS,
  JDG_SHOCK_TABLE,
  JDG_TERRAIN_CHART_2016,
  moveNotation,
} from '../../src/rules/jours-de-gloire';
import { jdgEn } from '../../src/screens/jours-de-gloire/locales/en-jdg';
import { jdgPlayEn } from '../../src/screens/jours-de-gloire/locales/en-jdg-play';
import { jdgFr } from '../../src/screens/jours-de-gloire/locales/fr-jdg';
import { jdgPlayFr } from '../../src/screens/jours-de-gloire/locales/fr-jdg-play';
import { markdownTable, readSeed, squash } from '../helpers/seed';

const seed = readSeed('000_e4bf83b66e8f0d5e.txt');
const codes = jdgEn.codes;
/** Typography the seed writes two ways: curly and straight apostrophes, en dashes and hyphens. */
const plain = (s: string) => squash(s.replace(/[’]/g, "'").replace(/[–—]/g, '-'));

describe('terrain effects chart (2016)', () => {
  const rows = markdownTable(seed, 'TERRAIN EFFECTS CHART (TEC)');

  it('has the 23 rows of the card, in its order', () => {
    expect(rows).toHaveLength(23);
    expect(JDG_TERRAIN_CHART_2016).toHaveLength(23);
  });

  it.each(JDG_TERRAIN_CHART_2016.map((row, i) => [row.id, i] as const))('%s: every cell matches the seed', (_id, i) => {
    const row = JDG_TERRAIN_CHART_2016[i];
    const printed = rows[i];
    if (!row || !printed) throw new Error('row missing');
    const [, general, infantry, cavalry, artillery, fire, shock] = printed;
    expect(squash(moveNotation(row.general, codes))).toBe(squash(general ?? ''));
    expect(squash(moveNotation(row.infantry, codes))).toBe(squash(infantry ?? ''));
    expect(squash(moveNotation(row.cavalry, codes))).toBe(squash(cavalry ?? ''));
    expect(squash(moveNotation(row.artillery, codes))).toBe(squash(artillery ?? ''));
    expect(squash(combatNotation(row.fire, codes))).toBe(squash(fire ?? ''));
    expect(squash(combatNotation(row.shock, codes))).toBe(squash(shock ?? ''));
  });

  it.each(JDG_TERRAIN_CHART_2016.map((row, i) => [row.id, i] as const))(
    '%s: French and English names are the card’s',
    (id, i) => {
      const row = JDG_TERRAIN_CHART_2016[i];
      if (!row) throw new Error('row missing');
      const mark = row.nameFootnotes.map((f) => `[${f}]`).join('') + (row.asterisk ? '*' : '');
      // The 2016 seed 000 prints "Quitter une Zc"; seed 004 prints "ZdC", the card's own abbreviation elsewhere.
      const printed = (rows[i]?.[0] ?? '').replace('Quitter une Zc', 'Quitter une ZdC');
      expect(squash(printed).replace('•', '')).toBe(squash(`${jdgFr.terrain[id]}${mark}${jdgEn.terrain[id]}${mark}`));
    },
  );

  it.each(Object.keys(jdgEn.footnotes) as (keyof typeof jdgEn.footnotes)[])(
    'footnote [%s] is the card’s text in both languages',
    (letter) => {
      // Footnote [d] of the card says "ZC"; the app writes "ZdC", the card's abbreviation in its rows ("Quitter une
      // ZdC"), so the same thing has one name on screen.
      const card = plain(seed.replace('entrer en ZC ennemie', 'entrer en ZdC ennemie'));
      expect(card).toContain(plain(`[${letter}] ${jdgFr.footnotes[letter]}`));
      expect(plain(seed)).toContain(plain(`[${letter}] ${jdgEn.footnotes[letter]}`));
    },
  );

  it('codes and the asterisk note are the card’s', () => {
    expect(seed).toContain(`UAT = ${jdgEn.codeKey.UAT} PE = ${jdgEn.codeKey.PE} NA = ${jdgEn.codeKey.NA}`);
    expect(plain(seed)).toContain(
      plain(`UAT = ${jdgFr.codeKey.UAT} PE = ${jdgFr.codeKey.PE} NA = ${jdgFr.codeKey.NA}`),
    );
    expect(seed).toContain(`D = ${jdgEn.codeKey.D}`);
    expect(seed).toContain(`D = ${jdgFr.codeKey.D}`);
    expect(seed).toContain(`* : ${jdgEn.asterisk}`);
    expect(plain(seed)).toContain(plain(`* : ${jdgFr.asterisk}`));
  });
});

/** "+2", "-1", "+3*", "+1*" as the app's typed value. */
function printedDrm(row: { value: number | string; asterisk?: boolean }): string {
  if (typeof row.value !== 'number') return String(row.value);
  return `${row.value > 0 ? '+' : ''}${row.value}${row.asterisk ? '*' : ''}`;
}

describe('die roll modifiers for shock or charge (2016)', () => {
  const rows = markdownTable(seed, 'DIE ROLL MODIFIERS FOR SHOCK OR CHARGE').filter(
    (r) => !r[1]?.startsWith('Remember'),
  );
  const printedValues = rows.map((r) => r[2] ?? '');
  const expected: Record<string, string> = {
    'odds-table': 'See Odds Table',
    'cohesion-difference': 'Cohesion of best att. - cohesion of best def.',
    'terrain-chart': 'See the TEC & [b]',
  };

  it('lists the same rows with the same values, in order', () => {
    expect(printedValues).toEqual(JDG_SHOCK_DRM_ROWS.map((r) => expected[String(r.value)] ?? printedDrm(r)));
  });

  it('cites rule 8.6 where the card does', () => {
    const cited = rows.map((r) => (r[1]?.includes('(8.6)') ? '8.6' : undefined));
    expect(cited).toEqual(JDG_SHOCK_DRM_ROWS.map((r) => ('rule' in r ? r.rule : undefined)));
  });
});

describe('die roll modifiers for artillery fire (2016)', () => {
  const rows = markdownTable(seed, 'DIE ROLL MODIFIERS FOR ARTILLERY FIRE');
  it('lists the same rows with the same values, in order', () => {
    const printed = rows.map((r) => r[3] ?? '');
    const expected: Record<string, string> = { 'fire-strength': '+ PF • SP', 'terrain-chart': 'cf • see terrains' };
    expect(printed).toEqual(JDG_FIRE_DRM_ROWS.map((r) => expected[String(r.value)] ?? printedDrm(r)));
  });
  it('names reaction fire 8.3 and counter-battery 7.1', () => {
    expect(rows[3]?.[2]).toBe('Reaction fire (8.3) or counter-battery fire (7.1)');
    expect(JDG_FIRE_DRM_ROWS[3].rule).toBe('8.3 / 7.1');
  });
});

describe('odds table', () => {
  it('every step and DRM matches the seed', () => {
    const rows = markdownTable(seed, 'TABLE DES RATIOS • ODDS TABLE');
    const printed = rows.map(([odds, drm]) => [odds, drm]);
    const app = JDG_ODDS_TABLE.map((s, i) => {
      const ratio = `${s.attacker}/${s.defender}`;
      const suffix = i === 0 ? ' +' : i === JDG_ODDS_TABLE.length - 1 ? ' -' : '';
      return [ratio + suffix, `${s.drm > 0 ? '+' : ''}${s.drm}`];
    });
    expect(printed).toEqual(app);
  });
});

describe('fire table', () => {
  it('every band matches the seed; the "8 or less" row is the app’s, not printed', () => {
    const rows = markdownTable(seed, 'TABLE DE TIR • FIRE TABLE');
    const printed = JDG_FIRE_TABLE.filter((b) => b.printed).map((b) => [
      b.max === null ? `${b.min} +` : `${b.min} → ${b.max}`,
      jdgPlayFr.fireBands[b.id] === jdgPlayEn.fireBands[b.id]
        ? jdgPlayEn.fireBands[b.id]
        : `${jdgPlayFr.fireBands[b.id]} • ${jdgPlayEn.fireBands[b.id]}`,
    ]);
    expect(rows).toEqual(printed);
    expect(JDG_FIRE_TABLE.find((b) => !b.printed)).toMatchObject({ id: 'no-effect', min: null, max: 8 });
  });
});

describe('shock and charge table', () => {
  const band = (b: (typeof JDG_SHOCK_TABLE)[number], ge: string, to: string, below: string) =>
    b.min === null ? `${below} ${(b.max ?? 0) + 1}` : b.max === null ? `${b.min} ${ge}` : `${b.min} ${to} ${b.max}`;
  const italic = (text: string, cavalryOnly: boolean) => (cavalryOnly ? `<i>${text}</i>` : text);

  it('every English cell matches the seed', () => {
    const rows = markdownTable(seed, 'SHOCK AND CHARGE TABLE');
    expect(rows).toEqual(
      JDG_SHOCK_TABLE.map((b) =>
        [
          band(b, '+', 'to', '<'),
          italic(jdgPlayEn.shockResults[b.defender as keyof typeof jdgPlayEn.shockResults], b.defenderCavalryOnly),
          jdgPlayEn.shockResults[b.attacker as keyof typeof jdgPlayEn.shockResults],
          // A code's spaces never break it across lines ("1 + D"): the card's words, in the card's spaces.
        ].map((cell) => cell.replace(/\u00a0/g, ' ')),
      ),
    );
  });

  it('every French cell matches the seed', () => {
    const rows = markdownTable(seed, 'TABLE DE CHOC ET CHARGE');
    expect(rows.map((r) => r.map(plain))).toEqual(
      JDG_SHOCK_TABLE.map((b) =>
        [
          band(b, '+', 'à', '<'),
          italic(jdgPlayFr.shockResults[b.defender as keyof typeof jdgPlayEn.shockResults], b.defenderCavalryOnly),
          jdgPlayFr.shockResults[b.attacker as keyof typeof jdgPlayEn.shockResults],
        ].map(plain),
      ),
    );
  });

  it('the bands cover every total without gap or overlap', () => {
    for (let total = -30; total <= 30; total++) {
      expect(
        JDG_SHOCK_TABLE.filter((b) => (b.min === null || total >= b.min) && (b.max === null || total <= b.max)),
      ).toHaveLength(1);
      expect(
        JDG_FIRE_TABLE.filter((b) => (b.min === null || total >= b.min) && (b.max === null || total <= b.max)),
      ).toHaveLength(1);
    }
  });

  it('the key under the tables is the card’s', () => {
    for (const line of [...jdgPlayEn.shockKey, ...jdgPlayFr.shockKey]) expect(plain(seed)).toContain(plain(line));
  });
});
