/**
 * Corbach 1760 checked against its seed (tests/fixtures/seeds/002_…, English, partly garbled). Every legible cell
 * must match; the three defender cells the seed merges are checked as the reconstruction the app states.
 */
import { describe, expect, it } from 'vitest';
import {
  CORBACH_ARTILLERY_TABLE,
  CORBACH_COMBAT_RESULT_TABLE,
  CORBACH_DRM,
  CORBACH_ODDS,
  CORBACH_TERRAIN,
  type CorbachCell,
} from '../../src/rules/corbach';
import { corbachEn } from '../../src/screens/corbach/locales/en-corbach';
import { readSeed, squash } from '../helpers/seed';

// The seed writes some "TM" with Cyrillic letters (Т, М) and splits one row name across two cells.
const seed = readSeed('002_c93dd3b87ffbb11b.txt')
  .replace(/Т/g, 'T')
  .replace(/М/g, 'M')
  .replace('lev\tels 0', 'levels\t0');

/** Tab-separated lines after a heading, up to the first blank line, as trimmed cells. */
function tsvAfter(heading: string): string[][] {
  const lines = seed.slice(seed.indexOf(heading)).split('\n').slice(1);
  const end = lines.findIndex((l) => l.trim() === '');
  return lines.slice(0, end).map((l) => l.split('\t').map((c) => c.trim()));
}

const printedCell = (cell: CorbachCell) =>
  cell.kind === 'drm' ? `${cell.value > 0 ? '+' : ''}${cell.value}` : cell.kind === 'none' ? '-' : 'Terrain';

describe('Corbach terrain effect table', () => {
  const [header, ...rows] = tsvAfter('TERRAIN EFFECT TABLE');
  it('has the card’s columns and rows', () => {
    expect(header?.slice(0, 6)).toEqual([
      'Terrain type',
      'Cost(I/C)',
      'Fire',
      'Combat',
      'Block the ZoC',
      'Observations',
    ]);
    expect(rows).toHaveLength(CORBACH_TERRAIN.length);
  });
  it.each(CORBACH_TERRAIN.map((row, i) => [row.id, i] as const))(
    '%s: cost, fire, combat and ZoC match the seed',
    (_id, i) => {
      const row = CORBACH_TERRAIN[i];
      const printed = rows[i];
      if (!row || !printed) throw new Error('row missing');
      expect(printed[1]?.replace(/\s*¹$/, '')).toBe(row.cost);
      expect(printed[2]).toBe(printedCell(row.fire));
      // "Terrain of the hex" spans the fire and combat cells of the road row.
      expect(printed[3]).toBe(row.combat.kind === 'as-hex' ? 'of the hex' : printedCell(row.combat));
      expect(printed[4]).toBe(row.blocksZoc === null ? '' : row.blocksZoc ? 'Yes' : '-');
    },
  );
  it('places the numbered notes where the card does', () => {
    expect(rows[1]?.[1]).toContain('¹');
    expect(rows[8]?.[0]).toContain('³');
    expect(rows[3]?.[5]).toContain('Cancels ²');
    expect(CORBACH_TERRAIN.filter((r) => r.notes.length).map((r) => [r.id, r.notes])).toEqual([
      ['woods', [1]],
      ['road', [2]],
      ['up-two-levels', [3]],
    ]);
  });
});

describe('Corbach artillery table', () => {
  it('every band matches the seed ("_" on 1 is the seed’s "-")', () => {
    const printed = tsvAfter('ARTILLERY TABLE')
      .slice(1)
      .map((r) => [r[0], r[1] === '_' ? '-' : r[1]]);
    const app = [...CORBACH_ARTILLERY_TABLE]
      .reverse()
      .map((b) => [b.min === null ? `${b.max} and -` : b.max === null ? `${b.min} and +` : String(b.min), b.result]);
    expect(printed).toEqual(app);
  });
  it('its modifiers are the card’s numbers', () => {
    const text = seed.slice(seed.indexOf('ARTILLERY TABLE'), seed.indexOf('SEQUENCE OF PLAY'));
    for (const fragment of [
      '-1 arget is a Light Unit',
      '-1 Shooter is disorganized',
      '+2 Againts Flank',
      '-1 beyond 3 hex.',
      '-1 by hex. beyond 4 hex.',
      '+1 Adjacent Fire',
      '+1 if 12L',
    ]) {
      expect(text).toContain(fragment);
    }
    expect([
      CORBACH_DRM.artilleryLightTarget,
      CORBACH_DRM.artilleryFirerDisorganised,
      CORBACH_DRM.artilleryAgainstFlank,
    ]).toEqual([-1, -1, 2]);
    expect([
      CORBACH_DRM.artilleryBeyondThreeHexes,
      CORBACH_DRM.artilleryPerHexBeyondFour,
      CORBACH_DRM.artilleryAdjacent,
      CORBACH_DRM.artilleryTwelvePounder,
    ]).toEqual([-1, -1, 1, 1]);
  });
});

