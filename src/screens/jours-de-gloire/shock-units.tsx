import { memo } from 'react';
import { useRulesText } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import type { FieldError } from '../../rules/core/types';
import { MAX_UNITS_PER_SIDE } from '../../rules/core/validation';
import {
  JDG_ATTACKER_TYPES,
  JDG_DEFENDER_TYPES,
  JDG_HEX_TERRAINS,
  JDG_LIMITS,
  type ShockAttacker,
  type ShockDefender,
} from '../../rules/jours-de-gloire';
import { useSetupOf } from '../../state/combat/combat-store';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { UnitRows } from '../../ui/unit-rows';
import { options } from '../shared/options';
import {
  addAttacker,
  addDefender,
  removeAttacker,
  removeDefender,
  updateAttacker,
  updateDefender,
} from './setup-actions';

/** One side's units in a shock: strength, cohesion and type, and an attacker's hex; redrawn only when they change. */
export const UnitList = memo(function UnitList({
  side,
  listError,
}: {
  readonly side: 'attackers' | 'defenders';
  readonly listError: FieldError | undefined;
}) {
  const { t } = useTranslation(['common', 'jdg']);
  const text = useRulesText('jdg');
  const units = useSetupOf('jdg', (j) => j.shock[side]);
  const update = side === 'attackers' ? updateAttacker : updateDefender;
  const add = side === 'attackers' ? addAttacker : addDefender;
  const remove = side === 'attackers' ? removeAttacker : removeDefender;
  const range = (limits: { min: number; max: number }) => t('errors.integer-range', limits);
  return (
    <UnitRows<ShockAttacker | ShockDefender>
      legend={t(side === 'attackers' ? 'jdg:setup.attackers' : 'jdg:setup.defenders')}
      units={units}
      unitLegend={(n) => t('jdg:setup.unit', { n })}
      removeLabel={(n) => t(side === 'attackers' ? 'jdg:setup.removeAttacker' : 'jdg:setup.removeDefender', { n })}
      onRemove={remove}
      error={listError && text.errorText(listError)}
      errorId={`${side}-error`}
      add={{
        label: t(side === 'attackers' ? 'jdg:setup.addAttacker' : 'jdg:setup.addDefender'),
        max: MAX_UNITS_PER_SIDE,
        fullMessage: t('limits.units', { max: MAX_UNITS_PER_SIDE }),
        onAdd: add,
      }}
      fields={(unit, i) => (
        <>
          <NumberField
            label={t('jdg:setup.strength')}
            value={unit.strength}
            {...JDG_LIMITS.strength}
            invalidMessage={range(JDG_LIMITS.strength)}
            onCommit={(strength) => update(i, { strength })}
          />
          <NumberField
            label={t('jdg:setup.cohesion')}
            value={unit.cohesion}
            {...JDG_LIMITS.cohesion}
            invalidMessage={range(JDG_LIMITS.cohesion)}
            onCommit={(cohesion) => update(i, { cohesion })}
          />
          {side === 'attackers' && 'hex' in unit ? (
            <>
              <SelectField
                label={t('jdg:setup.type')}
                value={unit.type}
                options={options(JDG_ATTACKER_TYPES, t, 'jdg:unitTypes')}
                onChange={(type) => updateAttacker(i, { type })}
              />
              <SelectField
                label={t('jdg:setup.attackerHex')}
                value={unit.hex}
                options={options(JDG_HEX_TERRAINS, t, 'jdg:terrain')}
                onChange={(hex) => updateAttacker(i, { hex })}
              />
            </>
          ) : (
            <SelectField
              label={t('jdg:setup.type')}
              value={unit.type}
              options={options(JDG_DEFENDER_TYPES, t, 'jdg:unitTypes')}
              onChange={(type) => updateDefender(i, { type })}
            />
          )}
        </>
      )}
    />
  );
});
