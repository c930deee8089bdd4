/**
 * Two options of one set-up side by side: which modifiers differ, and how the chance of each result row moves.
 * Pure and exact: chances stay counts of faces, and a difference is a count of faces too.
 */
import type { Chance } from './dice';
import type { AppliedModifier, Assessment, ResultBand } from './types';

/**
 * The same line in both options: the same modifier id, the first with the first (the defender's terrain of A and B
 * face each other, whatever the terrain; a second hexside line faces the other's second one).
 */
function keyed(lines: readonly AppliedModifier[]): [string, AppliedModifier][] {
  const seen = new Map<string, number>();
  return lines.map((m) => {
    const n = seen.get(m.id) ?? 0;
    seen.set(m.id, n + 1);
    return [`${m.id}#${n}`, m];
  });
}

const sameSource = (a: AppliedModifier, b: AppliedModifier) => JSON.stringify(a.source) === JSON.stringify(b.source);

export interface ComparedModifier {
  readonly key: string;
  readonly a: AppliedModifier | null;
  readonly b: AppliedModifier | null;
  /** Present in one option only, or with another value, other figures behind it or another source. */
  readonly differs: boolean;
}

/**
 * Every modifier line of either option, A's order first, then the lines only B has. Forbidden options, and options
 * with input errors (null: never assessed), have none.
 */
export function compareModifiers(a: Assessment | null, b: Assessment | null): ComparedModifier[] {
  const linesA = a?.status === 'allowed' ? a.modifiers : [];
  const linesB = b?.status === 'allowed' ? b.modifiers : [];
  const keyedB = keyed(linesB);
  const inB = new Map(keyedB);
  const keyedA = keyed(linesA);
  const inA = new Set(keyedA.map(([key]) => key));
  const rows: [string, AppliedModifier | null, AppliedModifier | null][] = keyedA.map(([key, m]) => [
    key,
    m,
    inB.get(key) ?? null,
  ]);
  for (const [key, m] of keyedB) if (!inA.has(key)) rows.push([key, null, m]);
  return rows.map(([key, ma, mb]) => ({
    key,
    a: ma,
    b: mb,
    differs:
      ma === null ||
      mb === null ||
      ma.value !== mb.value ||
      !sameSource(ma, mb) ||
      JSON.stringify(ma.params ?? {}) !== JSON.stringify(mb.params ?? {}),
  }));
}

type Chances<B> = readonly { readonly band: B; readonly chance: Chance }[];

export interface ComparedChance<B extends ResultBand> {
  readonly band: B;
  readonly a: Chance | null;
  readonly b: Chance | null;
  /** B minus A in faces of the same die; null when either option is forbidden. */
  readonly difference: Chance | null;
}

/** Row by row, the chance under each option and the difference. Both lists come from the same table and die. */
export function compareChances<B extends ResultBand>(a: Chances<B> | null, b: Chances<B> | null): ComparedChance<B>[] {
  const rows = a ?? b ?? [];
  return rows.map(({ band }, i) => {
    const ca = a?.[i]?.chance ?? null;
    const cb = b?.[i]?.chance ?? null;
    if (ca && cb && ca.outOf !== cb.outOf) throw new Error('Chances of different dice cannot be compared');
    return {
      band,
      a: ca,
      b: cb,
      difference: ca && cb ? { count: cb.count - ca.count, outOf: ca.outOf } : null,
    };
  });
}
