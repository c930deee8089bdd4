import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { LoadedPack, PackSetup, PackUnit } from '../../rules/packs/engine';
import type { PackField, PackRoll } from '../../rules/packs/format';
import { UnitRows } from '../../ui/unit-rows';
import { type SetupField, SetupFields } from '../shared/setup-fields';
import { type Texts, usePackWords } from './pack-words';

type ValueField = Exclude<PackField, { kind: 'units' }>;

/** A pack's field as every game's form draws its fields. */
const specOf = (field: ValueField, say: (texts: Texts) => string): SetupField<PackUnit> => {
  const label = say(field.label);
  if (field.kind === 'number') return { number: field.id, label, limits: field };
  if (field.kind === 'flag') return { flag: field.id, label };
  return { select: field.id, label, options: field.options.map((o) => ({ value: o.id, label: say(o.label) })) };
};

/** The values of `fields` in `values`, each field's default where it holds none of its kind. */
const valuesOf = (fields: readonly ValueField[], values: Readonly<Record<string, unknown>>): PackUnit =>
  Object.fromEntries(
    fields.map((f) => [
      f.id,
      typeof values[f.id] === typeof f.default ? (values[f.id] as PackUnit[string]) : f.default,
    ]),
  );

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
  // In the order the pack lists the roll's fields.
  return roll.fields.map((id) => {
    const field = fields.get(id);
    if (!field) return null;
    if (field.kind !== 'units') {
      return (
        <SetupFields
          key={id}
          values={valuesOf([field], setup)}
          onChange={(patch) => onChange({ ...setup, ...patch } as PackSetup)}
          fields={[specOf(field, words.say)]}
        />
      );
    }
    const units = (Array.isArray(setup[id]) ? setup[id] : []) as readonly PackUnit[];
    const unitDefault = Object.fromEntries(field.fields.map((f) => [f.id, f.default]));
    const setUnits = (next: readonly PackUnit[]) => onChange({ ...setup, [id]: next });
    return (
      <UnitRows
        key={id}
        legend={words.say(field.label)}
        units={units}
        unitLegend={(n) => t('packs.unit', { n })}
        removeLabel={(n) => t('packs.removeUnit', { n })}
        canRemove={units.length > field.min}
        onRemove={(index) => setUnits(units.filter((_, j) => j !== index))}
        add={{
          label: t('packs.addUnit'),
          ariaLabel: t('packs.addUnitTo', { list: words.say(field.label) }),
          max: field.max,
          fullMessage: t('packs.full', { max: field.max }),
          onAdd: () => setUnits([...units, units.at(-1) ?? unitDefault]),
        }}
        fields={(unit, i) => (
          <SetupFields
            values={valuesOf(field.fields, unit)}
            onChange={(patch) => setUnits(units.map((u, j) => (j === i ? ({ ...u, ...patch } as PackUnit) : u)))}
            fields={field.fields.map((f) => specOf(f, words.say))}
          />
        )}
      />
    );
  });
}
