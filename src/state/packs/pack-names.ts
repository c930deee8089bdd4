/**
 * The names of the kept game packs, for the game picker: a light index beside the packs themselves (src/state/
 * kept-packs.ts writes both), so that listing them reads neither the packs nor the pack engine. Untrusted like all
 * storage: what does not read as an index is an empty one (the packs' page writes it again from the packs).
 */
import { create } from 'zustand';
import { ownField } from '../../rules/core/own';
import { storageKey } from '../storage/storage-key';

const KEY = 'adc-pack-names';
/** As many as the packs kept (src/state/packs/kept-packs.ts), and no longer than a pack's id, version and name may be. */
const MAX_NAMES = 12;
const MAX_TEXT = 200;

export interface PackName {
  readonly id: string;
  readonly version: string;
  /** The pack's name by language: its first language first. */
  readonly name: readonly (readonly [language: string, text: string])[];
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;

/** The index as stored, or an empty one: each entry whole or left out. Never throws. */
export function readPackNames(text: string | null): PackName[] {
  let stored: unknown;
  try {
    stored = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.slice(0, MAX_NAMES).flatMap((entry: unknown): PackName[] => {
    const [id, version, name] = [ownField(entry, 'id'), ownField(entry, 'version'), ownField(entry, 'name')];
    if (!isText(id) || !isText(version) || !Array.isArray(name)) return [];
    const names = name.filter(
      (pair: unknown): pair is [string, string] => Array.isArray(pair) && isText(pair[0]) && isText(pair[1]),
    );
    return names.length > 0 ? [{ id, version, name: names.map(([l, n]) => [l, n] as const) }] : [];
  });
}

function stored(key = KEY): string | null {
  try {
    return globalThis.localStorage?.getItem(storageKey(key)) ?? null;
  } catch {
    return null;
  }
}

/** Packs kept without the index (kept before it existed, or the index lost): it is to be written from the packs. */
export const indexMissing = (): boolean => stored() === null && stored('adc-packs') !== null;

/** The kept packs' names, read from storage when first asked for. */
export const usePackNames = create<{ readonly names: readonly PackName[] }>()(() => ({
  names: readPackNames(stored()),
}));

// The index as another tab of the app writes it: the picker lists the packs kept there a moment ago.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKey(KEY)) usePackNames.setState({ names: readPackNames(event.newValue) });
  });
}

/** Writes the index (src/state/packs/kept-packs.ts, at each change of the packs kept). */
export function setPackNames(names: readonly PackName[]): void {
  usePackNames.setState({ names });
  try {
    globalThis.localStorage?.setItem(storageKey(KEY), JSON.stringify(names));
  } catch {
    // No storage: the picker lists the packs from this visit's list only.
  }
}

/** A text by language (a pack's name) in a language, else in its first. */
export const textIn = (texts: PackName['name'], language: string): string | undefined =>
  (texts.find(([l]) => l === language) ?? texts[0])?.[1];

/** A pack's name in a language, else in its first. */
export const nameIn = (entry: PackName, language: string): string => textIn(entry.name, language) ?? entry.id;
