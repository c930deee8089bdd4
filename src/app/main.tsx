import { lazy, StrictMode, Suspense, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadLanguage, pageLanguage } from '../i18n';
import { firstWords } from '../i18n/first-words';
import { I18nProvider, useTranslation } from '../i18n/use-translation';
import '../index.css';
import { useNoticeStore } from '../state/notices';
import { usePreferences } from '../state/preferences';
import { afterNextPaint, yieldToBrowser } from '../ui/after-next-paint';
import { ErrorBoundary } from '../ui/error-boundary';
import { TakingOverPageHtml } from '../ui/html-island';
import { App, loadAddressWrites, loadI18next, loadStartupNotices, loadUpdatePrompt } from './app';
import { applyTheme } from './theme';
import { openAddressAtStartUp } from './url-sync';
// Last: see the module.
import './end-of-first-task';

// Before the first paint: the right colours, and the combat of the link the page was opened with (with what it could
// not read). The address follows the set-up from after the first paint (startTheRest).
applyTheme(usePreferences.getState().theme);

// The page's language only: the other one is fetched if the player switches.
const language = pageLanguage();
await Promise.all([loadLanguage(language), openAddressAtStartUp().then(loadStartupNotices)]);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The screen rendered into the HTML at build time in this language (scripts/first-paint.js shows it only when the
// app's first screen is that one, the default set-up): the app takes it over as it stands (React hydrates it)
// instead of building it again, so nothing is laid out twice and nothing moves.
// A notice from start-up (storage it cannot read) is not in that screen: the app then builds its own.
const prerendered =
  document.documentElement.dataset.prerender === 'off' || useNoticeStore.getState().notices.length > 0
    ? null
    : root.querySelector<HTMLElement>(`:scope > [data-prerender="${language}"]`);

/**
 * The address following the set-up (and a link pasted in opening), the service worker's state, its registration and
 * its offer of a new version: not part of the first screen, they load once the app has it on show, so that they do not
 * compete with taking the painted screen over. The offer in a root of its own (the page's HTML has nothing for it to
 * take over).
 */
let restStarted = false;
async function startTheRest() {
  if (restStarted) return;
  restStarted = true;
  // One request a task: each costs the page's thread 5-25 ms at 4x (issue 47).
  void words.loadI18next();
  await yieldToBrowser();
  void loadAddressWrites().then((m) => m.followStoreInAddress());
  await yieldToBrowser();
  // The browser's offer to install the app, made once, may come before: scripts/first-paint.js keeps it meanwhile.
  void loadUpdatePrompt().then(({ UpdatePrompt, followServiceWorker }) => {
    followServiceWorker();
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <UpdatePrompt />
        </I18nProvider>
      </StrictMode>,
    );
  });
}

/**
 * Once the app's first screen is on show. The prerendered one, taken over: it can be used, and it is no longer the
 * HTML's; its language follows the page's (kept, not removed: a change of `lang` restyles the whole screen, which it
 * need not here).
 */
function OnShow({ screen }: { readonly screen: HTMLElement | null }) {
  const { i18n } = useTranslation();
  const shownLanguage = i18n.resolvedLanguage ?? 'en';
  useEffect(() => {
    afterNextPaint(startTheRest);
    if (!screen) return;
    // scripts/first-paint.js lets clicks and keys through once the screen is no longer marked as the HTML's. Neither
    // attribute is styled: removing them restyles nothing (removing `inert` restyled the whole screen).
    screen.removeAttribute('aria-disabled');
    screen.removeAttribute('data-prerender');
    // A tap made while the screen was the HTML's, kept waiting by first-paint.js: acted on now, on the same element.
    const queued = screen.querySelector<HTMLElement>('[data-queued]');
    queued?.removeAttribute('data-queued');
    queued?.click();
  }, [screen]);
  useEffect(() => {
    if (screen && screen.lang !== shownLanguage) screen.lang = shownLanguage;
  }, [screen, shownLanguage]);
  return null;
}

// What the page shows if the shell itself fails to draw: its words load then. Should even they fail to load (offline,
// never cached), a reload button is left, never a blank page.
const AppFailure = lazy(() => import('./app-failure').then((m) => ({ default: m.AppFailure })));
function LastDefence({ error }: { readonly error: Error }) {
  const reload = (
    <button type="button" onClick={() => window.location.reload()} style={{ margin: '1rem', minHeight: '2.75rem' }}>
      ↻ {error.message}
    </button>
  );
  return (
    <ErrorBoundary fallback={() => reload}>
      <Suspense fallback={reload}>
        <AppFailure error={error} />
      </Suspense>
    </ErrorBoundary>
  );
}

// i18next comes once the first screen is the app's (startTheRest); a page that draws its own screen waits for it.
// Until then the first screen's words are read from its texts.
const words = firstWords(language, loadI18next);
const i18n = prerendered ? words.instance : await words.loadI18next();
// The words' start and React's are two tasks, not one long one: the browser may paint or answer a tap in between.
await yieldToBrowser();

const app = (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <ErrorBoundary fallback={(error) => <LastDefence error={error} />}>
        <App />
      </ErrorBoundary>
      <OnShow screen={prerendered} />
    </I18nProvider>
  </StrictMode>
);

// A transition: the first render yields to the browser every few milliseconds instead of holding it in one long
// task, while the screen painted from the HTML stays in place until the app's is ready. The other screens load when
// first shown; the service worker has them cached by then, offline too.
startTransition(() => {
  if (prerendered) {
    for (const other of root.querySelectorAll(':scope > [data-prerender]')) if (other !== prerendered) other.remove();
    hydrateRoot(prerendered, <TakingOverPageHtml>{app}</TakingOverPageHtml>);
  } else createRoot(root).render(app);
});
