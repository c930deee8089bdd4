/** Jours de Gloire, français : la carte 2006 « Empire » (noms, codes et notes), chargée quand l'édition 2006 est affichée. */
import type { Translation } from '../types';
import type { jdgCard2006En } from './en-jdg-2006';

export const jdgCard2006Fr: Translation<typeof jdgCard2006En> = {
  /** Pas de carte 2006 en français : les noms et codes français de la carte 2016, et les notes 2006 traduites. */
  // Les noms suivent la liste de la carte 2006 (« Vigne » avant « Lac asséché », pas de « Rizière ») : écrits ici, pas
  // importés de fr-jdg.ts (importé d'ici, le module des premiers textes se scinderait en deux fichiers à la première
  // visite).
  card2006: {
    terrain: {
      clear: 'Clair',
      difficult: 'Difficile / Coupé / Vigne / Lac asséché',
      orchard: 'Verger / Palmeraie',
      woods: 'Bois',
      marsh: 'Marais / Etang gelé',
      river: 'Rivière / Lac / Mer',
      town: 'Ville / Village / Ruines',
      castle: 'Château',
      road: 'Route',
      trail: 'Chemin',
      bridge: 'Pont / Ponton installé',
      stream: 'Ruisseau / Canal / Gué',
      'level-up-1': '+1 niveau de terrain',
      'level-up-2': '+2 niveaux de terrain ou plus',
      'level-down-1': '-1 niveau de terrain',
      'level-down-2': '-2 niveaux de terrain ou plus',
      crest: 'Crête',
      slope: 'Pente',
      'steep-slope': 'Pente raide',
      redoubt: 'Redoute / Mur',
      fortification: 'Fortification',
      'friendly-unit': 'Hex. unité amie',
      'leaving-zoc': 'Quitter une ZdC',
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
};
