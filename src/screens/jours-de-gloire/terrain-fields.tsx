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
import { SetupFields } from '../shared/setup-fields';
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
        <SetupFields
          values={terrain}
          onChange={setTerrain}
          fields={[
            {
              select: 'hex',
              chips: true,
              label: t(fire ? 'jdg:setup.targetHex' : 'jdg:setup.defenderHex'),
              ids: JDG_HEX_TERRAINS,
              words: 'jdg:terrain',
            },
            {
              select: 'hexside',
              label: t(fire ? 'jdg:setup.hexsideFire' : 'jdg:setup.hexside'),
              ids: JDG_HEXSIDES,
              words: 'jdg:hexsides',
            },
            !fire &&
              terrain.hexside === 'bridge' && {
                select: 'bridgeSpans',
                label: t('jdg:setup.bridgeSpans'),
                ids: JDG_BRIDGE_SPANS,
                words: 'jdg:bridgeSpans',
              },
            {
              number: 'levelDifference',
              label: t(fire ? 'jdg:setup.levelDifferenceFire' : 'jdg:setup.levelDifference'),
              help: t('jdg:setup.levelHelp'),
              limits: JDG_LIMITS.levelDifference,
            },
            { select: 'work', label: t('jdg:setup.work'), ids: JDG_WORKS, words: 'jdg:works' },
            terrain.work !== 'none' && {
              select: 'workDirection',
              label: t('jdg:setup.workDirection'),
              ids: JDG_WORK_DIRECTIONS,
              words: 'jdg:workDirections',
            },
          ]}
        />
      </div>
    </FormSection>
  );
});
