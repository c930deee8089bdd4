/** The roll log, loaded when first shown, with every game's roll words (src/screens/games.ts loads them). */
import '../shared/play-texts';
import '../shared/screens.css';

export { RollLogScreen } from './roll-log-screen';
