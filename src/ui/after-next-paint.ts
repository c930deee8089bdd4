/**
 * Runs `task` once the next frame has been drawn: what a tap's answer does not need (bringing a row into sight)
 * waits for the answer to be on screen, instead of holding its frame back.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
