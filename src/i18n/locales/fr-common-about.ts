/**
 * Les mots de l'application sur elle-même (version, cartes, hors ligne, installation), en français : chargés après le
 * premier écran avec les offres du service worker (src/app/update-prompt.tsx), et avec le panneau « À propos ».
 */
import type { Translation } from '../types';
import type { commonAboutEn } from './en-common-about';

export const commonAboutFr: Translation<typeof commonAboutEn> = {
  about: {
    title: 'À propos d’Aide de camp',
    version: 'Version {{version}}, commit {{commit}}',
    versionOnly: 'Version {{version}}',
    links: 'Liens de partage de version {{version}} (les liens des versions 1 à {{version}} s’ouvrent)',
    cards: 'Les cartes qu’elle contient',
    offline: {
      title: 'Hors ligne',
      ready: 'Prête à fonctionner hors ligne : chaque écran de chaque jeu est conservé sur cet appareil.',
      preparing: 'Préparation du fonctionnement hors ligne… gardez cette page ouverte un instant.',
      unsupported: 'Ce navigateur ne peut pas conserver l’application pour un usage hors ligne.',
    },
    install: {
      title: 'Sur cet appareil',
      button: 'Installer l’application',
      ios: 'Sur iPad ou iPhone, dans Safari : touchez Partager, puis « Sur l’écran d’accueil ».',
      installed: 'L’application est installée sur cet appareil.',
      other: 'Le menu de votre navigateur peut proposer de l’installer ou de l’ajouter à l’écran d’accueil.',
    },
    kept: 'Vos situations, votre journal des jets et vos préférences sont conservés dans ce navigateur, pour cette adresse seulement.',
    close: 'Fermer',
  },
  offlineReady: {
    note: 'Prête à fonctionner hors ligne',
    dismiss: 'Fermer',
  },
};
