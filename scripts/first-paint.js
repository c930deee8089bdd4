// Runs before the first paint (a blocking script in <head>; the page's CSP allows no inline script). It picks the
// language and the colours the app will use, and says whether the screen rendered into the HTML at build time is the
// one the app will show: only for the default set-up, with no other combat in the address or in storage.
(() => {
  const root = document.documentElement;
  const DEFAULT_LINK = '__DEFAULT_LINK__';
  const stored = (key) => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  let remembered = null;
  try {
    remembered = localStorage.getItem('adc-language');
  } catch {
    // No storage (private browsing): the browser's languages decide.
  }
  // As i18next's detector does: the remembered choice, else the first of the browser's languages the app has.
  const candidates = [remembered, ...(navigator.languages ?? []), navigator.language];
  const match = candidates.map((c) => /^(en|fr)\b/i.exec(c ?? '')).find(Boolean);
  root.lang = match ? match[1].toLowerCase() : 'en';

  const theme = stored('adc-preferences')?.state?.theme ?? 'system';
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', Boolean(dark));

  const hash = location.hash.slice(1);
  const combat = stored('adc-combat');
  const storedDefault =
    combat === null || (combat.state?.system === 'jdg' && combat.state?.links?.jdg === DEFAULT_LINK);
  if ((hash && hash !== DEFAULT_LINK) || !storedDefault) root.setAttribute('data-prerender', 'off');
})();
