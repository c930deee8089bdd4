import { memo, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { type FireBand, JDG_FIRE, JDG_FIRE_KINDS, JDG_HEX_TERRAINS, JDG_LIMITS } from '../../rules/jours-de-gloire';
import { useSetupOf } from '../../state/combat/combat-store';
import { CheckboxField } from '../../ui/checkbox-field';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { options } from '../shared/options';
import { type BandWords, RollingScreenLayout } from '../shared/rolling-screen';
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
  const range = (limits: { min: number; max: number }) => t('errors.integer-range', limits);
  return (
    <FormSection legend={t('combat.setup')}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <NumberField
          label={t('jdg:setup.fireStrength')}
          value={fire.strength}
          {...JDG_LIMITS.fireStrength}
          invalidMessage={range(JDG_LIMITS.fireStrength)}
          onCommit={(strength) => setFire({ strength })}
        />
        <SelectField
          label={t('jdg:setup.fireKind')}
          value={fire.kind}
          // Each card numbers counter-battery fire its own way: 7.1 on the 2016 card, 7.6 on the 2006 one.
          options={options(JDG_FIRE_KINDS, t, edition === '2006' ? 'jdg:fireKinds2006' : 'jdg:fireKinds')}
          onChange={(kind) => setFire({ kind })}
        />
        <NumberField
          label={t('jdg:setup.effectiveRange')}
          value={fire.effectiveRange}
          {...JDG_LIMITS.effectiveRange}
          invalidMessage={range(JDG_LIMITS.effectiveRange)}
          onCommit={(effectiveRange) => setFire({ effectiveRange })}
        />
        <NumberField
          label={t('jdg:setup.distance')}
          value={fire.distance}
          {...JDG_LIMITS.distance}
          invalidMessage={range(JDG_LIMITS.distance)}
          onCommit={(distance) => setFire({ distance })}
        />
        <SelectField
          label={t('jdg:setup.firerHex')}
          value={fire.firerHex}
          options={options(JDG_HEX_TERRAINS, t, 'jdg:terrain')}
          onChange={(firerHex) => setFire({ firerHex })}
        />
      </div>
      <CheckboxField
        label={t('jdg:setup.combined')}
        checked={fire.combined}
        onChange={(combined) => setFire({ combined })}
      />
      <CheckboxField
        label={t('jdg:setup.firerInSquare')}
        checked={fire.firerInSquare}
        onChange={(firerInSquare) => setFire({ firerInSquare })}
      />
      <CheckboxField
        label={t('jdg:setup.massedTarget')}
        checked={fire.massedTarget}
        onChange={(massedTarget) => setFire({ massedTarget })}
      />
      <CheckboxField
        label={t('jdg:setup.targetInSquare')}
        checked={fire.targetInSquare}
        onChange={(targetInSquare) => setFire({ targetInSquare })}
      />
      <CheckboxField
        label={t('jdg:setup.targetIsArtillery')}
        checked={fire.targetIsArtillery}
        onChange={(targetIsArtillery) => setFire({ targetIsArtillery })}
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
      label: (band) => `${bandLabel(band, orLess)}${band.printed ? '' : ' †'}`,
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
