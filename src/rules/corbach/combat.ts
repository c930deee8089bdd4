/**
 * Corbach 1760 combat: every DRM of the card ("Modifiers (cumulative)") with its source, and the artillery fire
 * DRMs. The card states that all modifiers add up.
 */
import { type OddsChanges, oddsChanges, oddsStep } from '../core/odds';
import type { AppliedModifier, Assessment, Note, Source } from '../core/types';
import {
  CORBACH_DRM,
  CORBACH_ODDS,
  type CombatBand,
  type CorbachCell,
  type CorbachTerrainId,
  corbachTerrainRow,
} from './data/tables';
import type { CorbachSetup, CorbachTerrain } from './setup';

const combatSource = (row: string): Source => ({ table: 'corbach-combat-drm', row });
const artillerySource = (row: string): Source => ({ table: 'corbach-artillery-drm', row });
const terrainSource = (row: CorbachTerrainId, column: 'fire' | 'combat'): Source => ({
  table: 'corbach-terrain',
  row,
  column,
});

const cellValue = (cell: CorbachCell): number => (cell.kind === 'drm' ? cell.value : 0);
const isCavalry = (u: { readonly type: string }) => u.type === 'cavalry' || u.type === 'heavy-cavalry';
/**
 * The defender's result of a combat table row for this combat. The card's "*" reads "Cavalry units previously
 * disorganized by combat are eliminated": with no cavalry among the defenders it cannot apply, and is not shown.
 */
export function corbachDefenderResult(
  band: Pick<CombatBand, 'defender'>,
  defenders: readonly { readonly type: string }[],
): string {
  return defenders.some(isCavalry) ? band.defender : band.defender.replace('*', '');
}

/** Terrain lines: the hex of the defender (or target), the hexside crossed and the level change. */
function terrainLines(terrain: CorbachTerrain, column: 'fire' | 'combat'): AppliedModifier[] {
  const rows: CorbachTerrainId[] = [terrain.hex];
  if (terrain.hexside !== 'none') rows.push(terrain.hexside);
  if (terrain.level !== 'level') rows.push(terrain.level);
  return rows.map((row, i) => ({
    id: i === 0 ? 'terrain' : row === terrain.hexside ? 'hexside' : 'level',
    value: cellValue(corbachTerrainRow(row)[column]),
    source: terrainSource(row, column),
    params: { terrain: row },
  }));
}

/** The combat DRMs of a set-up that has passed `validateCorbachCombat`. */
/** A side's total strength. */
const strengthOf = (units: readonly { readonly strength: number }[]) => units.reduce((s, u) => s + u.strength, 0);

/** What would change the combat's strength ratio: each side's least change of strength, and the step it would give. */
export function corbachOddsChanges(setup: CorbachSetup): OddsChanges {
  return oddsChanges(CORBACH_ODDS, strengthOf(setup.combat.attackers), strengthOf(setup.combat.defenders));
}

