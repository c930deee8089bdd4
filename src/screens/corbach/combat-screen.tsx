import { useMemo } from 'react';
import { useRulesText } from '../../i18n/rules-text';
import { byKey, useTranslation } from '../../i18n/use-translation';
import {
  CORBACH_COMBAT,
  CORBACH_DEFAULT_SETUP,
  CORBACH_LIMITS,
  CORBACH_UNIT_TYPES,
  type CombatBand,
  type CorbachUnit,
  corbachDefenderResult,
  corbachOddsChanges,
} from '../../rules/corbach';
import type { FieldError } from '../../rules/core/types';
import { MAX_UNITS_PER_SIDE } from '../../rules/core/validation';
import { useSetupOf } from '../../state/combat/combat-store';
import { UnitRows } from '../../ui/unit-rows';
import { OddsChangesLine } from '../shared/odds-changes';
import { type BandWords, RollingScreenLayout } from '../shared/rolling-screen';
import { SetupFields } from '../shared/setup-fields';
import { partChanger } from '../shared/setup-part';
import { totalsLabel } from '../shared/totals-label';
import { useResolution } from '../shared/use-resolution';
import { CorbachTerrainFields, ResultCodes } from './parts';
import { corbachCombatWords, corbachKeyLines } from './result-words';

type Side = 'attackers' | 'defenders';

function UnitList({ side, errors }: { readonly side: Side; readonly errors: readonly FieldError[] }) {
  const { t } = useTranslation(['common', 'corbach']);
  const text = useRulesText('corbach');
  const units = useSetupOf('corbach', (c) => c.combat[side]);
  const setCombat = partChanger('corbach', 'combat');
  const listError = errors.find((e) => e.field === `combat.${side}`);
  return (
    <UnitRows<CorbachUnit>
      legend={t(`corbach:setup.${side}`)}
      units={units}
      onChange={(next) => setCombat({ [side]: next })}
      newUnit={CORBACH_DEFAULT_SETUP.combat[side][0] as CorbachUnit}
      max={MAX_UNITS_PER_SIDE}
      unitLegend={(n) => t('corbach:setup.unit', { n })}
      removeLabel={(n) => `${t(`corbach:setup.${side}`)} — ${t('corbach:setup.remove', { n })}`}
      error={listError && text.errorText(listError)}
      errorId={`corbach-${side}-error`}
      add={{
        label: t('corbach:setup.add'),
        ariaLabel: `${t(`corbach:setup.${side}`)} — ${t('corbach:setup.add')}`,
        fullMessage: t('limits.units', { max: MAX_UNITS_PER_SIDE }),
      }}
      fields={(unit, change) => (
        <>
          <SetupFields
            values={unit}
            onChange={change}
            fields={[
              { number: 'strength', label: t('corbach:setup.strength'), limits: CORBACH_LIMITS.strength },
              { number: 'morale', label: t('corbach:setup.morale'), limits: CORBACH_LIMITS.morale },
              { select: 'type', label: t('corbach:setup.type'), ids: CORBACH_UNIT_TYPES, words: 'corbach:unitTypes' },
            ]}
          />
          <div className="flex flex-col">
            <SetupFields
              values={unit}
              onChange={change}
              fields={[
                { flag: 'light', label: t('corbach:setup.light') },
                { flag: 'disorganised', label: t('corbach:setup.disorganised') },
              ]}
            />
          </div>
        </>
      )}
    />
  );
}

const FLAGS = [
  ['throughFlank', 'throughFlank'],
  ['throughRear', 'throughRear'],
  ['heavyCavalryBonus', 'heavyCavalryBonus'],
  ['changeOfStackOrderInEnemyZoc', 'changeOfStackOrder'],
  ['commanderPresent', 'commanderPresent'],
  ['attackerFormationDemoralised', 'attackerDemoralised'],
  ['defenderFormationDemoralised', 'defenderDemoralised'],
  ['defenderInMarchColumn', 'marchColumn'],
] as const;

const isWorstRow = (band: CombatBand) => band.id === 'minus-3-or-less';

/** Corbach 1760 combat: units, orientation and circumstances; every modifier; the combat result table; the roll. */
export function CorbachCombatScreen() {
  const { t } = useTranslation(['common', 'corbach']);
  const setup = useSetupOf('corbach');
  const setCombat = partChanger('corbach', 'combat');
  const resolution = useResolution('corbach/combat', setup, CORBACH_COMBAT);
  const { errors, chances } = resolution;
  const orLess = t('combat.orLess');
  // Each row worded for this combat's defenders: the card's "*" only where a defender is cavalry. Made once per
  // language and kind of defender: the table then redraws only the rows a roll changes.
  const defenders = resolution.shownSetup?.combat.defenders ?? setup.combat.defenders;
  const bands = useMemo((): BandWords<CombatBand> => {
    const defenderResult = (band: CombatBand) => corbachDefenderResult(band, defenders);
    return {
      label: (band) => totalsLabel(band, orLess),
      name: (band) => corbachCombatWords(byKey(t), band, defenders),
      // The mark of a cell the app reads where the card is garbled, said where the result is shown large too.
      meaning: (band) => [
        ...corbachKeyLines(t, [band.attacker, defenderResult(band)]),
        ...(band.defenderReconstructed ? [`† ${t('corbach:notes.corbach-reconstructed-rows')}`] : []),
      ],
      cells: (band) => [
        <strong key="a">{band.attacker}</strong>,
        band.defenderReconstructed ? (
          <span key="d">
            <strong>{defenderResult(band)}</strong>
            {'\u00a0'}†<span className="block text-xs">({t('corbach:crt.reconstructed')})</span>
          </span>
        ) : (
          <strong key="d">{defenderResult(band)}</strong>
        ),
      ],
      hideAtLeast: isWorstRow,
    };
  }, [t, orLess, defenders]);

  return (
    <RollingScreenLayout
      rollKey="corbach/combat"
      resolution={resolution}
      title={t('corbach:screens.combat')}
      form={
        <>
          <UnitList side="attackers" errors={errors} />
          <UnitList side="defenders" errors={errors} />
          <fieldset className="flex flex-col gap-1 rounded-lg border border-slate-300 p-3 dark:border-slate-600">
            <legend className="px-1 font-semibold">{t('combat.setup')}</legend>
            <SetupFields
              values={setup.combat}
              onChange={setCombat}
              fields={FLAGS.map(([flag, label]) => ({ flag, label: t(`corbach:setup.${label}`) }))}
            />
          </fieldset>
          <CorbachTerrainFields />
        </>
      }
      table={{
        caption: t('corbach:tables.corbach-crt'),
        headers: [t('corbach:crt.attacker'), t('corbach:crt.defender')],
      }}
      bands={bands}
      afterModifiers={
        resolution.modifier !== null &&
        resolution.shownSetup && (
          <OddsChangesLine
            setup={resolution.shownSetup}
            changesOf={corbachOddsChanges}
            rounding={t('corbach:oddsRounding')}
          />
        )
      }
      afterRoll={
        <p
          role="note"
          className="rounded-md border-2 border-amber-700 bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {t('corbach:crt.reconstructedWarning')}
        </p>
      }
      afterTable={
        <>
          {chances && <p className="text-sm">{t('corbach:crt.atLeastNote')}</p>}
          <ResultCodes />
        </>
      }
    />
  );
}
