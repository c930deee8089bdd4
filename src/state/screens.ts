import { D6, D10_ZERO_TO_NINE } from '../rules/core/dice';
import type { Die } from '../rules/core/types';

/**
 * The game systems the app covers and the screens of each, by stable id (used in share links and the roll log).
 * A system is what the player picks; Jours de Gloire's two editions are one system with an edition in its set-up.
 */
export const SYSTEMS = ['jdg', 'corbach', 'pg'] as const;
export type SystemId = (typeof SYSTEMS)[number];

export const SYSTEM_SCREENS = {
  jdg: ['terrain', 'fire', 'shock', 'movement', 'log'],
  corbach: ['terrain', 'artillery', 'combat', 'movement', 'sequence', 'log'],
  // Prussia's Glory's card has no combat results table: its combat screen works out the terrain DRM only.
  pg: ['terrain', 'combat', 'movement', 'sequence', 'morale', 'log'],
} as const;

export type Screen = (typeof SYSTEM_SCREENS)[SystemId][number];
/** Every screen id of every system. */
export const SCREENS: readonly Screen[] = [...new Set(Object.values(SYSTEM_SCREENS).flat())];

/**
 * The screens with a die roll, each with its last roll kept. "combat" rolls only in Corbach (Prussia's Glory's
 * combat screen has no table to roll on); "morale" is Prussia's Glory's deep-charge check.
 */
export const ROLLING_SCREENS = ['fire', 'shock', 'artillery', 'combat', 'morale'] as const;
export type RollingScreen = (typeof ROLLING_SCREENS)[number];
/** The system each rolling screen belongs to. */
export const SYSTEM_OF_ROLLING_SCREEN: Readonly<Record<RollingScreen, SystemId>> = {
  fire: 'jdg',
  shock: 'jdg',
  artillery: 'corbach',
  combat: 'corbach',
  morale: 'pg',
};

/** The die each rolling screen rolls: a d10 read 0–9 in Jours de Gloire, a d6 in Corbach and Prussia's Glory. */
export const DIE_OF_SCREEN: Readonly<Record<RollingScreen, Die>> = {
  fire: D10_ZERO_TO_NINE,
  shock: D10_ZERO_TO_NINE,
  artillery: D6,
  combat: D6,
  morale: D6,
};

export const screensOf = (system: SystemId): readonly Screen[] => SYSTEM_SCREENS[system];
