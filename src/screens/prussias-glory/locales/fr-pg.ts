/** Prussia's Glory (carte de Leuthen), français : les termes de l'aide de jeu française. */
import type { Translation } from '../../../i18n/types';
import type { pgEn } from './en-pg';

const hexes: Translation<typeof pgEn>['hexes'] = {
  clear: 'Dégagé',
  woods: 'Bois',
  town: 'Ville',
  'walled-town': 'Ville ceinturée',
  marsh: 'Marais',
  'pond-river': 'Etang/Rivière',
  'deep-water': 'Eau profonde',
};

const hexsides: Translation<typeof pgEn>['hexsides'] = {
  'slope-top': 'Haut de pente',
  'slope-bottom': 'Bas de pente',
  stream: 'Ruisseau',
  bridge: 'Pont',
  entrenchment: 'Retranchement',
  pond: 'Étang',
  mietzel: 'Rivière Mietzel',
  elbe: 'Rivière Elbe',
};

export const pgFr: Translation<typeof pgEn> = {
  name: "Prussia's Glory (Leuthen)",
  hexes,
  hexsides,
  /** Hexes and hexsides together (their ids differ): how the rules' lines name a terrain. */
  terrain: { ...hexes, ...hexsides },
  tables: {
    'pg-movement': 'Coût de mouvement',
    'pg-tec': 'Table d’effet du terrain',
    'pg-hex': 'Terrain d’hex',
    'pg-hexside': 'Terrain de côté d’hex',
    'pg-deep-charge': 'Charges profondes (19.11.1)',
    'pg-rally': 'Modificateur de ralliement',
    'pg-zoc': 'Coût pour quitter une ZDCE',
  },
  columns: {
    terrain: 'Terrain',
    movement: 'Coût de mouvement (PM)',
    moveInfantry: 'inf/art/leader',
    moveCavalry: 'Cav',
    effects: 'Effet sur le combat',
    infantry: 'Inf',
    cavalry: 'Cav',
    bombardment: 'Bomb',
  },
  columnNames: { infantry: 'Combat d’infanterie', cavalry: 'Combat de cavalerie', bombardment: 'Bombardement' },
  rows: {
    morale: 'Moral de l’unité',
    support: 'Toutes les unités en support',
    'prussian-engaged-cavalry': 'La cavalerie prussienne « Engaged »',
    'other-fast-engaged': 'Toutes les autres unités rapides « Engaged »',
    leader: 'Empilé avec un chef ami',
    'far-from-enemy': 'À quatre hex ou plus d’un ennemi',
    'infantry-in-cover': 'Infanterie dans un bois ou une ville',
    'friendly-disorder': 'Unité amie en désordre ou en déroute',
    'adjacent-enemy': 'Unité ennemie adjacente',
    army: 'Armée démoralisée ou brisée',
  },
  cells: { prohibited: 'P', all: 'tous' },
  key: {
    plain:
      'Si le résultat n’est pas entre parenthèses ou crochets, alors les effets du combats sont pour l’attaquant dans le terrain.',
    paren: '( ) Ces effets s’appliquent à l’attaquant à partir ou dans cet hex.',
    bracket: '[ ] Ces effets s’appliquent seulement à l’attaquant à partir de ce terrain.',
    P: 'P Interdit.',
    star: '* La cavalerie ne peut pas utiliser leur valeur de choc en attaquant dans ou à partir de ce terrain.',
    starStar: '** En colonne seulement.',
    '1': '1 L’hex 3110 sur la carte de Leuthen est une ville ceinturé.',
    '2': '2 Un hex est un étang/rivière quand il ne comprend pas que du bleu, autrement il est considéré comme un hex d’eau profonde, inexploitable pour les troupes.',
    '3': '3 S’il n’y a pas de pont ou de passage.',
    '4': '4 Un côté d’hex est un étang quand il est couvert complètement par l’étang.',
  },
  movementRule: 'Coût de mouvement : appliquer la valeur de l’hex la plus élevé et ajoutez les côtés d’hex.',
  combatRule:
    'Effets sur le combat : appliquez les modificateurs de l’hex le moins favorable à l’attaquant (soit l’hex du défenseur ou celui de l’attaquant), plus les côtés d’hex entre les deux hexs. L’attaquant peut choisir quel hex attaquant et quel hex en défense est utilisé comme modificateur (DRM) de terrain pour les attaques multi-hex, tout en appliquant les côtés d’hex entre les deux hexs choisis.',
  zoc: {
    support: 'Toutes les unités en support',
    'prussian-engaged-cavalry':
      'La cavalerie Prussienne « Engaged » (seulement si elle n’est pas engagé par de la cavalerie Formé)',
    'other-fast-engaged':
      'Toutes les autres unités rapides « Engaged » (seulement si elle n’est pas engagé par de la cavalerie Formé)',
    cost: '+{{cost}} PM',
  },
  screens: {
    terrain: 'Table d’effet du terrain',
    combat: 'Terrain du combat',
    sequence: 'Séquence de combat',
    morale: 'Ralliement et charges profondes',
  },
  combat: {
    column: 'Type de combat',
    defenderHex: 'Hex du défenseur',
    attackingHexes: 'Hex attaquants',
    attackingHex: 'Hex attaquant {{n}}',
    hex: 'Hex de l’attaquant',
    hexsides: 'Côtés d’hex franchis vers l’hex du défenseur',
    slopeSides: {
      'slope-top': 'Haut de pente : le défenseur au-dessus de l’attaquant',
      'slope-bottom': 'Bas de pente : le défenseur au-dessous de l’attaquant',
    },
    addHex: 'Ajouter un hex attaquant',
    hexesFull: 'Un hex a six voisins : au plus {{max}} hex attaquants.',
    removeHex: 'Retirer l’hex attaquant {{n}}',
    needHex: 'Ajoutez au moins un hex attaquant.',
    best: 'DRM de terrain de cette attaque',
    bestPair: 'Le meilleur choix de l’attaquant : hex attaquant {{n}}.',
    pair: 'Hex attaquant {{n}} :',
    chosen: 'meilleur choix',
    noAllowed: 'Aucun hex attaquant ne peut attaquer le défenseur ici.',
    cavalryLosesShock: 'La cavalerie ne peut pas utiliser leur valeur de choc dans cette attaque (*).',
    noCrt:
      'La carte de Leuthen ne contient pas de table des résultats de combat : résolvez le combat sur la table de votre jeu, avec ce DRM de terrain. L’application n’en invente pas.',
  },
  sequence: {
    '1': '1. Désignation de l’attaque',
    '2': '2. retrait avant le combat',
    '3': '3. Détermination du rapport',
    '4': '4. Sélection des unités à la tête du combat',
    '5': '5. Déterminer le modificateur (DRM)',
    '6': '6. Résoudre le combat',
    '7': '7. Test des pertes de chef',
    '8': '8. Application des résultats',
    '9': '9. Avance après combat',
    '10': '10. Attaque/Avance prolongé',
    '11': '11. Gain de pion de Combat Gagnant',
    '12': '12. Action de cavalerie',
  },
  rally: {
    earlier: 'Un champ contient une erreur : le moral ci-dessous est celui de la situation d’avant.',
    title: 'Modificateur de ralliement',
    lead: 'Additionné ou enlevé à la valeur de moral de l’unité.',
    morale: 'Moral de l’unité',
    leaderModifier: 'Chef ami empilé : son modificateur de moral (MM)',
    leaderLost:
      'La valeur du chef est illisible sur la carte (« +? MM ») : saisissez le modificateur de moral du chef, 0 s’il n’y en a pas.',
    far: 'À quatre hex ou plus d’un ennemi',
    cover: 'Infanterie dans un bois ou une ville',
    friendlyDisorder: 'Empilé avec ou adjacent à une unité amie en désordre ou en déroute',
    adjacentEnemy: 'Adjacent à une unité ennemie',
    army: 'Armée',
    armies: { normal: 'En bon ordre', demoralized: 'Démoralisée', broken: 'Brisée' },
    result: 'Moral pour le ralliement',
  },
  deepCharge: {
    title: 'Charges profondes (19.11.1)',
    text: 'Après les mouvements d’avance, toute cavalerie étant « Engaged », formé qui n’a pas encore exécuté de charges profondes à ce tour peut tenter de le faire maintenant (19.11.1). Désigné la cavalerie qui fait la tentative et lancé le dé. Additionnez le morale de l’unité et le modificateur de morale de tout chef empilé avec l’unité. Toutes unités avec un total de 11 ou plus doit participer à la prochaine attaque.',
    morale: 'Moral de la cavalerie',
    leaderModifier: 'Modificateur de moral du chef empilé (0 sans chef)',
    mustAttack: 'Doit participer à la prochaine attaque',
    free: 'N’est pas obligée d’attaquer',
    chance: 'Chance de devoir attaquer : {{chance}} (faces {{faces}})',
    never: 'Aucune face du dé n’atteint 11.',
    result: 'Résultat',
    total: 'Total',
  },
  moraleEffects: {
    title: 'Effet du moral au combat',
    '5': '5 VM : peut retraiter volontairement. Pas affecté par un résultat « r ».',
    '4': '4 VM : doit subir un résultat Désordre quand elle prend un point de perte (PP) si elle a déjà une perte de pas. Le résultat « r » entraîne un « désordre ».',
    '3': '3 VM : doit subir un résultat Déroute quand elle prend un point de perte (PP) si elle a déjà une perte de pas. Le résultat « r » entraîne un « désordre ». Un « S » entraîne une reddition pour un PP.',
  },
  modifiers: {
    'pg-defender-hex': 'Hex. du défenseur : {{terrain}}',
    'pg-attacker-hex': 'Hex. de l’attaquant : {{terrain}}',
    'pg-hexside': 'Côté d’hex. : {{terrain}}',
    'pg-deep-charge-morale': 'Moral de la cavalerie',
    'pg-deep-charge-leader': 'Modificateur de moral du chef empilé',
    'pg-rally-leader': 'Empilé avec un chef ami',
    'pg-rally-far-from-enemy': 'À quatre hex. ou plus d’un ennemi',
    'pg-rally-infantry-in-cover': 'Infanterie dans un bois ou une ville',
    'pg-rally-friendly-disorder': 'Empilé avec ou adjacent à une unité amie en désordre ou en déroute',
    'pg-rally-adjacent-enemy': 'Adjacent à une unité ennemie',
    'pg-rally-army-demoralized': 'Armée démoralisée',
    'pg-rally-army-broken': 'Armée brisée',
  },
  readings: {
    'pg-rally-sign-lost':
      'Le signe de la carte est perdu (« 1 … », « 2 … ») : une unité amie en désordre, un ennemi adjacent, une armée démoralisée ou brisée nuisent au ralliement, l’application lit un moins.',
  },
  notes: {},
  forbidden: {
    'pg-prohibited-hex': 'Combat vers ou depuis cet hex interdit (P) : {{terrain}}.',
    'pg-prohibited-hexside': 'Combat à travers ce côté d’hex interdit (P) : {{terrain}}.',
  },
  /** Its link fields' names, for a notice about a link or a kept set-up it could not read whole. */
  linkFields: {
    'p.col': 'colonne de combat',
    'p.dhex': 'hex du défenseur',
    'p.a': 'hex attaquants',
    'r.mor': 'moral de l’unité à rallier',
    'r.ldr': 'modificateur du chef (ralliement)',
    'r.far': 'à quatre hex ou plus d’un ennemi',
    'r.cover': 'infanterie en bois ou en ville',
    'r.fdis': 'unité amie en désordre ou en déroute proche',
    'r.adj': 'adjacent à un ennemi',
    'r.army': 'état de l’armée',
    'd.mor': 'moral de la cavalerie',
    'd.ldr': 'modificateur du chef (charge profonde)',
  },
  /** The movement helper's words for this game: its units, roads and fields, and its lines, readings, notes and reasons. */
  movement: {
    units: { infantry: 'Infanterie', artillery: 'Artillerie', leader: 'Chef', cavalry: 'Cavalerie' },
    inColumn: 'L’unité est en colonne',
    fields: {
      hexTerrains: 'Terrain de l’hex. où l’on entre (dégagé si aucun)',
      hexsides: 'Côtés d’hex. franchis (jusqu’à {{max}})',
      leavingZoc: 'Sortie d’une ZDCE',
      engagedByFormedCavalry: 'Engagée par de la cavalerie Formée',
    },
    zoc: {
      none: 'Ne quitte pas de ZDCE',
      support: 'Unité en support',
      'prussian-engaged-cavalry': 'Cavalerie prussienne « Engaged »',
      'other-fast-engaged': 'Autre unité rapide « Engaged »',
      'other-unit': 'Une autre unité',
    },
    modifiers: {
      'pg-move-hex': 'Hex. où l’on entre : le coût le plus élevé',
      'pg-move-hexside': '{{hexside}}',
      'pg-move-all-points': '{{hexside}} : tous les points de mouvement (**)',
      'pg-move-zoc': 'Sortie d’une ZDCE',
      'pg-move-zoc-other': 'Sortie d’une ZDCE : la table ne donne pas de coût pour cette unité',
    },
    readings: {
      'pg-slope-bottom-split':
        'La table porte « +0/+1 » dans la colonne infanterie, artillerie et chef ; l’app lit +0 pour l’infanterie, +1 pour l’artillerie et les chefs.',
    },
    notes: {
      'pg-move-highest-hex': 'Plusieurs terrains dans l’hex. : seul le coût le plus élevé compte, pas leur somme.',
      'pg-move-bridged': '{{hexside}} franchi par le pont : c’est le +0 du pont qui est payé.',
      'pg-zoc-formed-cavalry-reading':
        'La table donne ce coût « seulement si elle n’est pas engagée par de la cavalerie Formée » : l’app lit qu’une unité engagée par de la cavalerie Formée ne peut pas sortir ainsi.',
    },
    forbidden: {
      'pg-move-prohibited': '{{terrain}} : interdit (P).',
      'pg-move-column-only': 'La Mietzel ne se franchit qu’en colonne (**).',
      'pg-move-whole-move': 'Franchir la Mietzel coûte tous les points de mouvement : ce doit être tout le mouvement.',
      'pg-move-engaged-by-formed-cavalry':
        'Engagée par de la cavalerie Formée : ne peut pas quitter la ZDCE ainsi (lecture de l’app).',
    },
  },
  /** A roll's set-up in one line, as the roll log says it. */
  log: {
    deepChargeSummary: 'charge profonde, moral {{morale}}, chef +{{leader}}',
  },
};
