export * from './combat-terrain';
export * from './data/ids';
export * from './data/terrain';
export * from './morale';
export * from './resolutions';

export * from './setup';

/** Every id these rules can return: the UI's translations must cover them all. */
export const PG_IDS = {
  modifiers: [
    'pg-defender-hex',
    'pg-attacker-hex',
    'pg-hexside',
    'pg-rally-leader',
    'pg-rally-far-from-enemy',
    'pg-rally-infantry-in-cover',
    'pg-rally-friendly-disorder',
    'pg-rally-adjacent-enemy',
    'pg-rally-army-demoralized',
    'pg-rally-army-broken',
    'pg-deep-charge-morale',
    'pg-deep-charge-leader',
  ],
  readings: ['pg-rally-sign-lost'],
  notes: [],
  forbidden: ['pg-prohibited-hex', 'pg-prohibited-hexside'],
} as const;
export * from './movement';
export * from './movement-setup';
export * from './validation';
