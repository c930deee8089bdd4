/**
 * Marks drawn beside words where a character would have served. The page's fonts lack ↶ ↷ ⇄ ⟲ ✓ ▶ ⇧: the browser
 * searched the system's fonts for each the first time it was shown, which held up that frame (some 70 ms at 4× CPU on
 * the first tap on a combat screen's tab, here), and some phones draw ▶ as a coloured emoji. Each is hidden from
 * assistive technology: the words beside it, or its button's name, say what it means.
 */
const ICONS = {
  /** The row a roll landed on (▶). */
  landed: { path: 'M3 2 22 12 3 22z', filled: true },
  /** ↶ */
  undo: { path: 'M8 5 3 10l5 5M3 10h12a6 6 0 0 1 0 12h-4', filled: false },
  /** ↷ */
  redo: { path: 'M16 5l5 5-5 5M21 10H9a6 6 0 0 0 0 12h4', filled: false },
  /** ⇄ */
  compare: { path: 'M3 7h17M16 3l4 4-4 4M21 17H4M8 13l-4 4 4 4', filled: false },
  /** ⟲: the view across the table turned round. */
  turn: { path: 'M4 12a8 8 0 1 0 2.3-5.7M3 3v5h5', filled: false },
  /** ✓ */
  done: { path: 'M4 12.5 9.5 18 20 6', filled: false },
  /** ⇧, the Shift key. */
  shift: { path: 'M12 3 3 12h5v8h8v-8h5z', filled: false },
  /** The result shown large: four corners. */
  enlarge: { path: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5', filled: false },
} as const;

export type IconName = keyof typeof ICONS;

/** One of the marks, a little higher than the text around it unless `size` says otherwise; `className` spaces it. */
export function Icon({
  name,
  size = 'size-[1.1em]',
  className = '',
}: {
  readonly name: IconName;
  readonly size?: string;
  readonly className?: string;
}) {
  const { path, filled } = ICONS[name];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`inline shrink-0 align-[-0.2em] ${size} ${className}`}>
      {filled ? (
        <path d={path} fill="currentColor" />
      ) : (
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
