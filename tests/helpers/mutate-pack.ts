/** A pack changed at one place: a key renamed, a value replaced by something hostile, a branch nested deep. */
export function mutate(
  value: unknown,
  path: readonly number[],
  replacement: unknown,
  renameTo: string | null,
): unknown {
  if (path.length === 0) return replacement;
  const [step = 0, ...rest] = path;
  if (Array.isArray(value)) {
    if (value.length === 0) return [replacement];
    const i = step % value.length;
    return value.map((item, j) => (j === i ? mutate(item, rest, replacement, renameTo) : item));
  }
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value);
    if (keys.length === 0) return { [renameTo ?? 'x']: replacement };
    const key = keys[step % keys.length] as string;
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      const item = (value as Record<string, unknown>)[k];
      if (k !== key) out[k] = item;
      else if (rest.length === 0 && renameTo !== null) out[renameTo] = item;
      else out[k] = mutate(item, rest, replacement, renameTo);
    }
    return out;
  }
  return replacement;
}
