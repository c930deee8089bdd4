/** A Corbach 1760 result as a line of words says it: the card's "-" is "no effect" (its result codes say so). */
import './texts';

export const corbachResultWords = (t: (key: 'corbach:crt.noEffect') => string, code: string): string =>
  code === '-' ? t('corbach:crt.noEffect') : code;
