/**
 * A link to a game pack's combat found in the page's address (src/app/url-sync.ts), waiting for the packs' page to
 * open it (src/screens/packs/): read only there, with the pack engine, which the first visit does without.
 */
import { create } from 'zustand';

/** The link waiting ('' when the game picker's "your own games" opened the page with none), or null. */
export const usePendingPackLink = create<{ readonly link: string | null }>()(() => ({ link: null }));

/** Is this address's text a link to a pack's combat, or one holding a pack (src/state/pack-link.ts reads both)? */
export const looksLikePackLink = (hash: string): boolean => /^#?pkf?=/.test(hash);
