import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allowed, signedLines as ids } from '../core/test-support';
import type { Assessment } from '../core/types';
import { JDG_SHOCK_TABLE } from './data/combat-tables';
import { type Edition, JDG_EDITIONS } from './editions';
import {
  JDG_DEFAULT_SETUP,
  JDG_DEFENDER_TYPES,
  type JdgSetup,
  type ShockAttacker,
  type ShockDefender,
  type ShockSetup,
  type TerrainSetup,
} from './setup';
import { assessShock, JDG_SHOCK_OUTCOMES_BEYOND_THE_CARD, shockOdds, shockOutcome } from './shock';
import { validateShock } from './validation';

const inf = (strength: number, cohesion = 5, hex: ShockAttacker['hex'] = 'clear'): ShockAttacker => ({
  strength,
  cohesion,
  type: 'infantry',
  hex,
});
const cav = (strength: number, cohesion = 5, hex: ShockAttacker['hex'] = 'clear'): ShockAttacker => ({
  strength,
  cohesion,
  type: 'cavalry',
  hex,
});
const heavy = (strength: number, cohesion = 5): ShockAttacker => ({
  strength,
  cohesion,
  type: 'heavy-cavalry',
  hex: 'clear',
});
const def = (strength: number, cohesion = 5, type: ShockDefender['type'] = 'infantry'): ShockDefender => ({
  strength,
  cohesion,
  type,
});

/** The card the tests below run on: each of them runs on both (smogon/damage-calc's one body across generations). */
let edition: Edition = '2016';

/** Equal strengths, equal cohesion, clear terrain: only the modifiers under test show. */
function makeSetup(shock: Partial<ShockSetup> = {}, terrain: Partial<TerrainSetup> = {}): JdgSetup {
  return {
    ...JDG_DEFAULT_SETUP,
    edition,
    terrain: { ...JDG_DEFAULT_SETUP.terrain, ...terrain },
    shock: { ...JDG_DEFAULT_SETUP.shock, attackers: [inf(4)], defenders: [def(4)], ...shock },
  };
}

const reasons = (a: Assessment) => (a.status === 'not-allowed' ? a.reasons.map((r) => r.id) : []);

