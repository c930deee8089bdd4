/** The 2006 card's own words (names, codes, notes), fetched the first time the 2006 edition is shown. */
import { addTexts } from '../../i18n';

let loaded = false;
let loading: Promise<void> | null = null;

/** Null once the words are there; else the promise of them (the same one every time, for React's `use`). */
export function card2006Texts(): Promise<void> | null {
  if (loaded) return null;
  loading ??= Promise.all([import('../../i18n/locales/en-jdg-2006'), import('../../i18n/locales/fr-jdg-2006')]).then(
    ([en, fr]) => {
      addTexts('jdg', { en: en.jdgCard2006En, fr: fr.jdgCard2006Fr });
      loaded = true;
    },
  );
  return loading;
}
