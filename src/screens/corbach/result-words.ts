/** A Corbach 1760 result as a line of words says it: the card's "-" is "no effect" (its result codes say so). */
import {
  CORBACH_CODES,
  type CombatBand,
  type CorbachCode,
  corbachCodes,
  corbachDefenderResult,
} from '../../rules/corbach';
import { eachSide, type Translate } from '../shared/game-ui';
import './texts';

export const corbachResultWords = (t: (key: 'corbach:crt.noEffect') => string, code: string): string =>
  code === '-' ? t('corbach:crt.noEffect') : code;

/** The lines of the card's key that results use, each once ("-" is already worded "no effect": not its line). */
export const corbachKeyLines = (t: (key: `corbach:codes.${CorbachCode}`) => string, results: readonly string[]) =>
  CORBACH_CODES.filter((code) => code !== 'none' && results.some((r) => corbachCodes(r).includes(code))).map((code) =>
    t(`corbach:codes.${code}`),
  );

/**
 * A combat's result for each side, attacker first as the card's table prints them: the defender's "*" only where a
 * defender is cavalry, and the app's reading of a garbled cell marked †. Its screen's and its log's words.
 */
export const corbachCombatWords = (
  t: Translate,
  band: CombatBand,
  defenders: readonly { readonly type: string }[],
): string =>
  eachSide(t, [
    { side: t('corbach:crt.attacker'), result: corbachResultWords(t, band.attacker) },
    {
      side: t('corbach:crt.defender'),
      result: `${corbachResultWords(t, corbachDefenderResult(band, defenders))}${band.defenderReconstructed ? '\u00a0†' : ''}`,
    },
  ]);
