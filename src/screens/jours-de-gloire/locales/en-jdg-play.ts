/**
 * Jours de Gloire, English: the words of the fire, shock and movement screens (loaded with them; the terrain
 * chart's words, in en-jdg.ts, come with the first visit). Results are the 2016 card's own English text.
 */
export const jdgPlayEn = {
  fireBands: {
    routed: 'R',
    disordered: 'D',
    'cohesion-test': 'CT',
    'no-effect': 'No effect',
  },
  fireBandMeaning: {
    routed: 'Routed',
    disordered: 'Disordered',
    'cohesion-test': 'Cohesion Test; if failed: D',
    'no-effect': 'The card lists nothing below 9: no effect.',
  },
  shockResults: {
    'recoil-and-disorder': '1\u00a0+\u00a0D',
    'breakthrough-or-pursuit': 'Breakthrough (8.7) or Pursuit (9.5)',
    'recoil-and-cohesion-test': '1\u00a0+\u00a0CT',
    pursuit: 'Pursuit (9.5)',
    'pursuit-after-counter-charge': 'Pursuit if Counter-charge and recoil or retreat of the attacker (9.4 and 9.5)',
    'disorder-and-cohesion-test-recoil': 'D\u00a0+\u00a0CT/1',
    'counter-shock-or-pursuit': 'Counter-shock (8.7) or Pursuit (9.5)',
  },
  shockKey: [
    '1 = recoil one hex. / D = Disordered',
    'CT = Cohesion Test; if failed: D / R = Rout',
    'CT/1 = Cohesion Test; if failed: Recoil one hex.',
    'Portions in italics refer only to cavalry',
  ],
  setup: {
    defenderHex: 'Defender’s hex',
    targetHex: 'Target’s hex',
    hexside: 'Hexside crossed',
    hexsideFire: 'Hexside between firer and target',
    bridgeSpans: 'The bridge spans',
    levelDifference: 'Defender’s level relative to the attacker',
    levelDifferenceFire: 'Target’s level relative to the firer',
    levelHelp: '+1 = one level higher, −2 = two levels lower',
    work: 'Redoubt / Wall or Fortification',
    workDirection: 'Who is inside the work',
    attackers: 'Attacking units',
    defenders: 'Defending units',
    unit: 'Unit {{n}}',
    strength: 'Strength points (SP)',
    cohesion: 'Cohesion',
    // Rules 0.3 and 10.1 (2016 rulebook): a counter's back is its disordered side, with reduced ratings.
    disorderedCohesion: 'A disordered unit’s cohesion is the lower one printed on the back of its counter.',
    type: 'Type',
    attackerHex: 'Attacks from',
    addAttacker: 'Add an attacking unit',
    addDefender: 'Add a defending unit',
    removeAttacker: 'Remove attacking unit {{n}}',
    removeDefender: 'Remove defending unit {{n}}',
    mode: 'Attack',
    direction: 'Defender attacked from',
    defenderRouted: 'Defender routed',
    defenderInSquare: 'Defender in square',
    attackerRearExposed:
      'An attacker’s rear hex is in a front hex of adjacent enemy infantry or cavalry not in the combat',
    fireStrength: 'Fire strength (SP)',
    combined: 'Combined fire: 2 artillery units of the same formation stacked in the hex',
    fireKind: 'Kind of fire',
    firerHex: 'Firer’s hex',
    firerInSquare: 'Firer in a square (stacked with infantry in square)',
    effectiveRange: 'Effective range (the top left number)',
    distance: 'Distance to the target (hexes)',
    massedTarget: 'Massed target: 2 or more units, other than artillery, in the hex',
    targetInSquare: 'Target in square formation',
    targetIsArtillery: 'Target is artillery only',
    edition: 'Jours de Gloire tables',
  },
  hexsides: {
    none: 'None (open hexside)',
    stream: 'Stream / Canal / Ford',
    bridge: 'Bridge / Deployed pontoon',
    crest: 'Crest',
    slope: 'Slope',
    'steep-slope': 'Steep slope',
  },
  bridgeSpans: { river: 'a river', stream: 'a stream' },
  works: { none: 'None', redoubt: 'Redoubt / Wall', fortification: 'Fortification' },
  workDirections: {
    into: 'The defender (target): attack into the work',
    'out-of': 'The attacker (firer): attack out of the work',
  },
  unitTypes: { infantry: 'Infantry', cavalry: 'Cavalry', 'heavy-cavalry': 'Heavy cavalry (L)', artillery: 'Artillery' },
  modes: { shock: 'Shock', charge: 'Charge (cavalry)' },
  directions: { front: 'Front hexes only', rear: 'Rear hexes only', 'front-and-rear': 'A front hex AND a rear hex' },
  fireKinds: {
    normal: 'Normal fire',
    reaction: 'Reaction fire (8.3)',
    'counter-battery': 'Counter-battery fire (7.1)',
  },
  fireKinds2006: {
    normal: 'Normal fire',
    reaction: 'Reaction fire (8.3)',
    'counter-battery': 'Counter-battery fire (7.6)',
  },
  modifiers: {
    odds: 'Odds {{attacker}} : {{defender}} SP (raw ratio {{ratio}} : 1) → {{step}}',
    cohesion: 'Cohesion: best attacker {{attacker}} − best defender {{defender}}',
    'defender-terrain': 'Defender’s terrain: {{terrain}}',
    'cavalry-defending-six-front-hexes':
      'Cavalry defending in {{terrain}}, attacked with infantry: +2 instead of the terrain',
    hexside: 'Hexside: {{hexside}}',
    level: 'Level: {{row}}',
    'work-into': '{{work}}, attack into it',
    'work-out-of': '{{work}}, attack out of it',
    'attacker-six-front-hexes': 'Attacker in a hex with 6 front hexes (town, village, ruins, castle)',
    'defender-routed': 'Defender routed',
    'attacked-from-rear': 'Defender attacked from one of its rear hexes',
    'attacked-from-front-and-rear': 'Defender attacked from a front hex AND a rear hex',
    'attacker-rear-exposed': 'Attacker’s rear hex in the front of enemy units not in the combat',
    'cavalry-shock-without-charge': 'Cavalry shock (without charging)',
    'charge-with-heavy-cavalry': 'Charge with at least one unit of heavy cavalry',
    'charge-non-heavy-cavalry': 'Charge by non-heavy cavalry',
    'charge-against-square': 'Cavalry charge against a square (charge bonus is lost)',
    'infantry-alone-against-square': 'Infantry alone attacking a square',
    'fire-strength': 'Fire strength ({{strength}} SP)',
    'combined-fire': 'Combined fire of 2 stacked artillery units',
    'firer-six-front-hexes': 'Firer with six front hexes (square/town/village)',
    'reaction-fire': 'Reaction fire',
    'counter-battery-fire': 'Counter-battery fire',
    'target-terrain': 'Target’s terrain: {{terrain}}',
    'massed-target': 'Massed target',
    'target-in-square': 'Target in square formation',
    'point-blank': 'Point-blank range (adjacent)',
    'effective-range': 'Effective range ({{range}} hexes)',
    'long-range': 'Long range, hexes beyond effective range: {{hexes}}, −2 each',
  },
  oddsRounding: 'A ratio between two steps counts as the lower one (the app’s reading of the card).',
  readings: {
    'point-blank-against-artillery':
      'The 2016 card drops the 2006 “against infantry or cavalry” without saying so: the app gives +1 against artillery too.',
    'cavalry-shock-with-infantry':
      'The card does not say whether cavalry shocking alongside infantry takes its −2: the app applies it.',
    'odds-rounded-for-defender':
      'The card does not say how a ratio between two of its steps is rounded: {{ratio}} : 1 lies between {{step}} and {{shortOf}}, and the app takes {{step}}, the defender’s side.',
    'b-cavalry-only-defenders':
      'The app gives the +2 when every defending unit is cavalry; with mixed defenders it keeps the terrain DRM.',
    'b-once-per-attack': 'Counted once for the attack, however many attackers stand in such hexes.',
    'h-bridge-over-stream-is-stream':
      'The bridge’s −3 is ignored over a stream [h]; the app applies the stream’s −1, as the hexside is still a stream.',
    'routed-replaces-position':
      'Routed +2 is not cumulative with the rear (+2) or front-and-rear (+3) lines; the app keeps +2 alone.',
    'combined-fire-one-strength':
      'The app reads combined fire as one unit’s fire strength +2, not both strengths added.',
  },
  notes: {
    'point-blank-not-against-artillery':
      '2006 card: point-blank +1 only against infantry or cavalry, none against artillery.',
    'attackers-adjacent': 'Remember: attacking units must be adjacent to each other.',
    'defender-six-front-hexes':
      'The defender’s hex gives it six front hexes [b]: it has no rear, so an attack from the rear earns no modifier.',
    'artillery-in-shock-2006':
      'The 2006 card says nothing of artillery in a shock: the app counts its SP like any unit’s.',
    'artillery-in-shock':
      'Artillery in shock is rule 8.9, not on the card: the app counts its SP like any unit’s. Check rule 8.9.',
    'charge-path':
      'The app checks the hexes the cavalry charges from, the hexside crossed and the target hex. Check the rest of the charge path yourself [e].',
    'levels-beyond-adjacent':
      'Levels, crests and steep slopes count only for fire into an adjacent hex [f]; at longer range use the line of sight rules (7.4).',
    'massed-target-not-for-reaction': 'Massed target +1: not for reaction or counter-battery fire.',
  },
  forbidden: {
    'steep-slope-three-levels-fire':
      'Steep slope between hexes 3 or more levels apart: impassable, and fire is prohibited as well as shock [i] (2006 card).',
    'defender-terrain-not-allowed': 'Shock into {{terrain}} is not allowed (NA).',
    'steep-slope-three-levels':
      'Steep slope between hexes 3 or more levels apart: impassable, and shock is prohibited [i].',
    'charge-from-terrain': 'No charge from {{terrain}} [e].',
    'charge-across-hexside': 'No charge across a {{terrain}} hexside [e].',
    'charge-into-terrain': 'No charge into {{terrain}} [e].',
    'charge-work': 'No charge into or out of a {{terrain}} [e].',
    'adjacent-fire-across-hexside': 'Fire into an adjacent hex across a {{terrain}} is not allowed (NA [f]).',
  },
  /** The defender's result of a row whose card entry is for cavalry only, worded for the combat on screen. */
  shockOutcomes: {
    'no-effect': 'No effect',
    'no-effect-cavalry-may-pursue':
      'No effect; cavalry: Pursuit if Counter-charge and recoil or retreat of the attacker (9.4 and 9.5)',
  },
  /** Its link fields' names, for a notice about a link or a kept set-up it could not read whole. */
  linkFields: {
    't.hex': 'defender’s or target’s hex',
    't.side': 'hexside',
    't.bridge': 'what the bridge spans',
    't.lvl': 'level difference',
    't.work': 'redoubt or fortification',
    't.dir': 'who is inside the work',
    's.a': 'attacking units',
    's.d': 'defending units',
    's.mode': 'shock or charge',
    's.from': 'direction of the attack',
    's.routed': 'defender routed',
    's.square': 'defender in square',
    's.exposed': 'attacker’s exposed rear',
    'f.sp': 'fire strength',
    'f.comb': 'combined fire',
    'f.kind': 'kind of fire',
    'f.hex': 'firer’s hex',
    'f.sq': 'firer in square',
    'f.er': 'effective range',
    'f.dist': 'distance',
    'f.mass': 'massed target',
    'f.tsq': 'target in square',
    'f.art': 'target is artillery',
  },
  /** The movement helper's words for this game: its units, roads and fields, and its lines, readings, notes and reasons. */
  movement: {
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
  /** A roll's set-up in one line, as the roll log says it. */
  log: {
    shockSummary: '{{attackers}} SP against {{defenders}} SP, {{terrain}}, {{mode}}',
    fireSummary_one: '{{strength}} SP at {{count}} hex, target in {{terrain}}',
    fireSummary_other: '{{strength}} SP at {{count}} hexes, target in {{terrain}}',
  },
} as const;
