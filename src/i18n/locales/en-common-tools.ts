/** The app's words of its footer's tools and of an update ready: loaded with them, after the first paint. */
export const commonToolsEn = {
  preferences: {
    theme: 'Colours',
    themes: { system: 'As the device', light: 'Day', dark: 'Night' },
    keepAwake: 'Keep the screen on',
  },
  update: {
    ready: 'A new version of the app is ready.',
    readyVersion: 'Version {{version}} of the app is ready.',
    whatChanged: 'What changed',
    version: 'Version {{version}}',
    now: 'Update now',
    later: 'Later',
  },
  packsButton: 'Game packs',
  /** A kept pack in the game picker: its name and its version, said as such. */
  packChoice: '{{name}} (version {{version}})',
  /** The pack a link opened, in the game picker, when this device does not keep it. */
  packNotKeptChoice: '{{name}} — not kept on this device',
  aboutButton: 'About · install',
} as const;
