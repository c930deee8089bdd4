// Inlined into <head> at build time (the page's CSP allows it by its hash, and no other inline script). Before the
// first paint it picks the language and the colours the app will use, and says whether the screen rendered into the
// HTML at build time is the one the app will show: only for the default set-up, with no other combat in the address
// or in storage. Then it starts the app's script, after that first paint so the two never compete.
(() => {
  const root = document.documentElement;
  // The default set-up's links (as storage keeps it, as the address shows it), as fingerprints (filled in at build
  // time by vite.config.ts, which computes them the same way). A 32-bit hash: another link has the same one about
  // once in four billion.
  const DEFAULT_LINK_FINGERPRINTS = __DEFAULT_LINK_FINGERPRINTS__;
  // The game the first screen is of: the first of the games' list (src/rules/games.ts), filled in at build time.
  const FIRST_GAME = __FIRST_GAME__;
  const fingerprint = (text) => {
    let hash = 0;
    for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
    return hash;
  };
  const isDefaultLink = (link) => typeof link === 'string' && DEFAULT_LINK_FINGERPRINTS.includes(fingerprint(link));
  // This copy's keys, as storageKey() in src/state/storage/storage-key.ts names them: the plain name at a domain's root, the
  // name and the app's folder under a sub-path.
  const folder = location.pathname.slice(0, location.pathname.lastIndexOf('/') + 1);
  const key = (name) => (folder === '/' || folder === '' ? name : `${name}@${folder}`);
  const stored = (name) => {
    try {
      return JSON.parse(localStorage.getItem(key(name)) ?? 'null');
    } catch {
      return null;
    }
  };
  let remembered = null;
  try {
    remembered = localStorage.getItem(key('adc-language'));
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
    combat === null || (combat.state?.system === FIRST_GAME && isDefaultLink(combat.state?.links?.[FIRST_GAME]));
  const prerendered = !((hash && !isDefaultLink(hash)) || !storedDefault);
  if (!prerendered) root.setAttribute('data-prerender', 'off');

  // Until the app has taken the prerendered screen over (it then drops the screen's data-prerender), a click, a tap
  // or a key on it would be lost, or would open a list the app then resets: they are stopped here. Not with `inert`:
  // removing it restyles the whole screen in one long task (15-30 ms measured on a loaded machine, four times that on
  // a phone). Tab still moves the focus. The listeners stay: once the screen is the app's, they let everything pass.
  // A tap on a button or a link is not lost: it is marked as waiting (src/index.css shows it), and the app acts on it
  // once it has taken the screen over (src/app/main.tsx).
  const beforeTakeover = (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('#root > [data-prerender]')) return;
    if (event.type === 'keydown' && event.key === 'Tab') return;
    // touchend: stopped here, a tap makes no click.
    const tapped = (event.type === 'click' || event.type === 'touchend') && event.target.closest('button, a[href]');
    if (tapped) {
      document.querySelector('[data-queued]')?.removeAttribute('data-queued');
      tapped.setAttribute('data-queued', '');
    }
    if (event.cancelable) event.preventDefault();
    event.stopPropagation();
  };
  for (const type of ['click', 'mousedown', 'touchend', 'keydown']) {
    document.addEventListener(type, beforeTakeover, { capture: true, passive: false });
  }

  // Chromium may offer to install the app as soon as it has read the manifest, before the app's script has run, and
  // makes the offer once: kept here for the app's Install button (src/app/app-status.ts).
  window.addEventListener('beforeinstallprompt', (event) => {
    window.adcInstallOffer = event;
  });

  const APP = __APP__;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The app's modules, then its script, then the page language's first texts, which the app would otherwise ask
    // for only once it runs. One element a task: on a phone each request costs the page's thread 5-25 ms (measured at
    // 4x), and all of them in one task held a tap back for up to 90 ms.
    const elements = [...APP.preload, APP.entry, ...(APP.texts[root.lang] ?? [])].map((href) => {
      const element = document.createElement(href === APP.entry ? 'script' : 'link');
      if (href === APP.entry) {
        element.type = 'module';
        element.src = href;
      } else {
        element.rel = 'modulepreload';
        element.href = href;
      }
      return element;
    });
    // scheduler.yield where the browser has it: the next element goes before other tasks, a frame among them. (This
    // inline script imports nothing: it is yieldToBrowser of src/ui/after-next-paint.ts, written again.)
    const nextTask = () =>
      window.scheduler?.yield ? window.scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
    void (async () => {
      for (const [i, element] of elements.entries()) {
        if (i > 0) await nextTask();
        document.head.append(element);
      }
    })();
  };
  if (!prerendered || document.visibilityState === 'hidden') start();
  else {
    // Just after the first frame that holds the whole screen (its end, #parsed, is in the page): the frame's own work
    // is done, and the script need not wait for its pixels to be on screen, which the paint timing reports one or
    // more frames later. A frame before it (a browser that draws while the HTML is still parsed) is let go by. The
    // timer is a safety net for a page that never draws (a tab put in the background meanwhile). As afterNextPaint of
    // src/ui/after-next-paint.ts, with the wait for #parsed.
    const afterFirstFrame = () =>
      document.getElementById('parsed') ? setTimeout(start, 0) : requestAnimationFrame(afterFirstFrame);
    requestAnimationFrame(afterFirstFrame);
    setTimeout(start, 3000);
  }
})();
