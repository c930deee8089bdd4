import { useMemo } from 'react';
import { readPack } from '../../rules/packs/engine';
import { useKeptPacks } from '../../state/kept-packs';
import { usePackInPlay } from '../../state/pack-link-address';
import { playPack } from './pack-game';
import { PackLogView } from './pack-log-view';
import { reopenPackRoll } from './play-pack';

/**
 * A kept pack's rolls in full, where the roll log lists them: its own log (every line, the chances, who rolled), whose
 * "Open this combat" plays the pack with that combat and its die. Loaded, with the pack engine, when first shown.
 */
export function KeptPackLog({ id }: { readonly id: string }) {
  const text = useKeptPacks((s) => s.texts.get(id));
  const loaded = useMemo(() => (text === undefined ? null : readPack(text).loaded), [text]);
  if (!loaded || text === undefined) return null;
  return (
    <PackLogView
      loaded={loaded}
      text={text}
      onOpen={(entry, setup) => {
        reopenPackRoll(playPack(loaded, text), entry, setup);
        usePackInPlay.setState({ id, link: null });
      }}
    />
  );
}
