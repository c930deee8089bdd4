import { memo, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { type FireBand, JDG_FIRE, JDG_FIRE_KINDS, JDG_HEX_TERRAINS, JDG_LIMITS } from '../../rules/jours-de-gloire';
import { useSetupOf } from '../../state/combat/combat-store';
import { type BandWords, RollingScreenLayout } from '../shared/rolling-screen';
import { SetupFields } from '../shared/setup-fields';
import { useResolution } from '../shared/use-resolution';
import { setFire } from './setup-actions';
import { TerrainFields } from './terrain-fields';
import './play-texts';
import './log-words';
import '../shared/screens.css';
import { FormSection } from '../../ui/form-section';

function bandLabel(band: FireBand, orLess: string): string {
  if (band.min === null) return `${band.max} ${orLess}`;
  if (band.max === null) return `${band.min} +`;
  return `${band.min} → ${band.max}`;
}

const isNoEffect = (band: FireBand) => band.id === 'no-effect';

/** The firer, the fire and the target. Re-rendered only when they change, not at every change of the combat. */
const FireSituation = memo(function FireSituation() {
  const { t } = useTranslation(['common', 'jdg']);
  const fire = useSetupOf('jdg', (j) => j.fire);
  const edition = useSetupOf('jdg', (j) => j.edition);
  return (
    <FormSection legend={t('combat.setup')}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SetupFields
          values={fire}
          onChange={setFire}
          fields={[
            { number: 'strength', label: t('jdg:setup.fireStrength'), limits: JDG_LIMITS.fireStrength },
            // Each card numbers counter-battery fire its own way: 7.1 on the 2016 card, 7.6 on the 2006 one.
            {
              select: 'kind',
              label: t('jdg:setup.fireKind'),
              ids: JDG_FIRE_KINDS,
              words: edition === '2006' ? 'jdg:fireKinds2006' : 'jdg:fireKinds',
            },
            { number: 'effectiveRange', label: t('jdg:setup.effectiveRange'), limits: JDG_LIMITS.effectiveRange },
            { number: 'distance', label: t('jdg:setup.distance'), limits: JDG_LIMITS.distance },
            { select: 'firerHex', label: t('jdg:setup.firerHex'), ids: JDG_HEX_TERRAINS, words: 'jdg:terrain' },
          ]}
        />
      </div>
      <SetupFields
        values={fire}
        onChange={setFire}
        fields={[
          { flag: 'combined', label: t('jdg:setup.combined') },
          { flag: 'firerInSquare', label: t('jdg:setup.firerInSquare') },
          { flag: 'massedTarget', label: t('jdg:setup.massedTarget') },
          { flag: 'targetInSquare', label: t('jdg:setup.targetInSquare') },
          { flag: 'targetIsArtillery', label: t('jdg:setup.targetIsArtillery') },
        ]}
      />
    </FormSection>
  );
});

/** Artillery fire: set-up, modifiers with their sources, the fire table with chances, and the roll. */
export function FireScreen() {
  const { t } = useTranslation(['common', 'jdg']);
  const setup = useSetupOf('jdg');
  const resolution = useResolution('jdg/fire', setup, JDG_FIRE);
  const orLess = t('combat.orLess');
  // Made once per language: the table then redraws only the rows a roll changes.
  const bands = useMemo(
    (): BandWords<FireBand> => ({
      label: (band) => `${bandLabel(band, orLess)}${band.printed ? '' : '\u00a0†'}`,
      name: (band) => t(`jdg:fireBands.${band.id}`),
      meaning: (band) => [t(`jdg:fireBandMeaning.${band.id}`)],
      said: (band) => `${t(`jdg:fireBands.${band.id}`)} — ${t(`jdg:fireBandMeaning.${band.id}`)}`,
      cells: (band) => [
        <>
          <strong>{t(`jdg:fireBands.${band.id}`)}</strong>{' '}
          <span className="text-sm">{t(`jdg:fireBandMeaning.${band.id}`)}</span>
        </>,
      ],
      hideAtLeast: isNoEffect,
    }),
    [t, orLess],
  );
  const { chances } = resolution;

  return (
    <RollingScreenLayout
      rollKey="jdg/fire"
      resolution={resolution}
      title={t('jdg:tables.fire-drm')}
      totalLabel={t('combat.totalFire')}
      form={
        <>
          <FireSituation />
          <TerrainFields side="fire" />
        </>
      }
      table={{ caption: t('jdg:tables.fire-table'), headers: [t('combat.effect')] }}
      bands={bands}
      afterModifiers={
        chances?.exact.every(({ band, chance }) => band.id === 'no-effect' || chance.count === 0) && (
          <p className="font-medium">{t('combat.noEffectPossible')}</p>
        )
      }
    />
  );
}
