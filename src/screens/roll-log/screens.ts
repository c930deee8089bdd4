/** The roll log, loaded when first shown, with the texts of every game its entries may come from. */
import { addTexts } from '../../i18n';
import { corbachEn } from '../../i18n/locales/en-corbach';
import { pgEn } from '../../i18n/locales/en-pg';
import { corbachFr } from '../../i18n/locales/fr-corbach';
import { pgFr } from '../../i18n/locales/fr-pg';
import '../shared/play-texts';
import '../shared/screens.css';

addTexts('corbach', { en: corbachEn, fr: corbachFr });
addTexts('pg', { en: pgEn, fr: pgFr });

export { RollLogScreen } from './roll-log-screen';
