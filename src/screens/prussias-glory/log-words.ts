/** How the roll log, and a screen showing an earlier set-up's figures, word a Prussia's Glory deep-charge check. */
import { PG_RULES, type PgSetup } from '../../rules/prussias-glory';
import { registerLogWords } from '../shared/game-ui';
import '../shared/play-texts';
import './texts';

registerLogWords<PgSetup>('pg', {
  rules: PG_RULES,
  summary: (t, _screen, setup) =>
    t('pg:log.deepChargeSummary', { morale: setup.deepCharge.morale, leader: setup.deepCharge.leaderModifier }),
  result: (t, _screen, result) => t(result === 'must-attack' ? 'pg:deepCharge.mustAttack' : 'pg:deepCharge.free'),
});
