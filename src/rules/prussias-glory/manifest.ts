/** Prussia's Glory (the Leuthen chart), as the app runs it. */
// Set-up modules and ids only: the rules load with the screens.
import { D6 } from '../core/die-faces';
import type { GameManifest } from '../core/game';
import { PG_LINK_FIELDS } from './link-fields';
import { PG_DEFAULT_SETUP, type PgSetup } from './setup';

export const PRUSSIAS_GLORY = {
  id: 'pg',
  namespace: 'pg',
  screens: [
    { id: 'terrain' },
    // The card has no combat results table: its combat screen works out the terrain DRM only.
    { id: 'combat', about: ['combat'] },
    { id: 'movement', about: ['movement'] },
    { id: 'sequence' },
    // The deep-charge check (19.11.1) is its one roll.
    { id: 'morale', roll: { die: D6, results: ['must-attack', 'free'] }, about: ['rally', 'deepCharge'] },
    { id: 'log' },
  ],
  defaultSetup: PG_DEFAULT_SETUP,
  linkIds: [{ id: 'pg-leuthen', since: 3 }],
  linkIdOf: () => 'pg-leuthen',
  linkFields: PG_LINK_FIELDS,
  terrainTables: ['pg-hex', 'pg-hexside'],
} as const satisfies GameManifest<PgSetup>;
