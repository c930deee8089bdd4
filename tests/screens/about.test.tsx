import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AboutPanel } from '../../src/app/about-panel';
import { type InstallOffer, useAppStatus } from '../../src/app/app-status';
import { initI18n, type Language } from '../../src/i18n';
import { I18nProvider } from '../../src/i18n/use-translation';
import { GAME_CARDS } from '../../src/state/game-index';
import { LINK_VERSION } from '../../src/state/links/share-link';
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
