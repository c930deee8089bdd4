/**
 * A game pack in the page's address (src/app/url-sync.ts) or picked in the game picker, waiting for the packs' code
 * (src/screens/packs/) to read it: only there, with the pack engine, which the first visit does without.
 */
import { create } from 'zustand';
import { useCombatStore } from '../combat/combat-store';
import { isPackGame, packIdOf } from '../game-index';
import type { PackName } from './pack-names';

/** A link holding a pack, waiting for the packs' page ('' when the game picker opened the page with none), or null. */
export const usePendingPackLink = create<{ readonly link: string | null }>()(() => ({ link: null }));

/**
 * The kept pack in play: its id (the game picker's choice; its game, once added, is the combat store's game on show),
 * or a link to one of its combats still to open. Both null: a built-in game is on show.
 */
export const usePackInPlay = create<{
  readonly id: string | null;
  readonly link: string | null;
  /**
   * The pack in play's name by language, for a pack this device does not keep (the picker names it so): a link's, or
   * the pack's own when it was removed while on show.
   */
  readonly name?: PackName['name'] | null;
  /** A link to a combat of a pack this device does not keep: opened once the player keeps that pack. */
  readonly awaiting?: string | null;
  /** What became of the last link to a pack's combat (a key of the packs' words and its values), said over the pack. */
  readonly message?: readonly [string, Readonly<Record<string, unknown>>] | null;
}>()(() => ({ id: null, link: null, name: null, awaiting: null, message: null }));

/**
 * A pack asked for (picked, or a link to one of its combats) whose game is not on show — a built-in game's or another
 * pack's is: not kept here, not played yet, or its link still being read. The packs' code draws it in place of a
 * screen; Share and the QR code give the address it came with.
 */
export function usePackAwaited(): boolean {
  const link = usePackInPlay((s) => s.link);
  const id = usePackInPlay((s) => s.id);
  const game = useCombatStore((s) => s.game);
  return isPackAwaited({ link, id }, game);
}

/** Whether the pack in play (`inPlay`) is asked for and not on show, `game` being the game on show: see usePackAwaited. */
export const isPackAwaited = (
  inPlay: { readonly link: string | null; readonly id: string | null },
  game: string,
): boolean => inPlay.link !== null || (inPlay.id !== null && inPlay.id !== (isPackGame(game) ? packIdOf(game) : null));

/** The game picker's value of a kept pack: this, then its id. */
export const PACK_CHOICE = 'pack:';

/** Is this address's text a link to a pack's combat, or one holding a pack (src/state/links/pack-link.ts reads both)? */
export const looksLikePackLink = (hash: string): boolean => /^#?pkf?=/.test(hash);

/** Does this address's text hold a pack (alone, or before one of its combats: a pack's combat shared)? */
export const holdsAPack = (hash: string): boolean => /^#?pkf=/.test(hash);
