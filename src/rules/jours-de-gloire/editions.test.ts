/**
 * One body, both editions: each case states what the 2016 and the 2006 cards give for the same set-up.
 */
import { describe, expect, it } from 'vitest';
import type { Assessment } from '../core/types';
import { type Edition, JDG_EDITIONS } from './editions';
import { assessFire } from './fire';
import { type FireSetup, JDG_DEFAULT_SETUP, type JdgSetup, type ShockSetup, type TerrainSetup } from './setup';
import { assessShock } from './shock';

interface Case {
  readonly name: string;
  readonly assess: typeof assessShock;
  readonly shock?: Partial<ShockSetup>;
  readonly fire?: Partial<FireSetup>;
  readonly terrain?: Partial<TerrainSetup>;
  /** Modifier lines ("id value"), or "not-allowed: reason ids", per edition. */
  readonly expected: Record<Edition, string>;
}

const describeAssessment = (a: Assessment): string =>
  a.status === 'allowed'
    ? a.modifiers.map((m) => `${m.id} ${m.value}`).join(', ')
    : `not-allowed: ${a.reasons.map((r) => r.id).join(', ')}`;

const setupFor = (edition: Edition, c: Case): JdgSetup => ({
  edition,
  terrain: { ...JDG_DEFAULT_SETUP.terrain, ...c.terrain },
  shock: {
    ...JDG_DEFAULT_SETUP.shock,
    attackers: [{ strength: 4, cohesion: 5, type: 'infantry', hex: 'clear' }],
    defenders: [{ strength: 4, cohesion: 5, type: 'infantry' }],
    ...c.shock,
  },
  fire: { ...JDG_DEFAULT_SETUP.fire, strength: 4, distance: 2, effectiveRange: 3, ...c.fire },
  movement: JDG_DEFAULT_SETUP.movement,
});

const CASES: readonly Case[] = [
  {
    name: '[b] cavalry defending in a town, attacked with infantry',
    assess: assessShock,
    shock: { defenders: [{ strength: 4, cohesion: 5, type: 'cavalry' }] },
    terrain: { hex: 'town' },
    expected: {
      '2016': 'odds 0, cohesion 0, cavalry-defending-six-front-hexes 2',
      '2006': 'odds 0, cohesion 0, defender-terrain -1',
    },
  },
  {
    name: '[b] an attacker in a town attacks at −1 in both',
    assess: assessShock,
    shock: { attackers: [{ strength: 4, cohesion: 5, type: 'infantry', hex: 'town' }] },
    expected: {
      '2016': 'odds 0, cohesion 0, defender-terrain 1, attacker-six-front-hexes -1',
      '2006': 'odds 0, cohesion 0, defender-terrain 1, attacker-six-front-hexes -1',
    },
  },
  {
    name: '[e] a charge from woods into the open',
    assess: assessShock,
    shock: { mode: 'charge', attackers: [{ strength: 4, cohesion: 5, type: 'cavalry', hex: 'woods' }] },
    expected: {
      '2016': 'not-allowed: charge-from-terrain',
      '2006': 'odds 0, cohesion 0, defender-terrain 1, charge-non-heavy-cavalry 1',
    },
  },
  {
    name: '[e] a charge into woods is forbidden in both',
    assess: assessShock,
    shock: { mode: 'charge', attackers: [{ strength: 4, cohesion: 5, type: 'cavalry', hex: 'clear' }] },
    terrain: { hex: 'woods' },
    expected: { '2016': 'not-allowed: charge-into-terrain', '2006': 'not-allowed: charge-into-terrain' },
  },
  {
    name: 'reaction fire at a massed target',
    assess: assessFire,
    fire: { kind: 'reaction', massedTarget: true },
    expected: {
      '2016': 'fire-strength 4, reaction-fire -1, target-terrain 0, effective-range 0',
      '2006': 'fire-strength 4, reaction-fire -1, target-terrain 0, massed-target 1, effective-range 0',
    },
  },
  {
    name: '[i] fire at 2 hexes across a steep slope 3 levels high',
    assess: assessFire,
    terrain: { hexside: 'steep-slope', levelDifference: 3 },
    expected: {
      '2016': 'fire-strength 4, target-terrain 0, effective-range 0',
      '2006': 'not-allowed: steep-slope-three-levels-fire',
    },
  },
  {
    name: '[i] shock across a steep slope 3 levels high is forbidden in both',
    assess: assessShock,
    terrain: { hexside: 'steep-slope', levelDifference: -3 },
    expected: { '2016': 'not-allowed: steep-slope-three-levels', '2006': 'not-allowed: steep-slope-three-levels' },
  },
  {
    name: 'point-blank fire at an artillery target',
    assess: assessFire,
    fire: { distance: 1, targetIsArtillery: true },
    expected: {
      '2016': 'fire-strength 4, target-terrain 0, point-blank 1',
      '2006': 'fire-strength 4, target-terrain 0',
    },
  },
  {
    name: 'point-blank fire at infantry: +1 in both',
    assess: assessFire,
    fire: { distance: 1 },
    expected: {
      '2016': 'fire-strength 4, target-terrain 0, point-blank 1',
      '2006': 'fire-strength 4, target-terrain 0, point-blank 1',
    },
  },
];

describe.each(JDG_EDITIONS)('Jours de Gloire, %s card', (edition) => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(describeAssessment(c.assess(setupFor(edition, c)))).toBe(c.expected[edition]);
  });

  it('every line says which edition it comes from', () => {
    for (const a of [
      assessShock(setupFor(edition, CASES[0] as Case)),
      assessFire(setupFor(edition, CASES[4] as Case)),
    ]) {
      const sources = a.status === 'allowed' ? a.modifiers.map((m) => m.source) : a.reasons.map((r) => r.source);
      expect(sources.map((s) => s.edition)).toEqual(sources.map(() => edition));
    }
  });

  it('counter-battery fire cites the edition’s rule', () => {
    const a = assessFire({
      ...JDG_DEFAULT_SETUP,
      edition,
      fire: { ...JDG_DEFAULT_SETUP.fire, kind: 'counter-battery' },
    });
    const line = a.status === 'allowed' ? a.modifiers.find((m) => m.id === 'counter-battery-fire') : undefined;
    expect(line?.source.rule).toBe(edition === '2016' ? '7.1' : '7.6');
  });

  it('states its point-blank reading or restriction', () => {
    const a = assessFire(setupFor(edition, CASES[7] as Case));
    if (edition === '2016')
      expect(a.status === 'allowed' && a.modifiers.at(-1)?.reading).toBe('point-blank-against-artillery');
    else expect(a.notes.map((n) => n.id)).toContain('point-blank-not-against-artillery');
  });
});

describe('what each card says of artillery in a shock', () => {
  it.each([
    ['2016', 'artillery-in-shock', '8.9'],
    ['2006', 'artillery-in-shock-2006', undefined],
  ] as const)('%s card: note %s, rule %s', (edition, id, rule) => {
    const setup: JdgSetup = {
      ...JDG_DEFAULT_SETUP,
      edition,
      shock: { ...JDG_DEFAULT_SETUP.shock, defenders: [{ strength: 3, cohesion: 5, type: 'artillery' }] },
    };
    const note = assessShock(setup).notes.find((n) => n.id.startsWith('artillery-in-shock'));
    expect(note?.id).toBe(id);
    expect(note?.source.rule).toBe(rule);
  });
});
