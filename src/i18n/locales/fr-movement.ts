/** L'aide au coût de mouvement, en français : ses mots et ceux des règles de mouvement de chaque système. */
export const movementFr = {
  title: 'Coût de mouvement',
  lead: 'Calculez un mouvement hex. par hex. : le coût de chaque étape avec la ligne de table d’où il vient, additionné face au potentiel.',
  unit: 'Unité',
  unitType: 'Type d’unité',
  allowance: 'Potentiel de mouvement (PM)',
  steps: 'Étapes du mouvement',
  step: 'Étape {{n}}',
  addStep: 'Ajouter une étape',
  stepsFull: 'Un mouvement compte au plus {{max}} étapes ici : calculez un mouvement plus long en deux fois.',
  removeStep: 'Retirer l’étape {{n}}',
  stepCost: 'Coût de l’étape {{n}}',
  line: 'Coût',
  value: 'PM',
  total: 'Total de l’étape',
  forbiddenLead: 'Les règles interdisent cette étape :',
  spentAfter: 'dépensé jusqu’ici : {{spent}} PM sur {{allowance}}',
  notReached: 'Non atteinte : une étape précédente est interdite.',
  beyondAllowance: 'Au-delà du potentiel',
  summary: {
    heading: 'Le mouvement',
    within: '{{spent}} PM dépensés sur {{allowance}}, il reste {{left}} PM.',
    exhausted: 'Le potentiel est épuisé à l’étape {{n}} : le mouvement coûte {{spent}} PM, l’unité en a {{allowance}}.',
    blocked: 'L’étape {{n}} est interdite : l’unité ne peut pas aller plus loin.',
  },
  jdg: {
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
  corbach: {
    units: {
      infantry: 'Infanterie',
      cavalry: 'Cavalerie',
      'light-cavalry': 'Cavalerie légère',
      artillery: 'Artillerie',
    },
    roads: { none: 'Pas de route', road: 'Par une route', 'sunken-road': 'Par un chemin creux' },
    fields: {
      hex: 'Hex. où l’on entre',
      road: 'Route suivie',
      hexside: 'Bord d’hex. franchi',
      level: 'Changement de niveau',
    },
    noZocCosts:
      'La table de Corbach ne donne aucun coût pour entrer dans une ZdC ou en sortir, ni pour les unités amies : voir les règles.',
    modifiers: {
      'corbach-move-hex': 'Hex. où l’on entre',
      'corbach-move-road': 'Par la route (son coût remplace celui de l’hex.)',
      'corbach-move-extra': '{{terrain}}',
      'corbach-road-cancels-cost': '{{terrain}} : +{{cost}} annulé par la route (note 2)',
      'corbach-road-cancels-ban': '{{terrain}} : l’interdiction est levée sur la route (note 2)',
      'corbach-road-cancels-disorganisation': '{{terrain}} : pas de désorganisation sur la route (note 2)',
      'corbach-road-cancels-test': '{{terrain}} : pas de test de désorganisation sur la route (note 2)',
    },
    readings: {
      'corbach-artillery-moves-as-infantry':
        'La table ne donne de coûts que pour l’infanterie et la cavalerie (« Coût (I/C) ») ; l’app fait payer à l’artillerie le coût de l’infanterie.',
    },
    notes: {
      'corbach-move-disorganised': '{{terrain}} : l’unité est automatiquement désorganisée.',
      'corbach-move-disorganisation-test': 'Deux niveaux gravis dans le même hex. : test de désorganisation (note 3).',
    },
    forbidden: { 'corbach-move-forbidden': '{{terrain}} : interdit à cette unité.' },
  },
  pg: {
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
};
