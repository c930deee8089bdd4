/**
 * The app's words about itself (version, cards, working offline, installing), English: loaded after the first screen
 * with the service worker's offers (src/app/update-prompt.tsx), and with the About panel (src/app/about-panel.tsx).
 */
export const commonAboutEn = {
  about: {
    title: 'About Aide de camp',
    version: 'Version {{version}}, commit {{commit}}',
    versionOnly: 'Version {{version}}',
    links: 'Share links of version {{version}} (links of versions 1 to {{version}} open)',
    cards: 'The cards it holds',
    offline: {
      title: 'Offline',
      ready: 'Ready to use offline: every screen of every game is kept on this device.',
      preparing: 'Getting ready to work offline… keep this page open a moment.',
      unsupported: 'This browser cannot keep the app for use offline.',
    },
    install: {
      title: 'On this device',
      button: 'Install the app',
      ios: 'On an iPad or iPhone, in Safari: tap Share, then “Add to Home Screen”.',
      installed: 'The app is installed on this device.',
      other: 'Your browser’s menu may offer to install it or add it to the home screen.',
    },
    kept: 'Your set-ups, roll log and preferences are kept in this browser, for this address only.',
    close: 'Close',
  },
  offlineReady: {
    note: 'Ready to use offline',
    dismiss: 'Dismiss',
  },
} as const;
