import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  JDG_CLEAR_STEP,
  JDG_HEX_TERRAINS,
  JDG_MOVE_HEXSIDES,
  JDG_MOVE_LEVELS,
  JDG_MOVE_ROADS,
  JDG_MOVE_WORKS,
  JDG_MOVING_UNITS,
  type JdgMoveStep,
  priceJdgStep,
  validateJdgMovement,
} from '../../rules/jours-de-gloire';
import { useSetupOf } from '../../state/combat/combat-store';
import { CheckboxField } from '../../ui/checkbox-field';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { MovementView } from '../shared/movement-view';
import { options } from '../shared/options';
import { partChanger } from '../shared/setup-part';
import '../shared/movement-texts';
import './play-texts';
import '../shared/screens.css';

const FLAGS = ['friendlyUnit', 'leavingEnemyZoc', 'enteringEnemyZoc', 'adjacentToEnemy'] as const;

/** Jours de Gloire: a move priced on the chart's movement columns, with footnotes [c], [d] and [i]. */
export function JdgMovementScreen() {
  const { t } = useTranslation(['common', 'jdg', 'movement']);
  const movement = useSetupOf('jdg', (j) => j.movement);
  const edition = useSetupOf('jdg', (j) => j.edition);
  const onChange = partChanger('jdg', 'movement');
  const { unit, disordered } = movement;
  const price = useCallback(
    (step: JdgMoveStep) => priceJdgStep({ unit, disordered }, step, edition),
    [unit, disordered, edition],
  );
  return (
    <MovementView
      namespace="jdg"
      movement={movement}
      errors={validateJdgMovement(movement)}
      onChange={onChange}
      price={price}
      newStep={JDG_CLEAR_STEP}
      unitFields={
        <>
          <SelectField
            label={t('movement:unitType')}
            value={movement.unit}
            options={options(JDG_MOVING_UNITS, t, 'jdg:columns')}
            onChange={(unit) => onChange({ unit })}
          />
          <CheckboxField
            label={t('jdg:movement.disordered')}
            checked={movement.disordered}
            onChange={(disordered) => onChange({ disordered })}
          />
        </>
      }
      stepFields={(step, _i, update) => (
        <>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SelectField
              label={t('jdg:movement.fields.hex')}
              value={step.hex}
              options={options(JDG_HEX_TERRAINS, t, 'jdg:terrain')}
              onChange={(hex) => update({ hex })}
            />
            <SelectField
              label={t('jdg:movement.fields.road')}
              value={step.road}
              options={options(JDG_MOVE_ROADS, t, 'jdg:movement.roads')}
              onChange={(road) => update({ road })}
            />
            <SelectField
              label={t('jdg:movement.fields.hexside')}
              value={step.hexside}
              options={options(JDG_MOVE_HEXSIDES, t, 'jdg:hexsides')}
              onChange={(hexside) => update({ hexside })}
            />
            <SelectField
              label={t('jdg:movement.fields.work')}
              value={step.work}
              options={options(JDG_MOVE_WORKS, t, 'jdg:works')}
              onChange={(work) => update({ work })}
            />
            <NumberField
              label={t('jdg:movement.fields.levelChange')}
              value={step.levelChange}
              {...JDG_MOVE_LEVELS}
              invalidMessage={t('errors.integer-range', JDG_MOVE_LEVELS)}
              onCommit={(levelChange) => update({ levelChange })}
            />
          </div>
          {FLAGS.map((flag) => (
            <CheckboxField
              key={flag}
              label={t(`jdg:movement.fields.${flag}`)}
              checked={step[flag]}
              onChange={(checked) => update({ [flag]: checked })}
            />
          ))}
        </>
      )}
    />
  );
}
