import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../src/state/preferences';
import { renderApp } from '../helpers/render-app';

describe('preferences', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    usePreferences.setState({ theme: 'system', keepAwake: false });
    document.documentElement.classList.remove('dark');
  });

  it('keeps the screen on while asked, and lets it go when not', async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const { user } = renderApp('en');
    // The footer's preferences come after the first paint.
    await user.click(await screen.findByLabelText('Keep the screen on'));
    expect(request).toHaveBeenCalledWith('screen');
    await act(() => Promise.resolve());
    await user.click(screen.getByLabelText('Keep the screen on'));
    expect(release).toHaveBeenCalledTimes(1);
    expect(usePreferences.getState().keepAwake).toBe(false);
  });

  it('offers no keep-awake where the browser has no Wake Lock', async () => {
    renderApp('en');
    expect(await screen.findByLabelText('Colours')).toBeInTheDocument();
    expect(screen.queryByLabelText('Keep the screen on')).not.toBeInTheDocument();
  });

  it('night colours can be chosen whatever the device says', async () => {
    const { user } = renderApp('fr');
    await user.selectOptions(await screen.findByLabelText('Couleurs'), 'Nuit');
    expect(document.documentElement).toHaveClass('dark');
    await user.selectOptions(screen.getByLabelText('Couleurs'), 'Jour');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(JSON.parse(localStorage.getItem('adc-preferences') ?? '{}').state).toEqual({
      theme: 'light',
      keepAwake: false,
    });
  });
});
