import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { rememberedCombat } from '../state/combat/combat-selectors';
import { useCombatStore } from '../state/combat/combat-store';
import { looksLikePackLink, usePackAwaited } from '../state/packs/pack-link-address';
import { sharedAddress } from './url-sync';

/**
 * Share the current combat: the Web Share API where the device has one (phones, tablets), the clipboard elsewhere;
 * and a QR code for the opponent's phone across the table. The link is the page's address for the current set-up.
 */
export function ShareButtons({
  showQr,
  onToggleQr,
}: {
  readonly showQr: boolean;
  readonly onToggleQr: (show: boolean) => void;
}) {
  const { t } = useTranslation();
  // What became of the last share, said in the page's language at each draw (a language switch rewords it).
  const [status, setStatus] = useState<
    'copied' | 'copiedWithPack' | 'copiedWithoutPack' | 'packNotCarried' | 'failed' | null
  >(null);
  const awaited = usePackAwaited();
  // A pack asked for and not on show, with no link of it in the address (played from the packs' page a moment ago, its
  // code still coming; or no longer kept here): nothing on show to share, not the game shown before.
  const nothingToShare = awaited && !looksLikePackLink(window.location.hash);

  const share = async () => {
    // The set-up, and the die rolled for it on this screen: the opponent sees the same roll; a game pack's combat with
    // the pack in the link where it fits. A pack still to open (not kept here, or its link being read): the link it
    // came with, in the address.
    const { address: link, carried } = awaited
      ? { address: window.location.href, carried: null }
      : await sharedAddress(rememberedCombat(useCombatStore.getState()));
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('share.title'), url: link });
        setStatus(carried === false ? 'packNotCarried' : null);
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setStatus(carried === null ? 'copied' : carried ? 'copiedWithPack' : 'copiedWithoutPack');
    } catch {
      setStatus('failed');
      onToggleQr(true);
    }
  };

  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => void share()}
          disabled={nothingToShare}
          className="min-h-11 rounded-md bg-amber-400 px-4 font-semibold text-blue-950 hover:bg-amber-300 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('share.button')}
        </button>
        <button
          type="button"
          aria-expanded={showQr}
          aria-label={t(showQr ? 'share.hideQr' : 'share.qr')}
          onClick={() => onToggleQr(!showQr)}
          disabled={nothingToShare}
          className="min-h-11 min-w-11 rounded-md border border-white/60 px-3 hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {/* "QR" on a phone or tablet, where the header shares one line with the app's name. */}
          <span aria-hidden="true" className="lg:hidden">
            QR
          </span>
          <span aria-hidden="true" className="hidden lg:inline">
            {t(showQr ? 'share.hideQr' : 'share.qr')}
          </span>
        </button>
      </div>
      {/* Beside the buttons on a wide screen, under them on a phone; out of the flow while it says nothing, where its gap
          would push the language button onto a line of its own. */}
      <span
        aria-live="polite"
        className="text-sm empty:absolute max-lg:w-0 max-lg:min-w-full"
        data-testid="share-status"
      >
        {status && t(`share.${status}`)}
      </span>
    </div>
  );
}
