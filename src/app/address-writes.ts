/**
 * The page's address follows the combat set-up (history.replaceState, so no history entry per keystroke; written
 * once typing pauses, see src/state/storage/deferred-writes.ts), and a link pasted into an open tab opens its combat. Loaded
 * after the first paint: the first screen needs neither (src/app/url-sync.ts opens the start-up link).
 */
import { activeCombat, rememberedCombat } from '../state/combat/combat-selectors';
import { INITIAL_COMBAT_STATE } from '../state/combat/combat-state';
import { useCombatStore } from '../state/combat/combat-store';
import type { SharedCombat } from '../state/combat-types';
import { openLink } from '../state/links/open-link';
import { acceptAddress, replaceAddress } from '../state/links/page-address';
import { encodeCombat } from '../state/links/share-link';
import { isPackAwaited, looksLikePackLink, usePackInPlay } from '../state/packs/pack-link-address';
import { deferWrite } from '../state/storage/deferred-writes';
import { writeTabValue } from '../state/storage/tab-storage';
import { showFromTop } from '../ui/show-from-top';
import { closeEveryView } from '../ui/use-escape';
import { ADDRESS_KEY, openAddressAtStartUp } from './url-sync';

/**
 * What the app last wrote into this tab's address and what the address held before (src/app/url-sync.ts reads it at
 * the next start-up).
 */
function rememberAddress(previous: string, written: string): void {
  // Where storage refuses it, a reload may show the set-up as it was a moment before.
  writeTabValue(ADDRESS_KEY, { previous, written });
}

function writeAddress(): void {
  // A pack asked for and not on show (a link's, not kept here; one removed while on show): the address keeps the link
  // it came with, or its combat's, for Share, the QR code and a reload — not the built-in game the store holds meanwhile.
  if (isPackAwaited(usePackInPlay.getState(), useCombatStore.getState().game)) return;
  const hash = `#${encodeCombat(rememberedCombat(useCombatStore.getState()), true)}`;
  const previous = window.location.hash;
  if (previous === hash) return;
  // Not over a link put in the address a moment ago: its hashchange, on its way, opens it and writes after.
  if (replaceAddress(hash)) rememberAddress(previous, hash);
}

/** The combat a first visit shows: the first game's first screen, default set-up. */
export const DEFAULT_COMBAT: SharedCombat = activeCombat(INITIAL_COMBAT_STATE);

/** The default combat: on a first visit the store holds the very default set-up (no link to make and compare). */
const isDefaultCombat = (combat: SharedCombat): boolean =>
  (combat.game === DEFAULT_COMBAT.game &&
    combat.screen === DEFAULT_COMBAT.screen &&
    combat.setup === DEFAULT_COMBAT.setup &&
    combat.compare === DEFAULT_COMBAT.compare) ||
  encodeCombat(combat) === encodeCombat(DEFAULT_COMBAT);

/** From now on, the address follows the store, and a link pasted in opens; returns a function that stops both. */
export function followStoreInAddress(): () => void {
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
      s.combats !== prev.combats ||
      s.screen !== prev.screen ||
      s.failed !== prev.failed ||
      s.rolls !== prev.rolls
    ) {
      deferWrite('address', writeAddress);
    }
  });
  // A pack no longer awaited (another game picked, though the store's was that one already): the address is the game's.
  const unsubscribePack = usePackInPlay.subscribe((s, prev) => {
    if (s.id !== prev.id || s.link !== prev.link) deferWrite('address', writeAddress);
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
    // Over the About panel, the packs' page or the result shown large: they close (the pack being written stays in
    // the tab); a link holding a pack opens the packs' page on it again.
    closeEveryView();
    openLink();
    showFromTop();
    if (!looksLikePackLink(window.location.hash)) writeAddress();
  };
  window.addEventListener('hashchange', onHashChange);
  return () => {
    unsubscribe();
    unsubscribePack();
    window.removeEventListener('hashchange', onHashChange);
  };
}

/** Both directions at once: the start-up link opened, then the address following the store (as main.tsx does). */
export function syncAddressWithStore(): () => void {
  void openAddressAtStartUp(openLink);
  return followStoreInAddress();
}
