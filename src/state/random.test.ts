import { describe, expect, it } from 'vitest';
import { rollFace, uniformInt } from './random';

const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++] ?? 0;
};

describe('unbiased die rolls', () => {
  it('rejects the top values of the 32-bit range that a modulo would give to the low faces', () => {
    // 2^32 = 4294967296; the largest multiple of 10 below it is 4294967290: 4294967290..95 are rejected.
    expect(uniformInt(10, sequence(4294967295, 4294967290, 17))).toBe(7);
    expect(uniformInt(10, sequence(4294967289))).toBe(9);
  });

  it('maps to the die’s own faces: a d10 read 0-9, a d6 read 1-6', () => {
    expect(rollFace([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], sequence(0))).toBe(0);
    expect(rollFace([1, 2, 3, 4, 5, 6], sequence(5))).toBe(6);
  });

  it('gives every face of a d10 with crypto.getRandomValues', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rollFace([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('refuses an impossible die', () => {
    expect(() => uniformInt(0)).toThrow(RangeError);
  });
});
