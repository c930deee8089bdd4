/**
 * The words of the packs' pages (the editor and a pack in play), with the combat screens' words their forms and
 * tables use, and the full style sheet (the first screen's inline sheet has not these classes).
 */
import { addTexts } from '../../i18n';
import { commonPacksEn } from '../../i18n/locales/en-common-packs';
import { commonPacksFr } from '../../i18n/locales/fr-common-packs';
import '../shared/play-texts';
import '../shared/screens.css';

addTexts('common', { en: commonPacksEn, fr: commonPacksFr });
