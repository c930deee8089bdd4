/**
 * The 2006 "Empire" edition checked against its seed (tests/fixtures/seeds/003_…, English only): every cell of the
 * terrain chart with the 2006 codes, names and notes, the DRM tables, the odds, fire and shock tables.
 */
import { describe, expect, it } from 'vitest';
import {
  combatNotation,
  JDG_EDITION_2006,
  JDG_FIRE_DRM_ROWS,
  JDG_FIRE_TABLE,
  JDG_ODDS_TABLE,
  JDG_SHOCK_DRM_ROWS,
  JDG_SHOCK_TABLE,
  moveNotation,
} from '../../src/rules/jours-de-gloire';
import { jdgCard2006En } from '../../src/screens/jours-de-gloire/locales/en-jdg-2006';
import { jdgPlayEn } from '../../src/screens/jours-de-gloire/locales/en-jdg-play';
import { readSeed, squash } from '../helpers/seed';

// The seed uses non-breaking spaces before its colons and semicolons, French style.
const seed = readSeed('003_bb206769e8703730.txt').replace(/\u00a0/g, ' ');
const card = jdgCard2006En.card2006;
/** The card's "½", non-breaking spaces and doubled dots, written the app's way. */
const plain = (s: string) => squash(s.replace(/½/g, '1/2').replace(/\u00a0/g, ' '));

/**
 * The seed lays each table out one cell per tab-indented line; a line of footnote marks without a tab belongs to the
 * cell above it. Returns the cells between two headings.
 */
function cellsBetween(start: string, end: string): string[] {
  const text = seed.slice(seed.indexOf(start) + start.length, seed.indexOf(end, seed.indexOf(start)));
  const cells: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('\t')) cells.push(line.trim());
    else if (line.trim().startsWith('[') && cells.length) cells[cells.length - 1] += ` ${line.trim()}`;
  }
  return cells;
}

const rows = (cells: string[], width: number) =>
  Array.from({ length: cells.length / width }, (_, i) => cells.slice(i * width, i * width + width));

describe('terrain table (2006)', () => {
  const cells = cellsBetween('TERRAIN TABLE', 'Key :');
  const [header, ...body] = rows(cells, 7);

  it('has the columns and the 23 rows of the card', () => {
    expect(header).toEqual(['Type of terrain', 'General', 'Infantry', 'Cavalry', 'Artillery', 'Fire [a]', 'Shock [a]']);
    expect(body).toHaveLength(JDG_EDITION_2006.terrainChart.length);
  });

  it.each(JDG_EDITION_2006.terrainChart.map((row, i) => [row.id, i] as const))(
    '%s: name and every cell match the seed',
    (id, i) => {
      const row = JDG_EDITION_2006.terrainChart[i];
      const printed = body[i];
      if (!row || !printed) throw new Error('row missing');
      const marks = row.nameFootnotes.map((f) => `[${f}]`).join('') + (row.asterisk ? '*' : '');
      expect(plain(printed[0] ?? '')).toBe(plain(`${card.terrain[id]}${marks}`));
      const app = [row.general, row.infantry, row.cavalry, row.artillery].map((c) => moveNotation(c, card.codes));
      app.push(combatNotation(row.fire, card.codes), combatNotation(row.shock, card.codes));
      expect(printed.slice(1).map(plain)).toEqual(app.map(plain));
    },
  );

  it.each(Object.keys(card.footnotes) as (keyof typeof card.footnotes)[])(
    'footnote [%s] is the card’s text',
    (letter) => {
      expect(plain(seed)).toContain(plain(`[${letter}] : ${card.footnotes[letter]}`));
    },
  );

  it('the key and the asterisk are the card’s', () => {
    expect(plain(seed)).toContain(plain(card.codeKey));
    expect(plain(seed)).toContain(plain(`* : ${card.asterisk}`));
  });
});

const printedDrm = (v: number | string) => (typeof v === 'number' ? `${v > 0 ? '+' : ''}${v}` : v);

describe('DRM tables (2006)', () => {
  it('artillery fire: the same values as 2016, counter-battery 7.6, no asterisk on massed target', () => {
    const cells = cellsBetween('Dieroll Modifiers for Artillery Fire', 'SHOCK COMBAT AND CHARGE TABLE');
    const values = rows(cells.slice(3), 3).map((r) => r[2]);
    expect(values).toEqual(
      JDG_FIRE_DRM_ROWS.map((r) =>
        r.value === 'fire-strength'
          ? '+ the unit’s fire strength'
          : r.value === 'terrain-chart'
            ? 'see Terrain Table'
            : printedDrm(r.value),
      ),
    );
    expect(cells).toContain('Reaction fire (8.3) or counter-battery fire (7.6)');
    expect(cells).toContain('Fire at point-blank range, against infantry or cavalry.');
    expect(JDG_EDITION_2006.counterBatteryRule).toBe('7.6');
  });

  it('shock or charge: the same values as 2016', () => {
    const cells = cellsBetween('Dieroll Modifiers for Shock or Charge', '* : this + 3');
    const values = rows(cells.slice(3), 3).map((r) => r[2]);
    expect(values).toEqual(
      JDG_SHOCK_DRM_ROWS.map((r) =>
        r.value === 'odds-table'
          ? 'See Strength Comparison Table'
          : r.value === 'cohesion-difference'
            ? 'Cohesion of best attacker – cohesion of best defender'
            : r.value === 'terrain-chart'
              ? 'See Terrain Table'
              : `${printedDrm(r.value)}${'asterisk' in r && r.asterisk ? '*' : ''}`,
      ),
    );
  });

  it('strength comparison (odds) table: the same steps', () => {
    const cells = cellsBetween('Strength Comparison Table', 'Dieroll Modifiers for Shock or Charge');
    const printed = rows(cells.slice(2), 2);
    expect(printed.map((r) => r[1])).toEqual(JDG_ODDS_TABLE.map((s) => printedDrm(s.drm)));
    expect(printed.map((r) => r[0])).toEqual([
      '4/1 or more',
      '3/1',
      '2/1',
      '1.5/1',
      '1/1',
      '1/1.5',
      '1/2',
      '1/3',
      '1/4 or worse',
    ]);
  });

  it('fire table: the same bands', () => {
    const cells = cellsBetween('FIRE TABLE', 'CT = Cohesion Test');
    expect(rows(cells.slice(2), 2)).toEqual(
      JDG_FIRE_TABLE.filter((b) => b.printed).map((b) => [
        b.max === null ? `${b.min} or more` : `${b.min} to ${b.max}`,
        jdgPlayEn.fireBands[b.id],
      ]),
    );
  });

  it('shock combat and charge table: the same bands and results', () => {
    const cells = cellsBetween('SHOCK COMBAT AND CHARGE TABLE', '1 = recoil one hex ;');
    const bands = rows(cells.slice(3), 3).map((r) => r[0]);
    expect(bands).toEqual(
      JDG_SHOCK_TABLE.map((b) =>
        b.min === null ? 'Less than 0' : b.max === null ? `${b.min} or more` : `${b.min} to ${b.max}`,
      ),
    );
    expect(plain(cells.join(' '))).toContain(plain('1 + D Breakthrough (8.7)'));
    expect(plain(cells.join(' '))).toContain(plain('D + CT/1'));
  });
});
