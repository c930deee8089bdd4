import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { rememberedCombat } from '../state/combat/combat-selectors';
import { useCombatStore } from '../state/combat/combat-store';
import { GAME_OF } from '../state/game-index';
import { addressOfLink } from '../state/links/page-address';
import { encodeCombat } from '../state/links/share-link';
import { usePackAwaited } from '../state/packs/pack-link-address';
// Its classes are not in the first screen's inline sheet (src/index.css): the full sheet loads with the panel.
import '../screens/shared/screens.css';

// Loaded when the player first asks for the QR code (src/app/app.tsx): the first visit does without it.

interface QrMatrix {
  readonly data: boolean[][];
}

/** The QR code of a link as SVG squares: loaded on demand, drawn by React (nothing rendered as HTML). */
function QrCode({ text, label }: { readonly text: string; readonly label: string }) {
  const { t } = useTranslation();
  // 'too-long': more than a QR code holds (about 2,900 characters of link); the link is still there to share.
  const [qr, setQr] = useState<QrMatrix | 'too-long' | null>(null);
  useEffect(() => {
    let live = true;
    import('uqr')
      .then(({ encode }) => encode(text, { ecc: 'L', border: 2 }))
      .then(
        (matrix) => {
          if (live) setQr(matrix);
        },
        () => {
          if (live) setQr('too-long');
        },
      );
    return () => {
      live = false;
    };
  }, [text]);
  if (qr === 'too-long') {
    return (
      <p className="w-72 max-w-full text-sm" data-testid="qr-too-long">
        {t('share.qrTooLong', { length: text.length })}
      </p>
    );
  }
  if (!qr) return <div className="size-72 max-w-full" />;
  const size = qr.data.length;
  const path = qr.data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="size-72 max-w-full bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The link to the current combat as a QR code and as text to copy by hand. */
export function QrPanel() {
  const { t } = useTranslation();
  // Made while the panel is open only: one link per change of the set-up or roll.
  const link = useCombatStore((s) => encodeCombat(rememberedCombat(s), true));
  // A pack still to open: the link it came with, in the address.
  const awaited = usePackAwaited();
  const url = awaited ? window.location.href : addressOfLink(link);
  // A game pack's combat: the code is kept small enough to read across a table, so it leaves the pack out.
  const withoutGame = useCombatStore((s) => GAME_OF.get(s.game)?.ownLinks?.carry !== undefined) && !awaited;
  return (
    <div className="mx-auto flex max-w-7xl flex-wrap items-start gap-3 px-3 pb-3">
      {/* No wider than the screen: on a 320 px phone the code is drawn a little smaller than its 288 px. */}
      <div className="flex max-w-full flex-wrap items-start gap-3 rounded-md bg-white p-3 text-slate-900">
        <QrCode text={url} label={t('share.qrLabel')} />
        {/* Beside the code where both fit, under it on a phone: never wider than the card. */}
        <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm">
          {t('share.linkLabel')}
          <textarea
            readOnly
            value={url}
            rows={6}
            className="w-full rounded border border-slate-400 p-2 font-mono text-xs"
          />
        </label>
        {withoutGame && (
          <p className="basis-full text-sm" data-testid="qr-without-pack">
            {t('share.qrWithoutPack')}
          </p>
        )}
      </div>
    </div>
  );
}
