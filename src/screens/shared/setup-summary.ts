import { byKey, useTranslation } from '../../i18n/use-translation';
import type { SharedCombat } from '../../state/combat-types';
import { logWordsOf } from './game-ui';

/**
 * A set-up in one line, as a rolling screen rolls it ("6 SP against 4 SP, Woods, Shock"), in its game's words: in
 * the roll log beside each roll, and on a screen whose figures are those of an earlier set-up.
 */
export function useSetupSummary(): (screen: string, combat: SharedCombat) => string {
  const { t, i18n } = useTranslation();
  const tDynamic = byKey(t);
  const language = i18n.resolvedLanguage ?? 'en';
  return (screen, combat) => logWordsOf(combat.game)?.summary(tDynamic, screen, combat.setup, language) ?? '';
}
