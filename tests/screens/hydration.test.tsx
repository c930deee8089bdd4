/**
 * The app takes over the first screen rendered into the HTML at build time by hydrating it: its first render in the
 * browser must be the build's markup exactly, attribute for attribute, or React would rebuild the screen (a text
 * difference) or silently keep the build's attributes (any other difference). React's development build reports
 * every difference; none may be reported.
 */
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { renderFirstScreen } from '../../src/app/prerender';
import { LANGUAGES } from '../../src/i18n';
import { initI18n } from '../../src/i18n/full-instance';
import { I18nProvider } from '../../src/i18n/use-translation';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { keysAskedDuring, renderApp } from '../helpers/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(LANGUAGES)('the prerendered first screen in %s', (language) => {
  it('is hydrated by the app without a single difference, in a browser that can keep the screen on', async () => {
    const html = renderFirstScreen(language);
    const screen = document.createElement('div');
    screen.innerHTML = html;
    document.body.append(screen);
    const heading = screen.querySelector('h1');
    // The browser has what the build had not: the keep-awake switch appears only after the takeover.
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { wakeLock: { request: vi.fn() } }));
    const reported = vi.spyOn(console, 'error');
    const recovered: unknown[] = [];
    useCombatStore.getState().reset();

    const root = await act(async () =>
      hydrateRoot(
        screen,
        <I18nProvider i18n={initI18n(language)}>
          <App />
        </I18nProvider>,
        { onRecoverableError: (error) => recovered.push(error) },
      ),
    );

    expect(reported.mock.calls.map((call) => String(call[0]).slice(0, 200))).toEqual([]);
    expect(recovered).toEqual([]);
    // The same heading node: taken over, not built again.
    expect(screen.querySelector('h1')).toBe(heading);
    // Then, with the footer's preferences after the first paint, the browser's own answer shows.
    await vi.waitFor(() => expect(screen.querySelector('input[type="checkbox"]')).not.toBeNull(), { timeout: 10_000 });
    act(() => root.unmount());
    screen.remove();
  });
});

describe('the screen on show, under the shell', () => {
  // On a first visit React takes the shell over first and hydrates the screen's boundary later, in short slices. A
  // screen drawn again with the shell would be hydrated at once instead, in one long task (issue 30).
  it('is not drawn again when only the shell changes: the footer after the first paint, the QR panel', async () => {
    const { user, i18n } = renderApp('en');
    const afterPaint = await keysAskedDuring(i18n, async () => {
      await screen.findByRole('button', { name: 'About · install' }, { timeout: 10_000 });
    });
    expect(afterPaint).toContain('games.label');
    expect(afterPaint.filter((key) => key.startsWith('chart.'))).toEqual([]);
    const qr = await keysAskedDuring(i18n, () => user.click(screen.getByRole('button', { name: 'Show QR code' })));
    expect(qr).toContain('share.hideQr');
    expect(qr.filter((key) => key.startsWith('chart.'))).toEqual([]);
  });
});

/** As a tap on the Fire tab queued at the first paint: acted on once the shell is taken over. */
function TapOnFireAtTakeover() {
  useEffect(() => {
    useCombatStore.getState().setScreen('fire');
  }, []);
  return null;
}

describe('a screen shown before the first one is hydrated', () => {
  // A tab tapped while the screen painted from the HTML waits for its turn to be hydrated (a tap made at the first
  // paint is acted on as soon as the shell is the app's): the new screen replaces it without React hydrating the old
  // one first, a chart drawn only to be thrown away (some 100 ms at 4x on a first visit).
  it('replaces it without hydrating it', async () => {
    const html = renderFirstScreen('en');
    const page = document.createElement('div');
    page.innerHTML = html;
    document.body.append(page);
    useCombatStore.getState().reset();
    const i18n = initI18n('en');
    const keys = await keysAskedDuring(i18n, async () => {
      const root = await act(async () =>
        hydrateRoot(
          page,
          <I18nProvider i18n={i18n}>
            <App />
            <TapOnFireAtTakeover />
          </I18nProvider>,
        ),
      );
      await vi.waitFor(() => expect(page.querySelector('h1')).toHaveTextContent('Artillery fire DRM table'));
      act(() => root.unmount());
    });
    expect(keys).toContain('jdg:tables.fire-drm');
    expect(keys.filter((key) => key.startsWith('chart.'))).toEqual([]);
    page.remove();
  });
});

describe('an app closed before its first frame is drawn', () => {
  // A page left, or a test ended, right after the app was drawn: what it readies after the first paint must not run,
  // for the document it would read may be gone by then (the screen tests' unhandled errors of a CI run).
  it('leaves the page alone when the frame comes', async () => {
    const view = renderApp('en');
    view.unmount();
    const thrown: unknown[] = [];
    const record = (error: unknown) => thrown.push(error);
    process.on('uncaughtException', record);
    vi.stubGlobal('document', undefined);
    try {
      // The frame, then the task after it (src/ui/after-next-paint.ts), with room to spare.
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    } finally {
      vi.unstubAllGlobals();
      process.off('uncaughtException', record);
    }
    expect(thrown).toEqual([]);
  });
});
