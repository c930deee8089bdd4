import { useEffect, useLayoutEffect, useMemo } from 'react';
import { LANGUAGES, type Language } from '../../i18n';
import { byKey, useTranslation } from '../../i18n/use-translation';
import { type LoadedPack, readPack } from '../../rules/packs/engine';
import { PACK_LIMITS } from '../../rules/packs/format';
import { chartScreen } from '../../rules/packs/game';
import { useCombatStore } from '../../state/combat/combat-store';
import { packOnShowAtStartUp } from '../../state/combat/stored-combat';
import { isPackGame, type PackGameId, packIdOf, screensOf } from '../../state/game-index';
import { openLink } from '../../state/links/open-link';
import { openPackLink, readPackFileLink } from '../../state/links/pack-link';
import { combatInPackFileLink, readPackLink } from '../../state/links/pack-link-parts';
import { packNameOf, useKeptPacks } from '../../state/packs/kept-packs';
import { closeRemovedPack, keptCombatName } from '../../state/packs/pack-in-store';
import { holdsAPack, usePackInPlay, usePendingPackLink } from '../../state/packs/pack-link-address';
import { type PackName, textIn } from '../../state/packs/pack-names';
import { addGameUi, GAME_UIS } from '../game-words';
import type { GameUi, GameWords } from '../shared/game-ui';
import { PackChart } from './pack-chart';
import { PackLinkAlert } from './pack-link-alert';
import { PackRollScreen } from './pack-roll-screen';
import { creditsOf, sayIn, usePackWords } from './pack-words';
import { gameOfPack } from './play-pack';
import './packs-texts';

// The pack in play and the game on show kept together, from the moment a pack can be played (this code loaded): a
// pack's game shown by any way (a link pasted, an undo, the roll log) is the pack in play; a built-in game shown after
// a pack's ends it.
useCombatStore.subscribe((s, prev) => {
  if (s.game === prev.game) return;
  if (isPackGame(s.game)) usePackInPlay.setState({ id: packIdOf(s.game) });
  else if (isPackGame(prev.game)) usePackInPlay.setState({ id: null, link: null, name: null, message: null });
});

/**
 * The kept pack a link to a pack's combat opens with; or, where it cannot open, why (in words), and the pack's id and
 * name as the link gives them (older links give no name).
 */
function packOfLink(
  link: string,
  texts: ReadonlyMap<string, string>,
):
  | { readonly id: string; readonly loaded: LoadedPack; readonly text: string }
  | {
      readonly id: string;
      readonly name: PackName['name'] | null;
      readonly message: [string, Record<string, unknown>];
    } {
  const parts = readPackLink(link);
  if (!parts) return { id: '', name: null, message: ['packs.linkUnreadable', {}] };
  const text = texts.get(parts.id);
  const loaded = text === undefined ? null : readPack(text).loaded;
  const named = { id: parts.id, name: parts.name, version: parts.version };
  if (text === undefined || !loaded) return { id: parts.id, name: parts.name, message: ['packs.linkMissing', named] };
  const { status } = openPackLink(parts, loaded, text);
  if (status === 'open') return { id: parts.id, loaded, text };
  const key = { 'other-version': 'linkOtherVersion', 'other-text': 'linkOtherText', 'no-roll': 'linkNoRoll' }[status];
  return { id: parts.id, name: parts.name, message: [`packs.${key}`, { ...named, kept: loaded.pack.version }] };
}

/**
 * A screen of a kept pack's game (one of its rolls, its charts or its log: the store's screen, shown by the shell's tabs
 * as a built-in game's), with undo and redo, the address and storage of the built-in games. Under its name, what became
 * of the link it was opened with. A pack removed from this device meanwhile is closed, as its removal said; one kept
 * again in another text is played in that text.
 */