export function assessCorbachCombat(setup: CorbachSetup): Assessment {
  const { combat, terrain } = setup;
  const notes: Note[] = [
    { id: 'corbach-orientation-garbled', source: combatSource('orientation') },
    { id: 'corbach-reconstructed-rows', source: { table: 'corbach-crt' } },
  ];
  const attackerStrength = strengthOf(combat.attackers);
  const defenderStrength = strengthOf(combat.defenders);
  const odds = oddsStep(CORBACH_ODDS, attackerStrength, defenderStrength);
  const bestAttacker = Math.max(...combat.attackers.map((u) => u.morale));
  const bestDefender = Math.max(...combat.defenders.map((u) => u.morale));
  const modifiers: AppliedModifier[] = [
    {
      id: 'odds',
      value: odds.step.drm,
      source: combatSource('strength-ratio'),
      params: {
        attacker: attackerStrength,
        defender: defenderStrength,
        stepAttacker: odds.step.attacker,
        stepDefender: odds.step.defender,
      },
    },
    {
      id: 'morale',
      value: bestAttacker - bestDefender,
      source: combatSource('morale'),
      params: { attacker: bestAttacker, defender: bestDefender },
    },
  ];
  // Terrain table, Village: "The flank hexes of the infantry occupying these hexes are considered like frontal
  // hexes." Attacked only through a flank, infantry in a village gets no flank +2 (a rear hex still counts); a
  // defending unit of another kind keeps its flanks.
  const flankIsFront = terrain.hex === 'village' && combat.defenders.every((u) => u.type === 'infantry');
  if (combat.throughFlank && flankIsFront) {
    notes.push({ id: 'corbach-village-flank-is-front', source: { table: 'corbach-terrain', row: 'village' } });
  } else if (combat.throughFlank) {
    modifiers.push({ id: 'through-flank', value: CORBACH_DRM.flank, source: combatSource('orientation') });
  }
  if (combat.throughRear) {
    modifiers.push({
      id: 'through-rear',
      value: CORBACH_DRM.rear,
      source: combatSource('orientation'),
      // The card heads its modifiers "cumulative": a defender attacked through a flank and a rear hex gets both.
      ...(combat.throughFlank && !flankIsFront ? { reading: 'corbach-flank-and-rear-add' } : {}),
    });
  }

  if (combat.attackers.some((u) => u.type === 'heavy-cavalry')) {
    const infantry = combat.defenders.filter((u) => u.type === 'infantry');
    if (infantry.some((u) => u.disorganised)) {
      modifiers.push({
        id: 'heavy-cavalry-against-disorganised-infantry',
        value: CORBACH_DRM.heavyCavalryAgainstDisorganisedInfantry,
        source: combatSource('heavy-cavalry'),
      });
    } else if (infantry.some((u) => !u.light) && !combat.defenderInMarchColumn) {
      // "-1 against line infantry in good order": light infantry is not line infantry.
      modifiers.push({
        id: 'heavy-cavalry-against-line-infantry',
        value: CORBACH_DRM.heavyCavalryAgainstLineInfantry,
        source: combatSource('heavy-cavalry'),
      });
    }
    if (combat.heavyCavalryBonus && combat.defenders.some(isCavalry)) {
      modifiers.push({
        id: 'heavy-cavalry-against-cavalry',
        value: CORBACH_DRM.heavyCavalryAgainstCavalryWithBonus,
        source: combatSource('heavy-cavalry'),
        reading: 'corbach-heavy-cavalry-bonus-garbled',
      });
    }
  }

  if (combat.attackers.some((u) => u.disorganised)) {
    modifiers.push({
      id: 'attacker-disorganised',
      value: CORBACH_DRM.attackerDisorganised,
      source: combatSource('disorganisation'),
    });
  }
  if (combat.defenders.some((u) => u.disorganised)) {
    modifiers.push({
      id: 'defender-disorganised',
      value: CORBACH_DRM.defenderDisorganised,
      source: combatSource('disorganisation'),
    });
  }

  modifiers.push(...terrainLines(terrain, 'combat'));

  if (combat.attackers.every((u) => u.light)) {
    modifiers.push({
      id: 'all-attackers-light',
      value: CORBACH_DRM.allAttackersLight,
      source: combatSource('light-units'),
    });
  }
  if (terrain.hex === 'clear' && combat.defenders.every((u) => u.light)) {
    modifiers.push({
      id: 'all-defenders-light-in-clear',
      value: CORBACH_DRM.allDefendersLightInClear,
      source: combatSource('light-units'),
    });
  }

  if (combat.changeOfStackOrderInEnemyZoc) {
    modifiers.push({
      id: 'change-of-stack-order',
      value: CORBACH_DRM.changeOfStackOrderInEnemyZoc,
      source: combatSource('miscellaneous'),
      reading: 'corbach-change-of-order',
    });
  }
  if (combat.commanderPresent) {
    modifiers.push({
      id: 'commander-present',
      value: CORBACH_DRM.commanderPresent,
      source: combatSource('miscellaneous'),
      reading: 'corbach-commander-attacker',
    });
  }
  // "Demoralized formation: +/-1": the card gives no sign by side; the app reads it against the demoralised side.
  if (combat.attackerFormationDemoralised) {
    modifiers.push({
      id: 'attacker-demoralised',
      value: -CORBACH_DRM.demoralisedFormation,
      source: combatSource('miscellaneous'),
      reading: 'corbach-demoralised-sign',
    });
  }
  if (combat.defenderFormationDemoralised) {
    modifiers.push({
      id: 'defender-demoralised',
      value: CORBACH_DRM.demoralisedFormation,
      source: combatSource('miscellaneous'),
      reading: 'corbach-demoralised-sign',
    });
  }
  if (combat.defenderInMarchColumn) {
    modifiers.push({ id: 'march-column', value: CORBACH_DRM.marchColumn, source: combatSource('miscellaneous') });
  }

  return { status: 'allowed', modifiers, total: modifiers.reduce((s, m) => s + m.value, 0), notes };
}

/** The artillery table's DRMs for a set-up that has passed `validateCorbachArtillery`. */
export function assessCorbachArtillery(setup: CorbachSetup): Assessment {
  const { artillery, terrain } = setup;
  const notes: Note[] = [{ id: 'corbach-artillery-garbled', source: { table: 'corbach-artillery-drm' } }];
  const modifiers: AppliedModifier[] = [];
  if (artillery.targetLight)
    modifiers.push({
      id: 'light-target',
      value: CORBACH_DRM.artilleryLightTarget,
      source: artillerySource('light-target'),
    });
  if (artillery.firerDisorganised) {
    modifiers.push({
      id: 'firer-disorganised',
      value: CORBACH_DRM.artilleryFirerDisorganised,
      source: artillerySource('firer-disorganised'),
    });
  }
  modifiers.push(...terrainLines(terrain, 'fire'));
  if (artillery.againstFlank)
    modifiers.push({
      id: 'against-flank',
      value: CORBACH_DRM.artilleryAgainstFlank,
      source: artillerySource('against-flank'),
    });
  if (artillery.distance === 1) {
    modifiers.push({ id: 'adjacent', value: CORBACH_DRM.artilleryAdjacent, source: artillerySource('adjacent') });
  }
  if (artillery.distance > 3) {
    modifiers.push({
      id: 'beyond-three-hexes',
      value: CORBACH_DRM.artilleryBeyondThreeHexes,
      source: artillerySource('beyond-three'),
    });
  }
  if (artillery.distance > 4) {
    // The card lists "-1 beyond 3 hex." and "-1 by hex. beyond 4 hex." as cumulative: at 6 hexes, -1 -2 = -3.
    const hexes = artillery.distance - 4;
    modifiers.push({
      id: 'beyond-four-hexes',
      value: CORBACH_DRM.artilleryPerHexBeyondFour * hexes,
      source: artillerySource('beyond-four'),
      params: { hexes },
      reading: 'corbach-range-penalties-add',
    });
  }
  if (artillery.twelvePounder)
    modifiers.push({
      id: 'twelve-pounder',
      value: CORBACH_DRM.artilleryTwelvePounder,
      source: artillerySource('twelve-pounder'),
    });
  return { status: 'allowed', modifiers, total: modifiers.reduce((s, m) => s + m.value, 0), notes };
}
