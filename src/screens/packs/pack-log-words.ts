/**
 * How the roll log words a game pack's rolls, as each built-in game's log-words module words its own: the set-up in
 * one line (the roll's fields), the result (the row's cells in the column read), and each line with its figure — in the
 * pack's own texts, in the page's language where the pack has it.
 */

import type { GameRules } from '../../rules/core/game';
import { columnOf, type LoadedPack, type PackSetup, type PackUnit } from '../../rules/packs/engine';
import type { LogWords } from '../shared/game-ui';
import { withMinusSign } from '../shared/totals-label';
import { packWordsIn } from './pack-words';

export function packLogWords(loaded: LoadedPack, rules: GameRules<PackSetup>): LogWords<PackSetup> {
  const { pack } = loaded;
  const rollOf = (screen: string) => {
    const index = pack.rolls.findIndex((r) => r.id === screen);
    return index < 0 ? null : { roll: pack.rolls[index], resolution: loaded.rolls[index] };
  };
  const fields = new Map(pack.fields.map((f) => [f.id, f]));
  return {
    rules,
    summary(t, screen, setup, language) {
      const found = rollOf(screen);
      const roll = found?.roll;
      if (!roll) return '';
      const { say } = packWordsIn(pack, language, t);
      // A table entered by columns: the column the set-up is read in, after its shifts.
      const assessment = found.resolution?.assess(setup);
      const column = assessment && assessment.status !== 'invalid' ? columnOf(assessment) : null;
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
            return [`${label}: ${option ? say(option.label) : String(value)}`];
          }
          return [`${label} ${typeof value === 'number' ? withMinusSign(value) : ''}`];
        })
        .concat(columnLine)
        .join(', ');
    },
    result(t, screen, result, setup, language) {
      const found = rollOf(screen);
      const row = found?.roll?.results.rows.find((r) => r.id === result);
      if (!found?.resolution || !row) return result;
      const assessment = found.resolution.assess(setup);
      const column = assessment.status === 'invalid' ? null : columnOf(assessment);
      const { say } = packWordsIn(pack, language, t);
      return row.cells
        .filter((_, i) => column === null || i === column)
        .map((cell) => say(cell))
        .join(' · ');
    },
    modifierText(t, screen, modifier, language) {
      const roll = rollOf(screen)?.roll;
      return roll ? packWordsIn(pack, language, t).lines(roll).lineText(modifier) : modifier.id;
    },
  };
}
