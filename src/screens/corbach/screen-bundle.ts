/** Corbach 1760's screens and texts, loaded together when the game is first shown. */
import '../shared/play-texts';
import './texts';
import '../shared/screens.css';
import './log-words';

export { CorbachArtilleryScreen } from './artillery-screen';
export { CorbachCombatScreen } from './combat-screen';
export { CorbachMovementScreen } from './movement-screen';
export { CorbachSequenceScreen } from './sequence-screen';
export { CorbachTerrainScreen } from './terrain-screen';
