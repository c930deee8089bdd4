/**
 * A notice that arrives while the player looks elsewhere on the page is pointed to under the header: also when it
 * arrives with the banner in sight and the page scrolls away a moment later (a roll from the bottom bar writes, then
 * scrolls to the result), but not once the player has had it in sight a moment.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeBanner } from '../../src/app/notice-banner';
import { initI18n } from '../../src/i18n/full-instance';
import { I18nProvider } from '../../src/i18n/use-translation';
import { useNoticeStore } from '../../src/state/notices';

/** Where the banner's bottom edge stands, from the top of the viewport: below 0, it is scrolled out of sight. */
let bannerBottom = 100;

const scrollTo = (bottom: number) =>
  act(() => {
    bannerBottom = bottom;
    window.dispatchEvent(new Event('scroll'));
  });

const refused = () =>
  act(() => {
    useNoticeStore.getState().add({ id: 'storage-unavailable' });
  });

const pointer = () => document.querySelector('[data-notice-above]');

describe('the pointer to a notice out of sight', () => {
  beforeEach(() => {
    // The clock moves only when a test moves it: a busy machine's pauses never count as the player's time.
    vi.useFakeTimers();
    bannerBottom = 100;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top: bannerBottom - 80, bottom: bannerBottom }) as DOMRect,
    );
    render(
      <I18nProvider i18n={initI18n('en')}>
        <NoticeBanner />
      </I18nProvider>,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a notice added out of sight is pointed to at once', async () => {
    bannerBottom = -1500;
    await refused();
    expect(pointer()).toHaveTextContent('This browser refused to keep your latest changes');
    expect(screen.getByRole('button', { name: 'Read it' })).toBeInTheDocument();
  });

  it('a notice added in sight and scrolled away a moment later is pointed to', async () => {
    await refused();
    expect(pointer()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(300));
    await scrollTo(-1500);
    expect(pointer()).toHaveTextContent('This browser refused to keep your latest changes');
    // Back in sight: read, and the pointer does not come back on the next scroll down.
    await scrollTo(100);
    expect(pointer()).toBeNull();
    await scrollTo(-1500);
    expect(pointer()).toBeNull();
  });

  it('a notice the player had in sight a while is not pointed to when they scroll on', async () => {
    await refused();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    await scrollTo(-1500);
    expect(pointer()).toBeNull();
  });

  it('a second notice after the first was seen is pointed to in its turn', async () => {
    await refused();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    await scrollTo(-1500);
    await act(() => {
      useNoticeStore.getState().add({ id: 'log-entries-dropped', count: 2 });
    });
    expect(pointer()).not.toBeNull();
  });
});
