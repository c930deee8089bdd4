import { useErrorText } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import type { FieldError } from '../../rules/core/types';
import type { SharedCombat } from '../../state/combat-types';

/** What a rolling screen knows of its state around the roll (useResolution's answer, or the deep charge's own). */
interface RollState {
  readonly errors: readonly FieldError[];
  readonly shownSetup: SharedCombat['setup'] | null;
  readonly blocked: 'field' | 'errors' | 'not-allowed' | null;
}

/**
 * The words of a screen's state around the roll: why no roll can be made now (beside every roll control), and,
 * while the set-up has an error, whose figures the screen shows (the earlier set-up's, in one line) or that it has
 * none to show.
 */
export function useRollWords(summary: (setup: SharedCombat['setup']) => string, state: RollState) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const firstError = state.errors[0];
  const reason =
    state.blocked === 'field'
      ? t('combat.fieldDraft')
      : state.blocked === 'errors' && firstError
        ? errorText(firstError)
        : null;
  const banner =
    state.blocked === 'field' || state.blocked === 'errors'
      ? state.shownSetup === null
        ? t('combat.noValidYet')
        : t('combat.lastValid', { summary: summary(state.shownSetup) })
      : null;
  return {
    /** Why nothing can be rolled, for the roll box. */
    blockedReason: reason && t('combat.blocked', { reason }),
    /** The same, short, for the bottom bar. */
    blockedShort: reason && t('combat.blockedShort'),
    banner,
  };
}
