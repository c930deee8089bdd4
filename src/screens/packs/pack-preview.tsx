import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { LoadedPack, PackSetup } from '../../rules/packs/engine';
import { packLink } from '../../state/pack-link';
import { PackChart } from './pack-chart';
import { PackRollSection } from './pack-roll';

/**
 * The game a pack makes, roll by roll, beside the pack being written: each roll's form, lines, total, die and table
 * (src/screens/packs/pack-roll.tsx), and a link to the combat to copy.
 */
export function PackPreview({
  loaded,
  text,
}: {
  readonly loaded: LoadedPack;
  /** The pack's text, whose hash a link carries. */
  readonly text: string;
}) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<PackSetup>(loaded.defaultSetup);
  const [rolled, setRolled] = useState<ReadonlyMap<string, { die: number; by: 'app' | 'player' }>>(new Map());
  const [copied, setCopied] = useState<{ roll: string; status: 'linkCopied' | 'linkCopyFailed' } | null>(null);
  const copyLink = (roll: string) => {
    const address = `${window.location.origin}${window.location.pathname}#${packLink(loaded, text, roll, setup, rolled.get(roll)?.die)}`;
    navigator.clipboard.writeText(address).then(
      () => setCopied({ roll, status: 'linkCopied' }),
      () => setCopied({ roll, status: 'linkCopyFailed' }),
    );
  };
  return (
    <div className="flex flex-col gap-6" data-testid="pack-preview">
      {loaded.pack.rolls.map((roll, index) => (
        <div key={roll.id} className="flex flex-col gap-2">
          <PackRollSection
            loaded={loaded}
            index={index}
            setup={setup}
            die={rolled.get(roll.id)?.die}
            rolledBy={rolled.get(roll.id)?.by}
            onChange={(next) => {
              setSetup(next);
              setRolled(new Map());
              setCopied(null);
            }}
            onDie={(die, by) => setRolled((s) => new Map([...s, [roll.id, { die, by }]]))}
            actions={
              <button
                type="button"
                onClick={() => copyLink(roll.id)}
                className="min-h-11 rounded-md border border-blue-900 px-4 text-blue-900 dark:border-blue-300 dark:text-blue-200"
              >
                {t('packs.copyLink')}
              </button>
            }
          />
          {copied?.roll === roll.id && <p role="status">{t(`packs.${copied.status}`)}</p>}
        </div>
      ))}
      {loaded.pack.charts?.map((chart) => (
        <PackChart key={chart.id} pack={loaded.pack} chart={chart} />
      ))}
    </div>
  );
}
