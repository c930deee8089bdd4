import { JDG_SHOCK_OUTCOMES_BEYOND_THE_CARD } from '../../rules/jours-de-gloire';

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
