import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { signed, useRulesText } from '../../i18n/rules-text';
import { D6 } from '../../rules/core/dice';
import {
  DEEP_CHARGE_THRESHOLD,
  type DeepChargeResult,
  PG_ARMY_STATES,
  PG_LIMITS,
  pgDeepCharge,
  pgRally,
  validatePgDeepCharge,
  validatePgRally,
} from '../../rules/prussias-glory';
import { useCombatStore } from '../../state/combat-store';
import { ModifierWords } from '../../ui/assessment-view';
import { CheckboxField } from '../../ui/checkbox-field';
import { InvalidFieldReporter, NumberField, useInvalidFields } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { DiceRoller } from '../shared/dice-roller';
import { options } from '../shared/options';
import { useRollWords } from '../shared/roll-words';
import { useLastValid } from '../shared/use-last-valid';
import { useRecordRoll } from '../shared/use-record-roll';
import { usePgPart } from './parts';

function Rally() {
  const { t } = useTranslation(['common', 'pg']);
  const text = useRulesText('pg');
  const setup = useCombatStore((s) => s.pg);
  const rally = setup.rally;
  const setRally = usePgPart('rally');
  const errors = useMemo(() => validatePgRally(setup), [setup]);
  const shown = useLastValid(setup, errors.length === 0);
  const result = useMemo(() => shown && pgRally(shown.rally), [shown]);
  const range = (limits: { min: number; max: number }) => t('errors.integer-range', limits);
  return (
    <section aria-labelledby="pg-rally" className="flex flex-col gap-3">
      <h2 id="pg-rally" className="text-xl font-semibold">
        {t('pg:rally.title')}
      </h2>
      <p className="text-sm">{t('pg:rally.lead')}</p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <form className="flex flex-col gap-2" onSubmit={(e) => e.preventDefault()} aria-label={t('pg:rally.title')}>
          <NumberField
            label={t('pg:rally.morale')}
            value={rally.morale}
            {...PG_LIMITS.morale}
            invalidMessage={range(PG_LIMITS.morale)}
            onCommit={(morale) => setRally({ morale })}
          />
          <NumberField
            label={t('pg:rally.leaderModifier')}
            value={rally.leaderModifier}
            {...PG_LIMITS.leaderModifier}
            help={t('pg:rally.leaderLost')}
            invalidMessage={range(PG_LIMITS.leaderModifier)}
            onCommit={(leaderModifier) => setRally({ leaderModifier })}
          />
          <CheckboxField
            label={t('pg:rally.far')}
            checked={rally.fourOrMoreHexesFromEnemy}
            onChange={(fourOrMoreHexesFromEnemy) => setRally({ fourOrMoreHexesFromEnemy })}
          />
          <CheckboxField
            label={t('pg:rally.cover')}
            checked={rally.infantryInWoodsOrTown}
            onChange={(infantryInWoodsOrTown) => setRally({ infantryInWoodsOrTown })}
          />
          <CheckboxField
            label={t('pg:rally.friendlyDisorder')}
            checked={rally.nextToFriendlyDisorderedOrRouted}
            onChange={(nextToFriendlyDisorderedOrRouted) => setRally({ nextToFriendlyDisorderedOrRouted })}
          />
          <CheckboxField
            label={t('pg:rally.adjacentEnemy')}
            checked={rally.adjacentToEnemy}
            onChange={(adjacentToEnemy) => setRally({ adjacentToEnemy })}
          />
          <SelectField
            label={t('pg:rally.army')}
            value={rally.army}
            options={options(PG_ARMY_STATES, t, 'pg:rally.armies')}
            onChange={(army) => setRally({ army })}
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
                  <td className="py-2 text-right text-lg font-semibold tabular-nums">{shown.rally.morale}</td>
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
                    <td className="py-2 text-right text-lg font-semibold tabular-nums">{signed(m.value)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-slate-700">
                  <th scope="row" className="py-2 pr-2">
                    {t('pg:rally.result')}
                  </th>
                  <td className="py-2 text-right text-xl font-bold tabular-nums" data-testid="rally-morale">
                    {result.morale}
                  </td>
                </tr>
              </tfoot>
            </table>
          )}
        </div>
      </div>
    </section>
  );
}

