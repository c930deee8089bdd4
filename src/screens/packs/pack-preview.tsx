import { useMemo } from 'react';
import { type LoadedPack, type PackSetup, setupFrom } from '../../rules/packs/engine';
import { changesFrom } from '../../state/links/pack-link';
import { PackChart } from './pack-chart';
import { PackTryOut } from './pack-roll-screen';

/** The set-up tried on the game a pack makes, and the text of the pack it was tried on. */
export interface TriedSetup {
  readonly loaded: LoadedPack;
  readonly setup: PackSetup;
}

/**
 * The game a pack makes, roll by roll, beside the pack being written: each roll tried out on the rolling screen every
 * game shares (its form, lines, total, die and table), one set-up for them all, and its charts. The set-up tried goes
 * on through the writer's edits of the pack (read by each text's fields, as a new version of a kept pack reads it);
 * a die rolled does not: the next text may read it otherwise.
 */
export function PackPreview({
  loaded,
  text,
  tried,
  onTry,
}: {
  readonly loaded: LoadedPack;
  /** The pack's text, whose hash a link carries. */
  readonly text: string;
  /** The set-up tried so far on this page, or null. */
  readonly tried: TriedSetup | null;
  readonly onTry: (tried: TriedSetup) => void;
}) {
  const setup = useMemo(() => {
    if (tried === null || tried.loaded.pack.id !== loaded.pack.id) return loaded.defaultSetup;
    if (tried.loaded === loaded) return tried.setup;
    return setupFrom(loaded, changesFrom(tried.loaded.defaultSetup, tried.setup)).setup;
  }, [tried, loaded]);
  return (
    <div className="flex flex-col gap-6" data-testid="pack-preview">
      {loaded.pack.rolls.map((roll, index) => (
        <PackTryOut
          key={`${roll.id}\n${text}`}
          loaded={loaded}
          text={text}
          index={index}
          setup={setup}
          onChange={(changed) => onTry({ loaded, setup: changed })}
        />
      ))}
      {loaded.pack.charts?.map((chart) => (
        <PackChart key={chart.id} pack={loaded.pack} chart={chart} />
      ))}
    </div>
  );
}
