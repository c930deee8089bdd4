/**
 * A kept game pack made one of the games the app runs (src/state/game-index.ts): its manifest and rules
 * (src/rules/packs/game.ts) with its own link format, added once per text of the pack. From there it takes the
 * built-in games' path: the combat store, undo, the address, Share and storage.
 */
import type { GameManifest } from '../../rules/core/game';
import type { LoadedPack, PackSetup } from '../../rules/packs/engine';
import { packGame } from '../../rules/packs/game';
import { useCombatStore } from '../../state/combat-store';
import { addGame, GAME_OF, type PackGameId } from '../../state/game-index';
import { joinStore } from '../../state/pack-in-store';
import { packOwnLinks } from '../../state/pack-link';
import { packHash } from '../../state/pack-link-parts';
import type { PackLogEntry } from '../../state/pack-log';

/** The game of a pack's text, added to the games the app runs if it is not yet: its id. */
export function gameOfPack(loaded: LoadedPack, text: string): PackGameId {
  const { manifest } = packGame(loaded, packHash(text));
  const id = manifest.id as PackGameId;
  if (!GAME_OF.has(id)) addGame({ ...manifest, ownLinks: packOwnLinks(loaded, text) } as unknown as GameManifest);
  // In the store too (again, after another text of the pack was played and dropped it).
  joinStore(id);
  return id;
}

/** A roll of a pack's log reopened: its game on show with that combat and its die, as the player's own roll. */
export function reopenPackRoll(game: PackGameId, entry: PackLogEntry, setup: PackSetup): void {
  useCombatStore.getState().open(
    {
      game,
      screen: entry.roll,
      setup,
      roll: { die: entry.die, by: entry.by, at: Math.floor(Date.parse(entry.at) / 1000) },
    },
    {},
    'own',
  );
}
