/** How the roll log, and a screen showing an earlier set-up's figures, word a Corbach 1760 roll. */
import {
  CORBACH_ARTILLERY_TABLE,
  CORBACH_COMBAT_RESULT_TABLE,
  CORBACH_RULES,
  type CorbachSetup,
} from '../../rules/corbach';
import { registerLogWords, totalStrength } from '../shared/game-ui';
import '../shared/play-texts';
import { corbachCombatWords, corbachResultWords } from './result-words';
import './texts';

registerLogWords<CorbachSetup>('corbach', {
  rules: CORBACH_RULES,
  summary: (t, screen, setup) => {
    const terrain = t(`corbach:terrain.${setup.terrain.hex}`);
    if (screen === 'artillery') return t('corbach:log.artillerySummary', { count: setup.artillery.distance, terrain });
    return t('corbach:log.combatSummary', {
      attackers: totalStrength(setup.combat.attackers),
      defenders: totalStrength(setup.combat.defenders),
      terrain,
    });
  },
  result: (t, screen, result, setup) => {
    if (screen === 'artillery') {
      const band = CORBACH_ARTILLERY_TABLE.find((b) => b.id === result);
      return band ? corbachResultWords(t, band.result) : result;
    }
    const band = CORBACH_COMBAT_RESULT_TABLE.find((b) => b.id === result);
    return band ? corbachCombatWords(t, band, setup.combat.defenders) : result;
  },
});
