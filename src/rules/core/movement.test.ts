import { describe, expect, it } from 'vitest';
import { pricePath } from './movement';
import type { Assessment } from './types';

const cost = (total: number): Assessment => ({
  status: 'allowed',
  modifiers: [{ id: 'step', value: total, source: { table: 't' } }],
  total,
  notes: [],
});
const forbidden: Assessment = { status: 'not-allowed', reasons: [{ id: 'no', source: { table: 't' } }], notes: [] };

describe('pricePath', () => {
  it('adds the steps against the allowance and says which step the allowance cannot pay for', () => {
    const path = pricePath([2, 1, 2, 1], 4, (n) => cost(n));
    expect(path.steps.map((s) => [s.spentBefore, s.withinAllowance])).toEqual([
      [0, true],
      [2, true],
      [3, false],
      [5, false],
    ]);
    expect(path).toMatchObject({ spent: 6, remaining: -2, exhaustedAt: 2, blockedAt: null });
  });

  it('stops at a forbidden step: later steps are never reached and cost nothing', () => {
    const path = pricePath<Assessment>([cost(1), forbidden, cost(1)], 6, (a) => a);
    expect(path.steps.map((s) => s.spentBefore)).toEqual([0, 1, null]);
    expect(path).toMatchObject({ spent: 1, remaining: 5, blockedAt: 1, exhaustedAt: null });
  });

  it('passes what was spent before each step (for costs that depend on it)', () => {
    const seen: number[] = [];
    pricePath([1, 0.5, 2], 6, (n, before) => {
      seen.push(before);
      return cost(n);
    });
    expect(seen).toEqual([0, 1, 1.5]);
  });

  it('an allowance spent exactly is within it', () => {
    expect(pricePath([3, 3], 6, (n) => cost(n))).toMatchObject({ remaining: 0, exhaustedAt: null });
  });
});
