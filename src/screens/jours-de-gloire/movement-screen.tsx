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
import { MovementView } from '../shared/movement-view';
import { SetupFields } from '../shared/setup-fields';
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
        <SetupFields
          values={movement}
          onChange={onChange}
          fields={[
            { select: 'unit', label: t('movement:unitType'), ids: JDG_MOVING_UNITS, words: 'jdg:columns' },
            { flag: 'disordered', label: t('jdg:movement.disordered') },
          ]}
        />
      }
      stepFields={(step, _i, update) => (
        <>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SetupFields
              values={step}
              onChange={update}
              fields={[
                { select: 'hex', label: t('jdg:movement.fields.hex'), ids: JDG_HEX_TERRAINS, words: 'jdg:terrain' },
                {
                  select: 'road',
                  label: t('jdg:movement.fields.road'),
                  ids: JDG_MOVE_ROADS,
                  words: 'jdg:movement.roads',
                },
                {
                  select: 'hexside',
                  label: t('jdg:movement.fields.hexside'),
                  ids: JDG_MOVE_HEXSIDES,
                  words: 'jdg:hexsides',
                },
                { select: 'work', label: t('jdg:movement.fields.work'), ids: JDG_MOVE_WORKS, words: 'jdg:works' },
                { number: 'levelChange', label: t('jdg:movement.fields.levelChange'), limits: JDG_MOVE_LEVELS },
              ]}
            />
          </div>
          <SetupFields
            values={step}
            onChange={update}
            fields={FLAGS.map((flag) => ({ flag, label: t(`jdg:movement.fields.${flag}`) }))}
          />
        </>
      )}
    />
  );
}
