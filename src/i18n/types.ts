/** The shape of a translation: the same keys as the English module, every leaf a string. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Translation<T[K]> };
