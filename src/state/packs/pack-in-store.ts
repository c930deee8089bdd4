/**
 * A game pack played joins the combat store (loaded with the packs' code, not at start-up): its combat kept by an
 * earlier visit comes back — set-up, comparison, the dice kept for that set-up, and the screen if it was the game on
 * show — or it starts at its defaults. Its entry in the store's `packs` is made here and only here, so a pack's combat
 * entering the store is never taken for a player's change (src/state/combat/setup-history-store.ts).
 */
import { defaultSetupOf, withCombat, withSharedCombat } from '../combat/combat-selectors';
import { useCombatStore } from '../combat/combat-store';
import { isDieOf } from '../combat/kept-dice';
import { useSetupHistory } from '../combat/setup-history-store';
import { keptPacks } from '../combat/stored-combat';
import { firstScreenOf, isPackGame, type PackGameId, packIdOf, ROLLS, type RollKey } from '../game-index';
import { decodeCombat } from '../links/share-link';
import { useNoticeStore } from '../notices';

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

/**
 * The combats and undo steps kept for other texts of the same pack (another version, an edit kept since): a device
 * keeps one text of a pack, so they can no longer be played, and are dropped rather than kept for ever.
 */
function dropOtherTexts(game: PackGameId): void {
  const id = packIdOf(game);
  const other = (g: string) => g !== game && isPackGame(g) && packIdOf(g) === id;
  for (const g of [...keptPacks.links.keys()]) if (other(g)) keptPacks.links.delete(g);
  for (const key of [...keptPacks.dice.keys()])
    if (other(key.slice(0, key.lastIndexOf('/')))) keptPacks.dice.delete(key);
  if (keptPacks.game && other(keptPacks.game)) keptPacks.game = null;
  const { combats } = useCombatStore.getState();
  if ([...combats.keys()].some(other))
    useCombatStore.setState({ combats: new Map([...combats].filter(([g]) => !other(g))) });
  const { games } = useSetupHistory.getState();
  if ([...games.keys()].some(other))
    useSetupHistory.setState({ games: new Map([...games].filter(([g]) => !other(g))) });
}

/**
 * Each time a pack is played: once in the store, it stays (its entry is dropped only for another text of it).
 * `show`: false where the pack joins without being asked for (the roll log wording its rolls): the game on show stays.
 */
export function joinStore(game: PackGameId, show = true): void {
  dropOtherTexts(game);
  const s = useCombatStore.getState();
  const entered = s.combats.has(game) ? {} : withCombat(s, game, defaultSetupOf(game), null);
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
