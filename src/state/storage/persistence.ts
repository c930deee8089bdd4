/**
 * Whether the browser keeps this app's data for good. Without that, a browser short of space may clear an origin's
 * storage (the roll log of months, the kept packs) on its own. The app asks once there is something worth keeping — the
 * first roll or pack kept in a visit, never at a first look — and the About panel says what the browser answered.
 */

let asked = false;

/** Asks the browser, once a visit, to keep the data for good (where it can be asked; it may also decide alone). */
export function askToKeepData(): void {
  if (asked) return;
  asked = true;
  const storage = globalThis.navigator?.storage;
  if (typeof storage?.persist !== 'function' || typeof storage.persisted !== 'function') return;
  void storage
    .persisted()
    .then((kept) => kept || storage.persist())
    .catch(() => false);
}

/** What the browser says of the data: kept for good, liable to be cleared when short of space, or nothing. */
export async function dataPersistence(): Promise<'kept' | 'may-clear' | 'unknown'> {
  const storage = globalThis.navigator?.storage;
  if (typeof storage?.persisted !== 'function') return 'unknown';
  try {
    return (await storage.persisted()) ? 'kept' : 'may-clear';
  } catch {
    return 'unknown';
  }
}
