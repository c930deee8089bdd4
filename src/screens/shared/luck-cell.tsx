import { usePercent } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import type { LuckSummary } from '../../rules/core/luck';

/** The app's dice and the dice typed in: their luck is counted apart. */
export const DICE_SOURCES = ['app', 'player'] as const;

/** One cell of the luck table: the mean percentile, the number of rolls and where fair dice would land. */
export function LuckCell({ summary }: { readonly summary: LuckSummary | null }) {
  const { t } = useTranslation();
  const percent = usePercent();
  if (!summary) return <td className="px-2 py-1 text-center">—</td>;
  const low = Math.max(0, 0.5 - summary.margin);
  const high = Math.min(1, 0.5 + summary.margin);
  return (
    <td className="px-2 py-1 align-top tabular-nums" data-luck={summary.mean.toFixed(4)} data-rolls={summary.count}>
      <strong className="text-lg">{percent(summary.mean, 1)}</strong>
      <span className="block text-sm">
        {t('log.luckRolls', { count: summary.count, low: percent(low, 1), high: percent(high, 1) })}
      </span>
    </td>
  );
}

/** The luck table's column headers: the app's dice, then the dice typed in. */
export function DiceSourceHeaders() {
  const { t } = useTranslation();
  return DICE_SOURCES.map((by) => (
    <th key={by} scope="col" className="px-2 py-1">
      {t(by === 'app' ? 'log.appDice' : 'log.typedDice')}
    </th>
  ));
}
