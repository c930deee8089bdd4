/**
 * A game pack played joins the combat store (loaded with the packs' code, not at start-up): its combat kept by an
 * earlier visit comes back — set-up, comparison, the dice kept for that set-up, and the screen if it was the game on
 * show — or it goes on from the set-up and comparison of the text of the pack it replaces, or starts at its defaults.
 * Its entry in the store's `combats` is made here and only here, so a pack's combat entering the store is never taken
 * for a player's change (src/state/combat/setup-history-store.ts).
 */
import type { PackSetup } from '../../rules/packs/engine';
import { defaultSetupOf, withCombat, withSharedCombat } from '../combat/combat-selectors';
import { useCombatStore } from '../combat/combat-store';
import { isDieOf } from '../combat/kept-dice';
import { useSetupHistory } from '../combat/setup-history-store';
import { keptPacks } from '../combat/stored-combat';
import type { CompareOption } from '../combat-types';
import {
  firstScreenOf,
  GAME_IDS,
  type GameId,
  isPackGame,
  type PackGameId,
  packIdOf,
  ROLLS,
  type RollKey,
} from '../game-index';
import { changesFrom } from '../links/pack-link';
import { readPackLink } from '../links/pack-link-parts';
import { decodeCombat } from '../links/share-link';
import { useNoticeStore } from '../notices';
import { usePackInPlay } from './pack-link-address';
import type { PackName } from './pack-names';

/** What an earlier visit kept of a pack's combat, taken once: its link, its dice, and whether it was on show. */
function takeKept(game: PackGameId, show: boolean) {
  const link = keptPacks.links.get(game);
  if (link === undefined) return null;
  keptPacks.links.delete(game);
  const dice = [...keptPacks.dice].filter(([key]) => key.startsWith(`${game}/`));
  for (const [key] of dice) keptPacks.dice.delete(key);
  const onShow = show && keptPacks.game === game;
  if (onShow) keptPacks.game = null;
  return { link, dice, onShow };
}

/** Whether a game is another text of the same pack (another version, an edit). */
const otherTextOf = (game: PackGameId) => (g: string) => g !== game && isPackGame(g) && packIdOf(g) === packIdOf(game);

type Changes = Readonly<Record<string, unknown>>;

/**
 * What the player set in another text of the same pack (a version kept since in its place, an edit), as changes from
 * that text's defaults — the set-up on screen and the option compared with it — its combat played this visit, or kept
 * by an earlier one; and whether a die was rolled for it.
 */
function otherTextCombat(
  game: PackGameId,
): { changes: Changes; compare: { editing: CompareOption; changes: Changes } | null; rolled: boolean } | null {
  const other = otherTextOf(game);
  const { combats, rolls } = useCombatStore.getState();
  const rolledIn = (keys: Iterable<[string, unknown]>, g: string) =>
    [...keys].some(([key, die]) => key.startsWith(`${g}/`) && typeof die === 'number');
  const played = [...combats].find(([g]) => other(g));
  if (played) {
    const [g, { setup, compare }] = played;
    const defaults = defaultSetupOf(g) as PackSetup;
    return {
      changes: changesFrom(defaults, setup as PackSetup),
      compare: compare
        ? { editing: compare.editing, changes: changesFrom(defaults, compare.other as PackSetup) }
        : null,
      rolled: rolledIn(Object.entries(rolls), g),
    };
  }
  const kept = [...keptPacks.links].find(([g]) => other(g));
  const parts = kept ? readPackLink(kept[1]) : null;
  return kept && parts ? { ...parts, rolled: rolledIn(keptPacks.dice, kept[0]) } : null;
}

/**
 * The combats, dice and undo steps kept for other texts of the same pack (another version, an edit kept since): a
 * device keeps one text of a pack, so they can no longer be played, and are dropped rather than kept for ever.
 */
function dropOtherTexts(game: PackGameId): void {
  const other = otherTextOf(game);
  // A die's key is its game's id, "/", and its screen (a pack's game id holds "/" itself).
  const ofOther = (key: string) => other(key.slice(0, key.lastIndexOf('/')));
  for (const g of [...keptPacks.links.keys()]) if (other(g)) keptPacks.links.delete(g);
  for (const key of [...keptPacks.dice.keys()]) if (ofOther(key)) keptPacks.dice.delete(key);
  if (keptPacks.game && other(keptPacks.game)) keptPacks.game = null;
  const { combats, rolls, rolledFor } = useCombatStore.getState();
  if ([...combats.keys()].some(other) || Object.keys(rolls).some(ofOther)) {
    const without = <T extends object>(dice: T) =>
      Object.fromEntries(Object.entries(dice).filter(([key]) => !ofOther(key))) as T;
    useCombatStore.setState({
      combats: new Map([...combats].filter(([g]) => !other(g))),
      rolls: without(rolls),
      rolledFor: without(rolledFor),
    });
  }
  const { games } = useSetupHistory.getState();
  if ([...games.keys()].some(other))
    useSetupHistory.setState({ games: new Map([...games].filter(([g]) => !other(g))) });
}

