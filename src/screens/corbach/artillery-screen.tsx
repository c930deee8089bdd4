import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ArtilleryBand,
  assessCorbachArtillery,
  CORBACH_DIE,
  CORBACH_LIMITS,
  type CorbachSetup,
  corbachArtilleryChances,
  corbachArtilleryResult,
  validateCorbachArtillery,
} from '../../rules/corbach';
import { useCombatStore } from '../../state/combat-store';
import { AssessmentView } from '../../ui/assessment-view';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormSection } from '../../ui/form-section';
import { InvalidFieldReporter, NumberField } from '../../ui/number-field';
import { ResultTable } from '../../ui/result-table';
import { CompareBar, ComparisonView } from '../shared/comparison';
import { DiceRoller } from '../shared/dice-roller';
import { ResultBar } from '../shared/result-bar';
import { useRollWords } from '../shared/roll-words';
import { type RollRules, useResolution } from '../shared/use-resolution';
import { CorbachTerrainFields, corbachBandLabel, ResultCodes, useCorbachPart } from './parts';

const resultCell = (band: ArtilleryBand) => [<strong key="r">{band.result}</strong>];
const isNoEffect = (band: ArtilleryBand) => band.id === '0-minus';

const ARTILLERY_RULES: RollRules<CorbachSetup, ArtilleryBand> = {
  validate: validateCorbachArtillery,
  assess: assessCorbachArtillery,
  chances: corbachArtilleryChances,
  result: corbachArtilleryResult,
};

/** Corbach 1760 artillery fire: set-up, modifiers with their sources, the artillery table with chances, the roll. */
export function CorbachArtilleryScreen() {
  const { t } = useTranslation(['common', 'corbach']);
  const setup = useCombatStore((s) => s.corbach);
  const artillery = setup.artillery;
  const setArtillery = useCorbachPart('artillery');
  const resolution = useResolution('artillery', setup, ARTILLERY_RULES);
  const { roll, earlierRoll, linkedRoll, assessment, modifier, chances, landed, rollDie, compared } = resolution;
  const words = useRollWords('artillery', resolution);
  const orLess = t('combat.orLess');
  // Made once per language: the table then redraws only the rows a roll changes.
  const tableBandLabel = useCallback((band: ArtilleryBand) => corbachBandLabel(band, orLess), [orLess]);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('corbach:screens.artillery')}</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <InvalidFieldReporter.Provider value={resolution.fields}>
          <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()} aria-label={t('combat.setup')}>
            <CompareBar figures={compared} />
            <FormSection legend={t('combat.setup')}>
              <NumberField
                label={t('corbach:setup.distance')}
                value={artillery.distance}
                {...CORBACH_LIMITS.distance}
                invalidMessage={t('errors.integer-range', CORBACH_LIMITS.distance)}
                onCommit={(distance) => setArtillery({ distance })}
              />
              <CheckboxField
                label={t('corbach:setup.targetLight')}
                checked={artillery.targetLight}
                onChange={(targetLight) => setArtillery({ targetLight })}
              />
              <CheckboxField
                label={t('corbach:setup.firerDisorganised')}
                checked={artillery.firerDisorganised}
                onChange={(firerDisorganised) => setArtillery({ firerDisorganised })}
              />
              <CheckboxField
                label={t('corbach:setup.againstFlank')}
                checked={artillery.againstFlank}
                onChange={(againstFlank) => setArtillery({ againstFlank })}
              />
              <CheckboxField
                label={t('corbach:setup.twelvePounder')}
                checked={artillery.twelvePounder}
                onChange={(twelvePounder) => setArtillery({ twelvePounder })}
              />
            </FormSection>
            <CorbachTerrainFields />
          </form>
        </InvalidFieldReporter.Provider>
        <div className="flex flex-col gap-4">
          {words.banner && (
            <p role="status" className="rounded-md bg-amber-100 p-2 text-amber-950" data-testid="earlier-setup">
              {words.banner}
            </p>
          )}
          {compared && (
            <ComparisonView
              namespace="corbach"
              a={compared.a}
              b={compared.b}
              bandLabel={(band) => corbachBandLabel(band, orLess)}
              bandName={(band) => band.result}
              hideAtLeast={(band) => band.id === '0-minus'}
            />
          )}
          {assessment && <AssessmentView assessment={assessment} totalLabel={t('combat.total')} namespace="corbach" />}
          <DiceRoller
            faces={CORBACH_DIE.faces}
            roll={roll}
            modifier={modifier}
            blockedReason={words.blockedReason}
            earlierRoll={earlierRoll}
            linkedRoll={linkedRoll}
            onRoll={rollDie}
            result={landed?.result}
          />
          {chances && (
            <ResultTable
              caption={t('corbach:tables.corbach-artillery')}
              headers={[t('combat.effect')]}
              exact={chances.exact}
              atLeast={chances.atLeast}
              landedId={landed?.id ?? null}
              bandLabel={tableBandLabel}
              cells={resultCell}
              hideAtLeast={isNoEffect}
            />
          )}
          <ResultCodes />
        </div>
      </div>
      <ResultBar
        option={compared?.editing}
        faces={CORBACH_DIE.faces}
        modifier={modifier}
        roll={roll}
        blockedReason={words.blockedShort}
        onRoll={rollDie}
        result={landed?.result}
      />
    </div>
  );
}
