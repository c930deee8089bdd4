import { useLayoutEffect, useRef } from 'react';

/** The views that Escape closes, the one shown last at the end: Escape closes that one only. */
const shown: (() => void)[] = [];

function onKey(e: KeyboardEvent): void {
  if (e.key === 'Escape') shown.at(-1)?.();
}

/**
 * Escape, anywhere on the page, calls `onEscape` (the latest one given) while the component is shown — unless a view
 * shown after it is still open (the large result over the packs' page): that one closes first.
 */
export function useEscape(onEscape: () => void): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  // Listening from the frame the view is first drawn in: an Escape pressed as soon as it shows closes it (an effect
  // run after the paint missed one on a busy machine).
  useLayoutEffect(() => {
    const close = () => latest.current();
    if (shown.length === 0) window.addEventListener('keydown', onKey);
    shown.push(close);
    return () => {
      shown.splice(shown.indexOf(close), 1);
      if (shown.length === 0) window.removeEventListener('keydown', onKey);
    };
  }, []);
}

/** Every view Escape would close, closed, the one shown last first: a link pasted into the tab shows its combat. */
export function closeEveryView(): void {
  for (const close of [...shown].reverse()) close();
}
