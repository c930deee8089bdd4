/** Les mots de l'application, en français. */
import type { Translation } from '../types';
import type { commonEn } from './en-common';

export const commonFr: Translation<typeof commonEn> = {
  appName: 'Aide de camp',
  loading: 'Chargement…',
  language: { switchTo: 'English', label: 'Language: English' },
  games: {
    ownGroup: 'Vos jeux',
    ownGames: 'Vos propres jeux (paquets de jeu)…',
    label: 'Jeu',
  },
  nav: {
    label: 'Écrans',
    terrain: 'Table des terrains',
    fire: 'Tir',
    shock: 'Choc',
    log: 'Journal',
    artillery: 'Artillerie',
    combat: 'Combat',
    sequence: 'Séquence de jeu',
    morale: 'Ralliement et charges',
    movement: 'Mouvement',
  },
  chart: {
    title: 'Table des terrains',
    caption: 'Coûts de mouvement et modificateurs de tir et de choc de chaque terrain',
    filter: 'Colonnes de mouvement',
    filterAll: 'Tous les types d’unités',
    choose: 'Utiliser',
    chooseLabel: 'Utiliser {{terrain}} dans le combat',
    inUse: 'utilisé',
    chosen: '{{terrain}} est maintenant dans le combat ({{place}}).',
    useHint: 'Le bouton Utiliser, au bout de chaque ligne, met son terrain dans le combat.',
    places: {
      hex: 'hex. du défenseur / de la cible',
      hexside: 'côté d’hex. franchi',
      level: 'différence de niveau',
      work: 'défenseur / cible à l’intérieur de l’ouvrage',
    },
    roadHint: 'Routes et chemins : utiliser l’autre terrain de l’hex (UAT).',
    footnoteLink: 'note {{letter}}',
    key: 'Légende',
  },
  share: {
    button: 'Partager',
    copied: 'Lien copié : envoyez-le à votre adversaire.',
    copiedWithPack: 'Lien copié, avec le paquet de jeu.',
    copiedWithoutPack: 'Lien copié, sans le paquet de jeu (trop long) : envoyez aussi son fichier.',
    packNotCarried: 'Le paquet de jeu est trop long pour le lien : envoyez aussi son fichier.',
    failed: 'Ce navigateur refuse de copier le lien : copiez-le depuis la case ci-dessous.',
    qr: 'Afficher le QR code',
    hideQr: 'Masquer le QR code',
    qrLabel: 'QR code du lien vers ce combat',
    linkLabel: 'Lien vers ce combat',
    qrTooLong:
      'Ce lien ({{length}} caractères) dépasse ce qu’un QR code contient : envoyez-le avec Partager, ou copiez-le.',
    qrWithoutPack: 'Ce code contient le combat, pas le paquet de jeu : il s’ouvre sur un appareil qui garde le paquet.',
    title: 'Aide de camp : une situation de combat',
  },
  footer: 'Tables de jeu © leurs éditeurs. Rien de ce que vous saisissez ne quitte cet appareil.',
};