function PackScreen({
  loaded,
  text,
  game,
}: {
  readonly loaded: LoadedPack;
  readonly text: string;
  readonly game: PackGameId;
}) {
  const { t } = useTranslation();
  const { pack } = loaded;
  const words = usePackWords(pack);
  const screen = useCombatStore((s) => s.screen);
  const keptText = useKeptPacks((s) => s.texts.get(pack.id));
  const carried = usePackInPlay((s) => packInLink(s.message ?? null) !== null);
  const credits = creditsOf(pack, words.say).join(' · ');
  const name = useMemo(() => packNameOf(loaded).name, [loaded]);
  // Removed from this device (here, or in another tab): its combat closes, before a frame shows it.
  const removed = keptText === undefined;
  useLayoutEffect(() => {
    if (removed) closeRemovedPack(game, name);
  }, [removed, game, name]);
  const chart = pack.charts?.find((c) => chartScreen(c.id) === screen);
  const rollIndex = Math.max(
    0,
    pack.rolls.findIndex((r) => r.id === screen),
  );
  if (removed) return null;
  // Kept in another text (a new version, an edit) meanwhile: that text's game is the pack in play.
  if (keptText !== text) return <PackGame />;
  // Under the screen's title (a chart's plain, as a built-in game's chart's): the pack, its version and its credits.
  const about = (
    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="pack-about">
      {words.say(pack.name)} · {t('packs.version', { version: pack.version })}
      {credits && ` · ${credits}`}
    </p>
  );
  return (
    <div className="flex flex-col gap-4" data-testid="pack-game">
      <LinkMessage />
      {/* A link that held another copy of this pack, not kept: the way back to it. */}
      {carried && <OpenPacks />}
      {chart ? (
        <>
          <div>
            <h1 className="text-2xl font-bold">{words.say(chart.name)}</h1>
            {about}
          </div>
          <PackChart pack={pack} chart={chart} captionHidden />
        </>
      ) : (
        <PackRollScreen key={rollIndex} loaded={loaded} game={game} index={rollIndex} lead={about} />
      )}
    </div>
  );
}

/**
 * To the packs' page, where a pack that cannot be played is kept, mended or opened again: showing the pack the last
 * link held, where it held one this device does not keep as it is.
 */
function OpenPacks() {
  const { t } = useTranslation();
  const carried = usePackInPlay((s) => packInLink(s.message ?? null));
  return (
    <button
      type="button"
      onClick={() => usePendingPackLink.setState({ link: carried ?? '' })}
      className="min-h-11 self-start rounded-md bg-blue-900 px-4 font-semibold text-white"
    >
      {t('packs.openPacks')}
    </button>
  );
}

/** The link holding its pack that the last link's words are about (`link` of packs.linkWithPack), or null. */
const packInLink = (message: readonly [string, Readonly<Record<string, unknown>>] | null): string | null =>
  message?.[0] === 'packs.linkWithPack' && typeof message[1].link === 'string' ? message[1].link : null;

/** What became of the last link to a pack's combat, in the page's language. */
function LinkMessage() {
  const { t, i18n } = useTranslation();
  const message = usePackInPlay((s) => s.message ?? null);
  if (!message) return null;
  const [key, values] = message;
  const { id } = values;
  // The link's name of its pack in the page's language, where the pack has one.
  const name = Array.isArray(values.name)
    ? textIn(values.name as PackName['name'], i18n.resolvedLanguage ?? 'en')
    : undefined;
  const pack = t(name ? 'packs.packNamed' : 'packs.packById', { name: name ?? '', id: String(id ?? '') });
  return <PackLinkAlert>{byKey(t)(key, { ...values, pack })}</PackLinkAlert>;
}

/**
 * A pack asked for that this device does not keep (or no longer): said, by its name where it is known (a link's, or
 * the pack's own when it was removed), with the way to the packs' page.
 */
function NotKept({ id }: { readonly id: string | null }) {
  const { t, i18n } = useTranslation();
  const message = usePackInPlay((s) => s.message ?? null);
  const known = usePackInPlay((s) => s.name ?? null);
  const name = known ? textIn(known, i18n.resolvedLanguage ?? 'en') : undefined;
  const pack = t(name ? 'packs.packNamed' : 'packs.packById', { name: name ?? '', id: id ?? '' });
  return (
    <div className="flex flex-col gap-4" data-testid="pack-game">
      <LinkMessage />
      <div className="flex flex-col items-start gap-3">
        {!message && <p role="alert">{t('packs.notKept', { pack })}</p>}
        <OpenPacks />
      </div>
    </div>
  );
}

/**
 * A kept pack's text made one of the games the app runs, with its screens and words (the shell's tabs name its rolls,
 * charts and log; each screen is drawn by PackScreen, fenced as a built-in game's): its game id.
 */
export function playPack(loaded: LoadedPack, text: string, show = true): PackGameId {
  const game = gameOfPack(loaded, text, show);
  if (GAME_UIS.has(game)) return game;
  const { pack } = loaded;
  const wordsIn = (language: Language): GameWords => {
    const say = sayIn(pack, language);
    return {
      name: say(pack.name),
      choices: { [game]: say(pack.name) },
      tabs: Object.fromEntries([
        ...pack.rolls.map((roll) => [roll.id, say(roll.name)]),
        ...(pack.charts ?? []).map((chart) => [chartScreen(chart.id), say(chart.name)]),
      ]),
      fields: Object.fromEntries(pack.fields.map((field) => [field.id, say(field.label)])),
    };
  };
  played.set(game, { loaded, text });
  addGameUi({
    id: game,
    words: Object.fromEntries(LANGUAGES.map((language) => [language, wordsIn(language)])) as GameUi['words'],
    // Its roll log is the one every game shares.
    views: Object.fromEntries(
      screensOf(game).flatMap((screen) => (screen === 'log' ? [] : [[screen, PackScreenOnShow]])),
    ),
  });
  return game;
}

