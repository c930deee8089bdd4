/**
 * Jours de Gloire shock and charge: the die-roll modifiers of the 2016 card and the situations it forbids.
 */
import { type OddsChanges, type OddsResult, oddsChanges, oddsStep } from '../core/odds';
import type { AppliedModifier, Assessment, Forbidden, Note } from '../core/types';
import { JDG_ODDS_TABLE, type ShockBand, shockDrm } from './data/combat-tables';
import { forbidsCharge, hasSixFrontHexes, type TerrainId, terrainRow } from './data/terrain-chart';
import { type EditionRules, editionRules } from './editions';
import type { JdgSetup, ShockSetup, TerrainSetup } from './setup';
import { withEdition } from './with-edition';

const isCavalry = (type: string): boolean => type === 'cavalry' || type === 'heavy-cavalry';

/**
 * Odds from the total strength points of each side (rule 8.6, odds table). The card does not say how a ratio
 * between two steps is rounded: the app rounds in the defender's favour, as Corbach's card states for its own table.
 */
export function shockOdds(shock: ShockSetup): OddsResult {
  const attacker = shock.attackers.reduce((sum, u) => sum + u.strength, 0);
  const defender = shock.defenders.reduce((sum, u) => sum + u.strength, 0);
  return oddsStep(JDG_ODDS_TABLE, attacker, defender);
}

/** What would change the shock's odds: each side's least change of strength, and the step it would give. */
export function shockOddsChanges(shock: ShockSetup): OddsChanges {
  const { attacker, defender } = shockOdds(shock);
  return oddsChanges(JDG_ODDS_TABLE, attacker, defender);
}

/** What a defender may get in a row where the card's own entry is for cavalry only (italics on the card). */
export const JDG_SHOCK_OUTCOMES_BEYOND_THE_CARD = ['no-effect', 'no-effect-cavalry-may-pursue'] as const;

/**
 * What a row of the shock and charge table gives each side in this combat. The card prints the defender's entry of
 * the 0-4 row in italics, "portions in italics refer only to cavalry": where no defender is cavalry the defender's
 * result there is no effect; where one is, no effect, and that cavalry may pursue as the entry says. Every other
 * entry applies as printed.
 */
export function shockOutcome(
  band: ShockBand,
  defenders: readonly { readonly type: string }[],
): { readonly defender: string; readonly attacker: string } {
  if (!band.defenderCavalryOnly) return { defender: band.defender, attacker: band.attacker };
  const cavalry = defenders.some((u) => isCavalry(u.type));
  return { defender: cavalry ? 'no-effect-cavalry-may-pursue' : 'no-effect', attacker: band.attacker };
}

/** The level row of the chart for a level difference (defender's level minus attacker's), or null when level. */
export function levelRow(levelDifference: number): TerrainId | null {
  if (levelDifference >= 2) return 'level-up-2';
  if (levelDifference === 1) return 'level-up-1';
  if (levelDifference === -1) return 'level-down-1';
  if (levelDifference <= -2) return 'level-down-2';
  return null;
}

/** Chart value of a row's shock or fire column as a number, for rows whose cell is a plain DRM or no effect. */
function cellValue(id: TerrainId, column: 'shock' | 'fire'): number {
  const cell = terrainRow(id)[column];
  if (cell.kind === 'drm') return cell.value;
  if (cell.kind === 'no-effect') return 0;
  throw new Error(`${id} ${column} is not a plain DRM`);
}

function tec(row: TerrainId, column: 'shock' | 'fire'): AppliedModifier['source'] {
  const footnotes = terrainRow(row)[column].footnotes;
  return { table: 'tec', row, column, ...(footnotes.length ? { footnotes } : {}) };
}

