/**
 * A pack read whole, made a game of the very shape a built-in game declares (src/rules/core/game.ts): its manifest —
 * its id, its screens (a roll each, its charts, the shared roll log), its default set-up — and its rules — each roll's
 * resolution and every id the rules can return. Built-in games and kept packs then run through one contract, held by
 * the same tests (tests/unit/rulesets-contract.test.ts).
 */
import type { GameManifest, GameRules, GameScreen } from '../core/game';
import { ABOVE_LAST, BELOW_FIRST, type LoadedPack, type PackSetup } from './engine';
import { packGameId } from './game-id';

/** The screen of one of a pack's charts (a roll's screen is the roll's id; the roll log's, "log"). */
export const chartScreen = (chart: string): string => `chart:${chart}`;

/** The ids a pack's roll returns, by kind, as its rules declare them. */
function rollIds(loaded: LoadedPack, index: number) {
  const roll = loaded.pack.rolls[index];
  if (!roll) return { modifiers: [], readings: [], notes: [], forbidden: [] };
  const { entry } = roll;
  const entryLine = entry.kind === 'odds' ? ['odds'] : entry.kind === 'difference' ? ['difference'] : [];
  const bounded = entry.kind === 'odds' || entry.kind === 'columns' ? entry : null;
  return {
    modifiers: [...entryLine, ...(entry.kind === 'columns' ? ['column'] : []), ...roll.modifiers.map((m) => m.id)],
    readings: roll.modifiers.flatMap((m) => (m.reading ? [m.id] : [])),
    notes: (roll.notes ?? []).map((n) => n.id),
    forbidden: [
      ...(bounded?.below === 'forbidden' ? [BELOW_FIRST] : []),
      ...(bounded?.above === 'forbidden' ? [ABOVE_LAST] : []),
      ...(roll.forbid ?? []).map((rule) => rule.id),
    ],
  };
}

/**
 * A pack as a game: its manifest and its rules. Its links are the packs' own (src/state/links/pack-link.ts: the pack's id,
 * version and hash, and the fields set away from its defaults), so its manifest names no link field; a rule of the pack
 * that gives no whole number (BROKEN_RULE) is a fault of the pack, never one of its declared reasons.
 */
export function packGame(
  loaded: LoadedPack,
  hash: string,
): { readonly manifest: GameManifest<PackSetup>; readonly rules: GameRules<PackSetup> } {
  const { pack } = loaded;
  const id = packGameId(pack.id, pack.version, hash);
  const screens: GameScreen[] = [
    ...loaded.rolls.map((resolution, i) => ({
      id: resolution.id,
      roll: { die: resolution.die, results: resolution.table.map((band) => band.id) },
      // A roll is about the fields its form shows: a link shared from it carries theirs.
      about: pack.rolls[i]?.fields ?? [],
    })),
    ...(pack.charts ?? []).map((chart) => ({ id: chartScreen(chart.id) })),
    { id: 'log' },
  ];
  const perRoll = pack.rolls.map((_, i) => rollIds(loaded, i));
  const all = (kind: keyof (typeof perRoll)[number]) => [...new Set(perRoll.flatMap((ids) => ids[kind]))];
  return {
    manifest: {
      id,
      namespace: id,
      screens,
      defaultSetup: loaded.defaultSetup,
      linkIds: [{ id, since: 0 }],
      linkIdOf: () => id,
      linkFields: [],
    },
    rules: {
      game: id,
      resolutions: loaded.rolls,
      ids: { modifiers: all('modifiers'), readings: all('readings'), notes: all('notes'), forbidden: all('forbidden') },
    },
  };
}
