import { useMemo } from 'react';
import { signed, useRulesText } from '../../i18n/rules-text';
import { useTranslation } from '../../i18n/use-translation';
import type { Assessment } from '../../rules/core/types';
import {
  PG_COLUMNS,
  PG_HEXES,
  PG_HEXSIDES,
  PG_LIMITS,
  type PgAttackPosition,
  type PgPairResult,
  pgCombatTerrain,
} from '../../rules/prussias-glory';
import { comparisonOf } from '../../state/combat/combat-selectors';
import { useCombatStore, useSetupOf } from '../../state/combat/combat-store';
import { AddButton } from '../../ui/add-button';
import { AssessmentView } from '../../ui/assessment-view';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormSection } from '../../ui/form-section';
import { TitledSection } from '../../ui/titled-section';
import { CompareBar, ComparisonView, type OptionFigures } from '../shared/comparison';
import { BottomBar } from '../shared/result-bar';
import { SetupFields } from '../shared/setup-fields';
import { partChanger } from '../shared/setup-part';
import { BarUndoButton, TitleWithUndo } from '../shared/undo-buttons';

const HEX_IDS = PG_HEXES.map((r) => r.id);
const HEXSIDE_IDS = PG_HEXSIDES.map((r) => r.id);

function asAssessment(pair: PgPairResult): Assessment {
  return pair.status === 'allowed'
    ? { status: 'allowed', modifiers: pair.modifiers, total: pair.total, notes: [] }
    : { status: 'not-allowed', reasons: pair.reasons, notes: [] };
}

/** One option's terrain DRM for a comparison: the chosen pair's lines (the card has no table: no chances). */
function figuresOf(result: ReturnType<typeof pgCombatTerrain>): OptionFigures<never> {
  const pair = result.best ?? result.pairs[0];
  return {
    errors: [],
    assessment: pair ? asAssessment(pair) : { status: 'not-allowed', reasons: [], notes: [] },
    chances: null,
  };
}

function AttackingHex({ index, position }: { readonly index: number; readonly position: PgAttackPosition }) {
  const { t } = useTranslation(['common', 'pg']);
  const attackers = useSetupOf('pg', (p) => p.combat.attackers);
  const setCombat = partChanger('pg', 'combat');
  const update = (patch: Partial<PgAttackPosition>) =>
    setCombat({ attackers: attackers.map((p, i) => (i === index ? { ...p, ...patch } : p)) });
  const full = position.hexsides.length >= PG_LIMITS.hexsidesPerPair;
  return (
    <fieldset className="flex flex-col gap-2 border-b border-slate-200 pb-3 dark:border-slate-700">
      <legend className="font-semibold">{t('pg:combat.attackingHex', { n: index + 1 })}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <SetupFields
          values={position}
          onChange={update}
          fields={[{ select: 'hex', label: t('pg:combat.hex'), ids: HEX_IDS, words: 'pg:hexes' }]}
        />
        <button
          type="button"
          onClick={() => setCombat({ attackers: attackers.filter((_, i) => i !== index) })}
          aria-label={t('pg:combat.removeHex', { n: index + 1 })}
          className="min-h-11 min-w-11 rounded-md border border-slate-400 px-3 text-xl leading-none hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          ×
        </button>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{t('pg:combat.hexsides')}</legend>
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {HEXSIDE_IDS.map((side) => {
            const checked = position.hexsides.includes(side);
            return (
              <CheckboxField
                key={side}
                label={
                  side === 'slope-top' || side === 'slope-bottom'
                    ? t(`pg:combat.slopeSides.${side}`)
                    : t(`pg:hexsides.${side}`)
                }
                checked={checked}
                disabled={!checked && full}
                onChange={() =>
                  update({
                    hexsides: checked ? position.hexsides.filter((s) => s !== side) : [...position.hexsides, side],
                  })
                }
              />
            );
          })}
        </div>
      </fieldset>
    </fieldset>
  );
}

/**
 * Prussia's Glory combat terrain: the terrain DRM of an attack from a set-up (the least favourable hex plus the
 * hexsides between; the attacker's best pair in a multi-hex attack), and the effect of morale on results. The card
 * has no results table, and the screen says so.
 */
