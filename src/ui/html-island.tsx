import {
  createContext,
  type MouseEventHandler,
  type ReactNode,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';

const PageHtml = createContext(false);

/**
 * Around the app that takes over the screen the build wrote into the page's HTML (src/app/main.tsx, as React hydrates
 * it); not around the build's own render of that screen, nor an app that draws its own.
 */
export function TakingOverPageHtml({ children }: { readonly children: ReactNode }) {
  return <PageHtml value={true}>{children}</PageHtml>;
}

// React hydrates with the server's value of a store and draws with the client's: read during a render, it says
// whether that render is hydrating the page's HTML (a part hydrated late, once its code came, included; a render made
// over again after a mismatch, or any later one, not).
const neverChanges = () => () => {};
const notHydrating = () => false;
const isHydrating = () => true;
const useHydrating = () => useSyncExternalStore(neverChanges, notHydrating, isHydrating);

// React sets innerHTML only when this text changes: the same empty text leaves the build's HTML as it is.
const LEFT_AS_IT_IS = { __html: '' } as const;

/**
 * A large part of the first screen that stays the HTML the build wrote while nothing it shows has changed: React
 * neither walks nor draws it as it takes the screen over (what it would have drawn is what the build wrote). The
 * first time one of `shows` differs from what it was then, React draws `draw()` in its place, and from then on.
 * A click inside reaches `onClick` either way (React hands a click on HTML it did not draw to the nearest element it
 * did), so controls within work by their data attributes rather than a handler each. Elsewhere (a screen drawn by
 * the app, the build itself) it is simply `draw()`.
 */
export function HtmlIsland({
  shows,
  draw,
  className,
  onClick,
}: {
  readonly shows: readonly unknown[];
  readonly draw: () => ReactNode;
  readonly className?: string;
  readonly onClick?: MouseEventHandler<HTMLDivElement>;
}) {
  const hydrating = useHydrating();
  const fromHtml = useContext(PageHtml) && hydrating;
  const [shownAtTakeover, setShownAtTakeover] = useState(fromHtml ? shows : null);
  const unchanged = shownAtTakeover?.every((value, i) => Object.is(value, shows[i])) ?? false;
  if (shownAtTakeover && !unchanged) setShownAtTakeover(null);
  // A click on a control inside bubbles here, a key's too (Enter or Space on a button is a click): no handler of its own.
  return unchanged ? (
    // biome-ignore lint/a11y/noStaticElementInteractions: the controls inside are buttons; this only hears their clicks
    // biome-ignore lint/a11y/useKeyWithClickEvents: a button's keys make clicks, which bubble here
    <div
      key="html"
      className={className}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant text, never set: the build's HTML stays
      dangerouslySetInnerHTML={LEFT_AS_IT_IS}
      suppressHydrationWarning
    />
  ) : (
    // biome-ignore lint/a11y/noStaticElementInteractions: as above
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div key="drawn" className={className} onClick={onClick}>
      {draw()}
    </div>
  );
}
