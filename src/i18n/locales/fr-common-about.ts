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
    kept: 'Vos situations, votre journal des jets, vos paquets et vos préférences sont conservés dans ce navigateur, pour cette adresse seulement.',
    data: {
      title: 'Vos données',
      persistence: {
        kept: 'Conservées durablement : le navigateur ne les effacera pas pour faire de la place.',
        'may-clear': 'Le navigateur peut les effacer s’il manque de place : exportez-en une copie de temps en temps.',
        unknown: 'Ce navigateur ne dit pas s’il les conserve durablement : exportez-en une copie de temps en temps.',
      },
      export: 'Tout exporter (un fichier)',
      import: 'Importer un fichier…',
      problems: 'Ce fichier ne se lit pas comme une sauvegarde d’Aide de camp ; rien n’a été changé :',
      notJson: 'ce n’est pas du texte JSON',
      tooLong: 'il est plus long qu’une sauvegarde ne peut l’être (au plus {{max}} caractères)',
      notABackup: 'ce n’est pas une sauvegarde de cette application',
      notThere: 'en {{path}}, il ne contient pas ce qu’une sauvegarde y contient',
      planTitle: 'Ce fichier, exporté le {{time}}, ajoute :',
      rolls_one: 'un jet que le journal n’a pas',
      rolls_other: '{{count}} jets que le journal n’a pas',
      packs: 'les paquets de jeu {{list}}',
      setups: 'les situations de {{list}}, modifiées là-bas plus tard qu’ici',
      ticks_one: 'une étape de liste cochée',
      ticks_other: '{{count}} étapes de liste cochées',
      nothing: 'rien que cet appareil n’ait déjà.',
      beforeClear_one: 'un jet antérieur au dernier effacement du journal ici est laissé de côté',
      beforeClear_other: '{{count}} jets antérieurs au dernier effacement du journal ici sont laissés de côté',
      unreadRolls_one: 'un jet illisible est mis de côté',
      unreadRolls_other: '{{count}} jets illisibles sont mis de côté',
      keptPacks: 'déjà gardés ici, et laissés tels quels : {{list}}',
      olderSetups: 'les situations de {{list}} de cet appareil ont été modifiées plus tard, et restent',
      preferences: 'Ses préférences (thème, écran gardé allumé) remplacent celles de cet appareil.',
      confirm: 'Importer',
      cancel: 'Annuler',
      imported: 'Importé.',
    },
    close: 'Fermer',
  },
  offlineReady: {
    note: 'Prête à fonctionner hors ligne',
    dismiss: 'Fermer',
  },
};
