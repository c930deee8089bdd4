import { useTranslation } from 'react-i18next';
import { useRulesText } from '../../i18n/rules-text';
import type { SharedCombat } from '../../state/share-link';

const sum = (units: readonly { strength: number }[]) => units.reduce((s, u) => s + u.strength, 0);

/**
 * A set-up in one line, as a rolling screen rolls it ("6 SP against 4 SP, Woods, Shock"): in the roll log beside
 * each roll, and on a screen whose figures are those of an earlier set-up.
 */
export function useSetupSummary(): (screen: string, combat: SharedCombat) => string {
  const { t } = useTranslation(['common', 'jdg']);
  const jdg = useRulesText('jdg');
  const corbach = useRulesText('corbach');
  const tDynamic = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (screen, combat) => {
    switch (combat.system) {
      case 'jdg': {
        const setup = combat.setup;
        const terrain = jdg.terrainName(setup.terrain.hex);
        if (screen === 'fire') {
          return t('log.fireSummary', { strength: setup.fire.strength, count: setup.fire.distance, terrain });
        }
        return t('log.shockSummary', {
          attackers: sum(setup.shock.attackers),
          defenders: sum(setup.shock.defenders),
          terrain,
          mode: tDynamic(`jdg:modes.${setup.shock.mode}`),
        });
      }
      case 'corbach': {
        const setup = combat.setup;
        const terrain = corbach.terrainName(setup.terrain.hex);
        if (screen === 'artillery') {
          return t('log.corbachArtillerySummary', { count: setup.artillery.distance, terrain });
        }
        return t('log.corbachCombatSummary', {
          attackers: sum(setup.combat.attackers),
          defenders: sum(setup.combat.defenders),
          terrain,
        });
      }
      case 'pg':
        return t('log.deepChargeSummary', {
          morale: combat.setup.deepCharge.morale,
          leader: combat.setup.deepCharge.leaderModifier,
        });
    }
  };
}
