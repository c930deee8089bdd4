/**
 * A kept game pack made one of the games the app runs (src/state/game-index.ts): its manifest and rules
 * (src/rules/packs/game.ts) with its own link format and its roll log words, added once per text of the pack. From
 * there it takes the built-in games' path: the combat store, undo, the address, Share, storage and the roll log.
 */
import type { GameManifest } from '../../rules/core/game';
import { type LoadedPack, setupFrom } from '../../rules/packs/engine';
import { packGame } from '../../rules/packs/game';
import { addGame, GAME_OF, type PackGameId } from '../../state/game-index';
import { packOwnLinks } from '../../state/links/pack-link';
import { packHash } from '../../state/links/pack-link-parts';
import { useKeptPacks } from '../../state/packs/kept-packs';
import { joinStore } from '../../state/packs/pack-in-store';
import { useRollLog } from '../../state/roll-log';
import { registerLogWords } from '../shared/game-ui';
import { packLogWords } from './pack-log-words';

/**
 * The game of a pack's text, added to the games the app runs if it is not yet: its id. `show`: false where it is added
 * without being asked for (see joinStore).
 */
export function gameOfPack(loaded: LoadedPack, text: string, show = true): PackGameId {
  const { manifest, rules } = packGame(loaded, packHash(text));
  const id = manifest.id as PackGameId;
  if (!GAME_OF.has(id)) {
    addGame({ ...manifest, ownLinks: packOwnLinks(loaded, text) } as unknown as GameManifest);
    registerLogWords(id, {
      ...packLogWords(loaded, rules),
      kept: () => useKeptPacks.getState().texts.get(loaded.pack.id) === text,
    });
    // Its rolls read back before it ran, checked whole now.
    useRollLog.getState().checkGame(id);
  }
  // In the store too (again, after another text of the pack was played and dropped it).
  joinStore(id, show, (changes) => setupFrom(loaded, changes));
  return id;
}
