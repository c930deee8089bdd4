import { lazy, type ReactNode, Suspense, useId, useMemo, useRef, useState } from 'react';
import { signed } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import { columnOf, type LoadedPack, type PackSetup, type PackUnit } from '../../rules/packs/engine';
import type { PackField } from '../../rules/packs/format';
import { rollFace } from '../../state/random';
import { AddButton } from '../../ui/add-button';
import { ForbiddenReasons, ModifierWords } from '../../ui/assessment-view';
import { CheckboxField } from '../../ui/checkbox-field';
import {
  InvalidFieldReporter,
  keypadFor,
  NumberField,
  parseWholeNumber,
  useInvalidFields,
} from '../../ui/number-field';
import { ResultTable } from '../../ui/result-table';
import { SelectField } from '../../ui/select-field';
import { TotalRow } from '../../ui/total-row';
import { ResultBar } from '../shared/result-bar';
import { totalsLabel, withMinusSign } from '../shared/totals-label';
import { type Texts, usePackWords } from './pack-words';

type ValueField = Exclude<PackField, { kind: 'units' }>;

const TableView = lazy(() => import('../shared/table-view').then((m) => ({ default: m.TableView })));

/** One field of a pack's form, as the built-in games draw theirs. */
function ValueInput({
  field,
  value,
  onChange,
  say,
}: {
  readonly field: ValueField;
  readonly value: unknown;
  readonly onChange: (value: number | boolean | string) => void;
  readonly say: (texts: Texts) => string;
}) {
  const { t } = useTranslation();
  if (field.kind === 'number') {
    return (
      <NumberField
        label={say(field.label)}
        value={typeof value === 'number' ? value : field.default}
        min={field.min}
        max={field.max}
        onCommit={onChange}
        invalidMessage={t('packs.value', { min: withMinusSign(field.min), max: withMinusSign(field.max) })}
      />
    );
  }
  if (field.kind === 'flag') {
    return <CheckboxField label={say(field.label)} checked={value === true} onChange={onChange} />;
  }
  return (
    <SelectField
      label={say(field.label)}
      value={typeof value === 'string' ? value : field.default}
      options={field.options.map((o) => ({ value: o.id, label: say(o.label) }))}
      onChange={onChange}
    />
  );
}