export function PgCombatScreen() {
  const { t } = useTranslation(['common', 'pg']);
  const text = useRulesText('pg');
  const combat = useSetupOf('pg', (p) => p.combat);
  const setCombat = partChanger('pg', 'combat');
  const terrain = useMemo(() => pgCombatTerrain(combat), [combat]);
  const { pairs, best } = terrain;
  const comparison = useCombatStore((s) => comparisonOf(s, 'pg'));
  const compared = useMemo(() => {
    if (!comparison) return null;
    const shown = figuresOf(terrain);
    const other = figuresOf(pgCombatTerrain(comparison.other.combat));
    return comparison.editing === 'a' ? { a: shown, b: other } : { a: other, b: shown };
  }, [comparison, terrain]);
  const fallback = combat.attackers.at(-1) ?? { hex: 'clear' as const, hexsides: [] };

  return (
    <div className="flex flex-col gap-4">
      <TitleWithUndo>{t('pg:screens.combat')}</TitleWithUndo>
      <p
        role="note"
        className="rounded-md border-2 border-amber-700 bg-amber-50 p-2 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
      >
        {t('pg:combat.noCrt')}
      </p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()} aria-label={t('combat.setup')}>
          <CompareBar figures={compared} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SetupFields
              values={combat}
              onChange={setCombat}
              fields={[
                { select: 'column', label: t('pg:combat.column'), ids: PG_COLUMNS, words: 'pg:columnNames' },
                { select: 'defenderHex', label: t('pg:combat.defenderHex'), ids: HEX_IDS, words: 'pg:hexes' },
              ]}
            />
          </div>
          <FormSection legend={t('pg:combat.attackingHexes')}>
            {combat.attackers.map((position, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an attacking hex is its position in the list
              <AttackingHex key={i} index={i} position={position} />
            ))}
            {combat.attackers.length === 0 && (
              <p role="alert" className="font-medium text-red-800 dark:text-red-300">
                {t('pg:combat.needHex')}
              </p>
            )}
            <AddButton
              label={t('pg:combat.addHex')}
              count={combat.attackers.length}
              max={PG_LIMITS.attackingHexes}
              fullMessage={t('pg:combat.hexesFull', { max: PG_LIMITS.attackingHexes })}
              onAdd={() => setCombat({ attackers: [...combat.attackers, fallback] })}
            />
          </FormSection>
        </form>
        <div className="flex flex-col gap-4">
          {compared && (
            <ComparisonView namespace="pg" a={compared.a} b={compared.b} bandLabel={() => null} bandName={() => null} />
          )}
          {best ? (
            <>
              {pairs.length > 1 && (
                <p className="font-semibold" data-testid="best-pair">
                  {t('pg:combat.bestPair', { n: best.position + 1 })}
                </p>
              )}
              <AssessmentView assessment={asAssessment(best)} totalLabel={t('pg:combat.best')} namespace="pg" />
              {best.status === 'allowed' && best.cavalryLosesShock && (
                <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
                  {t('pg:combat.cavalryLosesShock')}
                </p>
              )}
            </>
          ) : (
            pairs[0] && (
              <AssessmentView assessment={asAssessment(pairs[0])} totalLabel={t('pg:combat.best')} namespace="pg" />
            )
          )}
          {!best && pairs.length > 1 && <p role="alert">{t('pg:combat.noAllowed')}</p>}
          {pairs.length > 1 && (
            <ul className="flex flex-col gap-1" aria-label={t('pg:combat.attackingHexes')}>
              {pairs.map((pair) => (
                <li key={pair.position} data-pair={pair.position} className="flex flex-wrap gap-x-2">
                  <span className="font-medium">{t('pg:combat.pair', { n: pair.position + 1 })}</span>
                  {pair.status === 'allowed' ? (
                    <span className="tabular-nums">
                      {signed(pair.total)}
                      {pair === best && ` (${t('pg:combat.chosen')})`}
                    </span>
                  ) : (
                    <span>
                      {t('combat.notAllowed')} — {pair.reasons.map((r) => text.forbiddenText(r)).join(' ')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <TitledSection id="pg-morale-effects" title={t('pg:moraleEffects.title')}>
            <ul className="list-disc pl-5 text-sm">
              {(['5', '4', '3'] as const).map((k) => (
                <li key={k}>{t(`pg:moraleEffects.${k}`)}</li>
              ))}
            </ul>
          </TitledSection>
        </div>
      </div>
      {/* The DRM in sight while the hexes are set, below the fold on a phone. */}
      <BottomBar>
        <p className="min-w-0 flex-1 py-2 text-sm" data-testid="bar-summary">
          {combat.attackers.length === 0 ? (
            <strong>{t('pg:combat.needHex')}</strong>
          ) : best?.status === 'allowed' ? (
            <>
              {t('pg:combat.best')}
              {comparison && ` (${comparison.editing.toUpperCase()})`}{' '}
              <strong className="text-base">{signed(best.total)}</strong>
              {pairs.length > 1 && ` · ${t('pg:combat.bestPair', { n: best.position + 1 })}`}
            </>
          ) : (
            <strong>{t('combat.notAllowed')}</strong>
          )}
        </p>
        <BarUndoButton />
      </BottomBar>
    </div>
  );
}
