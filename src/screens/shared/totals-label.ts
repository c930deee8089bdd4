/**
 * The modified totals a results row covers, as the cards print them: "9 +", "0 or less", "4", "5–7", with true minus
 * signs.
 */
export function totalsLabel(
  band: { readonly min: number | null; readonly max: number | null },
  orLess: string,
): string {
  if (band.min === null) return `${withMinusSign(band.max ?? 0)} ${orLess}`;
  if (band.max === null) return `${withMinusSign(band.min)} +`;
  return band.min === band.max ? withMinusSign(band.min) : `${withMinusSign(band.min)}–${withMinusSign(band.max)}`;
}

/** A modified total as the screens and the log show it: a true minus sign below zero, no sign above (3, 0, −1). */
export function withMinusSign(value: number): string {
  return value < 0 ? `−${Math.abs(value)}` : String(value);
}
