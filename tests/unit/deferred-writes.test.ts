import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferWrite, flushPendingWrites } from '../../src/state/storage/deferred-writes';

/** Queues, for each key, a write that records the key: what was written, in the order written. */
function queueRecordingWrites(...keys: string[]): string[] {
  const written: string[] = [];
  for (const key of keys) deferWrite(key, () => written.push(key));
  return written;
}

describe('deferred writes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    flushPendingWrites();
    vi.useRealTimers();
  });

  it('writes only the last value of a key, a moment later', () => {
    const written: string[] = [];
    deferWrite('setup', () => written.push('first'));
    deferWrite('setup', () => written.push('second'));
    vi.advanceTimersByTime(249);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['second']);
    vi.runAllTimers();
    expect(written).toEqual(['second']);
  });

  it('runs each pending write as a task of its own, in the order they were first queued', () => {
    const written = queueRecordingWrites('setup', 'log', 'address');
    vi.advanceTimersByTime(250);
    // One write per task: a tap arriving between them waits for one write, not for three.
    expect(written).toEqual(['setup']);
    vi.advanceTimersToNextTimer();
    expect(written).toEqual(['setup', 'log']);
    vi.advanceTimersToNextTimer();
    expect(written).toEqual(['setup', 'log', 'address']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes on with the next write when one throws', () => {
    deferWrite('broken', () => {
      throw new Error('storage full');
    });
    const written = queueRecordingWrites('address');
    expect(() => vi.advanceTimersByTime(250)).toThrow('storage full');
    vi.runAllTimers();
    expect(written).toEqual(['address']);
  });

  it('writes everything pending at once when asked (the page is going away)', () => {
    const written = queueRecordingWrites('setup', 'log');
    flushPendingWrites();
    expect(written).toEqual(['setup', 'log']);
    vi.runAllTimers();
    expect(written).toEqual(['setup', 'log']);
  });

  it('whatever the queue, each key is written once, its last value, in the order first queued, one write per task', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('setup', 'log', 'address', '__proto__', 'constructor'), fc.nat(9))),
        (queued) => {
          const written: string[] = [];
          for (const [key, value] of queued) deferWrite(key, () => written.push(`${key}=${value}`));
          const keys = [...new Set(queued.map(([key]) => key))];
          const last = new Map(queued);
          vi.advanceTimersByTime(250);
          for (let task = 1; task < keys.length; task++) {
            expect(written).toHaveLength(task);
            vi.advanceTimersToNextTimer();
          }
          expect(written).toEqual(keys.map((key) => `${key}=${last.get(key)}`));
          expect(vi.getTimerCount()).toBe(0);
        },
      ),
    );
  });
});
