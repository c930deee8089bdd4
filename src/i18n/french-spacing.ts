/**
 * French sets a space before ":", ";", "!", "?" and "»" and after "«" that never breaks a line: a line that starts with
 * "?" or ": 11,5 %" reads as a misprint. The texts are written with plain spaces; the app's and a pack's French words
 * are shown with no-break ones (narrow before ";", "!" and "?", as French printers set them).
 */
const withFrenchSpacing = (text: string): string =>
  text
    .replace(/ ([:»])/g, '\u00a0$1')
    .replace(/ ([;!?])/g, '\u202f$1')
    .replace(/« /g, '«\u00a0');

/** A text written in `language`, set as that language sets it (French's spacing; any other as written). */
export const setIn = (language: string, text: string): string => (language === 'fr' ? withFrenchSpacing(text) : text);

/** A namespace's words (texts in objects and lists) in `language`, each set as that language sets it. */
export function wordsSetIn<T>(language: string, words: T): T {
  // Only French is set otherwise than written: the other languages' words are left as they are, not copied.
  if (language !== 'fr') return words;
  if (typeof words === 'string') return setIn(language, words) as T;
  if (Array.isArray(words)) return words.map((inner) => wordsSetIn(language, inner)) as T;
  if (typeof words !== 'object' || words === null) return words;
  return Object.fromEntries(Object.entries(words).map(([name, value]) => [name, wordsSetIn(language, value)])) as T;
}
