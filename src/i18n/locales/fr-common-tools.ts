/** Les mots des outils du pied de page et d'une mise à jour prête : chargés avec eux, après le premier affichage. */
import type { Translation } from '../types';
import type { commonToolsEn } from './en-common-tools';

export const commonToolsFr: Translation<typeof commonToolsEn> = {
  preferences: {
    theme: 'Couleurs',
    themes: { system: 'Comme l’appareil', light: 'Jour', dark: 'Nuit' },
    keepAwake: 'Garder l’écran allumé',
  },
  update: {
    ready: 'Une nouvelle version de l’application est prête.',
    readyVersion: 'La version {{version}} de l’application est prête.',
    whatChanged: 'Ce qui a changé',
    version: 'Version {{version}}',
    now: 'Mettre à jour',
    later: 'Plus tard',
  },
  packChoice: '{{name}} (version {{version}})',
  packNotKeptChoice: '{{name}} — pas gardé sur cet appareil',
  packsButton: 'Paquets de jeu',
  aboutButton: 'À propos · installer',
};
