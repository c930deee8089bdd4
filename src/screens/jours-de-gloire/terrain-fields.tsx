import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  JDG_BRIDGE_SPANS,
  JDG_HEX_TERRAINS,
  JDG_HEXSIDES,
  JDG_LIMITS,
  JDG_WORK_DIRECTIONS,
  JDG_WORKS,
} from '../../rules/jours-de-gloire';
import { useSetupOf } from '../../state/combat/combat-store';
import { ChoiceField } from '../../ui/choice-field';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { options } from '../shared/options';
import './play-texts';
import { FormSection } from '../../ui/form-section';
import { setTerrain } from './setup-actions';

/**
 * The terrain of the combat, shared by the fire and shock screens (and set from the terrain chart). Re-rendered only
 * when the terrain changes.
 */
export const TerrainFields = memo(function TerrainFields({ side }: { readonly side: 'fire' | 'shock' }) {
  const { t } = useTranslation(['common', 'jdg']);
  const terrain = useSetupOf('jdg', (j) => j.terrain);
  const fire = side === 'fire';
  return (
    <FormSection legend={t('jdg:tables.tec')}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <ChoiceField
          label={t(fire ? 'jdg:setup.targetHex' : 'jdg:setup.defenderHex')}
          value={terrain.hex}
          options={options(JDG_HEX_TERRAINS, t, 'jdg:terrain')}
          onChange={(hex) => setTerrain({ hex })}
        />
        <SelectField
          label={t(fire ? 'jdg:setup.hexsideFire' : 'jdg:setup.hexside')}
          value={terrain.hexside}
          options={options(JDG_HEXSIDES, t, 'jdg:hexsides')}
          onChange={(hexside) => setTerrain({ hexside })}
        />
        {!fire && terrain.hexside === 'bridge' && (
          <SelectField
            label={t('jdg:setup.bridgeSpans')}
            value={terrain.bridgeSpans}
            options={options(JDG_BRIDGE_SPANS, t, 'jdg:bridgeSpans')}
            onChange={(bridgeSpans) => setTerrain({ bridgeSpans })}
          />
        )}
        <NumberField
          label={t(fire ? 'jdg:setup.levelDifferenceFire' : 'jdg:setup.levelDifference')}
          help={t('jdg:setup.levelHelp')}
          value={terrain.levelDifference}
          min={JDG_LIMITS.levelDifference.min}
          max={JDG_LIMITS.levelDifference.max}
          invalidMessage={t('errors.integer-range', JDG_LIMITS.levelDifference)}
          onCommit={(levelDifference) => setTerrain({ levelDifference })}
        />
        <SelectField
          label={t('jdg:setup.work')}
          value={terrain.work}
          options={options(JDG_WORKS, t, 'jdg:works')}
          onChange={(work) => setTerrain({ work })}
        />
        {terrain.work !== 'none' && (
          <SelectField
            label={t('jdg:setup.workDirection')}
            value={terrain.workDirection}
            options={options(JDG_WORK_DIRECTIONS, t, 'jdg:workDirections')}
            onChange={(workDirection) => setTerrain({ workDirection })}
          />
        )}
      </div>
    </FormSection>
  );
});
