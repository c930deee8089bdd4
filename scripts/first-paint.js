// Inlined into <head> at build time (the page's CSP allows it by its hash, and no other inline script). Before the
// first paint it picks the language and the colours the app will use, and says whether the screen rendered into the
// HTML at build time is the one the app will show: only for the default set-up, with no other combat in the address
// or in storage. Then it starts the app's script, after that first paint so the two never compete.
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
  // As pageLanguage() in src/i18n does: the remembered choice, else the first of the browser's languages the app has.
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
  const prerendered = !((hash && hash !== DEFAULT_LINK) || !storedDefault);
  if (!prerendered) root.setAttribute('data-prerender', 'off');

  const APP = __APP__;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of APP.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = APP.entry;
    document.head.append(script);
  };
  if (!prerendered || document.visibilityState === 'hidden') start();
  else if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // Once the prerendered screen is on screen (the first contentful paint, reported after the frame is presented):
    // a frame requested now could come before the HTML is parsed, and the script would then compete with it. The
    // timer is a safety net for a page that never paints (a tab put in the background meanwhile).
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 1000);
  }
})();
