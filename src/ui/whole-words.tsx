/** The longest word kept whole: a card's code is short; a longer word (a pack's own text) may still break to fit. */
const LONGEST_WHOLE = 16;

/**
 * Words that a narrow screen breaks only between them, never at a hyphen inside one: a card's result code ("1-TM+2",
 * "3D-R2") split as "1-" at a line's end and "TM+2" under it reads as two results.
 */
export function WholeWords({ text }: { readonly text: string }) {
  let at = 0;
  return text.split(' ').map((word, i) => {
    const start = at;
    at += word.length + 1;
    return (
      <span key={start}>
        {i > 0 && ' '}
        <span className={word.length <= LONGEST_WHOLE ? 'whitespace-nowrap' : undefined}>{word}</span>
      </span>
    );
  });
}
