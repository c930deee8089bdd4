/** Corbach 1760, français : la source est en anglais, ces mots sont ceux de l'application. */
import type { Translation } from '../types';
import type { corbachEn } from './en-corbach';

export const corbachFr: Translation<typeof corbachEn> = {
  name: 'Corbach 1760',
  terrain: {
    clear: 'Clair',
    woods: 'Bois',
    village: 'Village',
    road: 'Route',
    'sunken-road': 'Chemin creux',
    stream: 'Ruisseau',
    bridge: 'Pont',
    'up-one-level': 'Montée d’un niveau',
    'up-two-levels': 'Montée de deux niveaux',
    'down-levels': 'Descente d’un ou deux niveaux',
    slope: 'Pente',
  },
  modifiers: {
    odds: 'Rapport de force {{attacker}} : {{defender}} → {{step}}',
    morale: 'Moral : meilleur attaquant {{attacker}} − meilleur défenseur {{defender}}',
    'through-flank': 'Défenseur attaqué par un hex. de flanc',
    'through-rear': 'Défenseur attaqué par un hex. arrière',
    'heavy-cavalry-against-disorganised-infantry': 'Cavalerie lourde contre infanterie désorganisée',
    'heavy-cavalry-against-line-infantry': 'Cavalerie lourde contre infanterie de ligne en bon ordre',
    'heavy-cavalry-against-cavalry': 'Cavalerie lourde contre cavalerie, avec bonus',
    'attacker-disorganised': 'Un des attaquants est désorganisé',
    'defender-disorganised': 'Un des défenseurs est désorganisé',
    terrain: 'Terrain : {{terrain}}',
    hexside: 'Côté d’hex. : {{terrain}}',
    level: 'Niveau : {{terrain}}',
    'all-attackers-light': 'Toutes les unités attaquantes sont légères',
    'all-defenders-light-in-clear': 'Toutes les unités en défense en terrain clair sont légères',
    'change-of-stack-order': 'Changement d’ordre d’une pile en ZdC ennemie',
    'commander-present': 'Commandant présent',
    'attacker-demoralised': 'Formation de l’attaquant démoralisée',
    'defender-demoralised': 'Formation du défenseur démoralisée',
    'march-column': 'Contre une unité en colonne de marche',
    'light-target': 'Cible légère',
    'firer-disorganised': 'Tireur désorganisé',
    'against-flank': 'Tir de flanc',
    adjacent: 'Tir adjacent',
    'beyond-three-hexes': 'Au-delà de 3 hex.',
    'beyond-four-hexes': '{{hexes}} hex. au-delà de 4 hex., −1 chacun',
    'twelve-pounder': 'Batterie de 12 livres (12L)',
  },
  readings: {
    'corbach-flank-and-rear-add':
      'La carte déclare ses modificateurs « cumulatifs » : l’application ajoute le flanc +2 et l’arrière +3.',
    'corbach-heavy-cavalry-bonus-garbled':
      'La ligne de la carte dit « +1 contre cavalerie si bonus » ; la nature du bonus est dans les règles.',
    'corbach-change-of-order':
      'La carte donne −2 pour un changement d’ordre d’une pile en ZdC ennemie sans dire de qui ; l’application l’applique à l’attaque.',
    'corbach-commander-attacker':
      'La carte donne +1 « si commandant présent » ; l’application le lit comme le commandant de l’attaquant.',
    'corbach-demoralised-sign':
      'La carte indique « +/−1 » pour une formation démoralisée : l’application donne −1 si celle de l’attaquant l’est, +1 si celle du défenseur l’est.',
    'corbach-range-penalties-add':
      'La carte présente −1 au-delà de 3 hex. et −1 par hex. au-delà de 4 comme cumulatifs : à 6 hex., l’application donne −1 et −2.',
  },
  notes: {
    'corbach-orientation-garbled':
      'Une ligne d’orientation de la carte est illisible (« +2 … toutes directions d’attaque ») : l’application ne l’applique pas. Vérifiez la carte imprimée.',
    'corbach-reconstructed-rows':
      'Les résultats du défenseur des lignes 4, 5 et 6 de la table de combat sont illisibles dans la source : l’application les reconstitue en TM+1, TM+2, 1-TM+2. Vérifiez-les sur la carte imprimée.',
    'corbach-artillery-garbled':
      'Les modificateurs d’artillerie de la source sont en partie illisibles ; l’application les lit comme listés ici.',
  },
  forbidden: {},
};
