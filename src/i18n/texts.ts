/**
 * The app's own namespaces in every language: what the translation types and tests read. Each game's namespace is
 * typed from its own folder, which adds it to `GameTexts` (src/screens/<game>/texts.ts); the tests find its words
 * through the game's manifest.
 */
import { commonEn } from './locales/en-common';
import { commonAboutEn } from './locales/en-common-about';
import { commonNoticesEn } from './locales/en-common-notices';
import { commonPacksEn } from './locales/en-common-packs';
import { commonPlayEn } from './locales/en-common-play';
import { commonToolsEn } from './locales/en-common-tools';
import { compareEn } from './locales/en-compare';
import { movementEn } from './locales/en-movement';
import { commonFr } from './locales/fr-common';
import { commonAboutFr } from './locales/fr-common-about';
import { commonNoticesFr } from './locales/fr-common-notices';
import { commonPacksFr } from './locales/fr-common-packs';
import { commonPlayFr } from './locales/fr-common-play';
import { commonToolsFr } from './locales/fr-common-tools';
import { compareFr } from './locales/fr-compare';
import { movementFr } from './locales/fr-movement';

export const resources = {
  en: {
    common: { ...commonEn, ...commonPlayEn, ...commonNoticesEn, ...commonAboutEn, ...commonPacksEn, ...commonToolsEn },
    movement: movementEn,
    compare: compareEn,
  },
  fr: {
    common: { ...commonFr, ...commonPlayFr, ...commonNoticesFr, ...commonAboutFr, ...commonPacksFr, ...commonToolsFr },
    movement: movementFr,
    compare: compareFr,
  },
} as const;

/**
 * Each game's namespace and the type of its English words, declared by the game's own folder:
 * `declare module '../../i18n/texts' { interface GameTexts { <namespace>: typeof <its English words> } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: games add their namespaces to it by declaration merging.
export interface GameTexts {}

/** Every namespace's words, as the translation function types its keys. */
export type AllTexts = (typeof resources)['en'] & GameTexts;
