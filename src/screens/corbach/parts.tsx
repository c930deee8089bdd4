/** Pieces the Corbach combat and artillery screens share: the terrain of the defender or target, the result codes. */
import { useTranslation } from '../../i18n/use-translation';
import { CORBACH_CODES, CORBACH_HEXES, CORBACH_HEXSIDES, CORBACH_LEVELS } from '../../rules/corbach';
import { useSetupOf } from '../../state/combat/combat-store';
import { FormSection } from '../../ui/form-section';
import { TitledSection } from '../../ui/titled-section';
import { SetupFields } from '../shared/setup-fields';
import { partChanger } from '../shared/setup-part';

export function CorbachTerrainFields() {
  const { t } = useTranslation(['common', 'corbach']);
  const terrain = useSetupOf('corbach', (c) => c.terrain);
  const setTerrain = partChanger('corbach', 'terrain');
  return (
    <FormSection legend={t('corbach:setup.terrain')}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SetupFields
          values={terrain}
          onChange={setTerrain}
          fields={[
            { select: 'hex', chips: true, label: t('corbach:setup.hex'), ids: CORBACH_HEXES, words: 'corbach:terrain' },
            { select: 'hexside', label: t('corbach:setup.hexside'), ids: CORBACH_HEXSIDES, words: 'corbach:hexsides' },
            { select: 'level', label: t('corbach:setup.level'), ids: CORBACH_LEVELS, words: 'corbach:levels' },
          ]}
        />
      </div>
    </FormSection>
  );
}

/** The card's key to its result codes. */
export function ResultCodes() {
  const { t } = useTranslation(['common', 'corbach']);
  return (
    <TitledSection id="corbach-codes" title={t('corbach:codes.title')} className="flex flex-col gap-1 text-sm">
      <p>{t('corbach:codes.intro')}</p>
      <ul className="list-disc pl-5">
        {CORBACH_CODES.map((code) => (
          <li key={code}>{t(`corbach:codes.${code}`)}</li>
        ))}
      </ul>
    </TitledSection>
  );
}
