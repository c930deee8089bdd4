/**
 * The kinds of code Corbach 1760's results are written in, as the card's key to its result codes lists them, in its
 * order: R1/R2 (retreat), TM±n (morale test), D (disorganised), 1-3 (steps lost), * (disorganised cavalry eliminated),
 * E (elimination), - (no effect).
 */
export const CORBACH_CODES = ['R', 'TM', 'D', 'steps', 'star', 'E', 'none'] as const;
export type CorbachCode = (typeof CORBACH_CODES)[number];

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
