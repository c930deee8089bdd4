/**
 * Every game's screens folder, found by its game.ts (src/screens/<game>/game.ts exports `ui`): a new game's folder is
 * found without being listed anywhere.
 */
import type { GameUi } from './shared/game-ui';

const found = import.meta.glob<{ ui: GameUi }>('./*/game.ts', { eager: true });

export const GAME_FOLDERS: readonly GameUi[] = Object.values(found).map(({ ui }) => ui);
