/** For the rules' tests: an assessment in a few comparable strings. Not imported by the app. */
import type { Assessment } from './types';

/** An assessment that must allow the roll (the test fails with its reasons if not). */
export function allowed(a: Assessment): Extract<Assessment, { status: 'allowed' }> {
  if (a.status !== 'allowed') throw new Error(`expected allowed, got ${JSON.stringify(a.reasons)}`);
  return a;
}

/** An allowed assessment's lines as "id +value", the sign written as the cards write it. */
export const signedLines = (a: Assessment): string[] =>
  allowed(a).modifiers.map((m) => `${m.id} ${m.value > 0 ? '+' : ''}${m.value}`);

/**
 * Each line as "id row value" (with "(reading)" where the app states one), each note and reason as "id row", and
 * the total when allowed.
 */
export function summarize(a: Assessment) {
  const at = (x: { id: string; source: { row?: string } }) => `${x.id} ${x.source.row ?? ''}`.trim();
  return a.status === 'allowed'
    ? {
        total: a.total,
        lines: a.modifiers.map((m) => `${at(m)} ${m.value}${m.reading ? ` (${m.reading})` : ''}`),
        notes: a.notes.map(at),
      }
    : { forbidden: a.reasons.map(at), notes: a.notes.map(at) };
}
