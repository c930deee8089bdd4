/**
 * Turns the rules' ids into the player's language: modifier lines, sources, readings, notes, reasons and input
 * errors. The rules layer never sees a sentence.
 */

import { useMemo } from 'react';
import type { GameManifest } from '../rules/core/game';
import type { AppliedModifier, FieldError, Forbidden, Note, Source } from '../rules/core/types';
import { GAMES } from '../rules/games';
import { formatNumber } from './number-format';
import { useTranslation } from './use-translation';

export { displayNotation, signed } from './signs';

/** An odds step or ratio as the cards print it: "3/1", "1/1.5". */
export const formatRatio = (a: number, d: number): string => `${a}/${d}`;

/** The translation namespace of each game's words. */
export type RulesNamespace = (typeof GAMES)[number]['namespace'];

/** Each game's tables whose rows are terrain, by its namespace: their source rows are worded with the terrain's name. */
const TERRAIN_TABLES = new Map<string, ReadonlySet<string>>(
  GAMES.map((game) => [game.namespace, new Set((game as GameManifest).terrainTables)]),
);

type DynamicT = (key: string, options?: Record<string, unknown>) => string;

/** An input error's words: the same for every game (common:errors). */
const errorWords =
  (t: DynamicT) =>
  (error: FieldError): string =>
    t(`common:errors.${error.code}`, error.params ?? {});

/** Words for input errors, for a screen that needs no game's words. */
export function useErrorText(): (error: FieldError) => string {
  const { t } = useTranslation();
  return errorWords(t as unknown as DynamicT);
}

/** A chance as a language writes a percentage: "16.7%", "16,7 %". */
const percentIn =
  (language: string) =>
  (count: number, outOf: number): string =>
    formatNumber(count / outOf, language, { maxFraction: 1, percent: true });

/** Chances in a language: as a percentage, and a difference of chances in percentage points, signed ("+30", "−16.7"). */
export const chanceWordsIn = (language: string) => ({
  percent: percentIn(language),
  points: (count: number, outOf: number) =>
    formatNumber((100 * count) / outOf, language, { maxFraction: 1, sign: 'exceptZero' }).replace('-', '−'),
});

/** Chances in the page's language, for a screen that needs no game's words. */
export function usePercent(): (count: number, outOf: number) => string {
  const { i18n } = useTranslation();
  return percentIn(i18n.resolvedLanguage ?? 'en');
}

/**
 * What the screens word the rules' ids with: a built-in game's translations (rulesTextOf), or a game pack's own texts
 * (src/screens/packs/pack-log-words.ts). The assessment, the comparison and the roll log take either.
 */
export interface RulesWords {
  modifierLabel(m: AppliedModifier): string;
  sourceLabel(source: Source): string;
  readingText(m: AppliedModifier): string;
  noteText(note: Note): string;
  forbiddenText(reason: Forbidden): string;
  errorText(error: FieldError): string;
  percent(count: number, outOf: number): string;
  points(count: number, outOf: number): string;
  /** A line's figure where it is not its signed value (a shift of columns, a column read). */
  figure?(m: AppliedModifier): string;
  /** A line in a sentence, its words and its figure ("Leader: +1"), where not its label and signed value. */
  lineText?(m: AppliedModifier): string;
  /** Whose reading a line's is, where it is not the app's (a game pack's writer's). */
  readonly readingLabel?: string;
}

/**
 * Words for the rules' ids of one game. Sources and terrain are worded by the game's namespace; lines, readings,
 * notes and reasons under `linesPrefix` (the game's namespace unless told: the movement helper keeps its lines in its
 * own namespace, "jdg:movement.").
 */
export function useRulesText(namespace: RulesNamespace, linesPrefix = `${namespace}:`) {
  const { t, i18n } = useTranslation();
  // The same words while the language stays: lines drawn with them are redrawn only when they change.
  return useMemo(() => rulesTextOf(t, i18n, namespace, linesPrefix), [t, i18n, namespace, linesPrefix]);
}

/** useRulesText's words, for several games at once (the roll log's): from the page's translation function. */
export function rulesTextOf(
  t: ReturnType<typeof useTranslation>['t'],
  i18n: ReturnType<typeof useTranslation>['i18n'],
  namespace: RulesNamespace,
  linesPrefix = `${namespace}:`,
) {
  // Keys built from rule ids: their presence in both languages is checked by tests/unit/i18n.test.ts and by
  // tests/unit/rulesets-contract.test.ts.
  const tDynamic = t as unknown as DynamicT;
  const terrainName = (id: string): string => tDynamic(`${namespace}:terrain.${id}`);

  const language = i18n.resolvedLanguage ?? 'en';
  // A game whose words name the rows of its other tables has a `rows` group (Jours de Gloire's lines say the row).
  const rowsWorded = () => i18n.getResource(language, namespace, 'rows') !== undefined;
  const params = (p: AppliedModifier['params'] = {}): Record<string, string | number> => {
    const out: Record<string, string | number> = { ...p };
    if (typeof p.terrain === 'string') out.terrain = terrainName(p.terrain);
    if (typeof p.hexside === 'string') out.hexside = terrainName(p.hexside);
    if (typeof p.work === 'string') out.work = terrainName(p.work);
    if (typeof p.stepAttacker === 'number' && typeof p.stepDefender === 'number') {
      out.step = formatRatio(p.stepAttacker, p.stepDefender);
    }
    if (typeof p.shortOfAttacker === 'number' && typeof p.shortOfDefender === 'number') {
      out.shortOf = formatRatio(p.shortOfAttacker, p.shortOfDefender);
    }
    if (typeof p.attacker === 'number' && typeof p.defender === 'number' && 'stepAttacker' in p) {
      out.ratio = formatNumber(p.attacker / p.defender, language, { minFraction: 2, maxFraction: 2 });
    }
    return out;
  };

  return {
    t,
    terrainName,
    ...chanceWordsIn(language),
    modifierLabel(m: AppliedModifier): string {
      const p = params(m.params);
      if (m.id === 'level' && m.source.row) p.row = terrainName(m.source.row);
      return tDynamic(`${linesPrefix}modifiers.${m.id}`, p);
    },
    sourceLabel(source: Source): string {
      const parts: string[] = [tDynamic(`${namespace}:tables.${source.table}`)];
      if (source.row) {
        if (TERRAIN_TABLES.get(namespace)?.has(source.table)) parts.push(terrainName(source.row));
        else if (rowsWorded()) parts.push(tDynamic(`${namespace}:rows.${source.row}`));
      }
      if (source.row && source.column) parts.push(tDynamic(`${namespace}:columns.${source.column}`));
      if (source.footnotes?.length) parts.push(source.footnotes.map((f) => `[${f}]`).join(''));
      if (source.rule) parts.push(t('combat.rule', { rule: source.rule }));
      if (source.edition) parts.push(tDynamic(`${namespace}:editionCard`, { edition: source.edition }));
      return parts.join(' · ');
    },
    /** The app's reading of a line, worded with the line's own figures. */
    readingText: (m: AppliedModifier) => tDynamic(`${linesPrefix}readings.${m.reading}`, params(m.params)),
    noteText: (note: Note) => tDynamic(`${linesPrefix}notes.${note.id}`, params(note.params)),
    forbiddenText: (reason: Forbidden) =>
      tDynamic(`${linesPrefix}forbidden.${reason.id}`, {
        terrain: reason.source.row ? terrainName(reason.source.row) : '',
      }),
    errorText: errorWords(tDynamic),
  };
}
