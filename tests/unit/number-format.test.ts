import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/i18n/number-format';

/** The app's three number formats, and the Intl.NumberFormat each stands for. */
const FORMATS = {
  ratio: [
    { minFraction: 2, maxFraction: 2 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  ],
  percent: [
    { maxFraction: 1, percent: true },
    { style: 'percent', maximumFractionDigits: 1 },
  ],
  points: [
    { maxFraction: 1, sign: 'exceptZero' },
    { maximumFractionDigits: 1, signDisplay: 'exceptZero' },
  ],
} as const;

const intl = (language: string, options: Intl.NumberFormatOptions, value: number) =>
  new Intl.NumberFormat(language, options).format(value);

describe('numbers written as Intl writes them in English and French, without Intl', () => {
  const languages = fc.constantFrom('en', 'fr');

  it('a chance: count out of all the faces a die and its modifiers give, as a percentage', () => {
    fc.assert(
      fc.property(
        languages,
        fc
          .integer({ min: 1, max: 10_000 })
          .chain((outOf) => fc.tuple(fc.integer({ min: 0, max: outOf }), fc.constant(outOf))),
        (language, [count, outOf]) => {
          const [own, options] = FORMATS.percent;
          expect(formatNumber(count / outOf, language, own)).toBe(intl(language, options, count / outOf));
          const [ownPoints, pointsOptions] = FORMATS.points;
          const points = (100 * (count - outOf / 2)) / outOf;
          expect(formatNumber(points, language, ownPoints)).toBe(intl(language, pointsOptions, points));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a ratio of two strengths, and any number below 1,000 in each format, the ties and the tiny among them', () => {
    const value = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 300 })).map(([a, d]) => a / d),
      fc.double({ min: -999, max: 999, noNaN: true }),
      fc.constantFrom(0.0045, 1.005, 2.675, 0.125, 0.05, 0.15, 0.95, 0.995, 99.95, 1e-7, -0.04, -0, 0, 0.5, 2.5, -2.5),
    );
    fc.assert(
      fc.property(languages, value, fc.constantFrom(...Object.values(FORMATS)), (language, v, [own, options]) => {
        // Below 1,000 as written: a percentage is the number times 100.
        const n = 'percent' in own ? v / 100 : v;
        expect(formatNumber(n, language, own)).toBe(intl(language, options as Intl.NumberFormatOptions, n));
      }),
      { numRuns: 5000 },
    );
  });
});
