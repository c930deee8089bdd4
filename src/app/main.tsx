import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { initI18n, loadLanguage, pageLanguage } from '../i18n';
import '../index.css';
import { usePreferences } from '../state/preferences';
import { App } from './app';
import { applyTheme } from './theme';
import { UpdatePrompt } from './update-prompt';
import { syncAddressWithStore } from './url-sync';

// Before the first paint: the right colours, and the combat of the link the page was opened with.
applyTheme(usePreferences.getState().theme);
syncAddressWithStore();

// The page's language only: the other one is fetched if the player switches.
await loadLanguage(pageLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A transition: the render yields to the browser every few milliseconds instead of holding it in one long task,
// while the screen painted from the HTML stays in place until the app's is ready. The other screens load when first
// shown; the service worker has them cached by then, offline too.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={initI18n()}>
        <App />
        <UpdatePrompt />
      </I18nextProvider>
    </StrictMode>,
  );
});
