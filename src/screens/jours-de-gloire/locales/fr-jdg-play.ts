/**
 * Jours de Gloire, français : les mots des écrans de tir, de choc et de mouvement (chargés avec eux).
 */
import type { Translation } from '../../../i18n/types';
import type { jdgPlayEn } from './en-jdg-play';

export const jdgPlayFr: Translation<typeof jdgPlayEn> = {
  fireBands: {
    routed: 'R',
    disordered: 'D',
    'cohesion-test': 'TdC',
    'no-effect': 'Pas d’effet',
  },
  fireBandMeaning: {
    routed: 'Déroute',
    disordered: 'Mise en désordre',
    'cohesion-test': 'Test de cohésion, si échec D',
    'no-effect': 'La table ne donne rien sous 9 : pas d’effet.',
  },
  shockResults: {
    'recoil-and-disorder': '1\u00a0+\u00a0D',
    'breakthrough-or-pursuit': 'Choc de rupture (8.7) ou Poursuite (9.5)',
    'recoil-and-cohesion-test': '1\u00a0+\u00a0TdC',
    pursuit: 'Poursuite (9.5)',
    'pursuit-after-counter-charge': 'Poursuite si contre-charge et recul ou retraite de l’attaquant (9.4 et 9.5)',
    'disorder-and-cohesion-test-recoil': 'D\u00a0+\u00a0TdC/1',
    'counter-shock-or-pursuit': 'Contre choc (8.7) ou Poursuite (9.5)',
  },
  shockKey: [
    '1 = recul d’un hex. / D = mise en désordre',
    'TdC = test de cohésion, si échec D / R = déroute',
    'TdC/1 = test de cohésion, si échec recul d’un hex.',
    'Les mentions en italique ne concernent que la cavalerie',
  ],
  setup: {
    defenderHex: 'Hex. du défenseur',
    targetHex: 'Hex. de la cible',
    hexside: 'Côté d’hex. franchi',
    hexsideFire: 'Côté d’hex. entre tireur et cible',
    bridgeSpans: 'Le pont enjambe',
    levelDifference: 'Niveau du défenseur par rapport à l’attaquant',
    levelDifferenceFire: 'Niveau de la cible par rapport au tireur',
    levelHelp: '+1 = un niveau plus haut, −2 = deux niveaux plus bas',
    work: 'Redoute / Mur ou Fortification',
    workDirection: 'Qui est à l’intérieur',
    attackers: 'Unités attaquantes',
    defenders: 'Unités en défense',
    unit: 'Unité {{n}}',
    strength: 'Points de force (PF)',
    cohesion: 'Cohésion',
    disorderedCohesion: 'La cohésion d’une unité en désordre est la plus basse, imprimée au verso de son pion.',
    type: 'Type',
    attackerHex: 'Attaque depuis',
    addAttacker: 'Ajouter une unité attaquante',
    addDefender: 'Ajouter une unité en défense',
    removeAttacker: 'Retirer l’unité attaquante {{n}}',
    removeDefender: 'Retirer l’unité en défense {{n}}',
    mode: 'Attaque',
    direction: 'Défenseur attaqué depuis',
    defenderRouted: 'Défenseur en déroute',
    defenderInSquare: 'Défenseur en carré',
    attackerRearExposed:
      'Un hex. d’arrière d’un attaquant est dans un hex. de front d’unités ennemies adjacentes ne participant pas au combat',
    fireStrength: 'Points de force (PF)',
    combined: 'Tir combiné de 2 unités d’artillerie de la même formation empilées dans l’hex.',
    fireKind: 'Type de tir',
    firerHex: 'Hex. du tireur',
    firerInSquare: 'Tireur en carré (empilé avec de l’infanterie en carré)',
    effectiveRange: 'Portée efficace (le chiffre en haut à gauche)',
    distance: 'Distance de la cible (hex.)',
    massedTarget: 'Cible groupée : 2 unités ou plus, hors artillerie, dans l’hex.',
    targetInSquare: 'Cible formée en carré',
    targetIsArtillery: 'Cible uniquement d’artillerie',
    edition: 'Tables de Jours de Gloire',
  },
  hexsides: {
    none: 'Aucun (côté d’hex. ouvert)',
    stream: 'Ruisseau / Canal / Gué',
    bridge: 'Pont / Ponton installé',
    crest: 'Crête',
    slope: 'Pente',
    'steep-slope': 'Pente raide',
  },
  bridgeSpans: { river: 'une rivière', stream: 'un ruisseau' },
  works: { none: 'Aucun', redoubt: 'Redoute / Mur', fortification: 'Fortification' },
  workDirections: {
    into: 'Le défenseur (la cible) : attaque vers l’intérieur',
    'out-of': 'L’attaquant (le tireur) : attaque vers l’extérieur',
  },
  unitTypes: {
    infantry: 'Infanterie',
    cavalry: 'Cavalerie',
    'heavy-cavalry': 'Cavalerie lourde (L)',
    artillery: 'Artillerie',
  },
  modes: { shock: 'Choc', charge: 'Charge (cavalerie)' },
  directions: {
    front: 'Hex. de front seulement',
    rear: 'Hex. d’arrière seulement',
    'front-and-rear': 'Un hex. de front ET un hex. d’arrière',
  },
  fireKinds: {
    normal: 'Tir normal',
    reaction: 'Tir de réaction (8.3)',
    'counter-battery': 'Tir de contre-batterie (7.1)',
  },
  fireKinds2006: {
    normal: 'Tir normal',
    reaction: 'Tir de réaction (8.3)',
    'counter-battery': 'Tir de contre-batterie (7.6)',
  },
  modifiers: {
    odds: 'Rapport de force {{attacker}} : {{defender}} PF (rapport exact {{ratio}} : 1) → ligne «\u00a0{{step}}\u00a0» de la carte',
    cohesion: 'Cohésion : meilleur attaquant {{attacker}} − meilleur défenseur {{defender}}',
    'defender-terrain': 'Terrain du défenseur : {{terrain}}',
    'cavalry-defending-six-front-hexes':
      'Cavalerie en défense en {{terrain}}, attaquée avec de l’infanterie : +2 à la place du terrain',
    hexside: 'Côté d’hex. : {{hexside}}',
    level: 'Niveau : {{row}}',
    'work-into': '{{work}}, attaque vers l’intérieur',
    'work-out-of': '{{work}}, attaque vers l’extérieur',
    'attacker-six-front-hexes': 'Attaquant dans un hex. à 6 hex. de front (ville, village, ruines, château)',
    'defender-routed': 'Défenseur en déroute',
    'attacked-from-rear': 'Défenseur attaqué depuis un de ses hex. d’arrière',
    'attacked-from-front-and-rear': 'Défenseur attaqué depuis un hex. de front ET un hex. d’arrière',
    'attacker-rear-exposed': 'Hex. d’arrière de l’attaquant dans le front d’ennemis ne participant pas au combat',
    'cavalry-shock-without-charge': 'Choc de cavalerie (sans charger)',
    'charge-with-heavy-cavalry': 'Charge avec au moins une unité de cavalerie lourde',
    'charge-non-heavy-cavalry': 'Charge de cavalerie non lourde',
    'charge-against-square': 'Charge de cavalerie contre un carré (supprime le bonus de charge)',
    'infantry-alone-against-square': 'Infanterie seule contre un carré',
    'fire-strength': 'Tir d’une artillerie ({{strength}} PF)',
    'combined-fire': 'Tir combiné de 2 unités d’artillerie empilées',
    'firer-six-front-hexes': 'Tireur ayant six hex. de front (carré/ville/village)',
    'reaction-fire': 'Tir de réaction',
    'counter-battery-fire': 'Tir de contre-batterie',
    'target-terrain': 'Terrain de la cible : {{terrain}}',
    'massed-target': 'Cible groupée',
    'target-in-square': 'Cible formée en carré',
    'point-blank': 'Tir à bout portant (adjacent)',
    'effective-range': 'Tir à portée efficace ({{range}} hex.)',
    'long-range': 'Longue portée : {{hexes}} hex. au-delà de la portée efficace, −2 chacun',
  },
  oddsRounding: 'Un rapport entre deux paliers compte pour le plus bas (lecture de la carte par l’application).',
  readings: {
    'point-blank-against-artillery':
      'La carte 2016 abandonne le « contre infanterie ou cavalerie » de 2006 sans le dire : l’application donne aussi +1 contre l’artillerie.',
    'cavalry-shock-with-infantry':
      'La carte ne dit pas si la cavalerie qui choque avec de l’infanterie subit son −2 : l’application l’applique.',
    'odds-rounded-for-defender':
      'La carte ne dit pas comment arrondir un rapport situé entre deux de ses colonnes : {{ratio}} : 1 est entre {{step}} et {{shortOf}}, et l’application prend {{step}}, du côté du défenseur.',
    'b-cavalry-only-defenders':
      'L’application donne le +2 quand toutes les unités en défense sont de la cavalerie ; avec des défenseurs mixtes, elle garde le MD du terrain.',
    'b-once-per-attack': 'Compté une fois pour l’attaque, quel que soit le nombre d’attaquants dans de tels hex.',
    'h-bridge-over-stream-is-stream':
      'Le −3 du pont est ignoré sur un ruisseau [h] ; l’application applique le −1 du ruisseau, le côté d’hex. restant un ruisseau.',
    'routed-replaces-position':
      'Le +2 de déroute n’est pas cumulable avec l’arrière (+2) ni front/arrière (+3) : l’application garde +2 seul.',
    'combined-fire-one-strength':
      'L’application lit le tir combiné comme la puissance de feu d’une unité +2, et non la somme des deux.',
  },
  notes: {
    'point-blank-not-against-artillery':
      'Carte 2006 : bout portant +1 seulement contre infanterie ou cavalerie, rien contre l’artillerie.',
    'attackers-adjacent': 'Rappel : les unités attaquantes doivent être adjacentes.',
    'defender-six-front-hexes':
      'L’hex du défenseur lui donne 6 hex. de front [b] : il n’a pas d’arrière, une attaque par l’arrière ne donne aucun modificateur.',
    'artillery-in-shock-2006':
      'La carte 2006 ne dit rien de l’artillerie au choc : l’application compte ses PF comme ceux des autres unités.',
    'artillery-in-shock':
      'L’artillerie au choc relève de la règle 8.9, absente de la carte : l’application compte ses PF comme ceux des autres unités. Vérifiez la règle 8.9.',
    'charge-path':
      'L’application vérifie les hex. d’où la cavalerie charge, le côté d’hex. franchi et l’hex. visé. Vérifiez vous-même le reste du trajet de charge [e].',
    'levels-beyond-adjacent':
      'Niveaux, crêtes et pentes raides ne comptent que pour un tir vers un hex. adjacent [f] ; au-delà, voir les règles de lignes de vue (7.4).',
    'massed-target-not-for-reaction': 'Cible groupée +1 : sauf si tir de réaction ou de contre-batterie.',
  },
  forbidden: {
    'steep-slope-three-levels-fire':
      'Pente raide entre deux hex. de 3 niveaux ou plus d’écart : infranchissable, et le tir est interdit comme le choc [i] (carte 2006).',
    'defender-terrain-not-allowed': 'Le choc vers {{terrain}} n’est pas autorisé (NA).',
    'steep-slope-three-levels':
      'Pente raide entre deux hex. de 3 niveaux ou plus d’écart : infranchissable, et le choc est interdit [i].',
    'charge-from-terrain': 'Pas de charge depuis {{terrain}} [e].',
    'charge-across-hexside': 'Pas de charge au travers d’un côté d’hex. {{terrain}} [e].',
    'charge-into-terrain': 'Pas de charge vers {{terrain}} [e].',
    'charge-work': 'Pas de charge vers ou depuis {{terrain}} [e].',
    'adjacent-fire-across-hexside': 'Pas de tir vers un hex. adjacent au travers de {{terrain}} (NA [f]).',
  },
  shockOutcomes: {
    'no-effect': 'Aucun effet',
    'no-effect-cavalry-may-pursue':
      'Aucun effet ; cavalerie : Poursuite si contre-charge et recul ou retraite de l’attaquant (9.4 et 9.5)',
  },
  /** Its link fields' names, for a notice about a link or a kept set-up it could not read whole. */
  linkFields: {
    't.hex': 'hex. du défenseur ou de la cible',
    't.side': 'côté d’hex.',
    't.bridge': 'ce qu’enjambe le pont',
    't.lvl': 'différence de niveau',
    't.work': 'redoute ou fortification',
    't.dir': 'qui est dans l’ouvrage',
    's.a': 'unités attaquantes',
    's.d': 'unités en défense',
    's.mode': 'choc ou charge',
    's.from': 'direction de l’attaque',
    's.routed': 'défenseur en déroute',
    's.square': 'défenseur en carré',
    's.exposed': 'arrière exposé de l’attaquant',
    'f.sp': 'puissance de feu',
    'f.comb': 'tir combiné',
    'f.kind': 'type de tir',
    'f.hex': 'hex. du tireur',
    'f.sq': 'tireur en carré',
    'f.er': 'portée efficace',
    'f.dist': 'distance',
    'f.mass': 'cible groupée',
    'f.tsq': 'cible en carré',
    'f.art': 'cible d’artillerie',
  },
  /** The movement helper's words for this game: its units, roads and fields, and its lines, readings, notes and reasons. */
  movement: {
    disordered: 'L’unité est en désordre',
    roads: { none: 'Ni route ni chemin', road: 'Par une route', trail: 'Par un chemin' },
    fields: {
      hex: 'Hex. où l’on entre',
      road: 'Route ou chemin suivi',
      hexside: 'Bord d’hex. franchi',
      work: 'Ouvrage franchi',
      levelChange: 'Changement de niveau (hex. d’arrivée − hex. de départ)',
      friendlyUnit: 'Une unité amie occupe l’hex. d’arrivée',
      leavingEnemyZoc: 'L’étape quitte une ZdC ennemie',
      enteringEnemyZoc: 'L’étape entre en ZdC ennemie',
      adjacentToEnemy: 'L’hex. d’arrivée est adjacent à une unité ennemie',
    },
    modifiers: {
      'move-hex': 'Hex. où l’on entre',
      'move-road': 'Par la route ou le chemin (son coût remplace celui de l’hex.)',
      'move-extra': '{{terrain}}',
      'move-cancelled-by-road': '{{terrain}} : +{{cost}} annulé par la route ou le chemin [c]',
      'move-road-crossing': '{{terrain}} par route ou chemin : le NA est levé, surcoût de 2 [c]',
      'move-disordered-into-zoc': 'Unité en désordre entrant en ZdC ennemie [d]',
    },
    readings: {},
    notes: {
      'road-not-next-to-enemy':
        'Pas de mouvement sur route ou chemin en se plaçant adjacent à une unité ennemie (4.3.1) : l’hex. et chaque franchissement sont payés en entier.',
      'road-next-to-enemy-2006':
        'La table 2016 interdit le mouvement sur route adjacent à l’ennemi (4.3.1) ; celle de 2006 ne le dit pas. L’app suit la table 2006 : vérifiez vos règles.',
      'marsh-special-rules': 'Marais * : voir aussi les règles spécifiques d’Austerlitz, d’Eylau et de la Bérézina.',
      'road-keeps-na':
        '{{terrain}} : ce NA n’est pas marqué [c], la route ou le chemin ne le lève donc pas (lecture de l’app).',
      'road-ignores-steep-slope-d': 'Sur route ou chemin, le D (désordre) de la pente raide est ignoré [c].',
      'move-disordered': '{{terrain}} : l’unité est automatiquement mise en désordre (D).',
    },
    forbidden: {
      'move-not-allowed': '{{terrain}} : NA (non autorisé) pour cette unité.',
      'steep-slope-three-levels':
        'Pente raide entre deux hex. de 3 niveaux d’écart ou plus : bord d’hex. infranchissable [i].',
    },
  },
  /** A roll's set-up in one line, as the roll log says it. */
  log: {
    shockSummary: '{{attackers}} PF contre {{defenders}} PF, {{terrain}}, {{mode}}',
    fireSummary_one: '{{strength}} PF à {{count}} hex., cible en {{terrain}}',
    fireSummary_other: '{{strength}} PF à {{count}} hex., cible en {{terrain}}',
  },
};
