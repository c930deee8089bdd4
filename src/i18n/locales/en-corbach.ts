/**
 * Corbach 1760 (Vae Victis no. 142), English: the seed's own English terms where legible; the app's words where the
 * seed is garbled (said so in the readings).
 */
export const corbachEn = {
  name: 'Corbach 1760',
  terrain: {
    clear: 'Clear',
    woods: 'Woods',
    village: 'Village',
    road: 'Road',
    'sunken-road': 'Sunken road',
    stream: 'Stream',
    bridge: 'Bridge',
    'up-one-level': 'Climbing one level',
    'up-two-levels': 'Climbing two levels',
    'down-levels': 'Going down one or two levels',
    slope: 'Slope',
  },
  modifiers: {
    odds: 'Strength ratio {{attacker}} : {{defender}} → {{step}}',
    morale: 'Morale: best attacker {{attacker}} − best defender {{defender}}',
    'through-flank': 'Defender attacked by a flank hex',
    'through-rear': 'Defender attacked by a rear hex',
    'heavy-cavalry-against-disorganised-infantry': 'Heavy cavalry against disorganised infantry',
    'heavy-cavalry-against-line-infantry': 'Heavy cavalry against line infantry in good order',
    'heavy-cavalry-against-cavalry': 'Heavy cavalry against cavalry, with bonus',
    'attacker-disorganised': 'One of the attackers is disorganised',
    'defender-disorganised': 'One of the defenders is disorganised',
    terrain: 'Terrain: {{terrain}}',
    hexside: 'Hexside: {{terrain}}',
    level: 'Level: {{terrain}}',
    'all-attackers-light': 'All attacking units are light',
    'all-defenders-light-in-clear': 'All defending units in clear terrain are light',
    'change-of-stack-order': 'Change of order of a stack in an enemy ZoC',
    'commander-present': 'Commander present',
    'attacker-demoralised': 'Attacker’s formation demoralised',
    'defender-demoralised': 'Defender’s formation demoralised',
    'march-column': 'Against a unit in march column',
    'light-target': 'Target is a light unit',
    'firer-disorganised': 'Firer is disorganised',
    'against-flank': 'Fire against a flank',
    adjacent: 'Adjacent fire',
    'beyond-three-hexes': 'Beyond 3 hexes',
    'beyond-four-hexes': '{{hexes}} hex(es) beyond 4 hexes, −1 each',
    'twelve-pounder': '12-pounder battery (12L)',
  },
  readings: {
    'corbach-flank-and-rear-add':
      'The card heads its modifiers “cumulative”: the app adds the flank +2 and the rear +3.',
    'corbach-heavy-cavalry-bonus-garbled':
      'The card’s line reads “+1 against cavalry if bonus”; what the bonus is, is in the rules.',
    'corbach-change-of-order':
      'The card gives −2 for a change of order of a stack in an enemy ZoC without saying whose; the app applies it to the attack.',
    'corbach-commander-attacker':
      'The card gives +1 “if commander present”; the app reads it as the attacker’s commander.',
    'corbach-demoralised-sign':
      'The card prints “+/−1” for a demoralised formation: the app gives −1 when the attacker’s is demoralised, +1 when the defender’s is.',
    'corbach-range-penalties-add':
      'The card lists −1 beyond 3 hexes and −1 per hex beyond 4 as cumulative: at 6 hexes the app gives −1 and −2.',
  },
  notes: {
    'corbach-orientation-garbled':
      'One orientation line of the card is garbled (“+2 … all attack directions”): the app does not apply it. Check the printed card.',
    'corbach-reconstructed-rows':
      'The defender’s results on rows 4, 5 and 6 of the combat table are garbled in the source: the app reconstructs them as TM+1, TM+2, 1-TM+2. Check them against the printed card.',
    'corbach-artillery-garbled':
      'The artillery modifiers of the source are partly garbled; the app reads them as listed here.',
  },
  forbidden: {},
} as const;