describe.each(JDG_EDITIONS)('%s card', (card) => {
  beforeEach(() => {
    edition = card;
  });
  afterEach(() => {
    edition = '2016';
  });

  describe('odds (rule 8.6), rounded in the defender’s favour', () => {
    it.each([
      [16, 4, 4],
      [20, 4, 4],
      [15, 4, 3],
      [12, 4, 3],
      [11, 4, 2],
      [8, 4, 2],
      [7, 4, 1],
      [6, 4, 1],
      [5, 4, 0],
      [4, 4, 0],
      [4, 5, -1],
      [4, 6, -1],
      [4, 7, -2],
      [4, 8, -2],
      [4, 9, -3],
      [4, 12, -3],
      [4, 13, -4],
      [1, 99, -4],
    ])('%i SP against %i SP: %i', (a, d, drm) => {
      expect(shockOdds(makeSetup({ attackers: [inf(a)], defenders: [def(d)] }).shock).step.drm).toBe(drm);
    });

    it('adds the strength of every unit on each side', () => {
      const odds = shockOdds(makeSetup({ attackers: [inf(3), cav(3)], defenders: [def(2), def(1)] }).shock);
      expect(odds).toMatchObject({ attacker: 6, defender: 3, step: { drm: 2 } });
    });

    it('states the rounding as the app’s reading, naming the step it fell short of', () => {
      const odds = allowed(assessShock(makeSetup({ attackers: [inf(7)], defenders: [def(4)] }))).modifiers[0];
      expect(odds).toMatchObject({
        id: 'odds',
        value: 1,
        reading: 'odds-rounded-for-defender',
        params: {
          attacker: 7,
          defender: 4,
          stepAttacker: 1.5,
          stepDefender: 1,
          shortOfAttacker: 2,
          shortOfDefender: 1,
        },
      });
    });

    it.each([
      [6, 4, 'an exact step (3:2)'],
      [8, 4, 'an exact step (2:1)'],
      [99, 1, 'beyond the best step'],
      [1, 99, 'beyond the worst step'],
    ])('%i SP against %i SP, %s: no reading, the card says it all', (a, d) => {
      const odds = allowed(assessShock(makeSetup({ attackers: [inf(a)], defenders: [def(d)] }))).modifiers[0];
      expect(odds?.id).toBe('odds');
      expect(odds?.reading).toBeUndefined();
      expect(odds?.params).not.toHaveProperty('shortOfAttacker');
    });
  });

  describe('cohesion: best attacker − best defender', () => {
    it('uses the best rating on each side, not the lead unit', () => {
      const a = allowed(
        assessShock(makeSetup({ attackers: [inf(2, 4), inf(2, 8)], defenders: [def(2, 6), def(2, 3)] })),
      );
      expect(a.modifiers[1]).toMatchObject({ id: 'cohesion', value: 2, params: { attacker: 8, defender: 6 } });
    });
    it('can be negative', () => {
      expect(ids(assessShock(makeSetup({ attackers: [inf(4, 3)], defenders: [def(4, 7)] })))).toContain('cohesion -4');
    });
  });

  describe('terrain of the defender, hexside and levels', () => {
    it.each([
      ['clear', 1],
      ['difficult', 0],
      ['orchard', -1],
      ['woods', -1],
      ['marsh', -2],
      ['town', -1],
      ['castle', -3],
    ] as const)('defender in %s: %i', (hex, value) => {
      const a = allowed(assessShock(makeSetup({}, { hex })));
      expect(a.modifiers.find((m) => m.id === 'defender-terrain')).toMatchObject({
        value,
        source: { table: 'tec', row: hex, column: 'shock' },
      });
    });

    it('river, lake or sea: shock not allowed (NA)', () => {
      expect(reasons(assessShock(makeSetup({}, { hex: 'river' })))).toEqual(['defender-terrain-not-allowed']);
    });

    it.each([
      ['stream', -1],
      ['crest', 0],
      ['slope', -1],
      ['steep-slope', -2],
    ] as const)('across a %s: %i, added to the hex', (hexside, value) => {
      const a = allowed(assessShock(makeSetup({}, { hexside })));
      expect(ids(a)).toEqual([
        'odds 0',
        'cohesion 0',
        'defender-terrain +1',
        `hexside ${value > 0 ? '+' : ''}${value}`,
      ]);
      expect(a.total).toBe(1 + value);
    });

    it('[h] bridge over a river: −3', () => {
      const a = allowed(assessShock(makeSetup({}, { hexside: 'bridge', bridgeSpans: 'river' })));
      expect(a.modifiers.at(-1)).toMatchObject({
        id: 'hexside',
        value: -3,
        source: { row: 'bridge', footnotes: ['e', 'h'] },
      });
    });

    it('[h] bridge over a stream: the −3 is ignored, the stream’s −1 is the app’s reading', () => {
      const a = allowed(assessShock(makeSetup({}, { hexside: 'bridge', bridgeSpans: 'stream' })));
      expect(a.modifiers.at(-1)).toMatchObject({ id: 'hexside', value: -1, reading: 'h-bridge-over-stream-is-stream' });
    });

    it.each([
      [1, -1],
      [2, -2],
      [4, -2],
      [-1, 1],
      [-2, 1],
      [-3, 1],
    ])('defender %i level(s) up or down: %i (−2 levels or more is +1, not +2)', (levelDifference, value) => {
      const a = allowed(assessShock(makeSetup({}, { levelDifference })));
      expect(a.modifiers.at(-1)).toMatchObject({ id: 'level', value });
    });

    it('[i] steep slope between hexes 3 or more levels apart: shock forbidden', () => {
      expect(reasons(assessShock(makeSetup({}, { hexside: 'steep-slope', levelDifference: 3 })))).toEqual([
        'steep-slope-three-levels',
      ]);
      expect(reasons(assessShock(makeSetup({}, { hexside: 'steep-slope', levelDifference: -3 })))).toEqual([
        'steep-slope-three-levels',
      ]);
      expect(assessShock(makeSetup({}, { hexside: 'steep-slope', levelDifference: 2 })).status).toBe('allowed');
    });
  });

  describe('[b] six front hexes', () => {
    it('an attacker in a town attacks at −1, once', () => {
      const a = allowed(assessShock(makeSetup({ attackers: [inf(2, 5, 'town'), inf(2, 5, 'castle')] })));
      expect(ids(a)).toEqual(['odds 0', 'cohesion 0', 'defender-terrain +1', 'attacker-six-front-hexes -1']);
    });

    it('cavalry defending in a town attacked by infantry: +2 instead of the terrain DRM (2016; the 2006 [b] has no such line)', () => {
      const a = allowed(assessShock(makeSetup({ defenders: [def(4, 5, 'cavalry')] }, { hex: 'town' })));
      const expected = {
        '2016': ['odds 0', 'cohesion 0', 'cavalry-defending-six-front-hexes +2'],
        '2006': ['odds 0', 'cohesion 0', 'defender-terrain -1'],
      };
      expect(ids(a)).toEqual(expected[card]);
      expect(a.total).toBe({ '2016': 2, '2006': -1 }[card]);
    });

    it('cavalry defending in a castle attacked by cavalry only: the terrain DRM stays', () => {
      const a = allowed(
        assessShock(makeSetup({ attackers: [cav(4)], defenders: [def(4, 5, 'heavy-cavalry')] }, { hex: 'castle' })),
      );
      expect(ids(a)).toEqual(['odds 0', 'cohesion 0', 'defender-terrain -3', 'cavalry-shock-without-charge -2']);
    });

    it('mixed infantry and cavalry defenders in a town keep the terrain DRM (the app’s reading)', () => {
      const a = allowed(assessShock(makeSetup({ defenders: [def(2), def(2, 5, 'cavalry')] }, { hex: 'town' })));
      expect(ids(a)).toContain('defender-terrain -1');
    });
  });

  describe('[g] redoubt / wall and fortification', () => {
    it.each([
      ['redoubt', -2],
      ['fortification', -3],
    ] as const)('attacking into a %s: %i, not combined with the hex inside', (work, value) => {
      const a = allowed(assessShock(makeSetup({}, { work, workDirection: 'into', hex: 'town' })));
      expect(ids(a)).toEqual(['odds 0', 'cohesion 0', `work-into ${value}`]);
    });

    it('attacking out of a redoubt: −1, not combined with [b] of the hex inside', () => {
      const a = allowed(
        assessShock(makeSetup({ attackers: [inf(4, 5, 'town')] }, { work: 'redoubt', workDirection: 'out-of' })),
      );
      expect(ids(a)).toEqual(['odds 0', 'cohesion 0', 'defender-terrain +1', 'work-out-of -1']);
    });
  });

  describe('position', () => {
    it.each([
      ['front', []],
      ['rear', ['attacked-from-rear +2']],
      ['front-and-rear', ['attacked-from-front-and-rear +3']],
    ] as const)('attacked from %s', (direction, extra) => {
      expect(ids(assessShock(makeSetup({ direction })))).toEqual([
        'odds 0',
        'cohesion 0',
        'defender-terrain +1',
        ...extra,
      ]);
    });

    it('routed +2 does not add to rear +2', () => {
      const a = allowed(assessShock(makeSetup({ defenderRouted: true, direction: 'rear' })));
      expect(ids(a)).toEqual(['odds 0', 'cohesion 0', 'defender-terrain +1', 'defender-routed +2']);
      expect(a.modifiers.at(-1)?.reading).toBe('routed-replaces-position');
    });

    it('routed attacked front and rear: +2 alone, the app’s reading', () => {
      const a = allowed(assessShock(makeSetup({ defenderRouted: true, direction: 'front-and-rear' })));
      expect(a.total).toBe(3);
      expect(a.modifiers.at(-1)).toMatchObject({ id: 'defender-routed', reading: 'routed-replaces-position' });
    });

    it('attacker’s exposed rear −1 adds to front-and-rear +3', () => {
      const a = allowed(assessShock(makeSetup({ direction: 'front-and-rear', attackerRearExposed: true })));
      expect(ids(a).slice(-2)).toEqual(['attacked-from-front-and-rear +3', 'attacker-rear-exposed -1']);
      expect(a.total).toBe(3);
    });
  });

  describe('cavalry, charge and square', () => {
    it('cavalry shock without charging: −2', () => {
      expect(ids(assessShock(makeSetup({ attackers: [cav(4)] })))).toContain('cavalry-shock-without-charge -2');
    });
    it('charge with at least one heavy cavalry: +3', () => {
      const a = allowed(assessShock(makeSetup({ mode: 'charge', attackers: [cav(2), heavy(2)] })));
      expect(ids(a)).toEqual(['odds 0', 'cohesion 0', 'defender-terrain +1', 'charge-with-heavy-cavalry +3']);
    });
    it('charge by non-heavy cavalry: +1', () => {
      expect(ids(assessShock(makeSetup({ mode: 'charge', attackers: [cav(4)] })))).toContain(
        'charge-non-heavy-cavalry +1',
      );
    });
    it('charge against a square: −2, the charge bonus is lost, even with infantry in the attack', () => {
      const a = allowed(
        assessShock(makeSetup({ mode: 'charge', attackers: [heavy(2), inf(2)], defenderInSquare: true })),
      );
      expect(ids(a)).toEqual(['odds 0', 'cohesion 0', 'defender-terrain +1', 'charge-against-square -2']);
    });
    it('infantry alone against a square: +1', () => {
      expect(ids(assessShock(makeSetup({ defenderInSquare: true })))).toContain('infantry-alone-against-square +1');
    });
    it('infantry with cavalry shocking a square gets no infantry bonus', () => {
      const a = ids(assessShock(makeSetup({ attackers: [inf(2), cav(2)], defenderInSquare: true })));
      expect(a).not.toContain('infantry-alone-against-square +1');
      expect(a).toContain('cavalry-shock-without-charge -2');
    });
  });

  describe('[e] charges forbidden from, through or into', () => {
    it.each(['difficult', 'orchard', 'woods', 'marsh', 'town', 'castle'] as const)('into %s', (hex) => {
      expect(reasons(assessShock(makeSetup({ mode: 'charge', attackers: [cav(4)] }, { hex })))).toEqual([
        'charge-into-terrain',
      ]);
    });
    it.each(['bridge', 'crest', 'slope', 'steep-slope'] as const)('across a %s', (hexside) => {
      expect(reasons(assessShock(makeSetup({ mode: 'charge', attackers: [cav(4)] }, { hexside })))).toEqual([
        'charge-across-hexside',
      ]);
    });
    it('across a stream is allowed', () => {
      expect(assessShock(makeSetup({ mode: 'charge', attackers: [cav(4)] }, { hexside: 'stream' })).status).toBe(
        'allowed',
      );
    });
    it('from woods: forbidden on the 2016 card ("from"), not on the 2006 card', () => {
      const a = assessShock(makeSetup({ mode: 'charge', attackers: [cav(4, 5, 'woods')] }));
      expect(reasons(a)).toEqual({ '2016': ['charge-from-terrain'], '2006': [] }[card]);
    });
    it('into or out of a redoubt', () => {
      expect(reasons(assessShock(makeSetup({ mode: 'charge', attackers: [cav(4)] }, { work: 'redoubt' })))).toEqual([
        'charge-work',
      ]);
    });
    it('infantry may shock into woods', () => {
      expect(assessShock(makeSetup({}, { hex: 'woods' })).status).toBe('allowed');
    });
    it('lists every reason at once', () => {
      const a = assessShock(
        makeSetup({ mode: 'charge', attackers: [cav(4, 5, 'town')] }, { hex: 'woods', hexside: 'slope' }),
      );
      const fromTerrain = card === '2016' ? ['charge-from-terrain'] : [];
      expect(reasons(a)).toEqual([...fromTerrain, 'charge-across-hexside', 'charge-into-terrain']);
    });
  });

  describe('a worked example', () => {
    it('heavy cavalry and infantry charge a routed defender on a hill from front and rear', () => {
      const a = allowed(
        assessShock(
          makeSetup(
            {
              mode: 'charge',
              attackers: [heavy(6, 8), inf(5, 6)],
              defenders: [def(4, 7)],
              defenderRouted: true,
              direction: 'front-and-rear',
            },
            { hex: 'clear', levelDifference: 1 },
          ),
        ),
      );
      expect(ids(a)).toEqual([
        'odds +2',
        'cohesion +1',
        'defender-terrain +1',
        'level -1',
        'defender-routed +2',
        'charge-with-heavy-cavalry +3',
      ]);
      expect(a.total).toBe(8);
    });
  });

  describe('validation', () => {
    it.each([
      [{ attackers: [] }, 'shock.attackers', 'no-attacker'],
      [{ defenders: [] }, 'shock.defenders', 'no-defender'],
      [{ attackers: [inf(0)] }, 'shock.attackers.0.strength', 'integer-range'],
      [{ attackers: [inf(-3)] }, 'shock.attackers.0.strength', 'integer-range'],
      [{ attackers: [inf(Number.NaN)] }, 'shock.attackers.0.strength', 'integer-range'],
      [{ attackers: [inf(100)] }, 'shock.attackers.0.strength', 'integer-range'],
      [{ defenders: [def(3, 11)] }, 'shock.defenders.0.cohesion', 'integer-range'],
      [{ mode: 'charge' as const }, 'shock.mode', 'charge-needs-cavalry'],
      [
        { defenders: [def(3, 5, 'cavalry')], defenderInSquare: true },
        'shock.defenderInSquare',
        'square-needs-infantry',
      ],
    ])('%j → %s %s', (shock, field, code) => {
      expect(validateShock(makeSetup(shock))).toEqual([expect.objectContaining({ field, code })]);
    });
    it('the default set-up is valid', () => {
      expect(validateShock(JDG_DEFAULT_SETUP)).toEqual([]);
    });
  });
});

