/**
 * The page's address follows the combat set-up (history.replaceState, so no history entry per keystroke; written
 * once typing pauses, see src/state/storage/deferred-writes.ts), and an address holding a combat link opens that combat: at
 * start-up and when a link is pasted into an open tab.
 */

import { ownField } from '../rules/core/own';
import { packOnShowAtStartUp } from '../state/combat/stored-combat';
import type { SharedCombat } from '../state/combat-types';
import { GAME_OF, packIdOf } from '../state/game-index';
import { acceptAddress, addressOfLink } from '../state/links/page-address';
import { encodeCombat, withGame } from '../state/links/share-link';
import { usePackInPlay } from '../state/packs/pack-link-address';
import { readTabValue } from '../state/storage/tab-storage';

/**
 * What the app last wrote into this tab's address and what the address held before, kept in sessionStorage (this
 * tab only, across a reload). The address is written a moment after a change, or as the page is hidden: a reload
 * right after a change starts loading the address it had before that last write. Finding that earlier link, the app
 * opens the one it meant to write; a link pasted in is neither, and opens as it is.
 */
export const ADDRESS_KEY = 'adc-address';

/** The address to open at start-up: the page's, unless it is the one the app's last write was replacing. */
function addressAtStartUp(): string {
  const hash = window.location.hash;
  // A plain address has no earlier link to mend: session storage is left unopened (its first read holds the page for
  // milliseconds while the app starts).
  if (hash.length <= 1) return hash;
  const kept = readTabValue(ADDRESS_KEY);
  const [previous, written] = [ownField(kept, 'previous'), ownField(kept, 'written')];
  // A plain address opens what storage kept, which the same flush wrote: only an older link needs this.
  if (typeof written === 'string' && hash === previous && hash !== written) {
    window.history.replaceState(window.history.state, '', written);
    return written;
  }
  return hash;
}

/**
 * The address a player sends with Share: the combat's as the page's address gives it (only the parts of the set-up its
 * screen is about, off their defaults), led by its game where the game carries itself (a pack, for an opponent who does
 * not keep it) and is short enough to travel in a link. `carried`: whether the game travels in it; null for a game
 * every device has.
 */
export async function sharedAddress(
  combat: SharedCombat,
): Promise<{ readonly address: string; readonly carried: boolean | null }> {
  const link = encodeCombat(combat, true);
  const carry = GAME_OF.get(combat.game)?.ownLinks?.carry;
  if (!carry) return { address: addressOfLink(link), carried: null };
  // A browser that cannot compress it: the pack travels as a file.
  const game = await carry().catch(() => null);
  return { address: addressOfLink(withGame(game, link)), carried: game !== null };
}

/**
 * At start-up, before the first paint: the combat of the link the page was opened with (or, at a plain address, the
 * game the last visit ended on). The address follows the store from after the first paint (src/app/address-writes.ts).
 * The code that opens a link loads only for an address that holds one (while the page's texts load), unless given.
 */
export function openAddressAtStartUp(open?: (hash: string) => void): Promise<void> {
  const atStartUp = addressAtStartUp();
  // A plain address opens the game the last visit ended on: a game pack's once the packs' code has read it.
  const packOnShow = packOnShowAtStartUp();
  if (atStartUp.length <= 1 && packOnShow) usePackInPlay.setState({ id: packIdOf(packOnShow) });
  const opened = (openLink: (hash: string) => void) => {
    openLink(atStartUp);
    acceptAddress();
  };
  if (atStartUp.length > 1 && !open) return import('../state/links/open-link').then((m) => opened(m.openLink));
  opened(open ?? (() => {}));
  return Promise.resolve();
}
