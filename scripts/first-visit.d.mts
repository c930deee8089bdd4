export interface FirstVisit {
  /** The app's entry script, the modules it preloads and the language's texts, by path from the app's folder. */
  readonly files: string[];
  readonly texts: string[];
  /** Every part counted (files, inline style, inline script), raw and gzip -9 bytes. */
  readonly sizes: { readonly file: string; readonly raw: number; readonly gzip: number }[];
  readonly html: string;
}
export function firstVisit(dist: string, language: 'en' | 'fr'): FirstVisit;
