/** The 2006 card's own words (names, codes, notes), fetched the first time the 2006 edition is shown. */
import { addTexts } from '../../i18n';

let loaded = false;
let loading: Promise<void> | null = null;

/** Null once the words are there; else the promise of them (the same one every time, for React's `use`). */
export function card2006Texts(): Promise<void> | null {
  if (loaded) return null;
  loading ??= Promise.all([
    import('./locales/en-jdg-2006'),
    import('./locales/fr-jdg-2006'),
    // The French 2006 names are the 2016 card's, but two.
    import('./locales/fr-jdg'),
  ]).then(([en, fr, jdg2016]) => {
    addTexts('jdg', { en: en.jdgCard2006En, fr: fr.jdgCard2006Fr(jdg2016.jdgFr) });
    loaded = true;
  });
  return loading;
}
