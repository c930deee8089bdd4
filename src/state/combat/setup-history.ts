/**
 * Undo and redo of the set-up, per game: the set-ups a game had before its changes (`past`) and after the changes
 * undone (`future`). A step is a game's whole set-up and comparison, with the screen it was changed on, so an undo
 * shows what it put back. Rolls are not steps: a die stays in the roll log, and on its screen as the die of the
 * set-up it was rolled for (the screen says so once an undo has changed that set-up).
 */

import type { Comparison, SharedCombat } from '../combat-types';
import { firstScreenOf, type GameId, type Screen } from '../game-index';
import { decodeCombat, encodeCombat, MAX_LINK_LENGTH } from '../links/share-link';
import { INITIAL_COMBAT_STATE } from './combat-state';

/** Steps kept per game in each direction; an older one is dropped. */
export const MAX_STEPS = 50;
/** Changes of the same fields closer than this are one step: a number typed digit by digit, a stepper tapped twice. */
export const MERGE_WINDOW_MS = 1000;

/** One game's set-up as it was, and the screen it was changed on. */
export interface SetupStep {
  readonly setup: object;
  readonly compare: Comparison<object> | null;
  readonly screen: Screen;
  /**
   * The screen the change from this set-up led to, where it is seen, when not `screen` (a link opened on another
   * screen): a redo shows it there. Not kept between visits: a step read back from storage is redone on `screen`.
   */
  readonly ledTo?: Screen;
}

/** A step as it is held: itself, or (read back from storage) its share link, read when it is used. */
export type KeptStep = SetupStep | string;

export interface GameHistory {
  readonly past: readonly KeptStep[];
  readonly future: readonly KeptStep[];
  /** The fields the last change touched and when, while a change of the same fields may join it. Not kept. */
  readonly last: { readonly fields: string; readonly at: number } | null;
}

export const NO_HISTORY: GameHistory = { past: [], future: [], last: null };

type Figures = Pick<SetupStep, 'setup' | 'compare'>;

/** A set-up shown on `screen` whose change was seen on `ledTo` (said only where the two differ). */
export const stepOn = ({ setup, compare }: Figures, screen: Screen, ledTo: Screen): SetupStep => ({
  setup,
  compare,
  screen,
  ...(ledTo === screen ? {} : { ledTo }),
});

/** The paths of the fields that differ between two set-ups ("setup.fire.strength"), sorted; '' when alike. */
export function changedFields(a: Figures, b: Figures): string {
  const paths: string[] = [];
  const walk = (x: unknown, y: unknown, path: string) => {
    if (Object.is(x, y)) return;
    if (
      typeof x === 'object' &&
      typeof y === 'object' &&
      x !== null &&
      y !== null &&
      Array.isArray(x) === Array.isArray(y) &&
      (!Array.isArray(x) || x.length === (y as unknown[]).length)
    ) {
      const xs = x as Record<string, unknown>;
      const ys = y as Record<string, unknown>;
      for (const key of new Set([...Object.keys(xs), ...Object.keys(ys)])) walk(xs[key], ys[key], `${path}.${key}`);
      return;
    }
    paths.push(path);
  };
  walk(a.setup, b.setup, 'setup');
  walk(a.compare, b.compare, 'compare');
  return paths.sort().join(' ');
}

/**
 * The history after a change from `before` to `after`: `before` becomes the step an undo puts back, and what was
 * undone can no longer be redone. A change of the fields the last change touched, within MERGE_WINDOW_MS, joins
 * that step (and a run that ends where it began leaves no step). A change that changes nothing leaves no step.
 */
export function recorded(history: GameHistory, before: SetupStep, after: Figures, now: number): GameHistory {
  const fields = changedFields(before, after);
  if (fields === '') return history;
  const { past, last } = history;
  const top = past.at(-1);
  if (last && last.fields === fields && now - last.at < MERGE_WINDOW_MS && typeof top === 'object') {
    const backToStart = changedFields(top, after) === '';
    return backToStart
      ? { past: past.slice(0, -1), future: [], last: null }
      : { past, future: [], last: { fields, at: now } };
  }
  return { past: [...past, before].slice(-MAX_STEPS), future: [], last: { fields, at: now } };
}

/**
 * A kept step as a set-up of `game`, or null when its link does not read whole as one of that game's (a pack's steps
 * read once the pack is played: its link names its text).
 */
export function readStep(game: GameId, step: KeptStep): SetupStep | null {
  if (typeof step === 'object') return step;
  const { combat, problems } = decodeCombat(step, { ...INITIAL_COMBAT_STATE, screen: firstScreenOf(game) });
  if (combat?.game !== game || problems.length > 0) return null;
  return {
    setup: combat.setup,
    compare: (combat.compare as Comparison<object> | undefined) ?? null,
    screen: combat.screen,
  };
}

/**
 * One step back (`from` 'past': undo) or forward ('future': redo) from the set-up `now`: the step to show, and the
 * history with `now` on the other side, to be put back on the step's screen. Steps read back from storage that do
 * not read are dropped on the way (`dropped`). Null step: nothing to go back (or forward) to.
 */
export function moved(
  history: GameHistory,
  from: 'past' | 'future',
  now: Figures,
  read: (step: KeptStep) => SetupStep | null,
): { step: SetupStep | null; history: GameHistory; dropped: number } {
  const to = from === 'past' ? 'future' : 'past';
  let steps = history[from];
  let dropped = 0;
  while (steps.length > 0) {
    const step = read(steps[steps.length - 1] as KeptStep);
    steps = steps.slice(0, -1);
    if (step) {
      // Put back where the step's change was seen (a link's screen), and leading back to the step's own screen: a redo
      // shows the link's screen as an undo shows the one before it.
      const other = [...history[to], stepOn(now, step.ledTo ?? step.screen, step.screen)].slice(-MAX_STEPS);
      return { step, dropped, history: { ...history, [from]: steps, [to]: other, last: null } };
    }
    dropped++;
  }
  return { step: null, dropped, history: { ...history, [from]: steps, last: null } };
}

const links = new WeakMap<SetupStep, string>();
/** A step as storage keeps it: its share link (made once per step). */
export function linkOfStep(game: GameId, step: KeptStep): string {
  if (typeof step === 'string') return step;
  let link = links.get(step);
  if (link === undefined) {
    const { setup, compare, screen } = step;
    link = encodeCombat({ game, screen, setup, ...(compare ? { compare } : {}) } as SharedCombat);
    links.set(step, link);
  }
  return link;
}

/**
 * Steps read back from storage: strings no longer than a link can be, the newest MAX_STEPS. Each is read as a link
 * only when used (readStep). Anything else is set aside; `unread` counts it.
 */
export function storedSteps(value: unknown): { steps: string[]; unread: number } {
  if (!Array.isArray(value)) return { steps: [], unread: value === undefined ? 0 : 1 };
  const steps = value.filter((v): v is string => typeof v === 'string' && v.length <= MAX_LINK_LENGTH);
  return { steps: steps.slice(-MAX_STEPS), unread: value.length - steps.length };
}
