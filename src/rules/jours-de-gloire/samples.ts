/**
 * Jours de Gloire set-ups for the contract test (tests/unit/rulesets-contract.test.ts) and the translation test: the
 * app never loads this module. Deterministic: the same set-ups every run.
 */
import type { GameSamples } from '../core/game';
import {
  ATTACK_DIRECTIONS,
  ATTACK_MODES,
  ATTACKER_TYPES,
  BRIDGE_SPANS,
  DEFAULT_MOVEMENT,
  DEFENDER_TYPES,
  EDITIONS,
  type Edition,
  FIRE_KINDS,
  HEXSIDES,
  JDG_HEX_TERRAINS,
  type JdgSetup,
  WORK_DIRECTIONS,
  WORKS,
} from '.';

/** A small deterministic random source (mulberry32), so the set-ups explored are the same every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` Jours de Gloire set-ups, valid or not, the same for the same seed. */
export function randomJdgSetups(count: number, seed: number): JdgSetup[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return Array.from({ length: count }, () => ({
    edition: pick(EDITIONS),
    terrain: {
      hex: pick(JDG_HEX_TERRAINS),
      hexside: pick(HEXSIDES),
      bridgeSpans: pick(BRIDGE_SPANS),
      levelDifference: int(-4, 4),
      work: pick(WORKS),
      workDirection: pick(WORK_DIRECTIONS),
    },
    shock: {
      attackers: Array.from({ length: int(0, 3) }, () => ({
        strength: int(0, 12),
        cohesion: int(0, 10),
        type: pick(ATTACKER_TYPES),
        hex: pick(JDG_HEX_TERRAINS),
      })),
      defenders: Array.from({ length: int(0, 2) }, () => ({
        strength: int(1, 12),
        cohesion: int(0, 11),
        type: pick(DEFENDER_TYPES),
      })),
      mode: pick(ATTACK_MODES),
      direction: pick(ATTACK_DIRECTIONS),
      defenderRouted: random() < 0.3,
      defenderInSquare: random() < 0.3,
      attackerRearExposed: random() < 0.3,
    },
    fire: {
      strength: int(0, 8),
      combined: random() < 0.5,
      kind: pick(FIRE_KINDS),
      firerHex: pick(JDG_HEX_TERRAINS),
      firerInSquare: random() < 0.2,
      effectiveRange: int(1, 5),
      distance: int(1, 8),
      massedTarget: random() < 0.5,
      targetInSquare: random() < 0.3,
      targetIsArtillery: random() < 0.3,
    },
    movement: DEFAULT_MOVEMENT,
  }));
}

/**
 * Random Jours de Gloire set-ups, and as many again turned into cavalry charges over open ground: a charge is
 * refused from and into most terrain, so random set-ups seldom reach the charge modifiers.
 */
const jdgSetups = (edition: Edition, seed: number): JdgSetup[] => {
  const setups = randomJdgSetups(2000, seed).map((s) => ({ ...s, edition }));
  const charges = setups.map((s, i) => ({
    ...s,
    terrain: {
      ...s.terrain,
      hex: 'clear' as const,
      hexside: 'none' as const,
      work: 'none' as const,
      levelDifference: 0,
    },
    shock: {
      ...s.shock,
      mode: 'charge' as const,
      attackers: s.shock.attackers.map(
        (a) => ({ ...a, hex: 'clear' as const, type: i % 2 ? 'cavalry' : 'heavy-cavalry' }) as const,
      ),
    },
  }));
  return [...setups, ...charges];
};

/** Both cards' set-ups: every id is reached by one card or the other. */
export const JDG_SAMPLES: GameSamples<JdgSetup> = {
  game: 'jdg',
  setups: () => [...jdgSetups('2016', 1), ...jdgSetups('2006', 2)],
};