describe('shockOutcome: the result of a row for this combat', () => {
  const row = (id: string) => {
    const band = JDG_SHOCK_TABLE.find((b) => b.id === id);
    if (!band) throw new Error(id);
    return band;
  };
  it.each([
    ['10-plus', 'infantry', 'recoil-and-disorder', 'breakthrough-or-pursuit'],
    ['5-to-9', 'infantry', 'recoil-and-cohesion-test', 'pursuit'],
    // The card's entry for the defender in this row is in italics, "for cavalry only".
    ['0-to-4', 'infantry', 'no-effect', 'disorder-and-cohesion-test-recoil'],
    ['0-to-4', 'artillery', 'no-effect', 'disorder-and-cohesion-test-recoil'],
    ['0-to-4', 'cavalry', 'no-effect-cavalry-may-pursue', 'disorder-and-cohesion-test-recoil'],
    ['0-to-4', 'heavy-cavalry', 'no-effect-cavalry-may-pursue', 'disorder-and-cohesion-test-recoil'],
    ['below-0', 'infantry', 'counter-shock-or-pursuit', 'disorder-and-cohesion-test-recoil'],
  ])('row %s against %s: defender %s, attacker %s', (id, type, defender, attacker) => {
    expect(shockOutcome(row(id), [{ type }])).toEqual({ defender, attacker });
  });
  it('every row, against any defenders, gives outcomes of the card’s row or the two the app words beyond it', () => {
    for (const band of JDG_SHOCK_TABLE) {
      for (const types of [[], ...JDG_DEFENDER_TYPES.map((type) => [type]), [...JDG_DEFENDER_TYPES]]) {
        const { defender, attacker } = shockOutcome(
          band,
          types.map((type) => ({ type })),
        );
        expect([band.defender, ...JDG_SHOCK_OUTCOMES_BEYOND_THE_CARD]).toContain(defender);
        expect(attacker).toBe(band.attacker);
      }
    }
  });
  it('one cavalry unit among the defenders is enough for its entry', () => {
    expect(shockOutcome(row('0-to-4'), [{ type: 'infantry' }, { type: 'cavalry' }]).defender).toBe(
      'no-effect-cavalry-may-pursue',
    );
  });
});

