import { useState } from 'react';
import type { LoadedPack, PackSetup } from '../../rules/packs/engine';
import { PackChart } from './pack-chart';
import { PackTryOut } from './pack-roll-screen';

/**
 * The game a pack makes, roll by roll, beside the pack being written: each roll tried out on the rolling screen every
 * game shares (its form, lines, total, die and table), one set-up for them all, and its charts.
 */
export function PackPreview({
  loaded,
  text,
}: {
  readonly loaded: LoadedPack;
  /** The pack's text, whose hash a link carries. */
  readonly text: string;
}) {
  const [setup, setSetup] = useState<PackSetup>(loaded.defaultSetup);
  return (
    <div className="flex flex-col gap-6" data-testid="pack-preview">
      {loaded.pack.rolls.map((roll, index) => (
        <PackTryOut key={roll.id} loaded={loaded} text={text} index={index} setup={setup} onChange={setSetup} />
      ))}
      {loaded.pack.charts?.map((chart) => (
        <PackChart key={chart.id} pack={loaded.pack} chart={chart} />
      ))}
    </div>
  );
}