/** Changes to a pack's set-up read by its fields: the set-up, and the fields that did not fit (at their defaults). */
export type ReadChanges = (changes: Readonly<Record<string, unknown>>) => {
  readonly setup: PackSetup;
  readonly dropped: readonly string[];
};

/**
 * Each time a pack is played: once in the store, it stays (its entry is dropped only for another text of it).
 * `show`: false where the pack joins without being asked for (the roll log wording its rolls): the game on show stays.
 * A text with no combat of its own goes on from the set-up of the text it replaces, and the option compared with it
 * (`read`: by its fields; a field it does not take is said, at its default), never from its dice, as another text may
 * give another result: a die rolled there is said to be left behind, as the player may have been reading it (in
 * another tab, which kept the new text).
 */
export function joinStore(game: PackGameId, show = true, read?: ReadChanges): void {
  const fresh = !useCombatStore.getState().combats.has(game) && !keptPacks.links.has(game);
  const carried = fresh && read ? otherTextCombat(game) : null;
  dropOtherTexts(game);
  const s = useCombatStore.getState();
  const from = carried && read ? read(carried.changes) : null;
  const compared = carried?.compare && read ? { ...carried.compare, ...read(carried.compare.changes) } : null;
  // Said where something the player had is not carried: a field this text does not take (option B's named so), or the
  // die on the table.
  const named = (dropped: readonly string[], option: CompareOption) =>
    dropped.map((field) => ({ code: 'field' as const, field: option === 'b' ? `b.${field}` : field }));
  const untaken = [
    ...named(from?.dropped ?? [], compared?.editing ?? 'a'),
    ...(compared ? named(compared.dropped, compared.editing === 'a' ? 'b' : 'a') : []),
  ];
  if (from && (untaken.length > 0 || carried?.rolled)) {
    const dieNotCarried = carried?.rolled ? { dieNotCarried: true as const } : {};
    useNoticeStore.getState().add({ id: 'other-text-setup', game, problems: untaken, ...dieNotCarried });
  }
  const comparison = compared ? { other: compared.setup, editing: compared.editing } : null;
  const entered = s.combats.has(game)
    ? {}
    : withCombat(s, game, from?.setup ?? defaultSetupOf(game), from ? comparison : null);
  const kept = takeKept(game, show);
  if (!kept) {
    if (!s.combats.has(game)) useCombatStore.setState(entered);
    return;
  }
  const { combat, problems } = decodeCombat(kept.link, { ...s, screen: firstScreenOf(game) });
  if (combat?.game !== game || problems.length > 0) {
    // Said, and the pack starts from its defaults, with no die.
    useCombatStore.setState(entered);
    useNoticeStore
      .getState()
      .add({ id: 'stored-setup', game, problems: problems.length > 0 ? problems : [{ code: 'not-a-link' }] });
    return;
  }
  const dice = kept.dice.filter(([key, die]) => ROLLS.get(key)?.game === game && isDieOf(key as RollKey, die));
  useCombatStore.setState({
    ...withSharedCombat(s, combat),
    ...(kept.onShow ? { game, screen: combat.screen } : {}),
    rolls: { ...s.rolls, ...Object.fromEntries(dice) },
    rolledFor: { ...s.rolledFor, ...Object.fromEntries(dice.map(([key]) => [key, combat.setup])) },
  });
}

/**
 * A pack on show removed from this device (here or in another tab): its combat closes. A built-in game takes its place
 * in the store, and the pack stands as one asked for and not kept, as a link's does (said by `name`, with the picker's
 * choice and no tabs), played again once it is kept again. Its combat stays kept, and the next visit opens on it as on
 * any pack not kept, unless the player shows another game first.
 */
export function closeRemovedPack(game: PackGameId, name: PackName['name']): void {
  // Showing a built-in game ends the pack in play (src/screens/packs/pack-game.tsx): it is asked for again after.
  useCombatStore.getState().setGame(GAME_IDS[0] as GameId);
  usePackInPlay.setState({ id: packIdOf(game), link: null, name, awaiting: null, message: null });
  keptPacks.game = game;
}

/**
 * The name a combat kept here gives its pack (`n` of its link), for a pack the last visit ended on and no longer kept:
 * named as when it was played, not by its id. Null where no kept combat names it.
 */
export function keptCombatName(id: string): PackName['name'] | null {
  const link = [...keptPacks.links].find(([game]) => isPackGame(game) && packIdOf(game) === id)?.[1];
  return (link === undefined ? null : readPackLink(link)?.name) ?? null;
}
