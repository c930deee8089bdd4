/** The app's words of its footer's tools and of an update ready: loaded with them, after the first paint. */
export const commonToolsEn = {
  preferences: {
    theme: 'Colours',
    themes: { system: 'As the device', light: 'Day', dark: 'Night' },
    keepAwake: 'Keep the screen on',
  },
  update: {
    ready: 'A new version of the app is ready.',
    now: 'Update now',
    later: 'Later',
  },
  packsButton: 'Game packs',
  /** A kept pack in the game picker: its name and its version, said as such. */
  packChoice: '{{name}} (version {{version}})',
  aboutButton: 'About · install',
} as const;
