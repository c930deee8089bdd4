export * from './combat-terrain';
export * from './data/terrain';
export * from './morale';
