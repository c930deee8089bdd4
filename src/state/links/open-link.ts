/**
 * A combat link opened: the page's address at start-up, a link pasted into an open tab, or a link to a game pack's
 * combat once the packs' code has played its pack. What it cannot read is reported, never thrown.
 */

import { activeCombat } from '../combat/combat-selectors';
import { useCombatStore } from '../combat/combat-store';
import { isPackGame, rollOf } from '../game-index';
import { useNoticeStore } from '../notices';
import { holdsAPack, looksLikePackLink, usePackInPlay, usePendingPackLink } from '../packs/pack-link-address';
import { combatInPackFileLink } from './pack-link-parts';
import { type DecodedLink, decodeCombat, encodeCombat } from './share-link';

/** Opens the combat in the page's address, if any; what it cannot read is reported, never thrown. */
export function openLink(link = window.location.hash): void {
  if (link.length <= 1) return;
  const store = useCombatStore.getState();
  // A pack itself: the packs' page shows it. A game pack's combat: opened as any game's by a pack already played this
  // visit, otherwise by the packs' code once it has read the kept packs (or said why it cannot) — as is one shared with
  // its pack before it, whose pack the packs' page shows to be kept where this device does not keep that very text.
  if (holdsAPack(link)) {
    if (combatInPackFileLink(link) === null) usePendingPackLink.setState({ link });
    else usePackInPlay.setState({ link });
    return;
  }
  if (looksLikePackLink(link) && !readByAGameRunning(link, store)) {
    usePackInPlay.setState({ link });
    return;
  }
  let decoded: DecodedLink;
  try {
    decoded = decodeCombat(link, store);
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
    // A built-in game's link ends a pack asked for (one not kept here, or its link's).
    if (!isPackGame(combat.game)) usePackInPlay.setState({ id: null, link: null, name: null, awaiting: null });
  }
  if (problems.length > 0)
    useNoticeStore.getState().add({ id: 'link', problems, ...(combat ? { game: combat.game } : {}) });
}

/** Whether a game pack running now reads this link of a pack's combat (its fields that do not fit are said). */
const readByAGameRunning = (hash: string, store: Parameters<typeof decodeCombat>[1]): boolean =>
  decodeCombat(hash, store).combat !== null;
