/** A Corbach 1760 result as a line of words says it: the card's "-" is "no effect" (its result codes say so). */
import { CORBACH_CODES, type CorbachCode, corbachCodes } from '../../rules/corbach';
import './texts';

export const corbachResultWords = (t: (key: 'corbach:crt.noEffect') => string, code: string): string =>
  code === '-' ? t('corbach:crt.noEffect') : code;

/** The lines of the card's key that results use, each once ("-" is already worded "no effect": not its line). */
export const corbachKeyLines = (t: (key: `corbach:codes.${CorbachCode}`) => string, results: readonly string[]) =>
  CORBACH_CODES.filter((code) => code !== 'none' && results.some((r) => corbachCodes(r).includes(code))).map((code) =>
    t(`corbach:codes.${code}`),
  );
