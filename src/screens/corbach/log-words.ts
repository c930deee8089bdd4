/** How the roll log, and a screen showing an earlier set-up's figures, word a Corbach 1760 roll. */
import {
  CORBACH_ARTILLERY_TABLE,
  CORBACH_COMBAT_RESULT_TABLE,
  CORBACH_RULES,
  type CorbachSetup,
  corbachDefenderResult,
} from '../../rules/corbach';
import { bothSides, registerLogWords, totalStrength } from '../shared/game-ui';
import '../shared/play-texts';
import { corbachResultWords } from './result-words';
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
    // The card's "*" only where a defender was cavalry; the app's reading of a garbled cell marked †, as on the table.
    const band = CORBACH_COMBAT_RESULT_TABLE.find((b) => b.id === result);
    return band
      ? bothSides(
          t,
          corbachResultWords(t, band.attacker),
          `${corbachResultWords(t, corbachDefenderResult(band, setup.combat.defenders))}${band.defenderReconstructed ? '\u00a0†' : ''}`,
        )
      : result;
  },
});
