import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AboutPanel } from '../../src/app/about-panel';
import { type InstallOffer, useAppStatus } from '../../src/app/app-status';
import type { Language } from '../../src/i18n';
import { initI18n } from '../../src/i18n/full-instance';
import { I18nProvider } from '../../src/i18n/use-translation';
import { GAME_CARDS } from '../../src/state/game-index';
import { LINK_VERSION } from '../../src/state/links/share-link';
import { captureDownloads } from '../helpers/downloads';
import { renderApp } from '../helpers/render-app';

const initial = useAppStatus.getState();
const userAgent = navigator.userAgent;
afterEach(() => {
  useAppStatus.setState(initial, true);
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
});

function renderPanel(language: Language = 'en', onClose = () => {}) {
  return render(
    <I18nProvider i18n={initI18n(language)}>
      <AboutPanel onClose={onClose} />
    </I18nProvider>,
  );
}

/** An install offer as Chromium makes it, answered as the player answers the browser's dialog. */
function offer(outcome: 'accepted' | 'dismissed'): InstallOffer & { prompted: number } {
  const made = {
    prompted: 0,
    prompt: async () => {
      made.prompted += 1;
    },
    userChoice: Promise.resolve({ outcome }),
  };
  return made;
}

describe('the About panel', () => {
  it('names the version, the commit, the link version and every card, in English and French', () => {
    const { unmount } = renderPanel('en');
    const dialog = screen.getByRole('dialog', { name: 'About Aide de camp' });
    expect(within(dialog).getByTestId('about-version')).toHaveTextContent(
      `Version ${__APP_VERSION__}${__APP_COMMIT__ ? `, commit ${__APP_COMMIT__}` : ''}`,
    );
    expect(dialog).toHaveTextContent(
      `Share links of version ${LINK_VERSION} (links of versions 1 to ${LINK_VERSION} open)`,
    );
    const cards = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(cards).toEqual([
      'Jours de Gloire — 2016 tables',
      'Jours de Gloire Empire — 2006 tables',
      'Corbach 1760 (Vae Victis 142)',
      'Prussia’s Glory — Leuthen chart',
    ]);
    expect(cards).toHaveLength(GAME_CARDS.length);
    unmount();
    renderPanel('fr');
    const french = screen.getByRole('dialog', { name: 'À propos d’Aide de camp' });
    expect(
      within(french)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Prussia’s Glory — aide de Leuthen');
    expect(french).toHaveTextContent(`Liens de partage de version ${LINK_VERSION}`);
  });

  it.each([
    ['preparing', 'Getting ready to work offline'],
    ['ready', 'Ready to use offline: every screen of every game is kept on this device.'],
    ['unsupported', 'This browser cannot keep the app for use offline.'],
  ] as const)('says whether the app works offline here: %s', (offline, words) => {
    useAppStatus.setState({ offline });
    renderPanel();
    expect(screen.getByRole('dialog')).toHaveTextContent(words);
  });

  it('turns to "ready" when the service worker has cached the app, while open', () => {
    useAppStatus.setState({ offline: 'preparing' });
    renderPanel();
    act(() => useAppStatus.setState({ offline: 'ready' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Ready to use offline');
  });

  it('offers the browser’s install where the browser made the offer; the offer is used once', async () => {
    const made = offer('accepted');
    useAppStatus.setState({ installOffer: made, installed: false });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(made.prompted).toBe(1);
    expect(await screen.findByText('The app is installed on this device.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('a dismissed install leaves no dead button behind', async () => {
    useAppStatus.setState({ installOffer: offer('dismissed'), installed: false });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(screen.getByRole('dialog')).not.toHaveTextContent('installed on this device');
  });

  it.each([
    [
      'an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
    ],
    ['an iPad', 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'],
  ])('on %s, one line on adding it to the Home Screen (no offer there)', (_device, agent) => {
    Object.defineProperty(navigator, 'userAgent', { value: agent, configurable: true });
    renderPanel();
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'On an iPad or iPhone, in Safari: tap Share, then “Add to Home Screen”.',
    );
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('says it is installed when it runs as an installed app, and offers nothing more', () => {
    useAppStatus.setState({ installed: true, installOffer: offer('accepted') });
    renderPanel();
    expect(screen.getByRole('dialog')).toHaveTextContent('The app is installed on this device.');
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('closes with Escape or its button', async () => {
    const onClose = vi.fn();
    renderPanel('en', onClose);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('the footer’s About button', () => {
  it('opens the panel, and closing it gives the focus back to the button', async () => {
    const { user } = renderApp('fr');
    const button = await screen.findByRole('button', { name: 'À propos · installer' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'À propos d’Aide de camp' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });
});

describe('the About panel’s data: kept for good or not, exported and imported whole', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'storage');
  });

  it('says whether the browser keeps the data for good, exports it as one file, and imports a file after saying what it adds', async () => {
    const storage = { persisted: async () => false, persist: async () => true };
    Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
    const saved = captureDownloads();
    const { useRollLog, newEntry } = await import('../../src/state/roll-log');
    const { DEFAULT_SETUPS } = await import('../helpers/default-setups');
    const roll = (at: string, die: number) =>
      newEntry(
        { at, game: 'jdg', screen: 'fire', die, modifier: 0, result: 'no-effect', by: 'app' },
        { game: 'jdg', screen: 'fire', setup: DEFAULT_SETUPS.jdg },
      );
    act(() => useRollLog.getState().add(roll('2026-11-28T20:00:00.000Z', 1)));
    const user = userEvent.setup();
    renderPanel('en');
    const data = screen.getByTestId('kept-data');
    expect(await within(data).findByText(/The browser may clear it if it runs short of space/)).toBeInTheDocument();
    await user.click(within(data).getByRole('button', { name: 'Export everything (a file)' }));
    const file = JSON.parse((await saved[0]?.text()) ?? '{}');
    expect(file).toMatchObject({ format: 'aide-de-camp-backup', version: 1, log: { entries: [{ die: 1 }] } });

    // Another device's file: this roll and one more, and a pack.
    const other = {
      ...file,
      log: {
        ...file.log,
        entries: [JSON.parse(JSON.stringify(roll('2026-11-29T20:00:00.000Z', 5))), ...file.log.entries],
      },
      packs: [(await import('node:fs')).readFileSync('examples/skirmish.pack.json', 'utf8')],
      // A combat of the pack's game, changed there after this device's.
      combat: {
        ...file.combat,
        links: { ...file.combat.links, 'pack:skirmish@1.0': 'its-combat' },
        changed: { ...file.combat.changed, 'pack:skirmish@1.0': Date.now() + 60_000 },
      },
    };
    const input = within(data).getByTestId('import-file');
    await user.upload(input, new File([JSON.stringify(other)], 'evening.json', { type: 'application/json' }));
    const plan = await within(data).findByTestId('import-plan');
    expect(plan).toHaveTextContent('one roll the log does not have');
    // The pack and its game's set-up named as the picker names them, not by the pack's id.
    expect(plan).toHaveTextContent('the game packs Skirmish');
    expect(plan).toHaveTextContent('the set-ups of Skirmish, changed later there than here');
    // Cancelled: nothing added.
    await user.click(within(plan).getByRole('button', { name: 'Cancel' }));
    expect(useRollLog.getState().entries).toHaveLength(1);
    await user.upload(input, new File([JSON.stringify(other)], 'evening.json', { type: 'application/json' }));
    await user.click(within(await within(data).findByTestId('import-plan')).getByRole('button', { name: 'Import' }));
    expect(within(data).getByRole('status')).toHaveTextContent('Imported.');
    expect(useRollLog.getState().entries.map((e) => e.die)).toEqual([5, 1]);

    // A file that is not a backup: said, and nothing changed.
    await user.upload(
      input,
      new File(['{"format": "aide-de-camp-backup"'], 'broken.json', { type: 'application/json' }),
    );
    expect(await within(data).findByTestId('import-problems')).toHaveTextContent('it is not JSON text');
    await user.upload(
      input,
      new File([JSON.stringify({ ...other, log: 7 })], 'odd.json', { type: 'application/json' }),
    );
    expect(await within(data).findByTestId('import-problems')).toHaveTextContent(
      'at log, it does not hold what a backup holds there',
    );
    expect(useRollLog.getState().entries).toHaveLength(2);
  });
});
