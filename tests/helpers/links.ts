/**
 * A link of version 7 or later with fields added or changed, still closed by its count (\`end\`), as a tampering
 * sender would write it: the reader then judges the fields, not a link cut short.
 */
export function withFields(link: string, fields: readonly (readonly [string, string])[]): string {
  const params = new URLSearchParams(link);
  params.delete('end');
  for (const [key, value] of fields) params.set(key, value);
  params.append('end', String([...params].length));
  return params.toString();
}
