import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandChances, bandFor } from './dice';
import { luckSummary, rollLuck } from './luck';
import type { ResultBand } from './types';

/** A results table as the cards print them: rows of consecutive totals, best (highest) first, covering every total. */
const table = fc
  .uniqueArray(fc.integer({ min: -5, max: 15 }), { minLength: 0, maxLength: 6 })
  .map((cuts) => cuts.sort((a, b) => b - a))
  .map((cuts): ResultBand[] =>
    // Row i runs from cuts[i] up to the row above's start less one; the last row has no lower bound.
    [...cuts, null].map((min, i) => ({ id: `row${i}`, min, max: i === 0 ? null : (cuts[i - 1] as number) - 1 })),
  );
const die = fc.constantFrom(
  { id: 'd6', faces: [1, 2, 3, 4, 5, 6] },
  { id: 'd10', faces: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
);

describe('the luck of a roll', () => {
  it('over every face of a fair die, the percentiles average one half, and vary as the formula says', () => {
    fc.assert(
      fc.property(table, die, fc.integer({ min: -8, max: 8 }), (bands, d, modifier) => {
        const exact = bandChances(bands, d, modifier);
        const lucks = d.faces.map((face) => rollLuck(exact, bandFor(bands, face + modifier).id));
        const percentiles = lucks.map((l) => l?.percentile as number);
        const mean = percentiles.reduce((a, b) => a + b, 0) / d.faces.length;
        expect(mean).toBeCloseTo(0.5, 12);
        const variance = percentiles.reduce((sum, p) => sum + (p - 0.5) ** 2, 0) / d.faces.length;
        expect(lucks[0]?.variance).toBeCloseTo(variance, 12);
        for (const luck of lucks) {
          expect(luck).not.toBeNull();
          if (!luck) continue;
          expect(luck.percentile).toBeGreaterThan(0);
          expect(luck.percentile).toBeLessThan(1);
          // This row is counted in both "or better" and "or worse".
          expect(luck.orBetter.count + luck.orWorse.count - luck.exact.count).toBe(d.faces.length);
        }
      }),
    );
  });

  it('the best row for the roller has "or better" equal to its own chance; a row not in the table has no luck', () => {
    const bands: ResultBand[] = [
      { id: 'win', min: 5, max: null },
      { id: 'lose', min: null, max: 4 },
    ];
    const exact = bandChances(bands, { id: 'd6', faces: [1, 2, 3, 4, 5, 6] }, 0);
    expect(rollLuck(exact, 'win')).toEqual({
      exact: { count: 2, outOf: 6 },
      orBetter: { count: 2, outOf: 6 },
      orWorse: { count: 6, outOf: 6 },
      percentile: (4 + 1) / 6,
      variance: (1 - (1 / 3) ** 3 - (2 / 3) ** 3) / 12,
    });
    expect(rollLuck(exact, 'lose')?.percentile).toBeCloseTo(2 / 6, 12);
    expect(rollLuck(exact, 'constructor')).toBeNull();
    expect(rollLuck([], 'win')).toBeNull();
  });

  it('a summary: count, mean, and the 95 % margin of fair dice around one half; none for no rolls', () => {
    expect(luckSummary([])).toBeNull();
    const half = { exact: { count: 1, outOf: 2 }, orBetter: { count: 1, outOf: 2 }, orWorse: { count: 1, outOf: 2 } };
    const rolls = [
      { ...half, percentile: 0.75, variance: 1 / 16 },
      { ...half, percentile: 0.25, variance: 1 / 16 },
      { ...half, percentile: 0.75, variance: 1 / 16 },
      { ...half, percentile: 0.75, variance: 1 / 16 },
    ];
    expect(luckSummary(rolls)).toEqual({ count: 4, mean: 0.625, margin: 1.96 * Math.sqrt(4 / 16 / 16) });
  });
});
