/** Every namespace in every language: what the translation types and the translation tests read. */
import { commonEn } from './locales/en-common';
import { commonAboutEn } from './locales/en-common-about';
import { commonNoticesEn } from './locales/en-common-notices';
import { commonPacksEn } from './locales/en-common-packs';
import { commonPlayEn } from './locales/en-common-play';
import { compareEn } from './locales/en-compare';
import { corbachEn } from './locales/en-corbach';
import { jdgEn } from './locales/en-jdg';
import { jdgCard2006En } from './locales/en-jdg-2006';
import { jdgPlayEn } from './locales/en-jdg-play';
import { movementEn } from './locales/en-movement';
import { pgEn } from './locales/en-pg';
import { commonFr } from './locales/fr-common';
import { commonAboutFr } from './locales/fr-common-about';
import { commonNoticesFr } from './locales/fr-common-notices';
import { commonPacksFr } from './locales/fr-common-packs';
import { commonPlayFr } from './locales/fr-common-play';
import { compareFr } from './locales/fr-compare';
import { corbachFr } from './locales/fr-corbach';
import { jdgFr } from './locales/fr-jdg';
import { jdgCard2006Fr } from './locales/fr-jdg-2006';
import { jdgPlayFr } from './locales/fr-jdg-play';
import { movementFr } from './locales/fr-movement';
import { pgFr } from './locales/fr-pg';

export const resources = {
  en: {
    common: { ...commonEn, ...commonPlayEn, ...commonNoticesEn, ...commonAboutEn, ...commonPacksEn },
    jdg: { ...jdgEn, ...jdgPlayEn, ...jdgCard2006En },
    corbach: corbachEn,
    pg: pgEn,
    movement: movementEn,
    compare: compareEn,
  },
  fr: {
    common: { ...commonFr, ...commonPlayFr, ...commonNoticesFr, ...commonAboutFr, ...commonPacksFr },
    jdg: { ...jdgFr, ...jdgPlayFr, ...jdgCard2006Fr },
    corbach: corbachFr,
    pg: pgFr,
    movement: movementFr,
    compare: compareFr,
  },
} as const;
