/**
 * A combat put on show by something other than its own screen (a link pasted into the tab, Reopen in the roll log,
 * Play on the packs' page): shown from its top, as at start-up, with the focus nowhere — not as far down as the page
 * was read, nor with the keyboard going on from a button at its foot.
 */
export function showFromTop(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  window.scrollTo(0, 0);
}
