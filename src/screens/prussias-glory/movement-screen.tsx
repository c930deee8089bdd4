import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  PG_CLEAR_STEP,
  PG_HEXES,
  PG_HEXSIDES,
  PG_MOVE_LIMITS,
  PG_MOVING_UNITS,
  PG_ZOC_EXITS,
  type PgHexId,
  type PgHexsideId,
  type PgMoveStep,
  pricePgStep,
} from '../../rules/prussias-glory';
import { useSetupOf } from '../../state/combat/combat-store';
import { CheckboxField } from '../../ui/checkbox-field';
import { MovementView } from '../shared/movement-view';
import '../shared/movement-texts';
import { SetupFields } from '../shared/setup-fields';
import { partChanger } from '../shared/setup-part';

const HEX_CHOICES = PG_HEXES.map((r) => r.id).filter((id) => id !== 'clear');
const HEXSIDE_CHOICES = PG_HEXSIDES.map((r) => r.id);

/** Adds or removes an id, keeping the card's order. */
function toggle<T extends string>(all: readonly T[], chosen: readonly T[], id: T, on: boolean): T[] {
  return all.filter((x) => (x === id ? on : chosen.includes(x)));
}

/** Prussia's Glory: the highest hex cost plus the hexsides, and the cost to leave an enemy ZoC. */
export function PgMovementScreen() {
  const { t } = useTranslation(['common', 'pg', 'movement']);
  const movement = useSetupOf('pg', (p) => p.movement);
  const onChange = partChanger('pg', 'movement');
  const { unit, inColumn, allowance } = movement;
  const price = useCallback(
    (step: PgMoveStep, spentBefore: number) => pricePgStep({ unit, inColumn, allowance }, step, spentBefore),
    [unit, inColumn, allowance],
  );
  return (
    <MovementView
      namespace="pg"
      movement={movement}
      onChange={onChange}
      price={price}
      newStep={PG_CLEAR_STEP}
      footnote={t('pg:movementRule')}
      unitFields={
        <SetupFields
          values={movement}
          onChange={onChange}
          fields={[
            { select: 'unit', label: t('movement:unitType'), ids: PG_MOVING_UNITS, words: 'pg:movement.units' },
            { flag: 'inColumn', label: t('pg:movement.inColumn') },
          ]}
        />
      }
      stepFields={(step, _i, update) => (
        <>
          <fieldset className="flex flex-col">
            <legend className="text-sm font-medium">{t('pg:movement.fields.hexTerrains')}</legend>
            <div className="grid grid-cols-1 sm:grid-cols-2">
              {HEX_CHOICES.map((id: PgHexId) => (
                <CheckboxField
                  key={id}
                  label={t(`pg:hexes.${id}`)}
                  checked={step.hexTerrains.includes(id)}
                  onChange={(on) => update({ hexTerrains: toggle(HEX_CHOICES, step.hexTerrains, id, on) })}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="flex flex-col">
            <legend className="text-sm font-medium">
              {t('pg:movement.fields.hexsides', { max: PG_MOVE_LIMITS.hexsidesPerStep })}
            </legend>
            <div className="grid grid-cols-1 sm:grid-cols-2">
              {HEXSIDE_CHOICES.map((id: PgHexsideId) => {
                const checked = step.hexsides.includes(id);
                const full = step.hexsides.length >= PG_MOVE_LIMITS.hexsidesPerStep;
                return (
                  <CheckboxField
                    key={id}
                    label={t(`pg:hexsides.${id}`)}
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(on) => update({ hexsides: toggle(HEXSIDE_CHOICES, step.hexsides, id, on) })}
                  />
                );
              })}
            </div>
          </fieldset>
          <SetupFields
            values={step}
            onChange={update}
            fields={[
              {
                select: 'leavingZoc',
                label: t('pg:movement.fields.leavingZoc'),
                ids: PG_ZOC_EXITS,
                words: 'pg:movement.zoc',
              },
              (step.leavingZoc === 'prussian-engaged-cavalry' || step.leavingZoc === 'other-fast-engaged') && {
                flag: 'engagedByFormedCavalry',
                label: t('pg:movement.fields.engagedByFormedCavalry'),
              },
            ]}
          />
        </>
      )}
    />
  );
}
