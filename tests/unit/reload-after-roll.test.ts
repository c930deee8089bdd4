/**
 * A reload brings back, on each screen with a die, the die that screen showed for its set-up — or none: never a die
 * rolled before the set-up changed, which would come back with a result the roll log never recorded. Played over
 * generated sequences of rolls, set-up changes, comparisons, links opened and resets (fast-check), over the built-in
 * games and the example game packs (each played as a page plays it: its game added to the registry); the reload is a
 * fresh copy of the store's modules reading what the last one wrote.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect, it, vi } from 'vitest';
import { JDG_HEX_TERRAINS } from '../../src/rules/jours-de-gloire/setup';
import { readPack } from '../../src/rules/packs/engine';
import { packGameId } from '../../src/rules/packs/game-id';
import { setupOf } from '../../src/state/combat/combat-selectors';
import { GAME_IDS, type GameId, ROLL_KEYS, type RollKey, rollKey } from '../../src/state/game-index';
import { packHash } from '../../src/state/links/pack-link-parts';
import { stubLocalStorage } from '../helpers/memory-storage';

const stored = stubLocalStorage();

type StoreModule = typeof import('../../src/state/combat/combat-store');

const PACKS = ['skirmish', 'odds-columns'].map((name) => {
  const text = readFileSync(`examples/${name}.pack.json`, 'utf8');
  const loaded = readPack(text).loaded;
  if (!loaded) throw new Error(name);
  return { text, loaded, game: packGameId(loaded.pack.id, loaded.pack.version, packHash(text)) as GameId };
});
const GAMES: readonly GameId[] = [...GAME_IDS, ...PACKS.map((p) => p.game)];
const KEYS: readonly RollKey[] = [
  ...ROLL_KEYS,
  ...PACKS.flatMap((p) => p.loaded.pack.rolls.map((r) => rollKey(p.game, r.id) as RollKey)),
];

/** A page's store as it starts: fresh modules, reading what storage holds; the example packs played. */
async function startPage() {
  vi.resetModules();
  const store: StoreModule = await import('../../src/state/combat/combat-store');
  const { flushPendingWrites } = await import('../../src/state/storage/deferred-writes');
  const index = await import('../../src/state/game-index');
  const { gameOfPack } = await import('../../src/screens/packs/play-pack');
  for (const { loaded, text } of PACKS) gameOfPack(loaded, text);
  return { useCombatStore: store.useCombatStore, flushPendingWrites, index };
}

/** The die each screen shows with a result: one rolled for the set-up now on it. */
function shownDice({ useCombatStore, index }: Awaited<ReturnType<typeof startPage>>): Record<string, number | null> {
  const s = useCombatStore.getState();
  return Object.fromEntries(
    KEYS.map((key) => [key, s.rolledFor[key] === setupOf(s, index.gameOfRoll(key)) ? (s.rolls[key] ?? null) : null]),
  );
}

const step = fc.oneof(
  fc.record({ kind: fc.constant('roll' as const), key: fc.constantFrom(...KEYS), face: fc.nat(20) }),
  fc.record({
    kind: fc.constant('change' as const),
    game: fc.constantFrom(...GAMES),
    hex: fc.constantFrom(...JDG_HEX_TERRAINS),
  }),
  fc.record({ kind: fc.constant('show' as const), game: fc.constantFrom(...GAMES) }),
  fc.record({
    kind: fc.constant('compare' as const),
    act: fc.constantFrom('start', 'edit-a', 'edit-b', 'keep-a', 'keep-b'),
  }),
  // A link or a roll-log entry opened: the same set-up again, with a die.
  fc.record({ kind: fc.constant('open' as const), key: fc.constantFrom(...KEYS), face: fc.nat(20) }),
  fc.record({ kind: fc.constant('reset' as const), game: fc.constantFrom(...GAMES) }),
);

it('a reload shows each screen’s die for its set-up, or none; never a die rolled before the set-up changed', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { maxLength: 10 }), async (steps) => {
      stored.clear();
      const page = await startPage();
      const store = () => page.useCombatStore.getState();
      for (const s of steps) {
        if (s.kind === 'roll' || s.kind === 'open') {
          const rolling = page.index.ROLLS.get(s.key);
          if (!rolling) throw new Error(s.key);
          const die = rolling.die.faces[s.face % rolling.die.faces.length] as number;
          if (s.kind === 'roll')
            store().setRoll(s.key, die, setupOf(store(), rolling.game), { by: 'app', at: 1_790_000_000 });
          else
            store().open({
              game: rolling.game,
              screen: rolling.screen,
              setup: setupOf(store(), rolling.game),
              roll: { die, by: 'player', at: 1_790_000_000 },
            } as Parameters<ReturnType<typeof store>['open']>[0]);
        } else if (s.kind === 'change') {
          // Any change makes a new set-up object; Jours de Gloire's also changes what a link says.
          if (s.game === 'jdg')
            store().updateSetup('jdg', (jdg) => ({ ...jdg, terrain: { ...jdg.terrain, hex: s.hex } }));
          else store().updateSetup(s.game, (setup) => ({ ...setup }));
        } else if (s.kind === 'show') store().setGame(s.game);
        else if (s.kind === 'compare') {
          if (s.act === 'start') store().startComparing();
          else if (s.act === 'edit-a' || s.act === 'edit-b') store().editOption(s.act === 'edit-a' ? 'a' : 'b');
          else store().stopComparing(s.act === 'keep-a' ? 'a' : 'b');
        } else store().resetGame(s.game);
      }
      const before = shownDice(page);
      page.flushPendingWrites();
      const reloaded = await startPage();
      expect(shownDice(reloaded)).toEqual(before);
    }),
    { numRuns: 150 },
  );
}, 120_000);
