/** La page des paquets de jeu, en français : chargée avec la page (src/screens/packs/pack-page.tsx). */
import type { Translation } from '../types';
import type { commonPacksEn } from './en-common-packs';

export const commonPacksFr: Translation<typeof commonPacksEn> = {
  packs: {
    title: 'Paquets de jeu : vos propres jeux',
    lead: 'Un paquet de jeu est une carte écrite en données : ses champs, ses modificateurs et sa table de résultats (docs/game-packs.md). Collez-en un, ouvrez un fichier ou partez de l’exemple ; ses problèmes s’affichent à mesure que vous écrivez, et le jeu qu’il donne à côté.',
    text: 'Le paquet (JSON)',
    open: 'Ouvrir un fichier',
    example: 'Partir de l’exemple',
    download: 'Télécharger',
    keep: 'Garder ce paquet sur cet appareil',
    kept: 'Gardé sur cet appareil.',
    problemsTitle_one: 'Un problème',
    problemsTitle_other: '{{count}} problèmes',
    noProblem: 'Le paquet se lit en entier.',
    empty: 'Collez un paquet, ouvrez un fichier ou partez de l’exemple.',
    preview: 'Le jeu qu’il donne',
    keptTitle: 'Paquets gardés sur cet appareil',
    noneKept: 'Aucun paquet gardé pour l’instant.',
    version: 'version {{version}}',
    edit: 'Modifier',
    remove: 'Retirer',
    close: 'Fermer',
    roll: 'Lancer',
    total: 'Modificateur total',
    die: 'Dé',
    result: 'Résultat',
    notAllowed: 'Les règles du paquet ne donnent pas de nombre pour cette situation :',
    addUnit: 'Ajouter',
    removeUnit: 'Retirer {{n}}',
    unit: '{{n}}.',
    full: 'Au plus {{max}}.',
    value: 'un nombre entier de {{min}} à {{max}}',
    reading: 'Lecture du paquet :',
    credits: 'Crédits',
  },
};
