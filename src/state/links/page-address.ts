/**
 * The page's address as the app last wrote or read it. The address can change from outside (a link pasted into the
 * tab, a footnote's anchor) a moment before its hashchange event: a write of the set-up's link in between would put
 * the set-up back over the link unread. Every write of the address goes through here, and none replaces an address
 * the app has not seen yet.
 */

let known = '';

/** Writes `hash` into the address (no history entry), unless the address changed outside since the app last saw it. */
export function replaceAddress(hash: string): boolean {
  if (window.location.hash !== known) return false;
  known = hash;
  if (window.location.hash !== hash) window.history.replaceState(window.history.state, '', hash);
  return true;
}

/** The address as it is now is seen: read at start-up, or by the handler of its change. */
export function acceptAddress(): void {
  known = window.location.hash;
}

/** The full address of a link's text on this page. */
export const addressOfLink = (link: string): string => `${window.location.origin}${window.location.pathname}#${link}`;
