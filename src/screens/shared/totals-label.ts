/**
 * The modified totals a results row covers, as the cards print them: "9 +", "0 or less", "4", "5–7", with true minus
 * signs.
 */
export function totalsLabel(
  band: { readonly min: number | null; readonly max: number | null },
  orLess: string,
): string {
  const n = (value: number) => String(value).replace('-', '−');
  if (band.min === null) return `${n(band.max ?? 0)} ${orLess}`;
  if (band.max === null) return `${n(band.min)} +`;
  return band.min === band.max ? n(band.min) : `${n(band.min)}–${n(band.max)}`;
}
