/** Prussia's Glory's screens and texts, loaded together when the game is first shown. */
import '../shared/play-texts';
import './texts';
import '../shared/screens.css';
import './log-words';

export { PgCombatScreen } from './combat-screen';
export { PgMoraleScreen } from './morale-screen';
export { PgMovementScreen } from './movement-screen';
export { PgSequenceScreen } from './sequence-screen';
export { PgTerrainScreen } from './terrain-screen';
