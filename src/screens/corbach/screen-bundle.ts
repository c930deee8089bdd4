/** Corbach 1760's screens and texts, loaded together when the game is first shown. */
import { addTexts } from '../../i18n';
import '../shared/play-texts';
import '../shared/screens.css';
import './log-words';
import { corbachEn } from '../../i18n/locales/en-corbach';
import { corbachFr } from '../../i18n/locales/fr-corbach';

addTexts('corbach', { en: corbachEn, fr: corbachFr });

export { CorbachArtilleryScreen } from './artillery-screen';
export { CorbachCombatScreen } from './combat-screen';
export { CorbachMovementScreen } from './movement-screen';
export { CorbachSequenceScreen } from './sequence-screen';
export { CorbachTerrainScreen } from './terrain-screen';
