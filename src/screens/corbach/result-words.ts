/** A Corbach 1760 result as a line of words says it: the card's "-" is "no effect" (its result codes say so). */
import './texts';

export const corbachResultWords = (t: (key: 'corbach:crt.noEffect') => string, code: string): string =>
  code === '-' ? t('corbach:crt.noEffect') : code;

/** The card's key to its result codes, in its order: each line names one kind of code. */
export const CORBACH_CODES = ['R', 'TM', 'D', 'steps', 'star', 'E', 'none'] as const;
type CorbachCode = (typeof CORBACH_CODES)[number];

/**
 * The kinds of code a result is made of, in the key's order: "1D-R1*" is a step lost, D, R1 and "*"; "TM-1" is a
 * morale test (its "-1" a DRM, not a step lost).
 */
export function corbachCodes(result: string): CorbachCode[] {
  if (result === '-') return ['none'];
  const rest = result.replace(/TM([+-]\d)?/, '');
  const has: Record<CorbachCode, boolean> = {
    R: /R\d/.test(rest),
    TM: rest !== result,
    D: rest.includes('D'),
    steps: /^\d|-\d/.test(rest),
    star: rest.includes('*'),
    E: rest.includes('E'),
    none: false,
  };
  return CORBACH_CODES.filter((code) => has[code]);
}

/** The lines of the card's key that results use, each once ("-" is already worded "no effect": not its line). */
export const corbachKeyLines = (t: (key: `corbach:codes.${CorbachCode}`) => string, results: readonly string[]) =>
  CORBACH_CODES.filter((code) => code !== 'none' && results.some((r) => corbachCodes(r).includes(code))).map((code) =>
    t(`corbach:codes.${code}`),
  );
