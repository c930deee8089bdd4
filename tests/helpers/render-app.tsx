import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { App } from '../../src/app/app';
import type { Language } from '../../src/i18n';
import { initI18n } from '../../src/i18n/full-instance';
import { I18nProvider } from '../../src/i18n/use-translation';

/**
 * A player's hands that wait, after each action, for the screen a tab or the game picker said was coming: the app
 * draws it once the tap's answer is on screen (src/app/app.tsx, `open`). A screen that never comes fails the test.
 */
function waitingForScreens(user: UserEvent): UserEvent {
  const screenOnItsWay = () => document.querySelector('header [aria-busy="true"]');
  return new Proxy(user, {
    get(target, name, receiver) {
      const action: unknown = Reflect.get(target, name, receiver);
      if (typeof action !== 'function') return action;
      return async (...args: unknown[]) => {
        const done = await action.apply(target, args);
        await waitFor(() => expect(screenOnItsWay()).toBeNull());
        return done;
      };
    },
  });
}

/** Renders the whole app with real translations in the given language. */
export function renderApp(language: Language = 'en') {
  const i18n = initI18n(language);
  const user = waitingForScreens(userEvent.setup());
  const view = render(
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>,
  );
  return { ...view, user, i18n };
}

/** The translation keys the app asked for while `act` ran: what it drew again. */
export async function keysAskedDuring(i18n: { t: (...args: never[]) => unknown }, act: () => Promise<void>) {
  const asked = vi.spyOn(i18n, 't');
  await act();
  const keys = asked.mock.calls.map((call) => String(call[0]));
  asked.mockRestore();
  return keys;
}

/** One choice of a field whose choices are each a tap (src/ui/choice-field.tsx): a radio in the group named `field`. */
export function choiceOf(field: string, option: string): HTMLElement {
  return within(screen.getByRole('group', { name: field })).getByRole('radio', { name: option });
}

/** The ids of the modifier lines on screen (or in one part of it), in their order. */
export const modifierIds = (part: ParentNode = document) =>
  [...part.querySelectorAll('[data-modifier]')].map((el) => el.getAttribute('data-modifier'));

/** The modifiers' total on screen. */
export const total = () => screen.getByTestId('total').textContent;
