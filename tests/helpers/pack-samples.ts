/**
 * Set-ups of a game pack for the tests, as a built-in game's samples.ts gives its own: every set-up a player can make
 * with the pack's fields (each number within its limits, each flag, each choice, each unit list of any allowed length),
 * and a fixed sample of them. What the contract suite asks of every game, asked of a pack.
 */
import fc from 'fast-check';
import type { PackSetup, PackUnit } from '../../src/rules/packs/engine';
import type { GamePack, PackField } from '../../src/rules/packs/format';

type ValueField = Exclude<PackField, { kind: 'units' }>;

const anyValueOf = (field: ValueField): fc.Arbitrary<number | boolean | string> =>
  field.kind === 'number'
    ? fc.integer({ min: field.min, max: field.max })
    : field.kind === 'flag'
      ? fc.boolean()
      : fc.constantFrom(...field.options.map((o) => o.id));

/** Every set-up a player can make with a pack's fields. */
export function arbitraryPackSetup(pack: GamePack): fc.Arbitrary<PackSetup> {
  return fc.record(
    Object.fromEntries(
      pack.fields.map((field) => [
        field.id,
        field.kind === 'units'
          ? fc.array(
              fc.record(Object.fromEntries(field.fields.map((f) => [f.id, anyValueOf(f)]))) as fc.Arbitrary<PackUnit>,
              { minLength: field.min, maxLength: field.max },
            )
          : anyValueOf(field),
      ]),
    ),
  ) as fc.Arbitrary<PackSetup>;
}

/** A pack's samples, in the shape of a built-in game's (src/rules/core/game.ts: GameSamples). */
export const packSamples = (pack: GamePack) => ({
  arbitrary: arbitraryPackSetup(pack),
  setups: () => fc.sample(arbitraryPackSetup(pack), { numRuns: 400, seed: 44 }),
});
