import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { type ArtilleryBand, CORBACH_ARTILLERY, CORBACH_LIMITS } from '../../rules/corbach';
import { useSetupOf } from '../../state/combat/combat-store';
import { FormSection } from '../../ui/form-section';
import { type BandWords, RollingScreenLayout } from '../shared/rolling-screen';
import { SetupFields } from '../shared/setup-fields';
import { partChanger } from '../shared/setup-part';
import { totalsLabel } from '../shared/totals-label';
import { useResolution } from '../shared/use-resolution';
import { CorbachTerrainFields, ResultCodes } from './parts';
import { corbachKeyLines, corbachResultWords } from './result-words';

const resultCell = (band: ArtilleryBand) => [<strong key="r">{band.result}</strong>];
const isNoEffect = (band: ArtilleryBand) => band.id === '0-minus';

/** Corbach 1760 artillery fire: set-up, modifiers with their sources, the artillery table with chances, the roll. */
export function CorbachArtilleryScreen() {
  const { t } = useTranslation(['common', 'corbach']);
  const setup = useSetupOf('corbach');
  const artillery = setup.artillery;
  const setArtillery = partChanger('corbach', 'artillery');
  const resolution = useResolution('corbach/artillery', setup, CORBACH_ARTILLERY);
  const orLess = t('combat.orLess');
  // Made once per language: the table then redraws only the rows a roll changes.
  const bands = useMemo(
    (): BandWords<ArtilleryBand> => ({
      label: (band) => totalsLabel(band, orLess),
      name: (band) => corbachResultWords(t, band.result),
      meaning: (band) => corbachKeyLines(t, [band.result]),
      cells: resultCell,
      hideAtLeast: isNoEffect,
    }),
    [t, orLess],
  );

  return (
    <RollingScreenLayout
      rollKey="corbach/artillery"
      resolution={resolution}
      title={t('corbach:screens.artillery')}
      form={
        <>
          <FormSection legend={t('combat.setup')}>
            <SetupFields
              values={artillery}
              onChange={setArtillery}
              fields={[
                { number: 'distance', label: t('corbach:setup.distance'), limits: CORBACH_LIMITS.distance },
                { flag: 'targetLight', label: t('corbach:setup.targetLight') },
                { flag: 'firerDisorganised', label: t('corbach:setup.firerDisorganised') },
                { flag: 'againstFlank', label: t('corbach:setup.againstFlank') },
                { flag: 'twelvePounder', label: t('corbach:setup.twelvePounder') },
              ]}
            />
          </FormSection>
          <CorbachTerrainFields />
        </>
      }
      table={{ caption: t('corbach:tables.corbach-artillery'), headers: [t('combat.effect')] }}
      bands={bands}
      afterTable={<ResultCodes />}
    />
  );
}
