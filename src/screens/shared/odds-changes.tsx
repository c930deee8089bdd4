import { memo } from 'react';
import { formatRatio, signed } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import type { OddsChange, OddsChanges } from '../../rules/core/odds';

/**
 * Beside the odds: the least change of each side's strength that would move the combat to another step of the odds
 * table, and the step and DRM it would give ("+2 SP attacking → 2/1 (+2)"), with the game's rounding said.
 */
export const OddsChangesLine = memo(function OddsChangesLine<Setup>({
  setup,
  changesOf,
  rounding,
}: {
  readonly setup: Setup;
  /** The game's odds changes of the set-up (a roll, which leaves the set-up as it was, does not redraw them). */
  readonly changesOf: (setup: Setup) => OddsChanges;
  /** The game's rounding of ratios, in words. */
  readonly rounding: string;
}) {
  const { t } = useTranslation();
  const changes = changesOf(setup);
  const said = (side: 'attacker' | 'defender', c: OddsChange | null | undefined): string | null =>
    c
      ? t(`oddsChanges.${side}`, {
          change: signed(c.change),
          step: formatRatio(c.step.attacker, c.step.defender),
          drm: signed(c.step.drm),
        })
      : null;
  const ways = [
    said('attacker', changes.up?.attacker),
    said('defender', changes.up?.defender),
    said('attacker', changes.down?.attacker),
    said('defender', changes.down?.defender),
  ].filter((way): way is string => Boolean(way));
  if (ways.length === 0) return null;
  return (
    <p className="text-sm" data-testid="odds-changes">
      <span className="font-semibold">{t('oddsChanges.lead')}</span> {ways.join(' · ')}. {rounding}
    </p>
  );
}) as <Setup>(props: {
  readonly setup: Setup;
  readonly changesOf: (setup: Setup) => OddsChanges;
  readonly rounding: string;
}) => React.ReactNode;
