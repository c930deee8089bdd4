/**
 * Issue 45: a browser short of space may clear a site's storage unless asked to keep it. The app asks once there is
 * something worth keeping (the first roll of a visit, or the first pack kept), never at a first look, and once a visit.
 */
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { choiceOf, renderApp } from '../helpers/render-app';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

it('the browser is asked to keep the data for good at the first roll, not before, and once a visit', async () => {
  const persist = vi.fn(async () => true);
  const storage = { persisted: vi.fn(async () => false), persist };
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  const { user } = renderApp('en');
  await user.click(screen.getByRole('button', { name: 'Fire' }));
  await user.click(choiceOf('Target’s hex', 'Woods'));
  // A first look, and a change: nothing asked.
  expect(storage.persisted).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Roll the die' }));
  await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
  await user.click(screen.getByRole('button', { name: 'Roll the die' }));
  await user.type(screen.getByLabelText('Or type your own die (0–9)'), '4{Enter}');
  expect(storage.persisted).toHaveBeenCalledTimes(1);
  expect(persist).toHaveBeenCalledTimes(1);
});
