import { useMemo } from 'react';
import { signed, useRulesText } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import { D6 } from '../../rules/core/dice';
import {
  type DeepChargeBand,
  PG_ARMY_STATES,
  PG_DEEP_CHARGE,
  PG_LIMITS,
  pgDeepCharge,
  pgRally,
  validatePgRally,
} from '../../rules/prussias-glory';
import { useSetupOf } from '../../state/combat/combat-store';
import { ModifierWords } from '../../ui/assessment-view';
import { TotalRow } from '../../ui/total-row';
import { type BandWords, RollingScreenLayout } from '../shared/rolling-screen';
import { SetupFields } from '../shared/setup-fields';
import { partChanger } from '../shared/setup-part';
import { TitleWithUndo } from '../shared/undo-buttons';
import { useLastValid } from '../shared/use-last-valid';
import { useResolution } from '../shared/use-resolution';

function Rally() {
  const { t } = useTranslation(['common', 'pg']);
  const text = useRulesText('pg');
  const setup = useSetupOf('pg');
  const rally = setup.rally;
  const setRally = partChanger('pg', 'rally');
  const errors = useMemo(() => validatePgRally(setup), [setup]);
  const shown = useLastValid(setup, errors.length === 0);
  const result = useMemo(() => shown && pgRally(shown.rally), [shown]);
  return (
    <section aria-labelledby="pg-rally" className="flex flex-col gap-3">
      <h2 id="pg-rally" className="text-xl font-semibold">
        {t('pg:rally.title')}
      </h2>
      <p className="text-sm">{t('pg:rally.lead')}</p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <form className="flex flex-col gap-2" onSubmit={(e) => e.preventDefault()} aria-label={t('pg:rally.title')}>
          <SetupFields
            values={rally}
            onChange={setRally}
            fields={[
              { number: 'morale', label: t('pg:rally.morale'), limits: PG_LIMITS.morale },
              {
                number: 'leaderModifier',
                label: t('pg:rally.leaderModifier'),
                limits: PG_LIMITS.leaderModifier,
                help: t('pg:rally.leaderLost'),
              },
              { flag: 'fourOrMoreHexesFromEnemy', label: t('pg:rally.far') },
              { flag: 'infantryInWoodsOrTown', label: t('pg:rally.cover') },
              { flag: 'nextToFriendlyDisorderedOrRouted', label: t('pg:rally.friendlyDisorder') },
              { flag: 'adjacentToEnemy', label: t('pg:rally.adjacentEnemy') },
              { select: 'army', label: t('pg:rally.army'), ids: PG_ARMY_STATES, words: 'pg:rally.armies' },
            ]}
          />
        </form>
        <div className="flex flex-col gap-2">
          {errors.length > 0 && (
            <p role="status" className="rounded-md bg-amber-100 p-2 text-amber-950">
              {t(shown ? 'pg:rally.earlier' : 'combat.noValidYet')}
            </p>
          )}
          {shown && result && (
            <table className="w-full border-collapse text-left">
              <tbody>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-2 pr-2 font-normal">
                    {t('pg:rally.morale')}
                  </th>
                  <td className="py-2 pr-2 text-right text-lg font-semibold tabular-nums">{shown.rally.morale}</td>
                </tr>
                {result.modifiers.map((m) => (
                  <tr
                    key={m.id}
                    data-modifier={m.id}
                    className="border-b border-slate-200 align-top dark:border-slate-700"
                  >
                    <th scope="row" className="py-2 pr-2 font-normal">
                      <ModifierWords modifier={m} text={text} />
                    </th>
                    <td className="py-2 pr-2 text-right text-lg font-semibold tabular-nums">{signed(m.value)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <TotalRow label={t('pg:rally.result')} figures={[[result.morale, 'rally-morale']]} size="text-xl" />
              </tfoot>
            </table>
          )}
        </div>
      </div>
    </section>
  );
}

/** The deep-charge check (19.11.1): a roll like any other, on a two-row table. */
function DeepCharge() {
  const { t } = useTranslation(['common', 'pg']);
  const text = useRulesText('pg');
  const setup = useSetupOf('pg');
  const deepCharge = setup.deepCharge;
  const setDeepCharge = partChanger('pg', 'deepCharge');
  const resolution = useResolution('pg/morale', setup, PG_DEEP_CHARGE);
  const bands = useMemo(
    (): BandWords<DeepChargeBand> => ({
      label: (band) => (band.min === null ? `≤ ${band.max}` : `${band.min} +`),
      name: (band) => t(band.id === 'must-attack' ? 'pg:deepCharge.mustAttack' : 'pg:deepCharge.free'),
      cells: (band) => [t(band.id === 'must-attack' ? 'pg:deepCharge.mustAttack' : 'pg:deepCharge.free')],
      hideAtLeast: (band) => band.id === 'free',
    }),
    [t],
  );
  const mustAttackOn = resolution.modifier === null ? null : pgDeepCharge(resolution.modifier, 0).mustAttackOn;
  return (
    <section aria-labelledby="pg-deep-charge">
      <RollingScreenLayout
        rollKey="pg/morale"
        resolution={resolution}
        title={t('pg:deepCharge.title')}
        heading={{ level: 'h2', id: 'pg-deep-charge' }}
        lead={<p className="text-sm">{t('pg:deepCharge.text')}</p>}
        totalLabel={t('pg:deepCharge.total')}
        form={
          <SetupFields
            values={deepCharge}
            onChange={setDeepCharge}
            fields={[
              { number: 'morale', label: t('pg:deepCharge.morale'), limits: PG_LIMITS.morale },
              { number: 'leaderModifier', label: t('pg:deepCharge.leaderModifier'), limits: PG_LIMITS.leaderModifier },
            ]}
          />
        }
        table={{ caption: t('pg:deepCharge.title'), headers: [t('pg:deepCharge.result')] }}
        bands={bands}
        afterModifiers={
          mustAttackOn && (
            <p data-testid="deep-charge-chance">
              {mustAttackOn.length === 0
                ? t('pg:deepCharge.never')
                : t('pg:deepCharge.chance', {
                    chance: text.percent(mustAttackOn.length, D6.faces.length),
                    faces: mustAttackOn.join(', '),
                  })}
            </p>
          )
        }
      />
    </section>
  );
}

/** Prussia's Glory morale: the rally calculator on a unit's morale, the deep-charge check, and morale's effects. */
export function PgMoraleScreen() {
  const { t } = useTranslation(['common', 'pg']);
  return (
    <div className="flex flex-col gap-8">
      <TitleWithUndo>{t('pg:screens.morale')}</TitleWithUndo>
      <Rally />
      <DeepCharge />
    </div>
  );
}
