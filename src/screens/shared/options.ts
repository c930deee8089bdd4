import type { TFunction } from 'i18next';
import { byKey } from '../../i18n/use-translation';

type Options<V extends string> = readonly { readonly value: V; readonly label: string }[];

/** Lists already labelled, by translation function (one per language and namespaces), list of ids and group. */
const labelled = new WeakMap<TFunction, WeakMap<readonly string[], Map<string, Options<string>>>>();

/**
 * Select options for a list of ids, labelled from a translation group, e.g. options(JDG_HEXSIDES, t, 'jdg:hexsides').
 * The same list comes back each time for the same language, so a select re-rendered with it leaves its options be
 * (a set-up change re-renders many selects of dozens of options each).
 */
export function options<V extends string>(ids: readonly V[], t: TFunction, group: string): Options<V> {
  let byIds = labelled.get(t);
  if (!byIds) {
    byIds = new WeakMap();
    labelled.set(t, byIds);
  }
  let byGroup = byIds.get(ids);
  if (!byGroup) {
    byGroup = new Map();
    byIds.set(ids, byGroup);
  }
  let list = byGroup.get(group) as Options<V> | undefined;
  if (!list) {
    const tDynamic = byKey(t);
    list = ids.map((value) => ({ value, label: tDynamic(`${group}.${value}`) }));
    byGroup.set(group, list);
  }
  return list;
}
