/** The movement-cost helper, English: its own words and the words of each game's movement rules. */
export const movementEn = {
  title: 'Movement cost',
  lead: 'Price a move hex by hex: each step’s cost with the chart row it comes from, added up against the allowance.',
  unit: 'Unit',
  unitType: 'Unit type',
  allowance: 'Movement allowance (MP)',
  steps: 'Steps of the move',
  step: 'Step {{n}}',
  addStep: 'Add a step',
  stepsFull: 'A move has at most {{max}} steps here: price a longer move in two parts.',
  removeStep: 'Remove step {{n}}',
  stepCost: 'Cost of step {{n}}',
  line: 'Cost',
  value: 'MP',
  total: 'Step total',
  forbiddenLead: 'The rules forbid this step:',
  spentAfter: 'spent so far: {{spent}} of {{allowance}} MP',
  notReached: 'Not reached: an earlier step is forbidden.',
  beyondAllowance: 'Beyond the allowance',
  summary: {
    heading: 'The move',
    within: '{{spent}} of {{allowance}} MP spent, {{left}} MP left.',
    exhausted: 'The allowance runs out at step {{n}}: the move costs {{spent}} MP, the unit has {{allowance}}.',
    blocked: 'Step {{n}} is forbidden: the unit cannot go on.',
  },
  jdg: {
    disordered: 'The unit is disordered',
    roads: { none: 'No road or trail', road: 'Along a road', trail: 'Along a trail' },
    fields: {
      hex: 'Hex entered',
      road: 'Road or trail followed',
      hexside: 'Hexside crossed',
      work: 'Work crossed',
      levelChange: 'Level change (hex entered − hex left)',
      friendlyUnit: 'A friendly unit is in the hex entered',
      leavingEnemyZoc: 'The step leaves an enemy ZoC',
      enteringEnemyZoc: 'The step enters an enemy ZoC',
      adjacentToEnemy: 'The hex entered is adjacent to an enemy unit',
    },
    modifiers: {
      'move-hex': 'Hex entered',
      'move-road': 'Along the road or trail (its cost replaces the hex’s)',
      'move-extra': '{{terrain}}',
      'move-cancelled-by-road': '{{terrain}}: +{{cost}} cancelled by the road or trail [c]',
      'move-road-crossing': '{{terrain}} by road or trail: the NA is lifted, +2 [c]',
      'move-disordered-into-zoc': 'Disordered unit entering an enemy ZoC [d]',
    },
    readings: {},
    notes: {
      'road-not-next-to-enemy':
        'No road or trail movement when moving adjacent to an enemy unit (4.3.1): the hex and every crossing are paid in full.',
      'road-next-to-enemy-2006':
        'The 2016 card forbids road movement next to an enemy unit (4.3.1); the 2006 card does not say so. The app follows the 2006 card: check your rules.',
      'marsh-special-rules': 'Marsh *: see also the specific rules of Austerlitz, Eylau and The Berezina.',
      'road-keeps-na':
        '{{terrain}}: this NA is not marked [c], so the road or trail does not lift it (the app’s reading).',
      'road-ignores-steep-slope-d': 'On a road or trail the steep slope’s D (disorder) is disregarded [c].',
      'move-disordered': '{{terrain}}: the unit is automatically disordered (D).',
    },
    forbidden: {
      'move-not-allowed': '{{terrain}}: NA (not allowed) for this unit.',
      'steep-slope-three-levels': 'Steep slope between hexes 3 or more levels apart: the hexside is impassable [i].',
    },
  },
  corbach: {
    units: { infantry: 'Infantry', cavalry: 'Cavalry', 'light-cavalry': 'Light cavalry', artillery: 'Artillery' },
    roads: { none: 'No road', road: 'Along a road', 'sunken-road': 'Along a sunken road' },
    fields: { hex: 'Hex entered', road: 'Road followed', hexside: 'Hexside crossed', level: 'Level change' },
    noZocCosts:
      'The Corbach card gives no movement cost for entering or leaving a ZoC, nor for friendly units: see the rules.',
    modifiers: {
      'corbach-move-hex': 'Hex entered',
      'corbach-move-road': 'Along the road (its cost replaces the hex’s)',
      'corbach-move-extra': '{{terrain}}',
      'corbach-road-cancels-cost': '{{terrain}}: +{{cost}} cancelled by the road (note 2)',
      'corbach-road-cancels-ban': '{{terrain}}: the ban is lifted on the road (note 2)',
      'corbach-road-cancels-disorganisation': '{{terrain}}: no disorganisation on the road (note 2)',
      'corbach-road-cancels-test': '{{terrain}}: no disorganisation test on the road (note 2)',
    },
    readings: {
      'corbach-artillery-moves-as-infantry':
        'The card gives costs for infantry and cavalry only (“Cost (I/C)”); the app moves artillery at the infantry cost.',
    },
    notes: {
      'corbach-move-disorganised': '{{terrain}}: the unit is automatically disorganised.',
      'corbach-move-disorganisation-test': 'Two levels climbed in one hex: test for disorganisation (note 3).',
    },
    forbidden: { 'corbach-move-forbidden': '{{terrain}}: forbidden to this unit.' },
  },
  pg: {
    units: { infantry: 'Infantry', artillery: 'Artillery', leader: 'Leader', cavalry: 'Cavalry' },
    inColumn: 'The unit is in column',
    fields: {
      hexTerrains: 'Terrain in the hex entered (clear if none)',
      hexsides: 'Hexsides crossed (up to {{max}})',
      leavingZoc: 'Leaving an enemy ZoC',
      engagedByFormedCavalry: 'Engaged by Formed cavalry',
    },
    zoc: {
      none: 'Not leaving an enemy ZoC',
      support: 'Unit in support',
      'prussian-engaged-cavalry': 'Prussian “Engaged” cavalry',
      'other-fast-engaged': 'Other “Engaged” fast unit',
      'other-unit': 'Another unit',
    },
    modifiers: {
      'pg-move-hex': 'Hex entered: the highest cost in it',
      'pg-move-hexside': '{{hexside}}',
      'pg-move-all-points': '{{hexside}}: all the movement points (**)',
      'pg-move-zoc': 'Leaving an enemy ZoC',
      'pg-move-zoc-other': 'Leaving an enemy ZoC: the card gives no cost for this unit',
    },
    readings: {
      'pg-slope-bottom-split':
        'The card prints “+0/+1” in the column for infantry, artillery and leaders; the app reads +0 for infantry, +1 for artillery and leaders.',
    },
    notes: {
      'pg-move-highest-hex': 'Several terrains in the hex: only the highest cost counts, not their sum.',
      'pg-move-bridged': '{{hexside}} crossed by the bridge: the bridge’s +0 is paid instead.',
      'pg-zoc-formed-cavalry-reading':
        'The card gives this cost “only if it is not engaged by Formed cavalry”: the app reads that a unit engaged by Formed cavalry may not leave this way.',
    },
    forbidden: {
      'pg-move-prohibited': '{{terrain}}: prohibited (P).',
      'pg-move-column-only': 'The Mietzel can be crossed in column only (**).',
      'pg-move-whole-move': 'Crossing the Mietzel takes all the movement points: it must be the whole move.',
      'pg-move-engaged-by-formed-cavalry':
        'Engaged by Formed cavalry: may not leave the ZoC this way (the app’s reading).',
    },
  },
};