/** Terrain lines of a shock: the defender's hex (or the work), the hexside crossed, the level difference, [b]. */
function shockTerrain(terrain: TerrainSetup, shock: ShockSetup, rules: EditionRules): AppliedModifier[] {
  const lines: AppliedModifier[] = [];
  const workInto = terrain.work !== 'none' && terrain.workDirection === 'into';
  const workOutOf = terrain.work !== 'none' && terrain.workDirection === 'out-of';

  if (workInto) {
    // [g]: the work's figure replaces the terrain of the hex inside it.
    const cell = terrainRow(terrain.work as TerrainId).shock;
    if (cell.kind !== 'into-out-of' || typeof cell.into !== 'number') throw new Error('work cell');
    lines.push({
      id: 'work-into',
      value: cell.into,
      source: { ...tec(terrain.work as TerrainId, 'shock') },
      params: { work: terrain.work },
    });
  } else if (
    rules.cavalryDefendingSixFrontHexes &&
    hasSixFrontHexes(terrain.hex) &&
    shock.defenders.length > 0 &&
    shock.defenders.every((u) => isCavalry(u.type)) &&
    shock.attackers.some((u) => u.type === 'infantry')
  ) {
    // [b] 2016: cavalry in a six-front-hex hex gives the attacker +2 instead of the terrain's shock DRM when at
    // least one attacker is infantry. The card says "cavalry units in these hexes"; with mixed defenders the app
    // keeps the terrain DRM.
    lines.push({
      id: 'cavalry-defending-six-front-hexes',
      value: 2,
      source: { table: 'tec', footnotes: ['b'] },
      params: { terrain: terrain.hex },
      reading: 'b-cavalry-only-defenders',
    });
  } else {
    lines.push({
      id: 'defender-terrain',
      value: cellValue(terrain.hex, 'shock'),
      source: tec(terrain.hex, 'shock'),
      params: { terrain: terrain.hex },
    });
  }

  if (terrain.hexside === 'bridge') {
    if (terrain.bridgeSpans === 'river') {
      lines.push({
        id: 'hexside',
        value: cellValue('bridge', 'shock'),
        source: tec('bridge', 'shock'),
        params: { hexside: 'bridge' },
      });
    } else {
      // [h]: a bridge over a stream is ignored; the hexside is still a stream.
      lines.push({
        id: 'hexside',
        value: cellValue('stream', 'shock'),
        source: { table: 'tec', row: 'stream', column: 'shock', footnotes: ['h'] },
        params: { hexside: 'stream' },
        reading: 'h-bridge-over-stream-is-stream',
      });
    }
  } else if (terrain.hexside !== 'none') {
    lines.push({
      id: 'hexside',
      value: cellValue(terrain.hexside, 'shock'),
      source: tec(terrain.hexside, 'shock'),
      params: { hexside: terrain.hexside },
    });
  }

  const level = levelRow(terrain.levelDifference);
  if (level)
    lines.push({
      id: 'level',
      value: cellValue(level, 'shock'),
      source: tec(level, 'shock'),
      params: { levels: terrain.levelDifference },
    });

  if (workOutOf) {
    const cell = terrainRow(terrain.work as TerrainId).shock;
    if (cell.kind !== 'into-out-of' || typeof cell.outOf !== 'number') throw new Error('work cell');
    // [g]: not combined with the [b] -1 of the hex inside the work.
    lines.push({
      id: 'work-out-of',
      value: cell.outOf,
      source: tec(terrain.work as TerrainId, 'shock'),
      params: { work: terrain.work },
    });
  } else if (shock.attackers.some((u) => hasSixFrontHexes(u.hex))) {
    // [b]: units in a town, village, ruins or castle attack at -1; once for the attack, however many such units.
    lines.push({
      id: 'attacker-six-front-hexes',
      value: -1,
      source: { table: 'tec', footnotes: ['b'] },
      reading: 'b-once-per-attack',
    });
  }
  return lines;
}

