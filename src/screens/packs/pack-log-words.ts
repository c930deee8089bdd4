/**
 * How a game pack's rolls are worded, as each built-in game's log-words module words its own: the set-up in one line
 * (the roll's fields), the result (the row's cells in the column read), and its rules' ids (each line with its figure,
 * sources, readings, notes, reasons, errors) — in the pack's own texts, in the page's language where the pack has it.
 */
import { chanceWordsIn, type RulesWords } from '../../i18n/rules-text';
import type { TranslateKey } from '../../i18n/use-translation';
import type { GameRules } from '../../rules/core/game';
import { columnOf, type LoadedPack, type PackSetup, type PackUnit } from '../../rules/packs/engine';
import type { LogWords } from '../shared/game-ui';
import { withMinusSign } from '../shared/totals-label';
import { packWordsIn } from './pack-words';

/**
 * The words of one roll's rules ids in a pack's texts, as the screens word a built-in game's from its translations: each
 * line (with its figure: a shift of columns, the column the strengths give), its source and the pack's reading, its
 * notes and reasons, and the input errors, naming the field.
 */
export function packRulesText(loaded: LoadedPack, screen: string, language: string, t: TranslateKey): RulesWords {
  const { pack } = loaded;
  const words = packWordsIn(pack, language, t);
  const roll = pack.rolls.find((r) => r.id === screen);
  const fields = new Map(
    pack.fields.flatMap((f) => [
      [f.id, f] as const,
      ...(f.kind === 'units' ? f.fields.map((u) => [`${f.id}.${u.id}`, u] as const) : []),
    ]),
  );
  const lines = roll ? words.lines(roll) : null;
  return {
    ...chanceWordsIn(language),
    modifierLabel: (m) => lines?.modifierLabel(m) ?? m.id,
    sourceLabel: words.source,
    readingText: (m) => lines?.readingText(m) ?? '',
    noteText: (note) => {
      const text = roll?.notes?.find((n) => n.id === note.id)?.text;
      return text ? words.say(text) : note.id;
    },
    forbiddenText: (reason) => lines?.forbiddenText(reason) ?? reason.id,
    errorText: (error) => {
      // A unit's field is named by its list's field and its own ("attackers.1.strength").
      const path = error.field.split('.');
      const field = fields.get(path.length === 3 ? `${path[0]}.${path[2]}` : error.field);
      const said = t(`errors.${error.code}`, error.params ?? {});
      return field ? t('packs.lineWithFigure', { label: words.say(field.label), figure: said }) : said;
    },
    figure: (m) => lines?.figure(m) ?? String(m.value),
    lineText: (m) => lines?.lineText(m) ?? m.id,
    readingLabel: t('packs.reading'),
  };
}

/** A pack's set-up for one roll in one line: the roll's fields with their values, and the column read after its shifts. */
export function packSetupLine(
  loaded: LoadedPack,
  screen: string,
  setup: PackSetup,
  language: string,
  t: TranslateKey,
): string {
  const { pack } = loaded;
  const index = pack.rolls.findIndex((r) => r.id === screen);
  const roll = pack.rolls[index];
  if (!roll) return '';
  const { say } = packWordsIn(pack, language, t);
  const fields = new Map(pack.fields.map((f) => [f.id, f]));
  // A table entered by columns: the column the set-up is read in, after its shifts.
  const assessment = loaded.rolls[index]?.assess(setup);
  const column = assessment && assessment.status !== 'invalid' ? columnOf(roll, assessment) : null;
  const read = column === null ? undefined : roll.results.columns[column];
  const columnLine = read ? [t('packs.lineWithFigure', { label: t('packs.column'), figure: say(read.label) })] : [];
  return roll.fields
    .flatMap((id) => {
      const field = fields.get(id);
      const value = setup[id];
      if (!field) return [];
      const label = say(field.label);
      if (field.kind === 'units') return [`${label} (${Array.isArray(value) ? (value as PackUnit[]).length : 0})`];
      if (field.kind === 'flag') return value === true ? [label] : [];
      if (field.kind === 'choice') {
        const option = field.options.find((o) => o.id === value);
        return [t('packs.lineWithFigure', { label, figure: option ? say(option.label) : String(value) })];
      }
      return [`${label} ${typeof value === 'number' ? withMinusSign(value) : ''}`];
    })
    .concat(columnLine)
    .join(', ');
}

export function packLogWords(loaded: LoadedPack, rules: GameRules<PackSetup>): LogWords<PackSetup> {
  const { pack } = loaded;
  return {
    rules,
    summary: (t, screen, setup, language) => packSetupLine(loaded, screen, setup, language, t),
    result(t, screen, result, setup, language) {
      const index = pack.rolls.findIndex((r) => r.id === screen);
      const roll = pack.rolls[index];
      const resolution = loaded.rolls[index];
      if (!resolution || !roll?.results.rows.some((r) => r.id === result)) return result;
      const assessment = resolution.assess(setup);
      const column = assessment.status === 'invalid' ? null : columnOf(roll, assessment);
      return packWordsIn(pack, language, t).result(roll, result, column);
    },
    rulesText: (t, screen, language) => packRulesText(loaded, screen, language, t),
  };
}
