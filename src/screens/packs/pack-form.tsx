import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { LoadedPack, PackSetup, PackUnit } from '../../rules/packs/engine';
import type { PackField, PackRoll } from '../../rules/packs/format';
import { CheckboxField } from '../../ui/checkbox-field';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { UnitRows } from '../../ui/unit-rows';
import { withMinusSign } from '../shared/totals-label';
import { type Texts, usePackWords } from './pack-words';

type ValueField = Exclude<PackField, { kind: 'units' }>;

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
  const change = (id: string, value: PackSetup[string]) => onChange({ ...setup, [id]: value });
  // In the order the pack lists the roll's fields.
  return roll.fields.map((id) => {
    const field = fields.get(id);
    if (!field) return null;
    if (field.kind !== 'units') {
      return (
        <ValueInput key={id} field={field} value={setup[id]} onChange={(value) => change(id, value)} say={words.say} />
      );
    }
    const units = (Array.isArray(setup[id]) ? setup[id] : []) as readonly PackUnit[];
    const unitDefault = Object.fromEntries(field.fields.map((f) => [f.id, f.default]));
    const setUnits = (next: readonly PackUnit[]) => change(id, next);
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
        fields={(unit, i) =>
          field.fields.map((f) => (
            <ValueInput
              key={f.id}
              field={f}
              value={unit[f.id]}
              onChange={(value) => setUnits(units.map((u, j) => (j === i ? { ...u, [f.id]: value } : u)))}
              say={words.say}
            />
          ))
        }
      />
    );
  });
}
