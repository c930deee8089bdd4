/** The movement helper's words, registered when the first movement screen loads. */
import { addTexts } from '../../i18n';
import { movementEn } from '../../i18n/locales/en-movement';
import { movementFr } from '../../i18n/locales/fr-movement';

addTexts('movement', { en: movementEn, fr: movementFr });
