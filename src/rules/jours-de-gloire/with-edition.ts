import type { Assessment, Source } from '../core/types';
import type { Edition } from './editions';

const stamp = <T extends { source: Source }>(item: T, edition: Edition): T => ({
  ...item,
  source: { ...item.source, edition },
});

/** Marks every line of an assessment with the edition of the card it comes from. */
export function withEdition(assessment: Assessment, edition: Edition): Assessment {
  const notes = assessment.notes.map((n) => stamp(n, edition));
  if (assessment.status === 'not-allowed') {
    return { ...assessment, notes, reasons: assessment.reasons.map((r) => stamp(r, edition)) };
  }
  return { ...assessment, notes, modifiers: assessment.modifiers.map((m) => stamp(m, edition)) };
}
