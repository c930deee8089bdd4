/**
 * What the log works out of a logged roll from its game's rules (registered with its log words): the modifiers of its
 * set-up, line by line, and its luck (the chance of its result, of "this or better" and "this or worse", and its
 * percentile). The modifiers are shown only where the rules still give the set-up the total it was rolled with.
 */
import { type RollLuck, rollLuck } from '../../rules/core/luck';
import type { AppliedModifier } from '../../rules/core/types';
import { GAME_OF } from '../../state/game-index';
import { entryCombat, entryRoll, type LogEntry } from '../../state/roll-log';
import { logWordsOf } from '../shared/game-ui';

/**
 * Whether this device plays a game now: a roll of a game pack's text no longer kept here (removed, or kept in another
 * text) reads as after a restart, from what it holds, and cannot be reopened.
 */
export const isPlayedHere = (game: string): boolean => GAME_OF.has(game) && logWordsOf(game)?.kept?.() !== false;

/** The game and screen of a logged roll, where this device plays that game now. */
export function playedRoll(entry: Pick<LogEntry, 'game' | 'screen'>): ReturnType<typeof entryRoll> {
  const rolling = entryRoll(entry);
  return rolling && isPlayedHere(rolling.game) ? rolling : undefined;
}

/** The combat a logged roll was rolled for, where this device plays its game now. */
export const playedCombat = (entry: LogEntry): ReturnType<typeof entryCombat> =>
  playedRoll(entry) ? entryCombat(entry) : null;

export interface EntryFigures {
  /** Every modifier of the roll's set-up, or null when the rules now give it another total (or cannot read it). */
  readonly modifiers: readonly AppliedModifier[] | null;
  readonly luck: RollLuck | null;
}

const NONE: EntryFigures = { modifiers: null, luck: null };
// Entries are never changed: each is worked out once.
const worked = new WeakMap<LogEntry, EntryFigures>();

export function entryFigures(entry: LogEntry): EntryFigures {
  const combat = playedCombat(entry);
  if (!combat) return NONE;
  let figures = worked.get(entry);
  if (figures) return figures;
  const resolution = logWordsOf(combat.game)?.rules.resolutions.find((r) => r.id === entry.screen);
  if (!resolution) return NONE;
  const assessment = resolution.assess(combat.setup as never);
  figures = {
    modifiers: assessment.status === 'allowed' && assessment.total === entry.modifier ? assessment.modifiers : null,
    luck: rollLuck(resolution.chances(entry.modifier).exact, entry.result),
  };
  worked.set(entry, figures);
  return figures;
}
