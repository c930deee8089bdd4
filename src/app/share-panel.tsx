import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeCombat, useActiveCombat, useCombatStore } from '../state/combat-store';
import { addressOf } from './url-sync';

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
      <p className="w-72 text-sm" data-testid="qr-too-long">
        {t('share.qrTooLong', { length: text.length })}
      </p>
    );
  }
  if (!qr) return <div className="size-72" />;
  const size = qr.data.length;
  const path = qr.data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="size-72 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

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
  const [status, setStatus] = useState('');

  const share = async () => {
    const link = addressOf(activeCombat(useCombatStore.getState()));
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('share.title'), url: link });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setStatus(t('share.copied'));
    } catch {
      setStatus(t('share.failed'));
      onToggleQr(true);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => void share()}
          className="min-h-11 rounded-md bg-amber-400 px-4 font-semibold text-blue-950 hover:bg-amber-300"
        >
          {t('share.button')}
        </button>
        <button
          type="button"
          aria-expanded={showQr}
          onClick={() => onToggleQr(!showQr)}
          className="min-h-11 rounded-md border border-white/60 px-3 hover:bg-white/10"
        >
          {t(showQr ? 'share.hideQr' : 'share.qr')}
        </button>
        <span aria-live="polite" className="text-sm" data-testid="share-status">
          {status}
        </span>
      </div>
    </div>
  );
}

/** The link to the current combat as a QR code and as text to copy by hand. */
export function QrPanel() {
  const { t } = useTranslation();
  const url = addressOf(useActiveCombat());
  return (
    <div className="mx-auto flex max-w-7xl flex-wrap items-start gap-3 px-3 pb-3">
      <div className="flex flex-wrap items-start gap-3 rounded-md bg-white p-3 text-slate-900">
        <QrCode text={url} label={t('share.qrLabel')} />
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          {t('share.linkLabel')}
          <textarea
            readOnly
            value={url}
            rows={6}
            className="w-full min-w-60 rounded border border-slate-400 p-2 font-mono text-xs"
          />
        </label>
      </div>
    </div>
  );
}
