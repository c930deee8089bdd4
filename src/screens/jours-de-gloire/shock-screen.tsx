import { memo, useMemo } from 'react';
import { useRulesText } from '../../i18n/rules-text';
import { byKey, useTranslation } from '../../i18n/use-translation';
import {
  JDG_ATTACK_DIRECTIONS,
  JDG_ATTACK_MODES,
  JDG_SHOCK,
  type ShockBand,
  shockOddsChanges,
  shockOutcome,
} from '../../rules/jours-de-gloire';
import { useSetupOf } from '../../state/combat/combat-store';
import { OddsChangesLine } from '../shared/odds-changes';
import { type BandWords, RollingScreenLayout } from '../shared/rolling-screen';
import { SetupFields } from '../shared/setup-fields';
import { useResolution } from '../shared/use-resolution';
import { setShock } from './setup-actions';
import { UnitList } from './shock-units';
import { shockKeyLines, shockResultLines, shockResultWords, shockWord } from './shock-words';
import { TerrainFields } from './terrain-fields';
import './play-texts';
import './log-words';
import '../shared/screens.css';
import { FormSection } from '../../ui/form-section';

function bandLabel(band: ShockBand, to: string): string {
  if (band.min === null) return `< ${(band.max ?? 0) + 1}`;
  if (band.max === null) return `${band.min} +`;
  return `${band.min} ${to} ${band.max}`;
}

// The set-up's parts (each side's units: shock-units.tsx) re-render only when their own part of the set-up (or its
// error) changes, not at every change of the combat: a tap then redraws the field tapped and the result, not the whole form.

/** How the attack is made; `modeError` and `squareError` are the words of their fields' errors, if any. */
const ShockSituation = memo(function ShockSituation({
  modeError,
  squareError,
}: {
  readonly modeError: string | undefined;
  readonly squareError: string | undefined;
}) {
  const { t } = useTranslation(['common', 'jdg']);
  const shock = useSetupOf('jdg', (j) => j.shock);
  return (
    <FormSection legend={t('combat.setup')}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SetupFields
          values={shock}
          onChange={setShock}
          fields={[
            { select: 'mode', label: t('jdg:setup.mode'), ids: JDG_ATTACK_MODES, words: 'jdg:modes', error: modeError },
            {
              select: 'direction',
              label: t('jdg:setup.direction'),
              ids: JDG_ATTACK_DIRECTIONS,
              words: 'jdg:directions',
            },
          ]}
        />
      </div>
      <SetupFields
        values={shock}
        onChange={setShock}
        fields={[
          { flag: 'defenderRouted', label: t('jdg:setup.defenderRouted') },
          { flag: 'defenderInSquare', label: t('jdg:setup.defenderInSquare'), error: squareError },
          { flag: 'attackerRearExposed', label: t('jdg:setup.attackerRearExposed') },
        ]}
      />
    </FormSection>
  );
});

/** The card's key under the table: the same whatever the combat, drawn once per language. */
const ShockKey = memo(function ShockKey() {
  const { t } = useTranslation('jdg');
  return (
    <ul className="text-sm">
      {(t('shockKey', { returnObjects: true }) as readonly string[]).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
});

/** Shock and charge: units, terrain and position; odds and every modifier; the shock and charge table; the roll. */
export function ShockScreen() {
  const { t } = useTranslation(['common', 'jdg']);
  const text = useRulesText('jdg');
  const setup = useSetupOf('jdg');
  const resolution = useResolution('jdg/shock', setup, JDG_SHOCK);
  const { errors } = resolution;
  const errorFor = (field: string) => {
    const error = errors.find((e) => e.field === field);
    return error && text.errorText(error);
  };
  // Each row worded for this combat's defenders: the card's cavalry-only entry is the result only for cavalry.
  // Made once per language and kind of defender: the table then redraws only the rows a roll changes.
  const defenders = resolution.shownSetup?.shock.defenders ?? setup.shock.defenders;
  const bands = useMemo((): BandWords<ShockBand> => {
    const result = (id: string) => shockWord(t, id);
    return {
      label: (band) => bandLabel(band, t('combat.to')),
      name: (band) => shockResultWords(byKey(t), shockOutcome(band, defenders)),
      meaning: (band) => {
        const outcome = shockOutcome(band, defenders);
        return shockKeyLines(t, [result(outcome.defender), result(outcome.attacker)]);
      },
      said: (band) => {
        const [defender, attacker] = shockResultLines(byKey(t), shockOutcome(band, defenders));
        return (
          <>
            {defender}
            <br />
            {attacker}
          </>
        );
      },
      cells: (band) => {
        const outcome = shockOutcome(band, defenders);
        return [
          // In italics, as the card's key says, only the entry for cavalry: where no defender is cavalry, the row reads
          // plain "no effect".
          band.defenderCavalryOnly && outcome.defender !== 'no-effect' ? (
            <em key="defender">{result(outcome.defender)}</em>
          ) : (
            result(outcome.defender)
          ),
          result(outcome.attacker),
        ];
      },
    };
  }, [t, defenders]);

  return (
    <RollingScreenLayout
      rollKey="jdg/shock"
      resolution={resolution}
      title={t('jdg:tables.shock-table')}
      lead={<p className="text-sm">{t('jdg:setup.disorderedCohesion')}</p>}
      form={
        <>
          <UnitList side="attackers" listError={errors.find((e) => e.field === 'shock.attackers')} />
          <UnitList side="defenders" listError={errors.find((e) => e.field === 'shock.defenders')} />
          <ShockSituation modeError={errorFor('shock.mode')} squareError={errorFor('shock.defenderInSquare')} />
          <TerrainFields side="shock" />
        </>
      }
      table={{ caption: t('jdg:tables.shock-table'), headers: [t('combat.defender'), t('combat.attacker')] }}
      bands={bands}
      afterModifiers={
        resolution.modifier !== null &&
        resolution.shownSetup && (
          <OddsChangesLine
            setup={resolution.shownSetup.shock}
            changesOf={shockOddsChanges}
            rounding={t('jdg:oddsRounding')}
          />
        )
      }
      afterTable={<ShockKey />}
    />
  );
}
