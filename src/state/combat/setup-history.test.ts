import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryCombatOrComparison } from '../../../tests/helpers/arbitrary-combats';
import { DEFAULT_SETUPS } from '../../../tests/helpers/default-setups';
import type { SharedCombat } from '../combat-types';
import type { BuiltInGameId as GameId } from '../game-index';
import {
  changedFields,
  type GameHistory,
  type KeptStep,
  linkOfStep,
  MAX_STEPS,
  MERGE_WINDOW_MS,
  moved,
  NO_HISTORY,
  readStep,
  recorded,
  type SetupStep,
  stepOn,
  storedSteps,
} from './setup-history';

const stepOf = (combat: SharedCombat): SetupStep => ({
  setup: combat.setup,
  compare: combat.compare ?? null,
  screen: combat.screen,
});

/** Set-ups of one game, one after another, as a player makes them. */
const runOfOneGame = fc.constantFrom(...(Object.keys(DEFAULT_SETUPS) as GameId[])).chain((game) =>
  fc.record({
    game: fc.constant(game),
    steps: fc.array(
      arbitraryCombatOrComparison.filter((c) => c.game === game),
      { minLength: 1, maxLength: 8 },
    ),
  }),
);

const read = (game: GameId) => (step: KeptStep) => readStep(game, step);

/** Plays `steps` from the game's default set-up, each change `gap` ms after the last: the history and the end. */
function play(game: GameId, steps: readonly SetupStep[], gap: number) {
  let history: GameHistory = NO_HISTORY;
  let now: SetupStep = { setup: DEFAULT_SETUPS[game], compare: null, screen: steps[0]?.screen ?? 'log' };
  steps.forEach((step, i) => {
    history = recorded(history, now, step, i * gap);
    if (changedFields(now, step) !== '') now = step;
  });
  return { history, now };
}

