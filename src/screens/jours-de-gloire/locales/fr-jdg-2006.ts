/** Jours de Gloire, français : la carte 2006 « Empire » (noms, codes et notes), chargée quand l'édition 2006 est affichée. */
import type { Translation } from '../../../i18n/types';
import type { jdgCard2006En } from './en-jdg-2006';
import type { jdgFr } from './fr-jdg';

/**
 * Pas de carte 2006 en français : les noms français de la carte 2016 (fr-jdg.ts, que card-2006-texts.ts charge
 * à côté : importés d'ici, le module des premiers textes se scinderait en deux fichiers à la première visite), et les
 * notes 2006 traduites.
 */
export const jdgCard2006Fr = (jdg2016: Pick<typeof jdgFr, 'terrain'>): Translation<typeof jdgCard2006En> => ({
  card2006: {
    // Deux noms suivent la carte 2006 : « Vigne » avant « Lac asséché », et pas de « Rizière ».
    terrain: {
      ...jdg2016.terrain,
      difficult: 'Difficile / Coupé / Vigne / Lac asséché',
      marsh: 'Marais / Etang gelé',
    },
    codes: { noEffect: 'PE', notAllowed: 'NA', useOtherTerrain: 'UAT' },
    codeKey:
      'UAT = utiliser l’autre terrain de l’hex ; PE = pas d’effet ; NA = non autorisé ; D = mise en désordre automatique',
    asterisk: 'voir les règles spécifiques d’Austerlitz 1805 pour les étangs gelés.',
    footnotes: {
      a: 'S’applique à une unité située dans ce type de terrain, cible d’un choc, d’une charge ou d’un tir.',
      b: 'Les unités dans ces hex. ont 6 hex. de front et sont pénalisées d’un MD de -1 lorsqu’elles attaquent.',
      c: 'Routes et chemins annulent le surcoût du franchissement d’un ruisseau, d’une redoute/mur, d’une fortification ou d’un changement de niveau. Le surcoût des pentes et pentes raides n’est pas annulé ; seul le D de la pente raide est ignoré. Routes et chemins permettent à la cavalerie de franchir les pentes raides et à l’artillerie les pentes et pentes raides. Le NA de la Table des terrains est alors ignoré et un surcoût de 2 s’ajoute au coût du terrain.',
      d: 'Les unités en désordre dépensent +1 point de mouvement pour entrer en ZdC ennemie.',
      e: 'Mouvement de charge et charge de cavalerie interdits vers ou au travers de ce type d’hex. ou de bord d’hex.',
      f: 'En cas de tir vers un hex. adjacent. Sinon, voir les règles de lignes de vue (7.4).',
      g: 'Le premier chiffre concerne une attaque de l’extérieur vers l’intérieur, le second l’inverse. Non cumulable avec les modificateurs dus à l’hex. intérieur, dans un sens comme dans l’autre (par exemple une attaque vers une ville depuis l’extérieur, ou depuis l’intérieur d’une ville comme en [b]).',
      h: 'Ce modificateur n’est pris en compte que si le pont enjambe une rivière. Il est ignoré si le pont traverse un ruisseau.',
      i: 'Si une pente raide est située entre deux hex. ayant une différence de 3 niveaux ou plus, le bord d’hex. est infranchissable, et le choc et le tir sont interdits.',
    },
    translated: 'La carte 2006 n’existe qu’en anglais : ces notes en sont une traduction de l’application.',
  },
});
