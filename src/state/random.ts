/**
 * The app's random source for die rolls: crypto.getRandomValues with rejection sampling, so every face is exactly
 * equally likely (a plain modulo would favour the low faces).
 */
export type RandomUint32 = () => number;

export const cryptoUint32: RandomUint32 = () => {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] ?? 0;
};

/** A uniform integer in [0, n). */
export function uniformInt(n: number, next: RandomUint32 = cryptoUint32): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`uniformInt needs 1 ≤ n ≤ 2^32, got ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const value = next();
    if (value < limit) return value % n;
  }
}

/** One roll of a die: one of its faces, each equally likely. */
export function rollFace(faces: readonly number[], next: RandomUint32 = cryptoUint32): number {
  const face = faces[uniformInt(faces.length, next)];
  if (face === undefined) throw new Error('A die needs faces');
  return face;
}
