/** Prussia's Glory's screens and texts, loaded together when the game is first shown. */
import { addTexts } from '../../i18n';
import '../shared/play-texts';
import '../shared/screens.css';
import './log-words';
import { pgEn } from '../../i18n/locales/en-pg';
import { pgFr } from '../../i18n/locales/fr-pg';

addTexts('pg', { en: pgEn, fr: pgFr });

export { PgCombatScreen } from './combat-screen';
export { PgMoraleScreen } from './morale-screen';
export { PgMovementScreen } from './movement-screen';
export { PgSequenceScreen } from './sequence-screen';
export { PgTerrainScreen } from './terrain-screen';
