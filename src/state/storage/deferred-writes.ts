/**
 * Writes that can wait a moment (the stored set-up, the roll log, the page's address): while a player types, only
 * the last value is written, after the screen has painted, instead of one write per keystroke. Each write then runs
 * as its own task, so a tap arriving meanwhile waits for one write at most, not for all of them. Everything pending
 * is written at once when the page is hidden or closed, so nothing entered is lost.
 */
const pending = new Map<string, () => void>();
let timer: ReturnType<typeof setTimeout> | null = null;

/** Writes everything pending now (the page is going away; or a test reads what was written). */
export function flushPendingWrites(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const writes = [...pending.values()];
  pending.clear();
  for (const write of writes) write();
}

/** Writes the oldest pending write, and leaves the next one to a task of its own. */
function writeOne(): void {
  timer = null;
  const next = pending.entries().next();
  if (next.done) return;
  const [key, write] = next.value;
  pending.delete(key);
  if (pending.size > 0) timer = setTimeout(writeOne, 0);
  write();
}

/** Queues `write` under `key`, replacing an earlier write of the same key still waiting. */
export function deferWrite(key: string, write: () => void, delayMs = 250): void {
  pending.set(key, write);
  timer ??= setTimeout(writeOne, delayMs);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushPendingWrites);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPendingWrites();
  });
}
