import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  CORBACH_CLEAR_STEP,
  CORBACH_HEXSIDES,
  CORBACH_LEVELS,
  CORBACH_MOVE_HEXES,
  CORBACH_MOVE_ROADS,
  CORBACH_MOVING_UNITS,
  type CorbachMoveStep,
  priceCorbachStep,
} from '../../rules/corbach';
import { useSetupOf } from '../../state/combat/combat-store';
import { SelectField } from '../../ui/select-field';
import { MovementView } from '../shared/movement-view';
import '../shared/movement-texts';
import { options } from '../shared/options';
import { partChanger } from '../shared/setup-part';

/** Corbach 1760: a move priced on the terrain effect table's cost column, with its notes 1 to 3. */
export function CorbachMovementScreen() {
  const { t } = useTranslation(['common', 'corbach', 'movement']);
  const movement = useSetupOf('corbach', (c) => c.movement);
  const onChange = partChanger('corbach', 'movement');
  const { unit } = movement;
  const price = useCallback((step: CorbachMoveStep) => priceCorbachStep(unit, step), [unit]);
  return (
    <MovementView
      namespace="corbach"
      movement={movement}
      onChange={onChange}
      price={price}
      newStep={CORBACH_CLEAR_STEP}
      footnote={t('corbach:movement.noZocCosts')}
      unitFields={
        <SelectField
          label={t('movement:unitType')}
          value={movement.unit}
          options={options(CORBACH_MOVING_UNITS, t, 'corbach:movement.units')}
          onChange={(unit) => onChange({ unit })}
        />
      }
      stepFields={(step, _i, update) => (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField
            label={t('corbach:movement.fields.hex')}
            value={step.hex}
            options={options(CORBACH_MOVE_HEXES, t, 'corbach:terrain')}
            onChange={(hex) => update({ hex })}
          />
          <SelectField
            label={t('corbach:movement.fields.road')}
            value={step.road}
            options={options(CORBACH_MOVE_ROADS, t, 'corbach:movement.roads')}
            onChange={(road) => update({ road })}
          />
          <SelectField
            label={t('corbach:movement.fields.hexside')}
            value={step.hexside}
            options={options(CORBACH_HEXSIDES, t, 'corbach:hexsides')}
            onChange={(hexside) => update({ hexside })}
          />
          <SelectField
            label={t('corbach:movement.fields.level')}
            value={step.level}
            options={options(CORBACH_LEVELS, t, 'corbach:levels')}
            onChange={(level) => update({ level })}
          />
        </div>
      )}
    />
  );
}
