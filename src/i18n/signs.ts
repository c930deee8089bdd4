/** Numbers and card notation with true minus signs, as the screens show them (the first screen's too). */

/** A signed DRM with a true minus sign: +2, −1, 0. */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return '0';
}

/** Card notation with true minus signs for display ("-2/-1 [e][g]" → "−2/−1 [e][g]"). */
export const displayNotation = (text: string): string => text.replace(/-(?=\d)/g, '−');
