/**
 * The app's words for what it could not do as asked (a link it could not read, storage it cannot use), English:
 * loaded with the notice that shows them (src/app/notice-banner.tsx).
 */
export const commonNoticesEn = {
  notices: {
    optionB: 'option B’s {{field}}',
    andMore_one: '{{names}} and one more',
    andMore_other: '{{names}} and {{count}} more',
    dismiss: 'Dismiss',
    readIt: 'Read it',
    'not-a-link': 'The address does not hold a combat link that this app can read; nothing was changed.',
    'too-long': 'The link is too long to be a combat link; nothing was changed.',
    'cut-short': 'The link was cut short (its end is missing): ask for it again; nothing was changed.',
    'future-version':
      'This link was made by a newer version of the app; nothing was changed. Reload the app to update it.',
    'unknown-game': 'This link is for a game this version does not know; nothing was changed.',
    fields: 'Parts of the link could not be read and kept their current values: {{fields}}.',
    'storage-unavailable':
      'This browser does not let the app keep anything (private browsing, or storage blocked): the set-up and the roll log will be lost on reload.',
    'storage-full':
      'This browser refused to keep your latest changes (its storage for this site is full): they stay in this page until it closes, and what was kept before is untouched. To keep them, export your data (About, Your data), or free space in the browser’s settings.',
    storageCorrupt: {
      'adc-combat':
        'The set-ups kept from an earlier visit could not be read and were set aside: every game starts from its default set-up.',
      'adc-roll-log': 'The roll log kept from an earlier visit could not be read and was set aside.',
      'adc-preferences': 'Your preferences could not be read: the default colours are used.',
      'adc-checklists': 'The ticks of the sequence-of-play checklists could not be read and were cleared.',
      'adc-undo': 'The undo steps kept from an earlier visit could not be read and were set aside.',
      'adc-packs': 'Game packs kept from an earlier visit could not be read and were set aside.',
    },
    storedSetupWhole:
      '{{game}}: the set-up kept from an earlier visit could not be read; this game starts from its default set-up. The other games keep theirs.',
    storedSetupFields:
      '{{game}}: parts of the set-up kept from an earlier visit could not be read and took their default values: {{fields}}.',
    otherTextSetup:
      '{{game}}: this version of the pack goes on from your set-up, but does not take these values, now at their defaults: {{fields}}.',
    otherTextGoesOn: '{{game}}: this version of the pack goes on from your set-up.',
    otherTextDie:
      'The die rolled in the earlier version does not carry over, as this version may read it otherwise: roll again.',
    'stored-place': 'The game you last looked at, or the dice last rolled, could not be read: the app forgot them.',
    storedPart: {
      'adc-preferences': 'Part of your preferences could not be read and took its default.',
      'adc-checklists': 'Part of the ticks of the sequence-of-play checklists could not be read and was cleared.',
    },
    'log-entries-dropped_one': 'One unreadable entry of the roll log was set aside.',
    'log-entries-dropped_other': '{{count}} unreadable entries of the roll log were set aside.',
    'undo-steps-dropped_one': 'One undo step kept from an earlier visit could not be read and was set aside.',
    'undo-steps-dropped_other': '{{count}} undo steps kept from an earlier visit could not be read and were set aside.',
    'log-entries-over-cap_one':
      'The roll log keeps the {{max}} most recent rolls: the oldest roll kept from an earlier visit was dropped.',
    'log-entries-over-cap_other':
      'The roll log keeps the {{max}} most recent rolls: the {{count}} oldest rolls kept from an earlier visit were dropped.',
  },
  failure: {
    title: 'This screen could not be shown',
    what: 'The “{{screen}}” screen of {{game}} failed while drawing. What failed: {{message}}',
    rest: 'The rest of the app still works: choose another screen or game above. A reload opens this game’s first screen, not this one.',
    retry: 'Try again',
    resetSetup: 'Reset the {{game}} set-up',
    resetSetupNote:
      'Only this game’s set-up goes back to its defaults; the other games, the roll log and your preferences are kept.',
    clearLog: 'Clear the roll log',
    clearLogNote: 'Every roll of the log is deleted; the set-ups and your preferences are kept.',
  },
  // The fields every game's links share; each game words its own in its namespace (linkFields).
  linkFields: {
    screen: 'screen',
    'm.unit': 'moving unit',
    'm.dis': 'moving unit disordered',
    'm.col': 'moving unit in column',
    'm.ma': 'movement allowance',
    'm.steps': 'steps of the move',
    cmp: 'option being edited',
    roll: 'the die rolled',
  },
} as const;
