import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { App } from '../../src/app/app';
import { initI18n, type Language } from '../../src/i18n';

/** Renders the whole app with real translations in the given language. */
export function renderApp(language: Language = 'en') {
  const i18n = initI18n(language);
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>,
  );
  return { ...view, user, i18n };
}
