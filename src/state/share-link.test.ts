import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTACK_DIRECTIONS,
  ATTACK_MODES,
  ATTACKER_TYPES,
  BRIDGE_SPANS,
  DEFAULT_SETUP,
  DEFENDER_TYPES,
  EDITIONS,
  FIRE_KINDS,
  HEX_TERRAINS,
  HEXSIDES,
  LIMITS,
  WORK_DIRECTIONS,
  WORKS,
} from '../rules/jours-de-gloire';
import { SCREENS } from './screens';
import { decodeCombat, encodeCombat, MAX_LINK_LENGTH, MAX_UNITS_PER_SIDE, type SharedCombat } from './share-link';

const CURRENT: SharedCombat = { screen: 'terrain', setup: DEFAULT_SETUP };
const fixture = (version: number) =>
  readFileSync(new URL(`../../tests/fixtures/links/v${version}.txt`, import.meta.url), 'utf8').trim();

const int = (l: { min: number; max: number }) => fc.integer(l);
const arbitraryCombat: fc.Arbitrary<SharedCombat> = fc.record({
  screen: fc.constantFrom(...SCREENS),
  setup: fc.record({
    edition: fc.constantFrom(...EDITIONS),
    terrain: fc.record({
      hex: fc.constantFrom(...HEX_TERRAINS),
      hexside: fc.constantFrom(...HEXSIDES),
      bridgeSpans: fc.constantFrom(...BRIDGE_SPANS),
      levelDifference: int(LIMITS.levelDifference),
      work: fc.constantFrom(...WORKS),
      workDirection: fc.constantFrom(...WORK_DIRECTIONS),
    }),
    shock: fc.record({
      attackers: fc.array(
        fc.record({
          strength: int(LIMITS.strength),
          cohesion: int(LIMITS.cohesion),
          type: fc.constantFrom(...ATTACKER_TYPES),
          hex: fc.constantFrom(...HEX_TERRAINS),
        }),
        { maxLength: MAX_UNITS_PER_SIDE },
      ),
      defenders: fc.array(
        fc.record({
          strength: int(LIMITS.strength),
          cohesion: int(LIMITS.cohesion),
          type: fc.constantFrom(...DEFENDER_TYPES),
        }),
        { maxLength: MAX_UNITS_PER_SIDE },
      ),
      mode: fc.constantFrom(...ATTACK_MODES),
      direction: fc.constantFrom(...ATTACK_DIRECTIONS),
      defenderRouted: fc.boolean(),
      defenderInSquare: fc.boolean(),
      attackerRearExposed: fc.boolean(),
    }),
    fire: fc.record({
      strength: int(LIMITS.fireStrength),
      combined: fc.boolean(),
      kind: fc.constantFrom(...FIRE_KINDS),
      firerHex: fc.constantFrom(...HEX_TERRAINS),
      firerInSquare: fc.boolean(),
      effectiveRange: int(LIMITS.effectiveRange),
      distance: int(LIMITS.distance),
      massedTarget: fc.boolean(),
      targetInSquare: fc.boolean(),
      targetIsArtillery: fc.boolean(),
    }),
  }),
});

