/**
 * Jours de Gloire, English: the 2006 "Empire" card's own names, codes and notes, loaded when the 2006 edition is
 * first shown (part of the jdg namespace).
 */
export const jdgCard2006En = {
  card2006: {
    terrain: {
      clear: 'Clear',
      difficult: 'Difficult / Rough / Vines / Dry Lake',
      orchard: 'Orchard / Palms',
      woods: 'Woods',
      marsh: 'Marsh / Frozen Pond',
      river: 'River / Lake / Sea',
      town: 'Town / Village / Ruins',
      castle: 'Castles',
      road: 'Road',
      trail: 'Trail',
      bridge: 'Bridge / Deployed Pontoon',
      stream: 'Stream / Canal / Ford',
      'level-up-1': '+1 level of elevation',
      'level-up-2': '+2 or more levels of elevation',
      'level-down-1': '-1 level of elevation',
      'level-down-2': '-2 or more levels of elevation',
      crest: 'Crest',
      slope: 'Slope',
      'steep-slope': 'Steep Slope',
      redoubt: 'Redoubt / Wall',
      fortification: 'Fortification',
      'friendly-unit': 'Hex containing a friendly unit',
      'leaving-zoc': 'Leaving a ZOC',
    },
    codes: { noEffect: 'NE', notAllowed: 'NA', useOtherTerrain: 'UOT' },
    codeKey: 'UOT = Use Other Terrain in hex ; NE = No Effect ; NA = Not Allowed ; D = Automatic Disorder',
    asterisk: 'see the specific rules for Austerlitz 1805 for the specifics of frozen ponds.',
    footnotes: {
      a: 'Applies to a unit located in this type of terrain which is the target of shock combat, charge, or fire.',
      b: 'Units in these hexes have 6 front hexes and are penalized with a -1 DRM when they attack.',
      c: 'Roads and trails cancel the extra cost for crossing a stream, redoubt/ wall, fortification, or change of level hexside. The extra cost of slopes and steep slopes is not cancelled ; only the D for a steep slope is ignored. Roads and trails allow cavalry units to cross steep slope and artillery units to cross slopes and steep slopes. The NA on the Terrain Effects Table is ignored and an additional 2 is added to the movement cost of the terrain.',
      d: 'Units in disorder expend +1 movement point to enter an enemy ZOC.',
      e: 'Charge movement and cavalry charge are not allowed into or across this type of hex or hexside terrain.',
      f: 'In the case of fire into an adjacent hex. In other cases, see the Line of Sight rules (7.4).',
      g: 'The first figure refers to an attack from the exterior into the interior; the second figure refers to the reverse. Not cumulative with modifiers due to the interior hex itself, in either case (for example : not cumulative with attacking into a town from the outside, or with attacking outward from inside a town as in [b]).',
      h: 'This modifier is only used if the bridge spans a river It is ignored if the bridge crosses a stream.',
      i: 'If a steep slope is located between two hexes which have a difference of 3 levels or more, the hexside is impassable, and shock and fire are prohibited..',
    },
    translated: 'The notes are the 2006 card’s own words.',
  },
} as const;
