/** How the roll log, and a screen showing an earlier set-up's figures, word a Jours de Gloire roll. */
import { JDG_FIRE_TABLE, JDG_RULES, JDG_SHOCK_TABLE, type JdgSetup, shockOutcome } from '../../rules/jours-de-gloire';
import { registerLogWords, totalStrength } from '../shared/game-ui';
import './play-texts';
import { shockResultWords } from './shock-words';

registerLogWords<JdgSetup>('jdg', {
  rules: JDG_RULES,
  summary: (t, screen, setup) => {
    const terrain = t(`jdg:terrain.${setup.terrain.hex}`);
    if (screen === 'fire') {
      return t('jdg:log.fireSummary', { strength: setup.fire.strength, count: setup.fire.distance, terrain });
    }
    return t('jdg:log.shockSummary', {
      attackers: totalStrength(setup.shock.attackers),
      defenders: totalStrength(setup.shock.defenders),
      terrain,
      mode: t(`jdg:modes.${setup.shock.mode}`),
    });
  },
  result: (t, screen, result, setup) => {
    if (screen === 'fire') return JDG_FIRE_TABLE.some((b) => b.id === result) ? t(`jdg:fireBands.${result}`) : result;
    // Worded for the roll's own combat: the card's cavalry-only entry only where a defender was cavalry.
    const band = JDG_SHOCK_TABLE.find((b) => b.id === result);
    if (!band) return result;
    return shockResultWords(t, shockOutcome(band, setup.shock.defenders));
  },
});
