/**
 * The key under which this copy of the app keeps a part of its data in the browser. Storage belongs to an origin,
 * not to a path: two copies of the app under two paths of one host (a stable and a test deployment on GitHub Pages)
 * would otherwise share one set-up, log and preferences, and the older copy would set aside, as unreadable, what the
 * newer one wrote. So each copy keeps its own: at a domain's root the key is the plain name (as every version kept it
 * before the app could live under a sub-path), under a sub-path it carries the app's folder
 * (`adc-combat@/aide-de-camp/`). scripts/first-paint.js names the keys the same way: keep the two in step.
 */
export function storageKey(name: string, pathname: string = globalThis.location?.pathname ?? '/'): string {
  // The app's folder: the page's path up to its last "/" (the page is index.html, or the folder itself).
  const folder = pathname.slice(0, pathname.lastIndexOf('/') + 1);
  return folder === '/' || folder === '' ? name : `${name}@${folder}`;
}