/**
 * Every pack kept here made one of the games the app runs, none of them shown: for the roll log, which words a pack's
 * rolls by its rules and texts.
 */
export function playKeptPacks(): void {
  for (const text of useKeptPacks.getState().texts.values()) {
    const { loaded } = readPack(text);
    if (loaded) playPack(loaded, text, false);
  }
}

/** Each pack played this visit, by its game id: its text, and the pack read from it. */
const played = new Map<string, { readonly loaded: LoadedPack; readonly text: string }>();

/** The screen on show of the pack's game on show (every screen of a pack's game is drawn by this view). */
function PackScreenOnShow() {
  const game = useCombatStore((s) => s.game);
  const pack = played.get(game);
  return pack && isPackGame(game) ? <PackScreen loaded={pack.loaded} text={pack.text} game={game} /> : null;
}

/**
 * A pack asked for (the game picker's choice, a link to one of its combats, the roll log) before its game is on show:
 * the link read against the packs kept here, the pack made a game and shown — from then on the shell draws its screens
 * as a built-in game's — or, for a pack not kept here, why it cannot be played. Loaded when first needed.
 */
export function PackGame() {
  const id = usePackInPlay((s) => s.id);
  const link = usePackInPlay((s) => s.link);
  const texts = useKeptPacks((s) => s.texts);
  useEffect(() => {
    if (link === null) return;
    // A combat shared with its pack before it: the combat, opened where this very text of the pack is kept.
    const combat = combatInPackFileLink(link) ?? link;
    const opened = packOfLink(combat, useKeptPacks.getState().texts);
    if ('message' in opened) {
      const [key, values] = opened.message;
      const said = (message: typeof opened.message | null, awaiting: string | null) =>
        usePackInPlay.setState({ id: opened.id, link: null, name: opened.name, awaiting, message });
      if (!holdsAPack(link) || key === 'packs.linkNoRoll') {
        const missing = key === 'packs.linkMissing';
        // The page reloaded on its own combat of a pack removed here: said not kept, as a new tab says it, not as a
        // link someone sent.
        const onShow = packOnShowAtStartUp();
        const own = missing && onShow !== null && opened.id === packIdOf(onShow);
        said(own ? null : opened.message, missing ? link : null);
        return;
      }
      // The pack came in the link: shown to be kept (in place of the copy kept here, if any), and its combat opened
      // once it is. A link cut short holds a combat whose pack cannot be read: said so, and the combat opened once the
      // pack is kept from its file.
      void readPackFileLink(link, PACK_LIMITS.text).then((packText) => {
        if (usePackInPlay.getState().link !== link) return;
        if (packText === null) {
          said(['packs.linkPackUnreadable', values], combat);
          return;
        }
        said(['packs.linkWithPack', { ...values, link }], null);
        usePendingPackLink.setState({ link });
      });
      return;
    }
    usePackInPlay.setState({ id: opened.id, link: null, name: null, awaiting: null, message: null });
    // Its game added (with the combat kept here by an earlier visit), the link opens as any game's.
    playPack(opened.loaded, opened.text);
    openLink(combat);
  }, [link]);
  // The pack of a link kept at last (from the packs' page): the link's combat, as if it were opened now.
  const awaiting = usePackInPlay((s) => s.awaiting ?? null);
  useEffect(() => {
    if (awaiting !== null && id !== null && texts.has(id)) usePackInPlay.setState({ link: awaiting, awaiting: null });
  }, [awaiting, id, texts]);
  // The pack the last visit ended on, removed since (a new tab, a restart): named as its kept combat names it.
  const named = usePackInPlay((s) => s.name != null);
  useLayoutEffect(() => {
    if (id === null || named || link !== null || texts.has(id)) return;
    const name = keptCombatName(id);
    if (name) usePackInPlay.setState({ name });
  }, [id, named, link, texts]);
  const text = id === null ? undefined : texts.get(id);
  const loaded = useMemo(() => (text === undefined ? null : readPack(text).loaded), [text]);
  // Before the page is painted: the pack's screen is drawn with the page that names it, never a frame later.
  useLayoutEffect(() => {
    // A link waiting to be opened (or its pack to be kept) names the combat to show, not the pack's defaults.
    if (!loaded || text === undefined || link !== null || awaiting !== null) return;
    const played = playPack(loaded, text);
    if (useCombatStore.getState().game !== played) useCombatStore.getState().setGame(played);
  }, [loaded, text, link, awaiting]);
  // A link waiting to be opened, or a kept pack about to be shown: nothing to say meanwhile.
  if (link !== null || (loaded && awaiting === null)) return null;
  return <NotKept id={id} />;
}