/** The die rolled at the table, typed in and confirmed (Enter or the button); a number not on the die is said. */
function TypedDie({
  faces,
  disabled,
  onDie,
}: {
  readonly faces: readonly number[];
  readonly disabled: boolean;
  readonly onDie: (die: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [wrong, setWrong] = useState(false);
  const min = Math.min(...faces);
  const max = Math.max(...faces);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const die = parseWholeNumber(typed);
        if (die === null || !faces.includes(die)) setWrong(true);
        else {
          onDie(die);
          setTyped('');
        }
      }}
    >
      <label htmlFor={id} className="flex flex-col gap-1 text-sm font-medium">
        {t('combat.physicalRoll', { min: withMinusSign(min), max: withMinusSign(max) })}
        <input
          id={id}
          data-own-undo
          inputMode={keypadFor(min)}
          autoComplete="off"
          value={typed}
          disabled={disabled}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${id}-wrong` : undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            setWrong(false);
          }}
          className="min-h-11 w-24 rounded-md border border-slate-400 px-3 text-base dark:bg-slate-900"
        />
      </label>
      <button
        type="submit"
        disabled={disabled || typed.trim() === ''}
        className="min-h-11 rounded-md border border-slate-400 px-3 disabled:opacity-40"
      >
        {t('combat.useTypedDie')}
      </button>
      {wrong && (
        <p id={`${id}-wrong`} role="alert" className="w-full text-sm font-medium text-red-800 dark:text-red-300">
          {t('errors.roll-range', { min: withMinusSign(min), max: withMinusSign(max) })}
        </p>
      )}
    </form>
  );
}

/** The card's codes the results shown use ("DR", "1D-R2"), each with what it means in the pack's words. */
function Glossary({ loaded, cells }: { readonly loaded: LoadedPack; readonly cells: readonly string[] }) {
  const { t } = useTranslation();
  const words = usePackWords(loaded.pack);
  const glossary = loaded.pack.glossary;
  if (!glossary) return null;
  const used = new Set(cells.flatMap((cell) => cell.split(/[^A-Za-z0-9+*/.=-]+/)));
  const codes = Object.keys(glossary).filter((code) => used.has(code));
  if (codes.length === 0) return null;
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
      aria-label={t('packs.glossary')}
      data-testid="pack-glossary"
    >
      {codes.map((code) => (
        <div key={code} className="contents">
          <dt className="font-semibold">{code}</dt>
          <dd>{words.say(glossary[code])}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One roll of a pack, as a built-in game's rolling screen shows it: its form, its lines with their sources (and the
 * pack's readings), the total, a roll of its die (or the die typed in), the result and its results table with exact
 * chances, "at least" and the row landed on. `die`: the die rolled for this very set-up, if any.
 */
export function PackRollSection({
  loaded,
  index,
  setup,
  die,
  earlierDie,
  rolledBy = null,
  onChange,
  onDie,
  actions,
  children,
  bar,
  headingLevel = 3,
}: {
  readonly loaded: LoadedPack;
  readonly index: number;
  readonly setup: PackSetup;
  readonly die: number | undefined;
  /**
   * The die last rolled on this roll for another set-up, said as a built-in game's screen says it: rolled for an
   * earlier set-up, or for the one before Undo (`undone`).
   */
  readonly earlierDie?: { readonly die: number; readonly undone: boolean } | undefined;
  /** Who rolled that die: the app, or the player who typed it in. */
  readonly rolledBy?: 'app' | 'player' | null;
  readonly onChange: (setup: PackSetup) => void;
  readonly onDie: (die: number, by: 'app' | 'player') => void;
  /** Beside the roll's buttons (a link to copy, a comparison to start). */
  readonly actions?: ReactNode;
  /** Under the lines (what would change the odds, a comparison). */
  readonly children?: ReactNode;
  /**
   * Where the roll is a game's screen (a pack played, not previewed): the bottom bar of a built-in game's screens, with
   * this undo.
   */
  readonly bar?: { readonly undo: ReactNode };
  /** Its title's level: under the pack game's title (2), or under the packs page's preview (3). */
  readonly headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { pack } = loaded;
  const roll = pack.rolls[index];
  const resolution = loaded.rolls[index];
  const words = usePackWords(pack);
  // A field holding text it cannot take (the set-up still holds its last number): nothing is rolled until it is fixed.
  const invalid = useInvalidFields();
  const fields = useMemo(() => new Map(pack.fields.map((f) => [f.id, f])), [pack]);
  const [large, setLarge] = useState(false);
  const showLargeButton = useRef<HTMLButtonElement>(null);
  // A set-up changed under the large view (an undo): it closes, and a later roll does not reopen it.
  if (large && die === undefined) setLarge(false);
  if (!roll || !resolution) return null;
  const change = (id: string, value: PackSetup[string]) => onChange({ ...setup, [id]: value });
  const rows = new Map(roll.results.rows.map((row) => [row.id, row]));
  const assessment = resolution.assess(setup);
  const total = assessment.status === 'allowed' ? assessment.total : null;
  // A table entered by columns: the column read after the shifts, whose cells alone are the results.
  const column = assessment.status === 'invalid' ? null : columnOf(assessment);
  const columns = column === null ? roll.results.columns : roll.results.columns.slice(column, column + 1);
  const cellsOf = (id: string) => {
    const cells = rows.get(id)?.cells ?? [];
    return (column === null ? cells : cells.slice(column, column + 1)).map((cell) => words.say(cell));
  };

  const landed = total !== null && die !== undefined ? resolution.result(total, die) : null;
  const chances = total !== null ? resolution.chances(total) : null;
  const cannotRoll = total === null || invalid.count > 0;
  const Title = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={`pack-roll-${roll.id}`} className="flex flex-col gap-3" data-roll={roll.id}>
      <Title id={`pack-roll-${roll.id}`} className="text-lg font-semibold">
        {words.say(roll.name)}
      </Title>
      <InvalidFieldReporter.Provider value={invalid.report}>
        <form className="grid grid-cols-1 gap-3 sm:grid-cols-2" onSubmit={(e) => e.preventDefault()}>
          {roll.fields.map((id) => {
            const field = fields.get(id);
            if (!field) return null;
            if (field.kind !== 'units') {
              return (
                <ValueInput
                  key={id}
                  field={field}
                  value={setup[id]}
                  onChange={(value) => change(id, value)}
                  say={words.say}
                />
              );
            }
            const units = (Array.isArray(setup[id]) ? setup[id] : []) as readonly PackUnit[];
            const unitDefault = Object.fromEntries(field.fields.map((f) => [f.id, f.default]));
            return (
              <fieldset
                key={id}
                className="flex flex-col gap-2 rounded-lg border border-slate-300 p-3 sm:col-span-full dark:border-slate-600"
              >
                <legend className="px-1 font-semibold">{words.say(field.label)}</legend>
                {units.map((unit, i) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: a unit is its place in the list
                    key={i}
                    className="flex flex-wrap items-end gap-3 border-b border-slate-200 pb-2 dark:border-slate-700"
                  >
                    <span className="font-semibold">{t('packs.unit', { n: i + 1 })}</span>
                    {field.fields.map((f) => (
                      <ValueInput
                        key={f.id}
                        field={f}
                        value={unit[f.id]}
                        onChange={(value) =>
                          change(
                            id,
                            units.map((u, j) => (j === i ? { ...u, [f.id]: value } : u)),
                          )
                        }
                        say={words.say}
                      />
                    ))}
                    <button
                      type="button"
                      disabled={units.length <= field.min}
                      onClick={() =>
                        change(
                          id,
                          units.filter((_, j) => j !== i),
                        )
                      }
                      aria-label={t('packs.removeUnit', { n: i + 1 })}
                      className="min-h-11 min-w-11 rounded-md border border-slate-400 disabled:opacity-40"
                    >
                      ×
                    </button>
                  </div>
                ))}
                <AddButton
                  label={t('packs.addUnit')}
                  ariaLabel={t('packs.addUnitTo', { list: words.say(field.label) })}
                  count={units.length}
                  max={field.max}
                  fullMessage={t('packs.full', { max: field.max })}
                  onAdd={() => change(id, [...units, units.at(-1) ?? unitDefault])}
                />
              </fieldset>
            );
          })}
        </form>
      </InvalidFieldReporter.Provider>
      {assessment.status === 'allowed' ? (
        <table className="w-full border-collapse text-left" data-testid="pack-modifiers">
          <tbody>
            {assessment.modifiers.map((m) => (
              <tr key={m.id} className="border-b border-slate-200 align-top dark:border-slate-700" data-modifier={m.id}>
                <td className="py-2 pr-2">
                  <ModifierWords modifier={m} text={words.lines(roll)} readingLabel={t('packs.reading')} />
                </td>
                <td className="py-2 pr-2 text-right text-lg font-semibold whitespace-nowrap tabular-nums">
                  {words.lines(roll).figure(m)}
                </td>
              </tr>
            ))}
            <TotalRow label={t('packs.total')} figures={[[signed(assessment.total), 'pack-total']]} />
            {column !== null && (
              <tr>
                <th scope="row" className="py-2 text-left">
                  {t('packs.column')}
                </th>
                <td className="py-2 pr-2 text-right text-lg font-bold" data-testid="pack-column">
                  {words.say(roll.results.columns[column]?.label)}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      ) : assessment.status === 'not-allowed' ? (
        <ForbiddenReasons reasons={assessment.reasons} text={words.lines(roll)} />
      ) : (
        <p role="alert" className="font-medium text-red-800 dark:text-red-300">
          {assessment.errors.map((e) => e.field).join(', ')}
        </p>
      )}
      {assessment.status !== 'invalid' &&
        assessment.notes.map((note) => {
          const text = roll.notes?.find((n) => n.id === note.id)?.text;
          return (
            <p key={note.id} role="note" className="text-sm">
              {text ? words.say(text) : note.id}
            </p>
          );
        })}
      {children}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          disabled={cannotRoll}
          onClick={() => onDie(rollFace(loaded.die.faces), 'app')}
          className="min-h-11 rounded-md bg-blue-900 px-5 font-semibold text-white disabled:bg-slate-400"
        >
          {t('combat.roll')}
        </button>
        <TypedDie faces={loaded.die.faces} disabled={cannotRoll} onDie={(typed) => onDie(typed, 'player')} />
        {actions}
        {!landed && earlierDie && (
          <p className="text-sm" data-testid="earlier-roll">
            {t(earlierDie.undone ? 'combat.undoneRoll' : 'combat.earlierRoll', { die: withMinusSign(earlierDie.die) })}
          </p>
        )}
        {landed && die !== undefined && total !== null && (
          <p className="text-lg" data-testid="pack-result">
            {t('packs.die')} <strong>{withMinusSign(die)}</strong> · {signed(total)} ={' '}
            <strong>{withMinusSign(die + total)}</strong> → <strong>{cellsOf(landed.id).join(' · ')}</strong>
          </p>
        )}
        {/* Where there is no bottom bar (a pack being written), the large view opens from beside the result. */}
        {!bar && landed && die !== undefined && total !== null && (
          <button
            ref={showLargeButton}
            type="button"
            onClick={() => setLarge(true)}
            title={t('combat.showLargeLabel')}
            className="min-h-11 rounded-md border border-blue-900 px-3 text-blue-900 dark:border-blue-300 dark:text-blue-200"
          >
            {t('combat.showLarge')}
          </button>
        )}
      </div>
      {chances && (
        <ResultTable
          caption={words.say(roll.results.name)}
          headers={columns.map((c) => words.say(c.label))}
          exact={chances.exact}
          atLeast={chances.atLeast}
          landedId={landed?.id ?? null}
          bandLabel={(band) => totalsLabel(band, t('combat.orLess'))}
          cells={(band) => cellsOf(band.id)}
        />
      )}
      {bar && (
        <ResultBar
          faces={loaded.die.faces}
          modifier={total}
          roll={landed ? (die ?? null) : null}
          result={landed ? cellsOf(landed.id).join(' · ') : null}
          onRoll={onDie}
          blockedReason={invalid.count > 0 ? t('combat.blockedShort') : null}
          rollName={pack.rolls.length > 1 ? words.say(roll.name) : undefined}
          onShowLarge={() => setLarge(true)}
          showLargeButton={showLargeButton}
          undo={bar.undo}
        />
      )}
      {large && landed && die !== undefined && total !== null && assessment.status === 'allowed' && (
        <Suspense fallback={null}>
          <TableView
            roll={{
              title: words.say(roll.name),
              die,
              modifier: total,
              result: cellsOf(landed.id).join(' · '),
              setup: [
                ...assessment.modifiers.map((m) => words.lines(roll).lineText(m)),
                ...(column === null
                  ? []
                  : [
                      t('packs.lineWithFigure', {
                        label: t('packs.column'),
                        figure: words.say(roll.results.columns[column]?.label),
                      }),
                    ]),
              ].join(' · '),
              by: rolledBy,
            }}
            onClose={() => {
              setLarge(false);
              showLargeButton.current?.focus();
            }}
          />
        </Suspense>
      )}
      {chances && <Glossary loaded={loaded} cells={roll.results.rows.flatMap((row) => cellsOf(row.id))} />}
    </section>
  );
}
