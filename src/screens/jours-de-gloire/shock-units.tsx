import { memo } from 'react';
import { useRulesText } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import type { FieldError } from '../../rules/core/types';
import { MAX_UNITS_PER_SIDE } from '../../rules/core/validation';
import {
  JDG_ATTACKER_TYPES,
  JDG_DEFAULT_SETUP,
  JDG_DEFENDER_TYPES,
  JDG_HEX_TERRAINS,
  JDG_LIMITS,
  type ShockAttacker,
  type ShockDefender,
} from '../../rules/jours-de-gloire';
import { useSetupOf } from '../../state/combat/combat-store';
import { UnitRows } from '../../ui/unit-rows';
import { SetupFields } from '../shared/setup-fields';
import { setShock } from './setup-actions';

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
  return (
    <UnitRows<ShockAttacker | ShockDefender>
      legend={t(side === 'attackers' ? 'jdg:setup.attackers' : 'jdg:setup.defenders')}
      units={units}
      onChange={(next) => setShock({ [side]: next })}
      newUnit={JDG_DEFAULT_SETUP.shock[side][0] as ShockAttacker | ShockDefender}
      max={MAX_UNITS_PER_SIDE}
      unitLegend={(n) => t('jdg:setup.unit', { n })}
      removeLabel={(n) => t(side === 'attackers' ? 'jdg:setup.removeAttacker' : 'jdg:setup.removeDefender', { n })}
      error={listError && text.errorText(listError)}
      errorId={`${side}-error`}
      add={{
        label: t(side === 'attackers' ? 'jdg:setup.addAttacker' : 'jdg:setup.addDefender'),
        fullMessage: t('limits.units', { max: MAX_UNITS_PER_SIDE }),
      }}
      fields={(unit, change) => {
        const numbers = [
          { number: 'strength', label: t('jdg:setup.strength'), limits: JDG_LIMITS.strength },
          { number: 'cohesion', label: t('jdg:setup.cohesion'), limits: JDG_LIMITS.cohesion },
        ] as const;
        const type = t('jdg:setup.type');
        return 'hex' in unit ? (
          <SetupFields
            values={unit}
            onChange={change}
            fields={[
              ...numbers,
              { select: 'type', label: type, ids: JDG_ATTACKER_TYPES, words: 'jdg:unitTypes' },
              { select: 'hex', label: t('jdg:setup.attackerHex'), ids: JDG_HEX_TERRAINS, words: 'jdg:terrain' },
            ]}
          />
        ) : (
          <SetupFields
            values={unit}
            onChange={change}
            fields={[...numbers, { select: 'type', label: type, ids: JDG_DEFENDER_TYPES, words: 'jdg:unitTypes' }]}
          />
        );
      }}
    />
  );
});
