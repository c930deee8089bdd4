/**
 * Writes chart cells in the card's own notation ("+1D", "NA [c]", "-2/-1 [e][g]"), so the app shows what the
 * printed chart shows and tests can compare the two. The codes for "no effect", "not allowed" and "use the other
 * terrain" are passed in: PE / NA / UAT on the 2016 card in both languages.
 */
import type { CombatCell, Footnote, MoveCell } from './data/terrain-chart';

export interface NotationCodes {
  readonly noEffect: string;
  readonly notAllowed: string;
  readonly useOtherTerrain: string;
}

const marks = (footnotes: readonly Footnote[]): string => footnotes.map((f) => `[${f}]`).join('');

const signed = (value: number): string => (value > 0 ? `+${value}` : `${value}`);

function withMarks(text: string, footnotes: readonly Footnote[]): string {
  return footnotes.length ? `${text} ${marks(footnotes)}` : text;
}

export function moveNotation(cell: MoveCell, codes: NotationCodes): string {
  if (cell.kind === 'not-allowed') return withMarks(codes.notAllowed, cell.footnotes);
  const number = cell.cost === 0.5 ? '1/2' : String(cell.cost);
  return withMarks(`${cell.plus ? '+' : ''}${number}${cell.disorder ? 'D' : ''}`, cell.footnotes);
}

export function combatNotation(cell: CombatCell, codes: NotationCodes): string {
  switch (cell.kind) {
    case 'drm':
      return withMarks(signed(cell.value), cell.footnotes);
    case 'no-effect':
      return withMarks(codes.noEffect, cell.footnotes);
    case 'not-allowed':
      return withMarks(codes.notAllowed, cell.footnotes);
    case 'use-other-terrain':
      return withMarks(codes.useOtherTerrain, cell.footnotes);
    case 'into-out-of': {
      const part = (v: number | 'no-effect') => (v === 'no-effect' ? codes.noEffect : signed(v));
      return withMarks(`${part(cell.into)}/${part(cell.outOf)}`, cell.footnotes);
    }
  }
}
