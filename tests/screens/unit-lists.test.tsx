/**
 * A list of units is edited one way for every game (src/ui/unit-rows.tsx): Jours de Gloire's shock, Corbach's combat
 * and a game pack's unit lists, played on their screens by any run of Add, Remove and a strength typed, hold what a
 * model of the list holds — a new unit a copy of the last one (or the game's own first unit in an empty list), a unit
 * removed by its position, a change made to its unit alone, and the list within its bounds.
 */
import { readFileSync } from 'node:fs';
import { act, fireEvent, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_UNITS_PER_SIDE } from '../../src/rules/core/validation';
import { setupOf } from '../../src/state/combat/combat-selectors';
import { useCombatStore } from '../../src/state/combat/combat-store';
import type { GameId } from '../../src/state/game-index';
import { useKeptPacks } from '../../src/state/packs/kept-packs';
import { usePackInPlay } from '../../src/state/packs/pack-link-address';
import { renderApp } from '../helpers/render-app';

type Unit = { readonly strength: number };
type Op =
  | { readonly kind: 'add' }
  | { readonly kind: 'remove' | 'strength'; readonly at: number; readonly value: number };

const ops = fc.array(
  fc.oneof(
    fc.constant<Op>({ kind: 'add' }),
    fc.record({
      kind: fc.constantFrom('remove' as const, 'strength' as const),
      at: fc.nat(13),
      value: fc.integer({ min: 1, max: 9 }),
    }),
  ),
  { maxLength: 16 },
);

interface UnitList {
  readonly name: string;
  /** Shows the list's screen; gives its group's name. */
  readonly open: () => Promise<string>;
  readonly units: () => readonly Unit[];
  readonly setUnits: (units: readonly Unit[]) => void;
  readonly min: number;
}

/** A list of a game's set-up read and written through the store, at `path` in its set-up. */
function storeList(game: () => GameId, path: readonly string[]) {
  const at = (setup: unknown) => path.reduce((part, key) => (part as Record<string, unknown>)[key], setup);
  const write = (setup: unknown, units: readonly Unit[], keys: readonly string[]): unknown => {
    const [key, ...rest] = keys as [string, ...string[]];
    const part = setup as Record<string, unknown>;
    return { ...part, [key]: rest.length === 0 ? units : write(part[key], units, rest) };
  };
  return {
    units: () => at(setupOf(useCombatStore.getState(), game())) as readonly Unit[],
    setUnits: (units: readonly Unit[]) =>
      useCombatStore.getState().updateSetup(game(), (setup) => write(setup, units, path) as typeof setup),
  };
}

const LISTS: readonly UnitList[] = [
  {
    name: 'Jours de Gloire, attacking units in a shock',
    open: async () => {
      const { user } = renderApp('en');
      await user.click(screen.getByRole('button', { name: 'Shock' }));
      return 'Attacking units';
    },
    ...storeList(() => 'jdg', ['shock', 'attackers']),
    min: 0,
  },
  {
    name: 'Corbach 1760, defending units',
    open: async () => {
      const { user } = renderApp('en');
      await user.selectOptions(screen.getByLabelText('Game'), 'corbach-1760');
      await user.click(screen.getByRole('button', { name: 'Combat' }));
      return 'Defending units';
    },
    ...storeList(() => 'corbach', ['combat', 'defenders']),
    min: 0,
  },
  {
    name: 'a game pack (corbach-1760.pack.json), attacking units',
    open: async () => {
      useKeptPacks.getState().keep(readFileSync('examples/corbach-1760.pack.json', 'utf8'));
      usePackInPlay.setState({ id: 'corbach-1760' });
      renderApp('en');
      await screen.findByTestId('pack-game');
      return 'Attacking units';
    },
    ...storeList(() => useCombatStore.getState().game, ['attackers']),
    min: 1,
  },
];

describe('a list of units, edited one way for every game', () => {
  it.each(LISTS)(
    '$name: any run of Add, Remove and a strength typed holds what the model holds',
    async (list) => {
      const name = await list.open();
      const first = list.units();
      const newUnit = first[0] as Unit;
      const group = () => screen.getByRole('group', { name });
      await fc.assert(
        fc.asyncProperty(ops, async (run) => {
          act(() => list.setUnits(first));
          let model = [...first];
          for (const op of run) {
            const removes = within(group()).queryAllByRole('button', { name: /Remove/ });
            expect(removes).toHaveLength(model.length);
            if (op.kind === 'add') {
              fireEvent.click(within(group()).getByRole('button', { name: /add/i }));
              if (model.length < MAX_UNITS_PER_SIDE) model = [...model, model.at(-1) ?? newUnit];
            } else if (model.length > 0) {
              const at = op.at % model.length;
              if (op.kind === 'remove') {
                fireEvent.click(removes[at] as HTMLElement);
                if (model.length > list.min) model = model.filter((_, i) => i !== at);
              } else {
                const field = within(group()).getAllByRole('textbox', { name: /Strength/ })[at] as HTMLElement;
                fireEvent.change(field, { target: { value: String(op.value) } });
                model = model.map((unit, i) => (i === at ? { ...unit, strength: op.value } : unit));
              }
            }
            expect(list.units()).toEqual(model);
          }
        }),
        {
          numRuns: 12,
          // A list filled past its most, and one emptied then added to.
          examples: [
            [Array.from({ length: MAX_UNITS_PER_SIDE + 1 }, (): Op => ({ kind: 'add' }))],
            [[{ kind: 'add' }, { kind: 'strength', at: 1, value: 9 }, { kind: 'add' }]],
            [
              [
                { kind: 'add' },
                ...Array.from({ length: 3 }, (): Op => ({ kind: 'remove', at: 0, value: 1 })),
                { kind: 'add' },
              ],
            ],
          ],
        },
      );
    },
    60_000,
  );
});
