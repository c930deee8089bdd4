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
  const said = (side: 'attacker' | 'defender', c: OddsChange) =>
    t(`oddsChanges.${side}`, {
      change: signed(c.change),
      step: formatRatio(c.step.attacker, c.step.defender),
      drm: signed(c.step.drm),
    });
  return (
    <ChangesLine
      lead={t('oddsChanges.lead')}
      changes={changesOf(setup)}
      say={said}
      after={rounding}
      testId="odds-changes"
    />
  );
}) as <Setup>(props: {
  readonly setup: Setup;
  readonly changesOf: (setup: Setup) => OddsChanges;
  readonly rounding: string;
}) => React.ReactNode;

/** Changes of either side's strength, toward the attacker's better odds (`up`) or worse (`down`). */
interface SideChanges<C> {
  readonly up: { readonly attacker: C | null; readonly defender: C | null } | null;
  readonly down: { readonly attacker: C | null; readonly defender: C | null } | null;
}

/**
 * A line of the ways either side's strength could move a combat on its table (an odds step, a column): each worded by
 * `say`, up first, attacker first; nothing when there is none.
 */
export function ChangesLine<C>({
  lead,
  changes,
  say,
  after,
  testId,
}: {
  readonly lead: string;
  readonly changes: SideChanges<C>;
  readonly say: (side: 'attacker' | 'defender', change: C) => string;
  /** Said after the ways (the table's rounding). */
  readonly after?: string;
  readonly testId: string;
}) {
  const ways = [
    ['attacker', changes.up?.attacker],
    ['defender', changes.up?.defender],
    ['attacker', changes.down?.attacker],
    ['defender', changes.down?.defender],
  ].flatMap(([side, c]) => (c ? [say(side as 'attacker' | 'defender', c as C)] : []));
  if (ways.length === 0) return null;
  return (
    <p className="text-sm" data-testid={testId}>
      <span className="font-semibold">{lead}</span> {ways.join(' · ')}.{after ? ` ${after}` : ''}
    </p>
  );
}
