/**
 * Prussia's Glory, Leuthen chart (tests/fixtures/seeds/001_…, French): every cell of the hex and hexside terrain,
 * the ZoC exit costs, the rally modifiers and the deep-charge threshold checked against the seed.
 */
import { describe, expect, it } from 'vitest';
import {
  PG_DEEP_CHARGE_THRESHOLD,
  PG_HEX_IDS,
  PG_HEXES,
  PG_HEXSIDE_IDS,
  PG_HEXSIDES,
  PG_RALLY_MODIFIERS,
  PG_ZOC_EXIT,
  PG_ZOC_EXIT_IDS,
  type PgCombatCell,
  type PgMoveCell,
  type PgTerrainRow,
} from '../../src/rules/prussias-glory';
import { pgFr } from '../../src/screens/prussias-glory/locales/fr-pg';
import { readSeed } from '../helpers/seed';

const seed = readSeed('001_d0d0c75b0081e235.txt');
const lines = seed.split('\n');

/** The tab-separated row of the seed whose first cell is `name`. */
function row(name: string): string[] {
  const line = lines.find((l) => l.split('\t')[0]?.trim() === name);
  if (!line) throw new Error(`no seed row ${name}`);
  return line.split('\t').map((c) => c.trim());
}

const move = (c: PgMoveCell) =>
  c.kind === 'cost' ? c.printed : c.kind === 'prohibited' ? 'P' : `tous${c.columnOnly ? '**' : ''}`;
function combat(c: PgCombatCell): string {
  if (c.kind === 'prohibited') return 'P';
  const n = String(c.value);
  const marked = c.applies === 'into-or-from' ? `(${n})` : c.applies === 'from' ? `[${n}]` : n;
  return `${marked}${c.noShock ? '*' : ''}`;
}
const printed = (r: PgTerrainRow<string>) => [
  move(r.moveInfantry),
  move(r.moveCavalry),
  combat(r.infantry),
  combat(r.cavalry),
  combat(r.bombardment),
];

const HEX_NAMES = ['Dégagé', 'Bois', 'Ville', 'Ville ceinturé', 'Marais', 'Etang/Rivière', 'Eau profonde'];
const HEXSIDE_NAMES = [
  'Haut de pente',
  'Bas de pente',
  'ruisseau',
  'pont',
  'retrenchement',
  'étang',
  'Rivière Mietzel',
  'Rivière Elbe',
];

describe("Prussia's Glory terrain effects chart", () => {
  it.each(PG_HEXES.map((r, i) => [HEX_NAMES[i] ?? '', r] as const))('hex %s', (name, r) => {
    expect(row(name).slice(1, 6)).toEqual(printed(r));
  });
  it.each(PG_HEXSIDES.map((r, i) => [HEXSIDE_NAMES[i] ?? '', r] as const))('hexside %s', (name, r) => {
    expect(row(name).slice(1, 6)).toEqual(printed(r));
  });
  it('has exactly the seed’s rows', () => {
    expect(PG_HEXES).toHaveLength(HEX_NAMES.length);
    expect(PG_HEXSIDES).toHaveLength(HEXSIDE_NAMES.length);
  });
  it('the ids known at start-up (links, set-ups) are the rows’ ids, in the card’s order', () => {
    expect(PG_HEX_IDS).toEqual(PG_HEXES.map((r) => r.id));
    expect(PG_HEXSIDE_IDS).toEqual(PG_HEXSIDES.map((r) => r.id));
    expect(PG_ZOC_EXIT_IDS).toEqual(PG_ZOC_EXIT.map((r) => r.id));
  });
  it('the marks mean what the card’s notes say', () => {
    for (const note of [
      "# Si le résultat n'est pas entre parenthèses ou crochets, alors les effets du combats sont pour l'attaquant dans le terrain",
      "() Ces effets s'appliquent à l'attaquant à partir ou dans cet hex",
      "[] Ces effets s'appliquent seulement à l'attaquant à partir de ce terrain",
      '* La cavalerie ne peut pas utiliser leur valeur de choc en attaquant dans ou à partir de ce terrain',
      '** IC , en colonne seulement',
    ]) {
      expect(seed).toContain(note);
    }
  });
});

describe('leaving an enemy ZoC, rally, deep charge', () => {
  it('ZoC exit costs', () => {
    const costs = lines.filter((l) => /^\+\d PM\t/.test(l)).map((l) => Number(l[1]));
    expect(costs).toEqual(PG_ZOC_EXIT.map((z) => z.cost));
  });
  it('rally modifiers', () => {
    for (const [text, value] of [
      ["+1 à quatre ou plus d'un hex ennemi", PG_RALLY_MODIFIERS.fourOrMoreHexesFromEnemy],
      ['+1 infanterie dans un bois ou une ville', PG_RALLY_MODIFIERS.infantryInWoodsOrTown],
      [
        '- 1 empilé avec ou adjacent à une unité amie en Désordre ou en déroute',
        PG_RALLY_MODIFIERS.nextToFriendlyDisorderedOrRouted,
      ],
      ['- 1 adjacent à une unité ennemie', PG_RALLY_MODIFIERS.adjacentToEnemy],
      ["- 1 l'armée est démoralisée", PG_RALLY_MODIFIERS.armyDemoralized],
      ["- 2 l'armée est brisée", PG_RALLY_MODIFIERS.armyBroken],
    ] as const) {
      expect(seed).toContain(text);
      const sign = text.startsWith('+') ? 1 : -1;
      expect(value).toBe(sign * Number(/\d/.exec(text)?.[0]));
    }
    expect(seed).toContain("- +? MM si l'unité est empilé avec un chef ami");
  });
  it('deep charge: 11 or more must attack', () => {
    expect(seed).toContain('Toutes unités avec un total de 11 ou plus doit participer à la prochaine attaque.');
    expect(PG_DEEP_CHARGE_THRESHOLD).toBe(11);
  });
});

describe('Prussia’s Glory: the French words the app shows are the card’s own', () => {
  // Typography only: curly apostrophes and French quotes, the space before a colon, a numbering's "." and case.
  const normalise = (s: string) =>
    s
      .replace(/[’]/g, "'")
      .replace(/[«»“”"]/g, ' ')
      .replace(/\s*:\s*/g, ' ')
      .replace(/^(\d+|#|\*\*?|\(\)|\[\]|\( \)|\[ \]|P)\.?\s+/, '')
      .replace(/[.]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  const card = normalise(seed.replace(/\n\s*-?\s*/g, ' ')).replace(/comprends/g, 'comprend');
  const fr = pgFr;
  const texts: [string, string][] = [
    ...Object.entries(fr.sequence).map(([k, v]): [string, string] => [`sequence ${k}`, v]),
    ...Object.entries(fr.key).map(([k, v]): [string, string] => [`key ${k}`, v]),
    ...Object.entries(fr.moraleEffects)
      .filter(([k]) => k !== 'title')
      .map(([k, v]): [string, string] => [`morale ${k}`, v.replace(/^\d VM : /, '')]),
    ['movement rule', fr.movementRule.replace(/^Coût de mouvement : /, '')],
    ['combat rule', fr.combatRule.replace(/^Effets sur le combat : /, '')],
    ['zoc support', fr.zoc.support],
    ['zoc prussian cavalry', fr.zoc['prussian-engaged-cavalry']],
    ['zoc other fast units', fr.zoc['other-fast-engaged']],
    ['deep charge', fr.deepCharge.text],
  ];

  it.each(texts)('%s', (_what, text) => {
    expect(card).toContain(normalise(text));
  });
});
