/**
 * The combat set-up as kept between visits, and read back: storage's shape (version 3), its older shapes, and what
 * is written. Each part stands alone, as untrusted input.
 */
import { isObject, ownField } from '../../rules/core/own';
import {
  firstScreenOf,
  GAME_IDS,
  GAME_OF_BARE_SCREEN,
  type GameId,
  gameOfRoll,
  isPackGame,
  type PackGameId,
  ROLL_KEYS,
  ROLLS,
  type RollKey,
  screensOf,
} from '../game-index';
import { decodeCombat, encodeCombat, MAX_LINK_LENGTH } from '../links/share-link';
import type { Notice } from '../notices';
import { combatOf, rememberedScreen, withSharedCombat } from './combat-selectors';
import type { CombatState } from './combat-state';
import { diceToKeep, isDieOf } from './kept-dice';

/**
 * What is kept between visits: each game's set-up as its share link (one validated, versioned format; the link of the
 * game on show also holds the screen), the active game, and the dice (each only with the set-up it was rolled
 * for). Version 1 kept one Jours de Gloire link; up to version 2 the dice were keyed by screen alone, since version 3
 * by game and screen.
 */
export interface StoredCombat {
  /** The game on show: named "system" since version 1, as every stored copy names it. */
  readonly system: GameId;
  readonly links: Partial<Record<GameId, string>>;
  readonly rolls: Partial<Record<RollKey, number | null>>;
}

type StoredPart = Pick<CombatState, 'game' | 'screen' | 'rolls' | 'combats'>;

/**
 * What storage keeps of the game packs not played yet this visit (a pack's link only that pack reads), as it was read:
 * written back so, until a pack is played (src/state/packs/pack-in-store.ts takes its part then). `game`: the pack on show
 * when the earlier visit ended.
 */
export const keptPacks: { links: Map<string, string>; dice: Map<string, unknown>; game: PackGameId | null } = {
  links: new Map(),
  dice: new Map(),
  game: null,
};

/** The game pack the earlier visit ended on, to be played at start-up. */
export const packOnShowAtStartUp = (): PackGameId | null => keptPacks.game;

/**
 * Reads what an earlier visit kept (any version, or none): each game's set-up from its own link, the game shown, the
 * dice. Each part stands alone: one that cannot be read is reported and takes its default; every other part is
 * kept. Never throws (tests/unit/untrusted-input.test.ts feeds it generated and mutated states).
 *
 * `only`: another tab's write, of which only these games' set-ups are read (src/state/combat/combat-across-tabs.ts):
 * this tab's game, screen and dice stay, and `notWhole` names the games whose set-up did not read whole.
 */
export function readStoredCombat<S extends StoredPart>(
  stored: unknown,
  current: S,
  only?: readonly GameId[],
): { state: S; notices: Notice[]; notWhole?: ReadonlySet<GameId> } {
  const notices: Notice[] = [];
  // Version 1 kept one Jours de Gloire link.
  const links = isObject(ownField(stored, 'links'))
    ? ownField(stored, 'links')
    : typeof ownField(stored, 'link') === 'string'
      ? { jdg: ownField(stored, 'link') }
      : undefined;
  if (links === undefined) {
    if (stored !== undefined) notices.push({ id: 'storage-corrupt', key: 'adc-combat' });
    return { state: current, notices };
  }
  // Version 1 kept no game: its link was Jours de Gloire's.
  const storedGame = ownField(stored, 'system') ?? 'jdg';
  const storedRolls = ownField(stored, 'rolls');
  const ofPacks = (kept: unknown) => Object.entries(isObject(kept) ? kept : {}).filter(([key]) => isPackGame(key));
  keptPacks.links = new Map(
    ofPacks(links).filter(([, link]) => typeof link === 'string' && link.length <= MAX_LINK_LENGTH) as [
      string,
      string,
    ][],
  );
  // A die only with its pack's combat (the game is its key up to the last "/": a roll id holds none).
  keptPacks.dice = new Map(
    ofPacks(storedRolls).filter(([key]) => keptPacks.links.has(key.slice(0, key.lastIndexOf('/')))),
  );
  if (!only)
    keptPacks.game =
      typeof storedGame === 'string' && keptPacks.links.has(storedGame) ? (storedGame as PackGameId) : null;
  const active = only ? undefined : GAME_IDS.find((id) => id === storedGame);
  let next: S = current;
  // The games whose kept set-up did not read whole: their dice do not come back (a die would show the result of a
  // set-up it was not rolled for).
  const notWhole = new Set<GameId>();
  for (const game of only ?? GAME_IDS) {
    const link = ownField(links, game);
    if (link === undefined) continue;
    let decoded: ReturnType<typeof decodeCombat>;
    try {
      decoded = typeof link === 'string' ? decodeCombat(link, next) : { combat: null, problems: [] };
    } catch {
      decoded = { combat: null, problems: [] };
    }
    const { combat, problems } = decoded;
    if (combat?.game !== game) {
      const whole = problems.filter((p) => p.code !== 'field');
      notices.push({ id: 'stored-setup', game: game, problems: whole.length > 0 ? whole : [{ code: 'not-a-link' }] });
      notWhole.add(game);
      continue;
    }
    if (problems.length > 0) {
      notices.push({ id: 'stored-setup', game: game, problems });
      notWhole.add(game);
    }
    next = {
      ...next,
      ...withSharedCombat(next, combat),
      ...(game === active ? { screen: combat.screen } : {}),
    };
  }
  if (only) return { state: next, notices, notWhole };
  const storedDie = (key: RollKey): unknown => {
    // Up to version 2 the dice were keyed by screen alone.
    const rolling = ROLLS.get(key);
    const before = rolling && GAME_OF_BARE_SCREEN.get(rolling.screen) === rolling.game ? rolling.screen : undefined;
    return (
      (isObject(storedRolls) && Object.hasOwn(storedRolls, key)
        ? ownField(storedRolls, key)
        : before && ownField(storedRolls, before)) ?? null
    );
  };
  const rolls = Object.fromEntries(
    ROLL_KEYS.map((key) => {
      const die = storedDie(key);
      return [key, isDieOf(key, die) && !notWhole.has(gameOfRoll(key)) ? die : null];
    }),
  ) as Record<RollKey, number | null>;
  // A die left with its unread set-up is told by that set-up's notice.
  const rollsLost = ROLL_KEYS.some((key) => !isDieOf(key, storedDie(key)));
  if ((!active && !keptPacks.game) || rollsLost) notices.push({ id: 'stored-place' });
  const game = active ?? current.game;
  return {
    state: {
      ...next,
      game: game,
      screen: screensOf(game).includes(next.screen) ? next.screen : firstScreenOf(game),
      rolls,
    },
    notices,
  };
}

/**
 * What storage keeps of a state. The links are made when the write happens (once typing pauses,
 * src/state/storage/deferred-writes.ts), not at every change: JSON.stringify reads the getter then. A roll or a keystroke then
 * makes no link while the screen waits.
 */
export const storedCombatOf = (s: CombatState): StoredCombat => ({
  // A game pack whose combat is still set aside (not played yet this visit) stays the one on show.
  system: keptPacks.game ?? s.game,
  get links() {
    return Object.fromEntries([
      ...keptPacks.links,
      ...[...s.combats.keys()].map((game) => [
        game,
        encodeCombat(
          combatOf(s, game as GameId, game === s.game ? rememberedScreen(s) : firstScreenOf(game as GameId)),
        ),
      ]),
    ]);
  },
  rolls: { ...Object.fromEntries(keptPacks.dice), ...diceToKeep(s) },
});
