import { JDG_SHOCK_OUTCOMES_BEYOND_THE_CARD } from '../../rules/jours-de-gloire';
import { eachSide, sideLines, type Translate } from '../shared/game-ui';

/**
 * A Jours de Gloire shock result id in words (`t` of a component with the jdg namespace): the card's entries, or
 * the outcome the app words where the card's entry is for cavalry only (src/rules/jours-de-gloire/shock.ts).
 */
export function shockWord(t: unknown, id: string): string {
  const tDynamic = t as (key: string) => string;
  return (JDG_SHOCK_OUTCOMES_BEYOND_THE_CARD as readonly string[]).includes(id)
    ? tDynamic(`jdg:shockOutcomes.${id}`)
    : tDynamic(`jdg:shockResults.${id}`);
}

type ShockSides = { readonly attacker: string; readonly defender: string };

/** A shock's two results, each named, defender first as the card's table prints them. */
const shockSides = (t: Translate, outcome: ShockSides) => [
  { side: t('combat.defender'), result: shockWord(t, outcome.defender) },
  { side: t('combat.attacker'), result: shockWord(t, outcome.attacker) },
];

/** A shock's result in one line: its screen's, bar's, large view's and log's words. */
export const shockResultWords = (t: Translate, outcome: ShockSides) => eachSide(t, shockSides(t, outcome));

/** The same, a line for each side: as the result under the die says it. */
export const shockResultLines = (t: Translate, outcome: ShockSides) => sideLines(t, shockSides(t, outcome));

/**
 * The entries of the card's key ("1 = recoil one hex.", "D = Disordered") whose codes the results use: each result
 * is read as its codes ("D + CT/1": D and CT/1), each entry said once.
 */
export function shockKeyLines(t: unknown, results: readonly string[]): string[] {
  const key = (t as (key: 'jdg:shockKey', options: { returnObjects: true }) => readonly string[])('jdg:shockKey', {
    returnObjects: true,
  });
  const codes = new Set(results.flatMap((result) => result.split(/\s+\+\s+|\s+/)));
  return key.flatMap((line) => line.split(' / ')).filter((entry) => codes.has(entry.split(' = ')[0] ?? ''));
}