describe('undo and redo of the set-up', () => {
  it('changes far apart in time: undo walks back through every distinct set-up, redo forward again', () => {
    fc.assert(
      fc.property(runOfOneGame, ({ game, steps }) => {
        const run = steps.map(stepOf);
        const { history, now } = play(game, run, MERGE_WINDOW_MS * 2);
        // The set-ups seen, each one that differs from the one before.
        const seen: Pick<SetupStep, 'setup' | 'compare'>[] = [{ setup: DEFAULT_SETUPS[game], compare: null }];
        for (const step of run) if (changedFields(seen.at(-1) as SetupStep, step) !== '') seen.push(step);
        expect(history.past).toHaveLength(seen.length - 1);
        let h = history;
        let shown: Pick<SetupStep, 'setup' | 'compare'> = now;
        for (let i = seen.length - 2; i >= 0; i--) {
          const back = moved(h, 'past', shown, read(game));
          expect(back.step && changedFields(back.step, seen[i] as SetupStep)).toBe('');
          h = back.history;
          shown = back.step as SetupStep;
        }
        expect(moved(h, 'past', shown, read(game)).step).toBeNull();
        for (let i = 1; i < seen.length; i++) {
          const forward = moved(h, 'future', shown, read(game));
          expect(forward.step && changedFields(forward.step, seen[i] as SetupStep)).toBe('');
          h = forward.history;
          shown = forward.step as SetupStep;
        }
        expect(moved(h, 'future', shown, read(game)).step).toBeNull();
      }),
      { numRuns: 150 },
    );
  });

  it('changes that lead to another screen (a link opened there): undo and redo show each set-up on its own screen', () => {
    fc.assert(
      fc.property(runOfOneGame, ({ game, steps }) => {
        const run = steps.map(stepOf);
        let history: GameHistory = NO_HISTORY;
        let now: SetupStep = { setup: DEFAULT_SETUPS[game], compare: null, screen: 'log' };
        const seen: SetupStep[] = [now];
        run.forEach((step, i) => {
          if (changedFields(now, step) === '') return;
          // Made on the screen of the set-up before it, seen on its own (as the store records it).
          history = recorded(history, stepOn(now, now.screen, step.screen), step, i * MERGE_WINDOW_MS * 2);
          now = step;
          seen.push(step);
        });
        let h = history;
        let shown: SetupStep = now;
        for (let i = seen.length - 2; i >= 0; i--) {
          const back = moved(h, 'past', shown, read(game));
          expect(back.step?.screen).toBe((seen[i] as SetupStep).screen);
          expect(changedFields(back.step as SetupStep, seen[i] as SetupStep)).toBe('');
          h = back.history;
          shown = back.step as SetupStep;
        }
        for (let i = 1; i < seen.length; i++) {
          const forward = moved(h, 'future', shown, read(game));
          expect(forward.step?.screen).toBe((seen[i] as SetupStep).screen);
          expect(changedFields(forward.step as SetupStep, seen[i] as SetupStep)).toBe('');
          h = forward.history;
          shown = forward.step as SetupStep;
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a number typed digit by digit is one step; a change of another field, or after a pause, is another', () => {
    const jdg = DEFAULT_SETUPS.jdg;
    const at = (strength: number, distance = jdg.fire.distance) => ({
      setup: { ...jdg, fire: { ...jdg.fire, strength, distance } },
      compare: null,
      screen: 'fire' as const,
    });
    const start = at(jdg.fire.strength);
    let h = recorded(NO_HISTORY, start, at(1), 0);
    h = recorded(h, at(1), at(12), 300);
    expect(h.past).toEqual([start]);
    // Another field: a step of its own.
    h = recorded(h, at(12), at(12, 3), 500);
    expect(h.past).toEqual([start, at(12)]);
    // The same field after a pause: another step.
    h = recorded(h, at(12, 3), at(12, 4), 500 + MERGE_WINDOW_MS);
    expect(h.past).toHaveLength(3);
    // Back and forth within a moment, ending where it began: no step at all.
    const before = h;
    h = recorded(h, at(12, 4), at(12, 5), 2 * MERGE_WINDOW_MS);
    h = recorded(h, at(12, 5), at(12, 4), 2 * MERGE_WINDOW_MS + 100);
    expect(h.past).toEqual(before.past);
    // A change that changes nothing is no step, and leaves what can be redone.
    const undone = moved(h, 'past', at(12, 4), read('jdg')).history;
    expect(recorded(undone, at(12, 3), at(12, 3), 9e9)).toBe(undone);
    // A new change ends what could be redone.
    expect(recorded(undone, at(12, 3), at(13, 3), 9e9).future).toEqual([]);
  });

  it('keeps at most MAX_STEPS steps each way, the newest', () => {
    const jdg = DEFAULT_SETUPS.jdg;
    const at = (strength: number) => ({
      setup: { ...jdg, fire: { ...jdg.fire, strength } },
      compare: null,
      screen: 'fire' as const,
    });
    let h = NO_HISTORY;
    for (let i = 1; i <= MAX_STEPS + 5; i++) h = recorded(h, at(i), at(i + 1), i * 2 * MERGE_WINDOW_MS);
    expect(h.past).toHaveLength(MAX_STEPS);
    expect((h.past[0] as SetupStep).setup).toEqual(at(6).setup);
  });

  it('a step kept between visits reads back as the set-up and screen it was; a link that does not read is dropped', () => {
    fc.assert(
      fc.property(arbitraryCombatOrComparison, (combat) => {
        const link = linkOfStep(combat.game, stepOf(combat));
        expect(readStep(combat.game, link)).toEqual(stepOf(combat));
        const other = (Object.keys(DEFAULT_SETUPS) as GameId[]).find((g) => g !== combat.game) as GameId;
        // Read as another game's step, or cut short, it is not one.
        expect(readStep(other, link)).toBeNull();
        expect(readStep(combat.game, link.slice(0, -3))).toBeNull();
      }),
      { numRuns: 200 },
    );
    const good = linkOfStep('jdg', { setup: DEFAULT_SETUPS.jdg, compare: null, screen: 'fire' });
    const history: GameHistory = { past: [good, 'v=7&sys=nothing', '__proto__'], future: [], last: null };
    const back = moved(history, 'past', { setup: DEFAULT_SETUPS.jdg, compare: null }, read('jdg'));
    expect(back.dropped).toBe(2);
    expect(back.step?.screen).toBe('fire');
    expect(back.history.past).toEqual([]);
  });

  it('stored steps: strings no longer than a link, the newest MAX_STEPS; anything else counted as unread', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const { steps, unread } = storedSteps(value);
        expect(steps.every((s) => typeof s === 'string')).toBe(true);
        expect(steps.length).toBeLessThanOrEqual(MAX_STEPS);
        if (!Array.isArray(value)) expect(steps).toEqual([]);
        if (value !== undefined && !Array.isArray(value)) expect(unread).toBe(1);
      }),
    );
    expect(storedSteps(['a', 3, {}, 'b'])).toEqual({ steps: ['a', 'b'], unread: 2 });
    expect(storedSteps(undefined)).toEqual({ steps: [], unread: 0 });
  });
});
