/** La page des paquets de jeu, en français : chargée avec la page (src/screens/packs/pack-page.tsx). */
import type { Translation } from '../types';
import type { commonPacksEn } from './en-common-packs';

export const commonPacksFr: Translation<typeof commonPacksEn> = {
  packs: {
    title: 'Paquets de jeu : vos propres jeux',
    lead: 'Un paquet de jeu est une carte écrite en données : ses champs, ses modificateurs et sa table de résultats (docs/game-packs.md). Collez-en un, ouvrez un fichier ou partez de l’exemple\u202f; ses problèmes s’affichent à mesure que vous écrivez, et le jeu qu’il donne à côté.',
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
    copyLink: 'Copier un lien vers ce combat',
    linkCopied: 'Lien copié : l’adversaire l’ouvre avec ce paquet gardé sur son appareil.',
    linkCopyFailed: 'Ce navigateur n’a pas voulu copier le lien.',
    linkOpened: 'Le combat du lien, avec son dé.',
    linkOpenedNoDie: 'Le combat du lien (son expéditeur n’avait pas lancé le dé).',
    linkMissing:
      'Ce lien est un combat du paquet de jeu «\u00a0{{id}}\u00a0», version {{version}}, que cet appareil ne garde pas. Demandez le fichier du paquet à qui vous l’a envoyé, ouvrez-le ici et gardez-le, puis rouvrez le lien.',
    linkOtherVersion:
      'Ce lien est un combat du paquet de jeu «\u00a0{{id}}\u00a0», version {{version}}\u202f; cet appareil garde la version {{kept}}. Demandez sa version du paquet à qui vous l’a envoyé.',
    linkOtherText:
      'Ce lien est un combat du paquet de jeu «\u00a0{{id}}\u00a0», version {{version}}, mais la copie gardée ici diffère de celle de l’expéditeur : demandez-lui son fichier.',
    linkNoRoll: 'Ce lien nomme un jet que le paquet «\u00a0{{id}}\u00a0» n’a pas.',
    linkUnreadable: 'Ce lien vers un combat de paquet de jeu est illisible.',
    linkDropped:
      'Des champs étaient illisibles et ont leur valeur par défaut ({{fields}})\u202f; son dé est laissé de côté.',
    copyPackLink: 'Copier un lien contenant ce paquet',
    packLinkCopied: 'Lien copié : il contient tout le paquet\u202f; qui l’ouvre le voit ici et peut le garder.',
    packTooLong: 'Ce paquet est trop long pour un lien : téléchargez-le et envoyez le fichier.',
    packFromLink:
      'Un paquet venu d’un lien : lisez ses problèmes et le jeu qu’il donne, et gardez-le pour ouvrir les liens de ses combats.',
    packLinkUnreadable: 'Ce lien devrait contenir un paquet de jeu, mais il est illisible.',
    credits: 'Crédits',
  },
};
