import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { LoadedPack, PackSetup, PackUnit } from '../../rules/packs/engine';
import type { PackField, PackRoll } from '../../rules/packs/format';
import { FormSection } from '../../ui/form-section';
import { UnitRows } from '../../ui/unit-rows';
import { type SetupField, SetupFields } from '../shared/setup-fields';
import { type Texts, usePackWords } from './pack-words';

type UnitsField = Extract<PackField, { kind: 'units' }>;
type ValueField = Exclude<PackField, UnitsField>;

/** A pack's field as every game's form draws its fields. */
const specOf = (field: ValueField, say: (texts: Texts) => string): SetupField<PackUnit> => {
  const common = { label: say(field.label), help: field.help && say(field.help) };
  if (field.kind === 'number') return { number: field.id, ...common, limits: field };
  if (field.kind === 'flag') return { flag: field.id, ...common };
  const options = field.options.map((o) => ({ value: o.id, label: say(o.label) }));
  return { select: field.id, ...common, options, ...(field.chips ? { chips: true } : {}) };
};

/** The values of `fields` in `values`, each field's default where it holds none of its kind. */
const valuesOf = (fields: readonly ValueField[], values: Readonly<Record<string, unknown>>): PackUnit =>
  Object.fromEntries(
    fields.map((f) => [
      f.id,
      typeof values[f.id] === typeof f.default ? (values[f.id] as PackUnit[string]) : f.default,
    ]),
  );

/** A roll's fields in runs: each list of units alone, the other fields between two lists together. */
function runsOf(fields: readonly PackField[]): (ValueField[] | UnitsField)[] {
  const runs: (ValueField[] | UnitsField)[] = [];
  for (const field of fields) {
    const last = runs.at(-1);
    if (field.kind === 'units') runs.push(field);
    else if (Array.isArray(last)) last.push(field);
    else runs.push([field]);
  }
  return runs;
}

/**
 * The fields of one roll of a pack, as a built-in game's rolling screen draws its form: numbers, ticks and choices,
 * and each list of units with its own fields, Add and Remove.
 */
export function PackForm({
  loaded,
  roll,
  setup,
  onChange,
}: {
  readonly loaded: LoadedPack;
  readonly roll: PackRoll;
  readonly setup: PackSetup;
  readonly onChange: (setup: PackSetup) => void;
}) {
  const { t } = useTranslation();
  const { pack } = loaded;
  const words = usePackWords(pack);
  const fields = useMemo(() => new Map(pack.fields.map((f) => [f.id, f])), [pack]);
  const change = (patch: Partial<PackSetup>) => onChange({ ...setup, ...patch } as PackSetup);
  // In the order the pack lists the roll's fields: each list of units in its own box, the fields between two lists in a
  // set-up box, its numbers and choices side by side and its ticks under them, as a built-in game's set-up.
  return runsOf(roll.fields.flatMap((id) => fields.get(id) ?? [])).map((run) => {
    if (Array.isArray(run)) {
      const [flags, others] = [run.filter((f) => f.kind === 'flag'), run.filter((f) => f.kind !== 'flag')];
      return (
        <FormSection key={run[0]?.id} legend={t('combat.setup')}>
          {others.length > 0 && (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <SetupFields
                values={valuesOf(others, setup)}
                onChange={change}
                fields={others.map((f) => specOf(f, words.say))}
              />
            </div>
          )}
          <SetupFields
            values={valuesOf(flags, setup)}
            onChange={change}
            fields={flags.map((f) => specOf(f, words.say))}
          />
        </FormSection>
      );
    }
    const field = run;
    const { id } = field;
    const units = (Array.isArray(setup[id]) ? setup[id] : []) as readonly PackUnit[];
    return (
      <UnitRows<PackUnit>
        key={id}
        legend={words.say(field.label)}
        units={units}
        onChange={(next) => onChange({ ...setup, [id]: next })}
        newUnit={Object.fromEntries(field.fields.map((f) => [f.id, f.default]))}
        min={field.min}
        max={field.max}
        unitLegend={(n) => t('packs.unit', { n })}
        removeLabel={(n) => t('packs.removeUnit', { n })}
        add={{
          label: t('packs.addUnit'),
          ariaLabel: t('packs.addUnitTo', { list: words.say(field.label) }),
          fullMessage: t('packs.full', { max: field.max }),
        }}
        fields={(unit, changeUnit) => {
          const drawn = (fields: readonly ValueField[]) => (
            <SetupFields
              values={valuesOf(fields, unit)}
              onChange={changeUnit}
              fields={fields.map((f) => specOf(f, words.say))}
            />
          );
          // A unit's ticks stacked after its other fields, as a built-in game's.
          const flags = field.fields.filter((f) => f.kind === 'flag');
          return (
            <>
              {drawn(field.fields.filter((f) => f.kind !== 'flag'))}
              {flags.length > 0 && <div className="flex flex-col">{drawn(flags)}</div>}
            </>
          );
        }}
      />
    );
  });
}
