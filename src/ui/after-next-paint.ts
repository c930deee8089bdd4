/**
 * Runs `task` once the next frame has been drawn: what a tap's answer does not need (bringing a row into sight)
 * waits for the answer to be on screen, instead of holding its frame back.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * Ends the task: what follows runs in a task of its own, once the browser has had its turn (to paint, to answer a tap).
 * `scheduler.yield` where the browser has it (the rest runs before other scripts' tasks), else a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
