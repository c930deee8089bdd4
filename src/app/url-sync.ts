/**
 * The page's address follows the combat set-up (history.replaceState, so no history entry per keystroke; written
 * once typing pauses, see src/state/deferred-writes.ts), and an address holding a combat link opens that combat: at
 * start-up and when a link is pasted into an open tab.
 */

import { activeCombat, DEFAULT_COMBAT, rememberedCombat } from '../state/combat-selectors';
import { useCombatStore } from '../state/combat-store';
import { deferWrite } from '../state/deferred-writes';
import { rollOf } from '../state/game-index';
import { useNoticeStore } from '../state/notices';
import { looksLikePackLink, usePackInPlay, usePendingPackLink } from '../state/pack-link-address';
import { acceptAddress, replaceAddress } from '../state/page-address';
import { type DecodedLink, decodeCombat, encodeCombat, type SharedCombat } from '../state/share-link';
import { storageKey } from '../state/storage-key';

/**
 * What the app last wrote into this tab's address and what the address held before, kept in sessionStorage (this
 * tab only, across a reload). The address is written a moment after a change, or as the page is hidden: a reload
 * right after a change starts loading the address it had before that last write. Finding that earlier link, the app
 * opens the one it meant to write; a link pasted in is neither, and opens as it is.
 */
const ADDRESS_KEY = 'adc-address';

function rememberAddress(previous: string, written: string): void {
  try {
    sessionStorage.setItem(storageKey(ADDRESS_KEY), JSON.stringify({ previous, written }));
  } catch {
    // No session storage: a reload may then show the set-up as it was a moment before.
  }
}

/** The address to open at start-up: the page's, unless it is the one the app's last write was replacing. */
function addressAtStartUp(): string {
  const hash = window.location.hash;
  // A plain address has no earlier link to mend: session storage is left unopened (its first read holds the page for
  // milliseconds while the app starts).
  if (hash.length <= 1) return hash;
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(storageKey(ADDRESS_KEY)) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return hash;
    const { previous, written } = kept as { previous?: unknown; written?: unknown };
    // A plain address opens what storage kept, which the same flush wrote: only an older link needs this.
    if (typeof written === 'string' && hash === previous && hash !== written) {
      window.history.replaceState(window.history.state, '', written);
      return written;
    }
  } catch {
    // Unreadable: the page's own address.
  }
  return hash;
}

/** Opens the combat in the page's address, if any; what it cannot read is reported, never thrown. */
export function openLinkFromAddress(hash = window.location.hash): void {
  if (hash.length <= 1) return;
  // A game pack's combat: played in place of the built-in game; a pack itself: the packs' page shows it.
  if (looksLikePackLink(hash)) {
    if (/^#?pkf=/.test(hash)) usePendingPackLink.setState({ link: hash });
    else usePackInPlay.setState({ link: hash });
    return;
  }
  const store = useCombatStore.getState();
  let decoded: DecodedLink;
  try {
    decoded = decodeCombat(hash, store);
  } catch {
    // The reader never throws (tests/unit/untrusted-input.test.ts); should it, the link is reported, not the page lost.
    decoded = { combat: null, problems: [{ code: 'not-a-link' }] };
  }
  const { combat, problems } = decoded;
  if (combat) {
    // The same combat as the one kept (the page reloaded on its own link): the kept set-up objects stay, and with
    // them the die rolled for them.
    const kept = activeCombat({ ...store, game: combat.game, screen: combat.screen });
    const same = encodeCombat(kept) === encodeCombat({ ...combat, roll: undefined });
    // A die in the link that this page already holds for that set-up is its own roll (a reload), not a sender's.
    const rolling = rollOf(combat.game, combat.screen);
    const own =
      same && combat.roll !== undefined && rolling !== undefined && store.rolls[rolling.key] === combat.roll.die;
    store.open(same ? { ...kept, screen: combat.screen, roll: combat.roll } : combat, {}, own ? 'own' : undefined);
  }
  if (problems.length > 0)
    useNoticeStore.getState().add({ id: 'link', problems, ...(combat ? { game: combat.game } : {}) });
}

/**
 * The page's address for a combat, and so the link a player shares (Share, the QR code, the address bar): only the
 * parts of the set-up its screen is about, off their defaults. A reload reads it over the set-up kept in storage.
 */
export function addressOf(combat: SharedCombat): string {
  return addressOfLink(encodeCombat(combat, true));
}

/** The full address of a link's text on this page. */
export const addressOfLink = (link: string): string => `${window.location.origin}${window.location.pathname}#${link}`;

function writeAddress(): void {
  const hash = `#${encodeCombat(rememberedCombat(useCombatStore.getState()), true)}`;
  const previous = window.location.hash;
  if (previous === hash) return;
  // Not over a link put in the address a moment ago: its hashchange, on its way, opens it and writes after.
  if (replaceAddress(hash)) rememberAddress(previous, hash);
}

/** The default combat: on a first visit the store holds the very default set-up (no link to make and compare). */
const isDefaultCombat = (combat: SharedCombat): boolean =>
  (combat.game === DEFAULT_COMBAT.game &&
    combat.screen === DEFAULT_COMBAT.screen &&
    combat.setup === DEFAULT_COMBAT.setup &&
    combat.compare === DEFAULT_COMBAT.compare) ||
  encodeCombat(combat) === encodeCombat(DEFAULT_COMBAT);

/** Starts both directions; returns a function that stops them. */
export function syncAddressWithStore(): () => void {
  openLinkFromAddress(addressAtStartUp());
  acceptAddress();
  // The address gets the set-up's link a moment later, not while the app starts: history.replaceState asks the
  // browser's other process and can hold the page for tens of milliseconds on a phone. A page opened with a plain
  // address on the default combat keeps it until the set-up changes: that link would say nothing more.
  const opened = activeCombat(useCombatStore.getState());
  // A pack's link stays in the address (a reload opens it again) until the built-in set-up changes.
  if (!looksLikePackLink(window.location.hash) && (window.location.hash.length > 1 || !isDefaultCombat(opened))) {
    deferWrite('address', writeAddress);
  }
  const unsubscribe = useCombatStore.subscribe((s, prev) => {
    if (
      s.game !== prev.game ||
      s[s.game] !== prev[prev.game] ||
      s.screen !== prev.screen ||
      s.compare !== prev.compare ||
      s.failed !== prev.failed ||
      s.rolls !== prev.rolls
    ) {
      deferWrite('address', writeAddress);
    }
  });
  // Back from a pack to the built-in game: the address is its set-up's again.
  const leavePack = usePackInPlay.subscribe((s, prev) => {
    if (s.id === null && s.link === null && (prev.id !== null || prev.link !== null)) writeAddress();
  });
  const onHashChange = () => {
    acceptAddress();
    // An address naming a place on the page (#mark-a, a footnote of the chart), not a combat: the browser has moved
    // to it; the address gets the set-up's link back a moment later, and nothing is reported.
    const anchor = window.location.hash.slice(1);
    if (anchor && document.getElementById(anchor)) {
      deferWrite('address', writeAddress);
      return;
    }
    openLinkFromAddress();
    if (!looksLikePackLink(window.location.hash)) writeAddress();
  };
  window.addEventListener('hashchange', onHashChange);
  return () => {
    unsubscribe();
    leavePack();
    window.removeEventListener('hashchange', onHashChange);
  };
}