describe('Corbach combat result table', () => {
  const printed = tsvAfter('COMBAT RESULT TABLE').slice(1);
  const app = [...CORBACH_COMBAT_RESULT_TABLE].reverse();
  const label = (b: (typeof app)[number]) =>
    b.min === null ? `${b.max} and -` : b.max === null ? `${b.min} and +` : String(b.min);

  it('every band and every legible cell match the seed', () => {
    expect(printed.map((r) => r[0])).toEqual(app.map(label));
    expect(printed.map((r) => r[1])).toEqual(app.map((b) => b.attacker));
    for (const [i, band] of app.entries()) {
      if (!band.defenderReconstructed) expect(squash(printed[i]?.[2] ?? ''), label(band)).toBe(squash(band.defender));
    }
  });

  it('rows 4 to 6: the seed merges three defender cells into row 4; the app gives them to rows 4, 5 and 6 in order', () => {
    const reconstructed = app.filter((b) => b.defenderReconstructed);
    expect(reconstructed.map(label)).toEqual(['4', '5', '6']);
    expect(printed[7]?.[2]).toBe(
      reconstructed
        .map((b) => b.defender)
        .join(' ')
        .replace('1-TM+2', '1 - TM+2'),
    );
    expect(printed[8]?.[2] ?? '').toBe('');
    expect(printed[9]?.[2] ?? '').toBe('');
  });
});

describe('Corbach strength ratio and combat modifiers', () => {
  it('the ratio table, rounded in favour of the defender as the card says', () => {
    expect(seed).toContain('(Round in favor of the defender)');
    const printed = [...seed.matchAll(/^(\d)\/(\d)(?: and [+-])? ?: ([+-]?\d)$/gm)].map((m) => [
      Number(m[1]),
      Number(m[2]),
      Number(m[3]),
    ]);
    expect(printed).toEqual(CORBACH_ODDS.map((s) => [s.attacker, s.defender, s.drm]));
  });
  it.each([
    ['+2 : t the defender (or one of the defenders) is attacked by a flank hex', CORBACH_DRM.flank, 2],
    ['+3 : f the defender (or one of the defenders) is attacked by a rear hex', CORBACH_DRM.rear, 3],
    ['+1 againts disorganized infantry', CORBACH_DRM.heavyCavalryAgainstDisorganisedInfantry, 1],
    ['-1 against line infantry in good order', CORBACH_DRM.heavyCavalryAgainstLineInfantry, -1],
    ['+1 against cavalry if bonus', CORBACH_DRM.heavyCavalryAgainstCavalryWithBonus, 1],
    ['-1 : if one of the attacker is disoraanised', CORBACH_DRM.attackerDisorganised, -1],
    ['+1 f one of the defender is disor', CORBACH_DRM.defenderDisorganised, 1],
    ['1 if all attacking units are light', CORBACH_DRM.allAttackersLight, -1],
    ['+1 f all defending units in clear terrain are light', CORBACH_DRM.allDefendersLightInClear, 1],
    ['Change of order of a stack in an ennemy ZoC :-2', CORBACH_DRM.changeOfStackOrderInEnemyZoc, -2],
    ['If commander present : +1', CORBACH_DRM.commanderPresent, 1],
    ['Demoralized formation : +/-1', CORBACH_DRM.demoralisedFormation, 1],
    ['against a unit in March column : +2', CORBACH_DRM.marchColumn, 2],
  ])('"%s" → %i', (text, value, expected) => {
    expect(seed).toContain(text);
    expect(value).toBe(expected);
  });
});

describe('Corbach 1760: the English words the app shows are the card’s own', () => {
  // The seed's typing slips, corrected the same way in the app's text.
  const normalise = (s: string) =>
    s
      .replace(/conisdered/g, 'considered')
      .replace(/[²¹³.]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  const card = normalise(seed);
  const en = corbachEn;

  // The road's observation is one cell spanning the road and sunken-road rows: the seed prints its two halves on
  // the two lines.
  const spanning = `${seed.match(/^Road\t.*\t(Cancels.*)$/m)?.[1]} ${seed.match(/^Sunken road\t.*\t(and ban.*)$/m)?.[1]}`;

  it.each(Object.entries(en.observations))('observation of %s', (id, text) => {
    if (id === 'road' || id === 'sunken-road') expect(normalise(text)).toBe(normalise(spanning));
    else expect(card).toContain(normalise(text));
  });

  it.each([
    ['1', en.terrainNotes['1']],
    ['2', en.terrainNotes['2']],
    ['3', en.terrainNotes['3']],
  ])('note %s', (_n, text) => {
    expect(card).toContain(normalise(text));
  });

  it.each(['R', 'TM', 'D', 'star', 'E'] as const)('result code %s', (code) => {
    const words = normalise(en.codes[code]).replace(/^[^=:]*[=:] ?/, '');
    expect(card).toContain(words.replace(/ $/, ''));
  });
});
