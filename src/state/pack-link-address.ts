/**
 * A link to a game pack's combat found in the page's address (src/app/url-sync.ts), waiting for the packs' page to
 * open it (src/screens/packs/): read only there, with the pack engine, which the first visit does without.
 */
import { create } from 'zustand';

export const usePendingPackLink = create<{ readonly link: string | null }>()(() => ({ link: null }));

/** Is this address's text a pack link (src/state/pack-link.ts reads it)? */
export const looksLikePackLink = (hash: string): boolean => hash.replace(/^#/, '').startsWith('pk=');
