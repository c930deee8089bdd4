import type { TFunction } from 'i18next';

/** Select options for a list of ids, labelled from a translation group, e.g. options(HEXSIDES, t, 'jdg:hexsides'). */
export function options<V extends string>(ids: readonly V[], t: TFunction, group: string) {
  const tDynamic = t as unknown as (key: string) => string;
  return ids.map((value) => ({ value, label: tDynamic(`${group}.${value}`) }));
}