function forbiddenShock(terrain: TerrainSetup, shock: ShockSetup, rules: EditionRules): Forbidden[] {
  const reasons: Forbidden[] = [];
  if (terrain.work === 'none' || terrain.workDirection === 'out-of') {
    if (terrainRow(terrain.hex).shock.kind === 'not-allowed') {
      reasons.push({ id: 'defender-terrain-not-allowed', source: { table: 'tec', row: terrain.hex, column: 'shock' } });
    }
  }
  if (terrain.hexside === 'steep-slope' && Math.abs(terrain.levelDifference) >= 3) {
    reasons.push({ id: 'steep-slope-three-levels', source: { table: 'tec', row: 'steep-slope', footnotes: ['i'] } });
  }
  if (shock.mode === 'charge') {
    // [e]: no charge from (2016 only), through or into these hexes and hexsides.
    const chargers = rules.chargeForbiddenFrom ? shock.attackers.filter((u) => isCavalry(u.type)) : [];
    for (const hex of new Set(chargers.map((u) => u.hex))) {
      if (forbidsCharge(hex))
        reasons.push({ id: 'charge-from-terrain', source: { table: 'tec', row: hex, footnotes: ['e'] } });
    }
    if (terrain.hexside !== 'none' && forbidsCharge(terrain.hexside)) {
      reasons.push({ id: 'charge-across-hexside', source: { table: 'tec', row: terrain.hexside, footnotes: ['e'] } });
    }
    if (terrain.work !== 'none') {
      reasons.push({ id: 'charge-work', source: { table: 'tec', row: terrain.work, footnotes: ['e'] } });
    } else if (forbidsCharge(terrain.hex)) {
      reasons.push({ id: 'charge-into-terrain', source: { table: 'tec', row: terrain.hex, footnotes: ['e'] } });
    }
  }
  return reasons;
}

/**
 * Assesses a shock or charge: every die-roll modifier with its source, or the reasons the rules forbid it.
 * The set-up must have passed `validateShock`.
 */
export function assessShock(setup: JdgSetup): Assessment {
  return withEdition(assessShockOfEdition(setup, editionRules(setup.edition)), setup.edition);
}

