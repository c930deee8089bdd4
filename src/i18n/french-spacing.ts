/**
 * French sets a space before ":", ";", "!", "?" and "»" and after "«" that never breaks a line: a line that starts with
 * "?" or ": 11,5 %" reads as a misprint. The texts are written with plain spaces; the app's and a pack's French words
 * are shown with no-break ones (narrow before ";", "!" and "?", as French printers set them).
 */
export const withFrenchSpacing = (text: string): string =>
  text
    .replace(/ ([:»])/g, '\u00a0$1')
    .replace(/ ([;!?])/g, '\u202f$1')
    .replace(/« /g, '«\u00a0');

/** A namespace's words (texts in objects and lists), with French spacing. */
export function frenchSpacingIn<T>(words: T): T {
  if (typeof words === 'string') return withFrenchSpacing(words) as T;
  if (Array.isArray(words)) return words.map(frenchSpacingIn) as T;
  if (typeof words !== 'object' || words === null) return words;
  return Object.fromEntries(Object.entries(words).map(([name, value]) => [name, frenchSpacingIn(value)])) as T;
}
