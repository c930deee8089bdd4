/**
 * Totals and dice are drawn with a true minus sign (src/screens/shared/totals-label.ts), and a player may type back what
 * the app shows — from a pack's die of any faces, its total, or a range in a label.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withMinusSign } from '../../src/screens/shared/totals-label';
import { parseWholeNumber } from '../../src/ui/number-field';

describe('a number drawn with a true minus sign', () => {
  it('has no hyphen, a minus sign only below zero, and reads back as the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999, max: 999_999 }), (n) => {
        const shown = withMinusSign(n);
        expect(shown).not.toContain('-');
        expect(shown.startsWith('−')).toBe(n < 0);
        expect(parseWholeNumber(shown)).toBe(n);
      }),
    );
  });
});
