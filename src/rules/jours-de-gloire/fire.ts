/**
 * Jours de Gloire artillery fire: the die-roll modifiers of the 2016 card and the fire it forbids.
 * The modified roll is die + fire strength + DRMs; the fire strength is listed as the first modifier.
 */
import type { AppliedModifier, Assessment, Forbidden, Note, Source } from '../core/types';
import { fireDrm } from './data/combat-tables';
import { hasSixFrontHexes, type TerrainId, terrainRow } from './data/terrain-chart';
import { type EditionRules, editionRules } from './editions';
import type { JdgSetup } from './setup';
import { levelRow } from './shock';
import { withEdition } from './with-edition';

const drmSource = (row: string, extra: Partial<Source> = {}): Source => ({ table: 'fire-drm', row, ...extra });

function tecFire(row: TerrainId): Source {
  const footnotes = terrainRow(row).fire.footnotes;
  return { table: 'tec', row, column: 'fire', ...(footnotes.length ? { footnotes } : {}) };
}

/**
 * Assesses an artillery fire: every modifier with its source, or the reasons the rules forbid it.
 * The set-up must have passed `validateFire`.
 */
export function assessFire(setup: JdgSetup): Assessment {
  return withEdition(assessFireOfEdition(setup, editionRules(setup.edition)), setup.edition);
}

function assessFireOfEdition(setup: JdgSetup, rules: EditionRules): Assessment {
  const { terrain, fire } = setup;
  const adjacent = fire.distance === 1;
  const counterOrReaction = fire.kind !== 'normal';
  const workInto = terrain.work !== 'none' && terrain.workDirection === 'into';
  const workOutOf = terrain.work !== 'none' && terrain.workDirection === 'out-of';
  const notes: Note[] = [];
  const reasons: Forbidden[] = [];

  // [f]: crest and steep slope forbid fire into an adjacent hex; beyond it, line of sight decides (7.4).
  if (adjacent && (terrain.hexside === 'crest' || terrain.hexside === 'steep-slope')) {
    reasons.push({
      id: 'adjacent-fire-across-hexside',
      source: { table: 'tec', row: terrain.hexside, column: 'fire', footnotes: ['f'] },
    });
  }
  // [i] 2006: a steep slope between hexes 3 or more levels apart forbids fire too (2016 names shock only).
  if (rules.steepSlopeForbidsFire && terrain.hexside === 'steep-slope' && Math.abs(terrain.levelDifference) >= 3) {
    reasons.push({
      id: 'steep-slope-three-levels-fire',
      source: { table: 'tec', row: 'steep-slope', footnotes: ['i'] },
    });
  }
  if (
    !adjacent &&
    (terrain.levelDifference !== 0 || terrain.hexside === 'crest' || terrain.hexside === 'steep-slope')
  ) {
    notes.push({ id: 'levels-beyond-adjacent', source: { table: 'tec', footnotes: ['f'], rule: '7.4' } });
  }
  if (reasons.length > 0) return { status: 'not-allowed', reasons, notes };

  const modifiers: AppliedModifier[] = [
    {
      id: 'fire-strength',
      value: fire.strength,
      source: drmSource('fire-strength'),
      params: { strength: fire.strength },
    },
  ];
  if (fire.combined) {
    // The card adds +2 for the pair; it does not say whether the second battery's strength also counts. The app
    // reads it as one battery's strength + 2.
    modifiers.push({
      id: 'combined-fire',
      value: fireDrm('combined-fire'),
      source: drmSource('combined-fire'),
      reading: 'combined-fire-one-strength',
    });
  }
  if ((fire.firerInSquare || hasSixFrontHexes(fire.firerHex)) && !workOutOf) {
    modifiers.push({
      id: 'firer-six-front-hexes',
      value: fireDrm('firer-six-front-hexes'),
      source: drmSource('firer-six-front-hexes', { footnotes: ['b'] }),
    });
  }
  if (counterOrReaction) {
    modifiers.push({
      id: fire.kind === 'reaction' ? 'reaction-fire' : 'counter-battery-fire',
      value: fireDrm('reaction-or-counter-battery'),
      source: drmSource('reaction-or-counter-battery', {
        rule: fire.kind === 'reaction' ? '8.3' : rules.counterBatteryRule,
      }),
    });
  }

  // Target terrain ("Fire" column): the work's figure replaces the hex inside it ([g]); firing out of a work has no
  // terrain effect for the work, and [g] also drops the firer's six-front-hexes -1 of the hex inside.
  if (workInto) {
    const cell = terrainRow(terrain.work as TerrainId).fire;
    if (cell.kind !== 'into-out-of' || typeof cell.into !== 'number') throw new Error('work cell');
    modifiers.push({
      id: 'work-into',
      value: cell.into,
      source: tecFire(terrain.work as TerrainId),
      params: { work: terrain.work },
    });
  } else {
    const cell = terrainRow(terrain.hex).fire;
    modifiers.push({
      id: 'target-terrain',
      value: cell.kind === 'drm' ? cell.value : 0,
      source: tecFire(terrain.hex),
      params: { terrain: terrain.hex },
    });
  }
  if (workOutOf) {
    modifiers.push({
      id: 'work-out-of',
      value: 0,
      source: tecFire(terrain.work as TerrainId),
      params: { work: terrain.work },
    });
  }
  if (adjacent) {
    const level = levelRow(terrain.levelDifference);
    if (level) {
      const cell = terrainRow(level).fire;
      modifiers.push({
        id: 'level',
        value: cell.kind === 'drm' ? cell.value : 0,
        source: tecFire(level),
        params: { levels: terrain.levelDifference },
      });
    }
  }

  if (fire.massedTarget) {
    if (counterOrReaction && rules.massedTargetExceptReactionOrCounterBattery) {
      notes.push({ id: 'massed-target-not-for-reaction', source: drmSource('massed-target', { footnotes: ['*'] }) });
    } else {
      modifiers.push({
        id: 'massed-target',
        value: fireDrm('massed-target'),
        source: drmSource('massed-target', { footnotes: ['*'] }),
      });
    }
  }
  if (fire.targetInSquare) {
    modifiers.push({
      id: 'target-in-square',
      value: fireDrm('target-in-square'),
      source: drmSource('target-in-square'),
    });
  }

  if (adjacent && fire.targetIsArtillery && rules.pointBlankOnlyAgainstInfantryOrCavalry) {
    notes.push({ id: 'point-blank-not-against-artillery', source: drmSource('point-blank') });
  } else if (adjacent) {
    modifiers.push({
      id: 'point-blank',
      value: fireDrm('point-blank'),
      source: drmSource('point-blank'),
      // The 2016 card drops the 2006 "against infantry or cavalry" without saying artillery is now included.
      ...(fire.targetIsArtillery ? { reading: 'point-blank-against-artillery' } : {}),
    });
  } else if (fire.distance <= fire.effectiveRange) {
    modifiers.push({
      id: 'effective-range',
      value: fireDrm('effective-range'),
      source: drmSource('effective-range'),
      params: { range: fire.effectiveRange },
    });
  } else {
    const beyond = fire.distance - fire.effectiveRange;
    modifiers.push({
      id: 'long-range',
      value: fireDrm('long-range-per-hex') * beyond,
      source: drmSource('long-range-per-hex'),
      params: { hexes: beyond },
    });
  }

  const total = modifiers.reduce((sum, m) => sum + m.value, 0);
  return { status: 'allowed', modifiers, total, notes };
}
