/**
 * The app's numbers in English and French — a ratio ("2.00", "2,00"), a chance ("16.7%", "16,7 %") and a difference
 * of chances ("+30", "−16.7") — written as Intl.NumberFormat writes them for "en" and "fr", without it: a page's first
 * Intl number format loads its language's number data, one task of 80–120 ms on a phone (4× CPU), which no tap should
 * wait behind. The app's numbers are all below 1,000, so there is no grouping to write. A test holds every format to
 * Intl's over generated numbers (tests/unit/number-format.test.ts).
 */

/** A number's decimal digits as JavaScript writes it shortest (as ICU reads a double): "0.0045", "1e-7" spelt out. */
function decimalOf(value: number): { readonly whole: string; readonly fraction: string } {
  const [mantissa = '0', exponentText = '0'] = String(Math.abs(value)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Digits rounded to `places` decimals, a tie away from zero (Intl's "halfExpand"). */
function rounded(whole: string, fraction: string, places: number): { whole: string; fraction: string } {
  if (fraction.length <= places) return { whole, fraction };
  const kept = whole + fraction.slice(0, places);
  const up = (fraction[places] ?? '0') >= '5';
  const value = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const point = value.length - places;
  return { whole: value.slice(0, point) || '0', fraction: value.slice(point) };
}

interface Format {
  readonly minFraction?: number;
  readonly maxFraction: number;
  /** "exceptZero": a + before a positive number too, and no sign on one that rounds to zero. */
  readonly sign?: 'exceptZero';
  /** A percentage: the number times 100, with the language's percent sign. */
  readonly percent?: boolean;
}

/** A number as Intl.NumberFormat writes it in `language` ("en" or "fr": a French decimal comma, else a point). */
export function formatNumber(value: number, language: string, format: Format): string {
  const french = language.toLowerCase().startsWith('fr');
  let { whole, fraction } = decimalOf(value);
  // A percentage moves the point, not the binary value: 0.0045 is 0.45 %, where 0.0045 × 100 is 0.44999…
  if (format.percent) {
    const padded = fraction.padEnd(2, '0');
    whole += padded.slice(0, 2);
    fraction = padded.slice(2);
  }
  ({ whole, fraction } = rounded(whole, fraction, format.maxFraction));
  fraction = fraction.replace(/0+$/, '').padEnd(format.minFraction ?? 0, '0');
  const zero = /^0*$/.test(whole + fraction);
  const sign =
    format.sign === 'exceptZero' ? (zero ? '' : value < 0 ? '-' : '+') : value < 0 || Object.is(value, -0) ? '-' : '';
  const digits = `${whole.replace(/^0+(?=\d)/, '')}${fraction ? (french ? ',' : '.') + fraction : ''}`;
  return `${sign}${digits}${format.percent ? (french ? '\u00a0%' : '%') : ''}`;
}
