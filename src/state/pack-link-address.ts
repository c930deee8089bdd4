/**
 * A game pack in the page's address (src/app/url-sync.ts) or picked in the game picker, waiting for the packs' code
 * (src/screens/packs/) to read it: only there, with the pack engine, which the first visit does without.
 */
import { create } from 'zustand';

/** A link holding a pack, waiting for the packs' page ('' when the game picker opened the page with none), or null. */
export const usePendingPackLink = create<{ readonly link: string | null }>()(() => ({ link: null }));

/**
 * The kept pack played in place of a built-in game: its id (the game picker's choice), or a link to one of its
 * combats still to open; and the link of the combat on show, which Share and the QR code give. Both null: a built-in
 * game is on show.
 */
export const usePackInPlay = create<{
  readonly id: string | null;
  readonly link: string | null;
  readonly share: string | null;
  /** The name a link gave the pack in play, for a pack this device does not keep (the picker names it so). */
  readonly name?: string | null;
}>()(() => ({ id: null, link: null, share: null, name: null }));

/** The game picker's value of a kept pack: this, then its id. */
export const PACK_CHOICE = 'pack:';

/** Is this address's text a link to a pack's combat, or one holding a pack (src/state/pack-link.ts reads both)? */
export const looksLikePackLink = (hash: string): boolean => /^#?pkf?=/.test(hash);
