import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allowed, signedLines as ids } from '../core/test-support';
import { type Edition, JDG_EDITIONS } from './editions';
import { assessFire } from './fire';
import { type FireSetup, JDG_DEFAULT_SETUP, type JdgSetup, type TerrainSetup } from './setup';
import { validateFire } from './validation';

/** The card the tests below run on: each of them runs on both. */
let edition: Edition = '2016';

/** A 4-SP battery, effective range 3, firing at 2 hexes into clear terrain: only the modifiers under test show. */
function makeSetup(fire: Partial<FireSetup> = {}, terrain: Partial<TerrainSetup> = {}): JdgSetup {
  return {
    ...JDG_DEFAULT_SETUP,
    edition,
    terrain: { ...JDG_DEFAULT_SETUP.terrain, ...terrain },
    fire: { ...JDG_DEFAULT_SETUP.fire, strength: 4, effectiveRange: 3, distance: 2, ...fire },
  };
}
const BASE = ['fire-strength +4', 'target-terrain 0', 'effective-range 0'];

describe.each(JDG_EDITIONS)('%s card', (card) => {
  beforeEach(() => {
    edition = card;
  });
  afterEach(() => {
    edition = '2016';
  });

  describe('firer', () => {
    it('fire strength, target terrain and effective range always show', () => {
      const a = allowed(assessFire(makeSetup()));
      expect(ids(a)).toEqual(BASE);
      expect(a.total).toBe(4);
    });
    it('combined fire of two stacked batteries: +2, one battery’s strength (the app’s reading)', () => {
      const a = allowed(assessFire(makeSetup({ combined: true })));
      expect(ids(a)).toEqual(['fire-strength +4', 'combined-fire +2', 'target-terrain 0', 'effective-range 0']);
      expect(a.modifiers[1]?.reading).toBe('combined-fire-one-strength');
    });
    it.each(['town', 'castle'] as const)('firer in a %s has six front hexes: −1', (firerHex) => {
      expect(ids(assessFire(makeSetup({ firerHex })))).toContain('firer-six-front-hexes -1');
    });
    it('firer in a square: −1', () => {
      expect(ids(assessFire(makeSetup({ firerInSquare: true })))).toContain('firer-six-front-hexes -1');
    });
    it.each([
      ['reaction', 'reaction-fire', { '2016': '8.3', '2006': '8.3' }],
      ['counter-battery', 'counter-battery-fire', { '2016': '7.1', '2006': '7.6' }],
    ] as const)('%s fire: −1 (its rule on each card)', (kind, id, rules) => {
      const a = allowed(assessFire(makeSetup({ kind })));
      expect(a.modifiers.find((m) => m.id === id)).toMatchObject({ value: -1, source: { rule: rules[card] } });
    });
  });

  describe('target', () => {
    it.each([
      ['clear', 0],
      ['difficult', 0],
      ['woods', -1],
      ['marsh', 0],
      ['river', 0],
      ['town', -2],
      ['castle', -2],
    ] as const)('target in %s: %i', (hex, value) => {
      expect(allowed(assessFire(makeSetup({}, { hex }))).modifiers[1]).toMatchObject({
        id: 'target-terrain',
        value,
        source: { row: hex, column: 'fire' },
      });
    });
    it.each([
      ['redoubt', -1],
      ['fortification', -2],
    ] as const)('[g] target inside a %s: %i instead of the hex inside', (work, value) => {
      const a = allowed(assessFire(makeSetup({}, { work, workDirection: 'into', hex: 'town' })));
      expect(ids(a)).toEqual(['fire-strength +4', `work-into ${value}`, 'effective-range 0']);
    });
    it('[g] firing out of a redoubt: no effect, and no six-front-hexes −1 from the hex inside', () => {
      const a = allowed(assessFire(makeSetup({ firerHex: 'town' }, { work: 'redoubt', workDirection: 'out-of' })));
      expect(ids(a)).toEqual(['fire-strength +4', 'target-terrain 0', 'work-out-of 0', 'effective-range 0']);
    });
    it('massed target: +1', () => {
      expect(ids(assessFire(makeSetup({ massedTarget: true })))).toContain('massed-target +1');
    });
    it.each(['reaction', 'counter-battery'] as const)(
      'massed target on %s fire: none by the 2016 asterisk, +1 on the 2006 card (no asterisk)',
      (kind) => {
        const a = allowed(assessFire(makeSetup({ massedTarget: true, kind })));
        if (card === '2016') {
          expect(ids(a)).not.toContain('massed-target +1');
          expect(a.notes.map((n) => n.id)).toContain('massed-target-not-for-reaction');
        } else {
          expect(ids(a)).toContain('massed-target +1');
        }
      },
    );
    it('target in square: +1', () => {
      expect(ids(assessFire(makeSetup({ targetInSquare: true })))).toContain('target-in-square +1');
    });
  });

  describe('range', () => {
    it.each([
      [1, 3, 'point-blank +1'],
      [2, 3, 'effective-range 0'],
      [3, 3, 'effective-range 0'],
      [4, 3, 'long-range -2'],
      [5, 3, 'long-range -4'],
      [8, 3, 'long-range -10'],
      [1, 1, 'point-blank +1'],
    ])('%i hexes, effective range %i: %s', (distance, effectiveRange, line) => {
      expect(ids(assessFire(makeSetup({ distance, effectiveRange }))).at(-1)).toBe(line);
    });
  });

  describe('[f] elevation, crest and steep slope: adjacent fire only', () => {
    it.each([
      [1, -1],
      [2, -1],
      [3, -1],
      [-2, -1],
    ])('adjacent, target %i level(s): %i', (levelDifference, value) => {
      const a = allowed(assessFire(makeSetup({ distance: 1 }, { levelDifference })));
      expect(a.modifiers.find((m) => m.id === 'level')).toMatchObject({ value, source: { footnotes: ['f'] } });
    });
    it('adjacent, target 1 level lower: no effect', () => {
      expect(ids(assessFire(makeSetup({ distance: 1 }, { levelDifference: -1 })))).toContain('level 0');
    });
    it('beyond adjacent the levels give no DRM; line of sight decides (7.4)', () => {
      const a = allowed(assessFire(makeSetup({ distance: 2 }, { levelDifference: 2 })));
      expect(ids(a)).toEqual(BASE);
      expect(a.notes.map((n) => n.id)).toEqual(['levels-beyond-adjacent']);
    });
    it.each(['crest', 'steep-slope'] as const)('adjacent fire across a %s is not allowed', (hexside) => {
      const a = assessFire(makeSetup({ distance: 1 }, { hexside }));
      expect(a.status === 'not-allowed' && a.reasons.map((r) => r.id)).toEqual(['adjacent-fire-across-hexside']);
    });
    it('fire at 2 hexes across a crest is allowed', () => {
      expect(assessFire(makeSetup({ distance: 2 }, { hexside: 'crest' })).status).toBe('allowed');
    });
  });

  describe('a worked example', () => {
    it('reaction fire of two stacked 3-SP batteries at 5 hexes (range 3) into a massed target in woods', () => {
      const a = allowed(
        assessFire(
          makeSetup(
            { strength: 3, combined: true, kind: 'reaction', massedTarget: true, distance: 5 },
            { hex: 'woods' },
          ),
        ),
      );
      // The 2006 card has no asterisk on the massed target: +1 on reaction fire too.
      const massed = card === '2006' ? ['massed-target +1'] : [];
      expect(ids(a)).toEqual([
        'fire-strength +3',
        'combined-fire +2',
        'reaction-fire -1',
        'target-terrain -1',
        ...massed,
        'long-range -4',
      ]);
      expect(a.total).toBe(card === '2006' ? 0 : -1);
    });
  });

  describe('validation', () => {
    it.each([
      [{ strength: 0 }, 'fire.strength'],
      [{ strength: 2.5 }, 'fire.strength'],
      [{ effectiveRange: 0 }, 'fire.effectiveRange'],
      [{ distance: 0 }, 'fire.distance'],
      [{ distance: 1000 }, 'fire.distance'],
    ])('%j is refused', (fire, field) => {
      expect(validateFire(makeSetup(fire)).map((e) => e.field)).toEqual([field]);
    });
    it('the default set-up is valid', () => {
      expect(validateFire(JDG_DEFAULT_SETUP)).toEqual([]);
    });
  });
});
