/** Jours de Gloire, as the app runs it: both cards (2016 and the 2006 "Empire" edition) are one game. */
// Set-up modules only: the rules and tables load with the screens.
import { D10_ZERO_TO_NINE } from '../core/die-faces';
import type { GameManifest } from '../core/game';
import { JDG_LINK_FIELDS } from './link-fields';
import { JDG_DEFAULT_SETUP, type JdgSetup } from './setup';

/**
 * A d10 read 0–9 for fire and for shock (rule 0.4); the ids of the table's rows, best first (the contract test holds
 * them to the tables).
 */
const roll = (results: readonly string[]) => ({ die: D10_ZERO_TO_NINE, results });

export const JOURS_DE_GLOIRE = {
  id: 'jdg',
  namespace: 'jdg',
  screens: [
    { id: 'terrain', about: ['terrain'] },
    { id: 'fire', roll: roll(['routed', 'disordered', 'cohesion-test', 'no-effect']), about: ['fire', 'terrain'] },
    { id: 'shock', roll: roll(['10-plus', '5-to-9', '0-to-4', 'below-0']), about: ['shock', 'terrain'] },
    { id: 'movement', about: ['movement'] },
    { id: 'log' },
  ],
  defaultSetup: JDG_DEFAULT_SETUP,
  linkIds: [
    { id: 'jdg-2016', since: 1, fixed: { 'setup.edition': '2016' } },
    { id: 'jdg-2006', since: 2, fixed: { 'setup.edition': '2006' } },
  ],
  linkIdOf: (setup) => `jdg-${setup.edition}`,
  linkFields: JDG_LINK_FIELDS,
  terrainTables: ['tec'],
} as const satisfies GameManifest<JdgSetup>;
