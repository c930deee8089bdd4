/**
 * Issue 28's defects around sharing: the word that the link was copied follows the page's language, and the QR code
 * is of the combat on show — it closes when the player moves to another screen or game, never silently becoming the
 * log's link.
 */
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../helpers/render-app';

it('after a switch of language, the word that the link was copied is in the new language', async () => {
  // Testing Library's user stands a clipboard in for the browser's: the link is written there.
  const { user } = renderApp('en');
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(screen.getByTestId('share-status')).toHaveTextContent('Link copied: send it to your opponent.');
  expect(await navigator.clipboard.readText()).toContain('#v=');
  await user.click(screen.getByRole('button', { name: 'Français' }));
  expect(await screen.findByText('Lien copié : envoyez-le à votre adversaire.')).toBeInTheDocument();
  expect(screen.getByTestId('share-status')).not.toHaveTextContent('Link copied');
});

it('the QR code closes when the player moves to another screen or game, and opens again on demand', async () => {
  const { user } = renderApp('en');
  const tabs = within(screen.getByRole('navigation', { name: 'Screens' }));
  await user.click(tabs.getByRole('button', { name: 'Shock' }));
  await user.click(screen.getByRole('button', { name: 'Show QR code' }));
  expect(
    ((await screen.findByRole('textbox', { name: 'Link to this combat' })) as HTMLTextAreaElement).value,
  ).toContain('screen=shock');
  await user.click(tabs.getByRole('button', { name: 'Roll log' }));
  expect(screen.queryByRole('textbox', { name: 'Link to this combat' })).toBeNull();
  await user.click(tabs.getByRole('button', { name: 'Shock' }));
  expect(screen.queryByRole('textbox', { name: 'Link to this combat' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Show QR code' }));
  expect(await screen.findByRole('textbox', { name: 'Link to this combat' })).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Game'), 'Corbach 1760 (Vae Victis 142)');
  expect(screen.queryByRole('textbox', { name: 'Link to this combat' })).toBeNull();
});
