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
import { MovementView } from '../shared/movement-view';
import '../shared/movement-texts';
import { SetupFields } from '../shared/setup-fields';
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
        <SetupFields
          values={movement}
          onChange={onChange}
          fields={[
            {
              select: 'unit',
              label: t('movement:unitType'),
              ids: CORBACH_MOVING_UNITS,
              words: 'corbach:movement.units',
            },
          ]}
        />
      }
      stepFields={(step, _i, update) => (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SetupFields
            values={step}
            onChange={update}
            fields={[
              {
                select: 'hex',
                label: t('corbach:movement.fields.hex'),
                ids: CORBACH_MOVE_HEXES,
                words: 'corbach:terrain',
              },
              {
                select: 'road',
                label: t('corbach:movement.fields.road'),
                ids: CORBACH_MOVE_ROADS,
                words: 'corbach:movement.roads',
              },
              {
                select: 'hexside',
                label: t('corbach:movement.fields.hexside'),
                ids: CORBACH_HEXSIDES,
                words: 'corbach:hexsides',
              },
              {
                select: 'level',
                label: t('corbach:movement.fields.level'),
                ids: CORBACH_LEVELS,
                words: 'corbach:levels',
              },
            ]}
          />
        </div>
      )}
    />
  );
}
