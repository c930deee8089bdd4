import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the box's content is wider than the box, so that it scrolls sideways: kept up to date as either changes
 * size (a narrower screen, another language). Such a box must be reachable by the keyboard to be scrolled.
 */
export function useScrollsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}
