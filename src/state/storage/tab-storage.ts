/**
 * What one tab keeps for itself across a reload (sessionStorage, under the app's key for its folder): read as JSON of
 * any shape, or null where there is none, it is not JSON, or storage is refused; written as JSON, or removed for null.
 */
import { storageKey } from './storage-key';

export function readTabValue(name: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey(name)) ?? 'null');
  } catch {
    return null;
  }
}

/** Where storage refuses it (full, or switched off), nothing is kept: each caller says what that costs. */
export function writeTabValue(name: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(storageKey(name));
    else sessionStorage.setItem(storageKey(name), JSON.stringify(value));
  } catch {
    // Kept nowhere: the page goes on with what it holds.
  }
}
