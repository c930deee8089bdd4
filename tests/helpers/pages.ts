import { vi } from 'vitest';

/**
 * A page of the app as a test holds it in one jsdom window: its modules imported afresh by `load` (as a page starts
 * them, over the window's one storage), and the window listeners they add, removed when it closes (a closed tab hears
 * nothing more). `flush`: what it has pending written, as when a page goes.
 */
export async function openPage<T>(load: () => Promise<T>, flush?: () => void): Promise<T & { close(): void }> {
  vi.resetModules();
  const listeners: [string, EventListenerOrEventListenerObject][] = [];
  const add = window.addEventListener.bind(window);
  const listen = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener]);
    add(type, listener, options);
  });
  try {
    const page = await load();
    return {
      ...page,
      close: () => {
        flush?.();
        for (const [type, listener] of listeners) window.removeEventListener(type, listener);
      },
    };
  } finally {
    listen.mockRestore();
  }
}

/**
 * A page's way to make rolls of Jours de Gloire's fire table, as its screen records them (an id of its own, a lazy
 * link): any face and row, at `ms`. Called in a page's `load`, it makes them with that page's modules.
 */
export async function fireRolls() {
  const { newEntry } = await import('../../src/state/roll-log');
  const { DEFAULT_SETUPS } = await import('./default-setups');
  const { ROLLS, rollKey } = await import('../../src/state/game-index');
  const rolling = ROLLS.get(rollKey('jdg', 'fire'));
  if (!rolling) throw new Error('Jours de Gloire rolls no fire die');
  return (ms: number, n: number) =>
    newEntry(
      {
        at: new Date(ms).toISOString(),
        game: 'jdg',
        screen: 'fire',
        die: rolling.die.faces[n % rolling.die.faces.length] ?? 0,
        modifier: 0,
        result: rolling.results[n % rolling.results.length] ?? '',
        by: n % 2 ? 'app' : 'player',
      },
      { game: 'jdg', screen: 'fire', setup: DEFAULT_SETUPS.jdg },
    );
}