function assessShockOfEdition(setup: JdgSetup, rules: EditionRules): Assessment {
  const { terrain, shock } = setup;
  const notes: Note[] = [{ id: 'attackers-adjacent', source: { table: 'shock-drm', row: 'position' } }];
  if (shock.defenders.some((u) => u.type === 'artillery')) {
    // The 2016 card heads a "Shock and charge table – Artillery (8.9)"; the 2006 card has no such section.
    notes.push(
      rules.edition === '2016'
        ? { id: 'artillery-in-shock', source: { table: 'shock-table', rule: '8.9' } }
        : { id: 'artillery-in-shock-2006', source: { table: 'shock-table' } },
    );
  }
  if (shock.mode === 'charge') notes.push({ id: 'charge-path', source: { table: 'tec', footnotes: ['e'] } });

  const reasons = forbiddenShock(terrain, shock, rules);
  if (reasons.length > 0) return { status: 'not-allowed', reasons, notes };

  const odds = shockOdds(shock);
  const bestAttacker = Math.max(...shock.attackers.map((u) => u.cohesion));
  const bestDefender = Math.max(...shock.defenders.map((u) => u.cohesion));
  const modifiers: AppliedModifier[] = [
    {
      id: 'odds',
      value: odds.step.drm,
      source: { table: 'odds', rule: '8.6' },
      params: {
        attacker: odds.attacker,
        defender: odds.defender,
        stepAttacker: odds.step.attacker,
        stepDefender: odds.step.defender,
        ...(odds.shortOf ? { shortOfAttacker: odds.shortOf.attacker, shortOfDefender: odds.shortOf.defender } : {}),
      },
      // The card prints steps only: a ratio between two of them is the app's reading (the lower step, the
      // defender's favour); at an exact step, or past either end, the card says all there is.
      ...(odds.shortOf ? { reading: 'odds-rounded-for-defender' } : {}),
    },
    {
      id: 'cohesion',
      value: bestAttacker - bestDefender,
      source: { table: 'shock-drm', row: 'cohesion', rule: '8.6' },
      params: { attacker: bestAttacker, defender: bestDefender },
    },
    ...shockTerrain(terrain, shock, rules),
  ];

  // [b], both cards: "Units in these hexes have 6 front hexes" (Town/Village/Ruins, Castle). A defender there has no
  // rear hex: an attack "from the rear" or "from a front and a rear hex" earns neither +2 nor +3.
  const defenderHasNoRear = hasSixFrontHexes(terrain.hex) && !shock.defenderRouted && shock.direction !== 'front';
  if (defenderHasNoRear) {
    notes.push({ id: 'defender-six-front-hexes', source: { table: 'tec', row: terrain.hex, footnotes: ['b'] } });
  }
  if (shock.defenderRouted) {
    // Routed +2 is not cumulative with the rear or front-and-rear lines; the card does not say which wins when the
    // routed defender is also attacked front and rear (+2 or +3): the app keeps the routed +2 alone.
    modifiers.push({
      id: 'defender-routed',
      value: shockDrm('defender-routed'),
      source: { table: 'shock-drm', row: 'defender-routed' },
      ...(shock.direction !== 'front' ? { reading: 'routed-replaces-position' } : {}),
    });
  } else if (defenderHasNoRear) {
    // No position modifier: see the note.
  } else if (shock.direction === 'rear') {
    modifiers.push({
      id: 'attacked-from-rear',
      value: shockDrm('attacked-from-rear'),
      source: { table: 'shock-drm', row: 'attacked-from-rear' },
    });
  } else if (shock.direction === 'front-and-rear') {
    modifiers.push({
      id: 'attacked-from-front-and-rear',
      value: shockDrm('attacked-from-front-and-rear'),
      source: { table: 'shock-drm', row: 'attacked-from-front-and-rear', footnotes: ['*'] },
    });
  }
  if (shock.attackerRearExposed) {
    modifiers.push({
      id: 'attacker-rear-exposed',
      value: shockDrm('attacker-rear-exposed'),
      source: { table: 'shock-drm', row: 'attacker-rear-exposed' },
    });
  }

  const cavalry = shock.attackers.filter((u) => isCavalry(u.type));
  if (shock.mode === 'shock' && cavalry.length > 0) {
    modifiers.push({
      id: 'cavalry-shock-without-charge',
      value: shockDrm('cavalry-shock-without-charge'),
      source: { table: 'shock-drm', row: 'cavalry-shock-without-charge' },
      // The card's "Cavalry shock (without charging) −2" does not say whether it holds when cavalry joins infantry
      // in the shock: the app applies it then too.
      ...(cavalry.length < shock.attackers.length ? { reading: 'cavalry-shock-with-infantry' } : {}),
    });
  }
  if (shock.mode === 'charge') {
    if (shock.defenderInSquare) {
      modifiers.push({
        id: 'charge-against-square',
        value: shockDrm('charge-against-square'),
        source: { table: 'shock-drm', row: 'charge-against-square' },
      });
    } else if (cavalry.some((u) => u.type === 'heavy-cavalry')) {
      modifiers.push({
        id: 'charge-with-heavy-cavalry',
        value: shockDrm('charge-with-heavy-cavalry'),
        source: { table: 'shock-drm', row: 'charge-with-heavy-cavalry' },
      });
    } else {
      modifiers.push({
        id: 'charge-non-heavy-cavalry',
        value: shockDrm('charge-non-heavy-cavalry'),
        source: { table: 'shock-drm', row: 'charge-non-heavy-cavalry' },
      });
    }
  }
  if (shock.defenderInSquare && shock.attackers.every((u) => u.type === 'infantry')) {
    modifiers.push({
      id: 'infantry-alone-against-square',
      value: shockDrm('infantry-alone-against-square'),
      source: { table: 'shock-drm', row: 'infantry-alone-against-square' },
    });
  }

  const total = modifiers.reduce((sum, m) => sum + m.value, 0);
  return { status: 'allowed', modifiers, total, notes };
}
