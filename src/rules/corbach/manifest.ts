/** Corbach 1760, as the app runs it. */
// Set-up modules only: the rules and tables load with the screens.
import { D6 } from '../core/die-faces';
import type { GameManifest } from '../core/game';
import { CORBACH_LINK_FIELDS } from './link-fields';
import { CORBACH_DEFAULT_SETUP, type CorbachSetup } from './setup';

export const CORBACH = {
  id: 'corbach',
  namespace: 'corbach',
  screens: [
    { id: 'terrain' },
    // The ids of each table's rows, best first (the contract test holds them to the tables).
    {
      id: 'artillery',
      roll: { die: D6, results: ['9-plus', '8', '7', '6', '5', '4', '3', '2', '1', '0-minus'] },
      about: ['artillery', 'terrain'],
    },
    {
      id: 'combat',
      about: ['combat', 'terrain'],
      roll: {
        die: D6,
        results: [
          '11-plus',
          '10',
          '9',
          '8',
          '7',
          '6',
          '5',
          '4',
          '3',
          '2',
          '1',
          '0',
          'minus-1',
          'minus-2',
          'minus-3-or-less',
        ],
      },
    },
    { id: 'movement', about: ['movement'] },
    { id: 'sequence' },
    { id: 'log' },
  ],
  defaultSetup: CORBACH_DEFAULT_SETUP,
  linkIds: [{ id: 'corbach-1760', since: 3 }],
  linkIdOf: () => 'corbach-1760',
  linkFields: CORBACH_LINK_FIELDS,
  terrainTables: ['corbach-terrain'],
} as const satisfies GameManifest<CorbachSetup>;
