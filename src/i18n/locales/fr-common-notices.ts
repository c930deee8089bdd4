/**
 * Les mots de l'application pour ce qu'elle n'a pas pu faire (un lien illisible, un stockage indisponible), en
 * français : chargés avec l'avis qui les montre (src/app/notice-banner.tsx).
 */
import type { Translation } from '../types';
import type { commonNoticesEn } from './en-common-notices';

export const commonNoticesFr: Translation<typeof commonNoticesEn> = {
  notices: {
    optionB: '{{field}} de l’option B',
    andMore_one: '{{names}} et un autre',
    andMore_other: '{{names}} et {{count}} autres',
    dismiss: 'Fermer',
    readIt: 'Le lire',
    'not-a-link': 'L’adresse ne contient pas de lien de combat lisible par l’application ; rien n’a été changé.',
    'too-long': 'Le lien est trop long pour être un lien de combat ; rien n’a été changé.',
    'cut-short': 'Le lien a été coupé (sa fin manque) : demandez-le à nouveau ; rien n’a été changé.',
    'future-version':
      'Ce lien a été créé par une version plus récente de l’application ; rien n’a été changé. Rechargez l’application pour la mettre à jour.',
    'unknown-game': 'Ce lien concerne un jeu que cette version ne connaît pas ; rien n’a été changé.',
    fields: 'Des parties du lien n’ont pas pu être lues et gardent leur valeur actuelle : {{fields}}.',
    'storage-unavailable':
      'Ce navigateur ne laisse rien conserver à l’application (navigation privée, ou stockage bloqué) : la situation et le journal seront perdus au rechargement.',
    'storage-full':
      'Ce navigateur a refusé de conserver vos dernières modifications (son stockage pour ce site est plein) : elles restent dans cette page jusqu’à sa fermeture, et ce qui était conservé avant est intact. Pour les garder, exportez vos données (À propos, Vos données), ou libérez de la place dans les réglages du navigateur.',
    storageCorrupt: {
      'adc-combat':
        'Les situations conservées d’une visite précédente étaient illisibles et ont été mises de côté : chaque jeu repart de sa situation par défaut.',
      'adc-roll-log': 'Le journal des jets conservé d’une visite précédente était illisible et a été mis de côté.',
      'adc-preferences': 'Vos préférences étaient illisibles : les couleurs par défaut sont utilisées.',
      'adc-checklists': 'Les cases cochées des séquences de jeu étaient illisibles et ont été effacées.',
      'adc-undo':
        'Les étapes d’annulation conservées d’une visite précédente étaient illisibles et ont été mises de côté.',
      'adc-packs': 'Des paquets de jeu conservés d’une visite précédente étaient illisibles et ont été mis de côté.',
    },
    storedSetupWhole:
      '{{game}} : la situation conservée d’une visite précédente était illisible ; ce jeu repart de sa situation par défaut. Les autres jeux gardent la leur.',
    storedSetupFields:
      '{{game}} : des parties de la situation conservée d’une visite précédente étaient illisibles et ont pris leur valeur par défaut : {{fields}}.',
    otherTextSetup:
      '{{game}} : cette version du paquet reprend votre situation, mais n’accepte pas ces valeurs, remises à leur valeur par défaut : {{fields}}.',
    otherTextGoesOn: '{{game}} : cette version du paquet reprend votre situation.',
    otherTextDie:
      'Le dé lancé dans la version précédente n’est pas repris, car cette version peut le lire autrement : relancez.',
    'stored-place':
      'Le jeu consulté en dernier, ou les derniers dés lancés, étaient illisibles : l’application les a oubliés.',
    storedPart: {
      'adc-preferences': 'Une partie de vos préférences était illisible et a pris sa valeur par défaut.',
      'adc-checklists': 'Une partie des cases cochées des séquences de jeu était illisible et a été effacée.',
    },
    'log-entries-dropped_one': 'Une entrée illisible du journal a été mise de côté.',
    'log-entries-dropped_other': '{{count}} entrées illisibles du journal ont été mises de côté.',
    'undo-steps-dropped_one':
      'Une étape d’annulation conservée d’une visite précédente était illisible et a été mise de côté.',
    'undo-steps-dropped_other':
      '{{count}} étapes d’annulation conservées d’une visite précédente étaient illisibles et ont été mises de côté.',
    'log-entries-over-cap_one':
      'Le journal garde les {{max}} jets les plus récents : le plus ancien jet conservé d’une visite précédente a été retiré.',
    'log-entries-over-cap_other':
      'Le journal garde les {{max}} jets les plus récents : les {{count}} plus anciens jets conservés d’une visite précédente ont été retirés.',
  },
  failure: {
    title: 'Cet écran n’a pas pu être affiché',
    what: 'L’écran « {{screen}} » de {{game}} a échoué en s’affichant. Ce qui a échoué : {{message}}',
    rest: 'Le reste de l’application fonctionne : choisissez un autre écran ou un autre jeu ci-dessus. Un rechargement ouvre le premier écran de ce jeu, pas celui-ci.',
    retry: 'Réessayer',
    resetSetup: 'Remettre à zéro la situation de {{game}}',
    resetSetupNote:
      'Seule la situation de ce jeu reprend ses valeurs par défaut ; les autres jeux, le journal des jets et vos préférences sont gardés.',
    clearLog: 'Vider le journal des jets',
    clearLogNote: 'Tous les jets du journal sont effacés ; les situations et vos préférences sont gardées.',
  },
  // The fields every game's links share; each game words its own in its namespace (linkFields).
  linkFields: {
    screen: 'écran',
    'm.unit': 'unité en mouvement',
    'm.dis': 'unité en mouvement en désordre',
    'm.col': 'unité en mouvement en colonne',
    'm.ma': 'potentiel de mouvement',
    'm.steps': 'étapes du mouvement',
    roll: 'le dé lancé',
    cmp: 'option en cours de modification',
  },
};
