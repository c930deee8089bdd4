import { setIn } from '../../i18n/french-spacing';
import { formatRatio, signed } from '../../i18n/rules-text';
import { byKey, type TranslateKey, useTranslation } from '../../i18n/use-translation';
import { ownValue } from '../../rules/core/own';
import type { AppliedModifier, Forbidden, Source } from '../../rules/core/types';
import { ABOVE_LAST, BROKEN_RULE } from '../../rules/packs/engine';
import type { GamePack, PackRoll } from '../../rules/packs/format';
import { eachSide } from '../shared/game-ui';

export type Texts = Readonly<Record<string, string>>;

/** A pack's credits as shown under its name: its publisher, edition and source, each a text or a text by language. */
export const creditsOf = (pack: GamePack, say: (texts: Texts) => string): string[] =>
  [pack.credits.publisher, pack.credits.edition, pack.credits.source].flatMap((part) =>
    part === undefined ? [] : [typeof part === 'string' ? part : say(part)],
  );

/** A pack's words in the page's language, else in the pack's first (it has them all: the reader checks). */
export function usePackWords(pack: GamePack) {
  const { t, i18n } = useTranslation();
  return packWordsIn(pack, i18n.resolvedLanguage ?? 'en', byKey(t));
}

/** A pack's text in a language, else in the pack's first (it has them all: the reader checks), set as it sets it. */
export function sayIn(pack: GamePack, language: string): (texts: Texts | undefined) => string {
  const first = pack.languages[0] ?? 'en';
  const inLanguage = (text: string | undefined, of: string) => (text === undefined ? text : setIn(of, text));
  return (texts) => inLanguage(ownValue(texts, language), language) ?? inLanguage(ownValue(texts, first), first) ?? '';
}

/** A pack's words in a language, else in the pack's first: for what words a pack outside a screen (the roll log). */
export function packWordsIn(pack: GamePack, language: string, t: TranslateKey) {
  const say = sayIn(pack, language);
  // A named value: a choice's id in its label, a row of the card in its words, a number as it is.
  const named = (value: string | number): string => {
    if (typeof value === 'number') return String(value);
    for (const field of pack.fields) {
      const choices = field.kind === 'units' ? field.fields : [field];
      for (const f of choices) {
        const option = f.kind === 'choice' ? f.options.find((o) => o.id === value) : undefined;
        if (option) return say(option.label);
      }
    }
    const row = ownValue(pack.sources.rows, value);
    return row ? say(row) : value;
  };
  const label = (texts: Texts, params: AppliedModifier['params'] = {}) => {
    // An odds line names its step as the cards print it ("3/1"), as the built-in games' lines do.
    const { stepAttacker, stepDefender } = params;
    const all: Readonly<Record<string, string | number>> =
      typeof stepAttacker === 'number' && typeof stepDefender === 'number'
        ? { ...params, step: formatRatio(stepAttacker, stepDefender) }
        : params;
    return say(texts).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
      const value = ownValue(all, name);
      return value === undefined ? whole : named(value);
    });
  };
  const source = (source: Source) => {
    const { tables, rows, columns } = pack.sources;
    const table = ownValue(tables, source.table);
    const parts = [table ? say(table) : source.table];
    if (source.row) {
      const row = ownValue(rows, source.row);
      parts.push(row ? say(row) : named(source.row));
    }
    const column = source.column ? ownValue(columns, source.column) : undefined;
    if (column) parts.push(say(column));
    if (source.rule) parts.push(source.rule);
    return parts.join(' · ');
  };
  /** A table's end as the card prints it: an odds step (3/1), a column's label, a difference (+2). */
  const endOf = (roll: PackRoll, end: 'worst' | 'best'): string => {
    const { entry } = roll;
    if (entry.kind === 'odds') {
      const step = end === 'worst' ? entry.steps.at(-1) : entry.steps[0];
      return step ? formatRatio(step.attacker, step.defender) : '';
    }
    const { columns } = roll.results;
    const column = end === 'worst' ? columns[0] : columns.at(-1);
    return column ? say(column.label) : '';
  };
  /**
   * A row's result: the cell of the column read (a table entered by columns, `column` its index); on a table whose
   * columns are all read (each side's result, as Corbach's attacker and defender), each cell named by its column.
   */
  const result = (roll: PackRoll, rowId: string, column: number | null): string => {
    const cells = roll.results.rows.find((row) => row.id === rowId)?.cells ?? [];
    if (column !== null) return say(cells[column]);
    if (cells.length === 1) return say(cells[0]);
    return eachSide(
      t,
      cells.map((cell, i) => ({ side: say(roll.results.columns[i]?.label), result: say(cell) })),
    );
  };
  return {
    say,
    result,
    /** A line's label, its {{names}} filled in with its values. */
    label,
    source,
    /** A roll's lines in the pack's words, as ModifierWords reads the built-in games' (its entry's line, then its own). */
    lines: (roll: PackRoll) => {
      const line = (m: AppliedModifier) =>
        roll.entry.kind !== 'roll' && (m.id === 'odds' || m.id === 'difference')
          ? roll.entry
          : roll.modifiers.find((x) => x.id === m.id);
      // A table entered by columns: its line names the column as printed.
      const columnLabel = (id: unknown) => {
        const column = roll.results.columns.find((c) => c.id === id);
        return column ? say(column.label) : String(id);
      };
      const modifierLabel = (m: AppliedModifier) => {
        const found = line(m);
        if (m.id === 'column' && roll.entry.kind === 'columns') {
          return label(roll.entry.label, { ...m.params, column: columnLabel(m.params?.column) });
        }
        return found ? label(found.label, m.params) : m.id;
      };
      /** Its figure: a die modifier, a shift of columns, or the column the two sides' strengths give. */
      const figureOf = (m: AppliedModifier): string => {
        const shift = m.params?.shift;
        if (m.id === 'column' && roll.entry.kind === 'columns') {
          const start = roll.results.columns[m.params?.columnIndex as number];
          return start ? say(start.label) : '';
        }
        return typeof shift === 'number'
          ? t('packs.shift', { count: Math.abs(shift), shift: signed(shift) })
          : signed(m.value);
      };
      return {
        modifierLabel,
        figure: figureOf,
        sourceLabel: source,
        /**
         * A line in a sentence, its figure apart from its words ("Leader: +1"); the line of a table entered by
         * columns whose words name its column already, its words alone.
         */
        lineText: (m: AppliedModifier): string => {
          const words = modifierLabel(m);
          const figure = figureOf(m);
          const named =
            m.id === 'column' && roll.entry.kind === 'columns' && /\{\{column\}\}/.test(say(roll.entry.label));
          return named ? words : t('packs.lineWithFigure', { label: words, figure });
        },
        /** Why the set-up is forbidden: a rule of the pack in its words, or the table's own end, named as printed. */
        forbiddenText: (reason: Forbidden) => {
          const rule = roll.forbid?.find((r) => r.id === reason.id);
          if (rule) return say(rule.text);
          if (reason.id === BROKEN_RULE) return t('packs.forbidden.broken-rule', { path: reason.source.table });
          return t(`packs.forbidden.${reason.id === ABOVE_LAST ? 'above' : 'below'}`, {
            bound: endOf(roll, reason.id === ABOVE_LAST ? 'best' : 'worst'),
          });
        },
        readingText: (m: AppliedModifier) => {
          const found = line(m);
          return found && 'reading' in found && found.reading ? say(found.reading) : '';
        },
      };
    },
  };
}