describe('share link codec', () => {
  it('a link made by version 1 keeps opening to the same combat (2016 edition, target not artillery)', () => {
    expect(decodeCombat(fixture(1), CURRENT)).toEqual({
      problems: [],
      combat: {
        screen: 'shock',
        setup: {
          edition: '2016',
          terrain: {
            hex: 'town',
            hexside: 'bridge',
            bridgeSpans: 'stream',
            levelDifference: -2,
            work: 'redoubt',
            workDirection: 'out-of',
          },
          shock: {
            attackers: [
              { strength: 6, cohesion: 7, type: 'infantry', hex: 'woods' },
              { strength: 3, cohesion: 8, type: 'heavy-cavalry', hex: 'clear' },
            ],
            defenders: [
              { strength: 4, cohesion: 6, type: 'cavalry' },
              { strength: 2, cohesion: 5, type: 'artillery' },
            ],
            mode: 'charge',
            direction: 'front-and-rear',
            defenderRouted: true,
            defenderInSquare: false,
            attackerRearExposed: true,
          },
          fire: {
            strength: 5,
            combined: true,
            kind: 'counter-battery',
            firerHex: 'castle',
            firerInSquare: false,
            effectiveRange: 4,
            distance: 7,
            massedTarget: true,
            targetInSquare: true,
            targetIsArtillery: false,
          },
        },
      },
    });
  });

  it('a version 1 link opened with an artillery target in the current set-up still reads "not artillery"', () => {
    const current = {
      ...CURRENT,
      setup: { ...DEFAULT_SETUP, fire: { ...DEFAULT_SETUP.fire, targetIsArtillery: true } },
    };
    expect(decodeCombat(fixture(1), current).combat?.setup.fire.targetIsArtillery).toBe(false);
  });

  it('a link made by version 2 keeps opening to the same combat (2006 edition)', () => {
    const { combat, problems } = decodeCombat(fixture(2), CURRENT);
    expect(problems).toEqual([]);
    expect(combat?.screen).toBe('fire');
    expect(combat?.setup.edition).toBe('2006');
    expect(combat?.setup.terrain).toEqual({
      hex: 'woods',
      hexside: 'steep-slope',
      bridgeSpans: 'river',
      levelDifference: 3,
      work: 'none',
      workDirection: 'into',
    });
    expect(combat?.setup.shock).toEqual({
      attackers: [{ strength: 5, cohesion: 6, type: 'cavalry', hex: 'town' }],
      defenders: [{ strength: 3, cohesion: 4, type: 'infantry' }],
      mode: 'charge',
      direction: 'rear',
      defenderRouted: false,
      defenderInSquare: true,
      attackerRearExposed: false,
    });
    expect(combat?.setup.fire).toEqual({
      strength: 4,
      combined: false,
      kind: 'reaction',
      firerHex: 'town',
      firerInSquare: true,
      effectiveRange: 3,
      distance: 1,
      massedTarget: true,
      targetInSquare: false,
      targetIsArtillery: true,
    });
  });

  it('writes the current version byte for byte as its fixture (a change of format needs a new version)', () => {
    const decoded = decodeCombat(fixture(2), CURRENT).combat;
    if (!decoded) throw new Error('fixture unreadable');
    expect(encodeCombat(decoded)).toBe(fixture(2));
  });

  it('carries no language: only stable ids', () => {
    expect(fixture(1)).not.toMatch(/lang|Woods|Bois/);
  });

  it('every valid combat round-trips exactly', () => {
    fc.assert(
      fc.property(arbitraryCombat, (combat) => {
        expect(decodeCombat(encodeCombat(combat), CURRENT)).toEqual({ combat, problems: [] });
      }),
      { numRuns: 2000 },
    );
  });

  it('garbage never throws, and whatever it reads re-encodes cleanly', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), (text) => {
        const { combat } = decodeCombat(text, CURRENT);
        if (combat) expect(decodeCombat(encodeCombat(combat), CURRENT).problems).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('mutated links never throw; unreadable fields keep the current value and are named', () => {
    const mutation = fc.tuple(
      arbitraryCombat,
      fc.nat(),
      fc.nat(),
      fc.string({ maxLength: 6 }),
      fc.constantFrom('replace', 'insert', 'delete', 'truncate'),
    );
    fc.assert(
      fc.property(mutation, ([combat, at, length, text, kind]) => {
        const link = encodeCombat(combat);
        const i = at % (link.length + 1);
        const mutated =
          kind === 'replace'
            ? link.slice(0, i) + text + link.slice(i + text.length)
            : kind === 'insert'
              ? link.slice(0, i) + text + link.slice(i)
              : kind === 'delete'
                ? link.slice(0, i) + link.slice(i + (length % 8))
                : link.slice(0, i);
        const { combat: decoded, problems } = decodeCombat(mutated, CURRENT);
        if (decoded) {
          expect(decodeCombat(encodeCombat(decoded), CURRENT).problems).toEqual([]);
          for (const p of problems) expect(p.code).toBe('field');
        }
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['', 'not-a-link'],
    ['hello', 'not-a-link'],
    ['v=abc&sys=jdg-2016', 'not-a-link'],
    ['v=0&sys=jdg-2016', 'not-a-link'],
    ['v=3&sys=jdg-2016', 'future-version'],
    ['v=1&sys=corbach-1760', 'unknown-system'],
    [`v=1&sys=jdg-2016&x=${'a'.repeat(MAX_LINK_LENGTH)}`, 'too-long'],
  ])('hostile link %# is refused whole: nothing changes', (link, code) => {
    expect(decodeCombat(link, CURRENT)).toEqual({ combat: null, problems: [{ code }] });
  });

  it('a tampered field keeps its current value; the rest of the link is read', () => {
    const link = fixture(1)
      .replace('t.hex=town', 't.hex=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
      .replace('f.sp=5', 'f.sp=500');
    const { combat, problems } = decodeCombat(`#${link}`, CURRENT);
    expect(problems).toEqual([
      { code: 'field', field: 't.hex' },
      { code: 'field', field: 'f.sp' },
    ]);
    expect(combat?.setup.terrain.hex).toBe(DEFAULT_SETUP.terrain.hex);
    expect(combat?.setup.fire.strength).toBe(DEFAULT_SETUP.fire.strength);
    expect(combat?.setup.terrain.hexside).toBe('bridge');
    expect(combat?.setup.shock.attackers).toHaveLength(2);
  });

  it('a truncated link reads what it holds and names the rest', () => {
    const link = fixture(1);
    const { combat, problems } = decodeCombat(link.slice(0, link.indexOf('&s.mode')), CURRENT);
    expect(combat?.setup.shock.attackers).toHaveLength(2);
    expect(problems.map((p) => (p.code === 'field' ? p.field : p.code))).toEqual([
      's.mode',
      's.from',
      's.routed',
      's.square',
      's.exposed',
      'f.sp',
      'f.comb',
      'f.kind',
      'f.hex',
      'f.sq',
      'f.er',
      'f.dist',
      'f.mass',
      'f.tsq',
    ]);
  });

  it('refuses more units than a side can have', () => {
    const many = Array.from({ length: MAX_UNITS_PER_SIDE + 1 }, () => '1.1.infantry.clear').join('_');
    const { problems } = decodeCombat(fixture(1).replace(/s\.a=[^&]*/, `s.a=${many}`), CURRENT);
    expect(problems).toEqual([{ code: 'field', field: 's.a' }]);
  });
});
