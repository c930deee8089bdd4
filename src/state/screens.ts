/** The app's screens, by stable id (used in share links). */
export const SCREENS = ['terrain', 'fire', 'shock', 'log'] as const;
export type Screen = (typeof SCREENS)[number];
export type RollingScreen = 'fire' | 'shock';