function DeepCharge() {
  const { t } = useTranslation(['common', 'pg']);
  const text = useRulesText('pg');
  const setup = useCombatStore((s) => s.pg);
  const deepCharge = setup.deepCharge;
  const setDeepCharge = usePgPart('deepCharge');
  const kept = useCombatStore((s) => s.rolls.morale);
  const rolledFor = useCombatStore((s) => s.rolledFor.morale);
  const fields = useInvalidFields();
  const errors = useMemo(() => validatePgDeepCharge(setup), [setup]);
  const valid = errors.length === 0;
  const shown = useLastValid(setup, valid);
  const modifier = shown && shown.deepCharge.morale + shown.deepCharge.leaderModifier;
  const mustAttackOn = shown && pgDeepCharge(shown.deepCharge.morale, shown.deepCharge.leaderModifier).mustAttackOn;
  const outcome = (die: number, total: number): DeepChargeResult =>
    die + total >= DEEP_CHARGE_THRESHOLD ? 'must-attack' : 'free';
  // As on every rolling screen: a die belongs to the set-up it was rolled for, and nothing is rolled while a field
  // or the set-up has an error.
  const roll = kept !== null && rolledFor === setup && valid ? kept : null;
  const earlierRoll = kept !== null && roll === null ? kept : null;
  const info = useCombatStore((s) => s.rollInfo.morale);
  const linkedRoll = roll !== null && info?.fromLink ? info : null;
  const blocked = fields.count > 0 ? 'field' : valid ? null : 'errors';
  const words = useRollWords('morale', { errors, shownSetup: shown, blocked });
  const recordRoll = useRecordRoll('morale');
  const rollDie = (die: number, by: 'app' | 'player') => {
    if (blocked || modifier === null) return;
    recordRoll(die, by, { setup, modifier, result: outcome(die, modifier) });
  };
  const range = (limits: { min: number; max: number }) => t('errors.integer-range', limits);
  return (
    <section aria-labelledby="pg-deep-charge" className="flex flex-col gap-3">
      <h2 id="pg-deep-charge" className="text-xl font-semibold">
        {t('pg:deepCharge.title')}
      </h2>
      <p className="text-sm">{t('pg:deepCharge.text')}</p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <InvalidFieldReporter.Provider value={fields.report}>
          <form
            className="flex flex-col gap-2"
            onSubmit={(e) => e.preventDefault()}
            aria-label={t('pg:deepCharge.title')}
          >
            <NumberField
              label={t('pg:deepCharge.morale')}
              value={deepCharge.morale}
              {...PG_LIMITS.morale}
              invalidMessage={range(PG_LIMITS.morale)}
              onCommit={(morale) => setDeepCharge({ morale })}
            />
            <NumberField
              label={t('pg:deepCharge.leaderModifier')}
              value={deepCharge.leaderModifier}
              {...PG_LIMITS.leaderModifier}
              invalidMessage={range(PG_LIMITS.leaderModifier)}
              onCommit={(leaderModifier) => setDeepCharge({ leaderModifier })}
            />
          </form>
        </InvalidFieldReporter.Provider>
        <div className="flex flex-col gap-2">
          {words.banner && (
            <p role="status" className="rounded-md bg-amber-100 p-2 text-amber-950" data-testid="earlier-setup">
              {words.banner}
            </p>
          )}
          {mustAttackOn && (
            <p data-testid="deep-charge-chance">
              {mustAttackOn.length === 0
                ? t('pg:deepCharge.never')
                : t('pg:deepCharge.chance', {
                    chance: text.percent(mustAttackOn.length, D6.faces.length),
                    faces: mustAttackOn.join(', '),
                  })}
            </p>
          )}
          <DiceRoller
            faces={D6.faces}
            roll={roll}
            modifier={modifier}
            blockedReason={words.blockedReason}
            earlierRoll={earlierRoll}
            linkedRoll={linkedRoll}
            onRoll={rollDie}
            result={
              roll !== null &&
              modifier !== null &&
              t(outcome(roll, modifier) === 'must-attack' ? 'pg:deepCharge.mustAttack' : 'pg:deepCharge.free')
            }
          />
        </div>
      </div>
    </section>
  );
}

/** Prussia's Glory morale: the rally calculator on a unit's morale, the deep-charge check, and morale's effects. */
export function PgMoraleScreen() {
  const { t } = useTranslation(['common', 'pg']);
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">{t('pg:screens.morale')}</h1>
      <Rally />
      <DeepCharge />
    </div>
  );
}