describe('[b] a defender with six front hexes has no rear (both editions)', () => {
  // [b]: "Units in these hexes have 6 front hexes" — Town/Village/Ruins and Castle, on the 2016 and the 2006 card.
  const editions = ['2016', '2006'] as const;
  it.each(
    editions.flatMap((edition) =>
      (['town', 'castle'] as const).flatMap((hex) =>
        (['rear', 'front-and-rear'] as const).map((direction) => [edition, hex, direction] as const),
      ),
    ),
  )('%s card, defender in %s attacked %s: no +2 or +3, and a note says why', (edition, hex, direction) => {
    const a = assessShock({ ...makeSetup({ direction }, { hex }), edition });
    const modifierIds = allowed(a).modifiers.map((m) => m.id);
    expect(modifierIds).not.toContain('attacked-from-rear');
    expect(modifierIds).not.toContain('attacked-from-front-and-rear');
    expect(a.notes.map((n) => n.id)).toContain('defender-six-front-hexes');
    expect(a.notes.find((n) => n.id === 'defender-six-front-hexes')?.source).toMatchObject({
      table: 'tec',
      row: hex,
      footnotes: ['b'],
    });
  });

  it.each(editions)('%s card: in woods the rear still counts (+2, +3), and no note', (edition) => {
    const rear = assessShock({ ...makeSetup({ direction: 'rear' }, { hex: 'woods' }), edition });
    expect(ids(rear)).toContain('attacked-from-rear +2');
    expect(rear.notes.map((n) => n.id)).not.toContain('defender-six-front-hexes');
    const both = assessShock({ ...makeSetup({ direction: 'front-and-rear' }, { hex: 'woods' }), edition });
    expect(ids(both)).toContain('attacked-from-front-and-rear +3');
  });

  it('a routed defender in a town still gives its +2, with no note', () => {
    const a = assessShock(makeSetup({ direction: 'rear', defenderRouted: true }, { hex: 'town' }));
    expect(ids(a)).toContain('defender-routed +2');
    expect(a.notes.map((n) => n.id)).not.toContain('defender-six-front-hexes');
  });
});

describe('readings stated where the card is silent', () => {
  it('cavalry shocking with infantry takes −2, said as the app’s reading; cavalry alone, as the card says', () => {
    const mixed = allowed(assessShock(makeSetup({ attackers: [inf(4), cav(4)] }))).modifiers.find(
      (m) => m.id === 'cavalry-shock-without-charge',
    );
    expect(mixed).toMatchObject({ value: -2, reading: 'cavalry-shock-with-infantry' });
    const alone = allowed(assessShock(makeSetup({ attackers: [cav(4)] }))).modifiers.find(
      (m) => m.id === 'cavalry-shock-without-charge',
    );
    expect(alone?.value).toBe(-2);
    expect(alone?.reading).toBeUndefined();
  });
});
