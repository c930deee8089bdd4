import type { i18n as I18n } from 'i18next';
import { lazy, memo, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { GameManifest } from '../rules/core/game';
import { loadNoticeWords, useGameWords, useScreenName } from '../screens/game-words';
import { PackGame, preloadGameScreens, viewOf } from '../screens/games';
import { setupOf } from '../state/combat/combat-selectors';
import { useCombatStore } from '../state/combat/combat-store';
import { firstScreenOf, GAME_CARDS, GAME_OF, type GameId, type Screen, screensOf } from '../state/game-index';
import { onCardOf } from '../state/links/share-link';
import { useNoticeStore } from '../state/notices';
import { PACK_CHOICE, usePackAwaited, usePackInPlay, usePendingPackLink } from '../state/packs/pack-link-address';
import { followingOtherTab } from '../state/storage/other-tabs';
import { afterNextPaint, yieldToBrowser } from '../ui/after-next-paint';
import { ErrorBoundary } from '../ui/error-boundary';
import { LanguageButton } from '../ui/language-button';
import { lazyScreen } from '../ui/lazy-screen';
import { ShareButtons } from './share-panel';
import { useTheme } from './theme';

// Only the first screen is in the first visit's script: every other screen (and the other games' rules and texts)
// loads when first shown (each game's views: src/screens/<game>/game.ts), and the service worker precaches them all
// for offline play.
// Most visits have nothing to report: the banner and its words load with a first notice.
const NoticeBanner = lazyScreen(
  () => import('./notice-banner'),
  (m) => m.NoticeBanner,
);

/**
 * The service worker's registration and its offer of a new version, loaded after the first screen. Imported from here
 * (the start-up chunk), not from the entry, so its chunk brings no second copy of the first screen's style sheet.
 */
export const loadUpdatePrompt = () => import('./update-prompt');
/** The address following the set-up, from after the first paint: imported from here too, for the same reason. */
export const loadAddressWrites = () => import('./address-writes');
/** i18next's module, then its start in the page's language, each in a task of its own: from here too. */
export const loadI18next = () =>
  import('../i18n/full-instance').then(async ({ initI18n }) => {
    await yieldToBrowser();
    return initI18n();
  });

// Asked for at the table, not at start-up: the QR code panel loads when first shown.
const QrPanel = lazy(() => import('./qr-panel').then((m) => ({ default: m.QrPanel })));

// Below the fold, and not needed for the first tap: the footer's preferences and its buttons (what the app is, the
// game packs' page) load after the first paint.
const FooterTools = lazy(() => import('./footer-tools').then((m) => ({ default: m.FooterTools })));

/** The game picker's last choice: the player's own games (game packs). */
const OWN_GAMES = 'own-games';

// The kept packs in the game picker: loaded when needed.
const PackOptions = lazy(() => import('../screens/packs/pack-options').then((m) => ({ default: m.PackOptions })));

// Most visits never see it: what a screen shows when it fails to draw loads with the first failure.
const ScreenFailure = lazy(() => import('./screen-failure').then((m) => ({ default: m.ScreenFailure })));

/**
 * The screen on show, fenced: should it fail while drawing, the header and its tabs stay in reach, the failure says
 * what went wrong and offers to reset only that game's set-up (or the log), and the address and storage stop naming
 * the screen so a reload does not fail again. Moving to another screen or game draws afresh (ScreenOnShow's key).
 */
function FencedScreen({ game, screen, view: View }: { game: GameId; screen: Screen; view: View }) {
  return (
    <ErrorBoundary
      onError={() => useCombatStore.getState().setFailed({ game: game, screen })}
      fallback={(error, retry) => (
        <Suspense fallback={null}>
          <ScreenFailure game={game} screen={screen} error={error} retry={retry} />
        </Suspense>
      )}
    >
      <View />
    </ErrorBoundary>
  );
}

/**
 * The screen on show, drawn again only when another screen or game is shown. On a first visit the app takes the
 * screen painted from the HTML over before this part of it (React hydrates its boundary later, in short slices):
 * were it drawn again with the shell (a change of the shell's own state), React would hydrate it at once, in one
 * long task.
 */
const ScreenOnShow = memo(function ScreenOnShow({
  packAsked,
  game,
  screen,
  view,
}: {
  /** A pack asked for whose game is not on show yet (or not kept here): the packs' code says which. */
  readonly packAsked: boolean;
  readonly game: GameId;
  readonly screen: Screen;
  readonly view: View;
}) {
  const { t } = useTranslation();
  return (
    // Another screen is another boundary: a screen shown before the first one was hydrated (a tab tapped at the first
    // paint) replaces it as it is, where React would hydrate the old screen first only to throw it away.
    <Suspense
      key={packAsked ? 'pack' : `${game}/${screen}`}
      fallback={
        <p data-loading className="text-slate-600 dark:text-slate-300">
          {t('loading')}
        </p>
      }
    >
      {packAsked ? <PackGame /> : <FencedScreen game={game} screen={screen} view={view} />}
    </Suspense>
  );
});

/** Loads the banner before the first render when start-up already has something to say, so it never pushes the screen down. */
export const loadStartupNotices = (): Promise<unknown> => {
  const { notices } = useNoticeStore.getState();
  if (notices.length === 0) return Promise.resolve();
  return Promise.all([
    NoticeBanner.preload(),
    loadNoticeWords(notices.flatMap((n) => ('game' in n && n.game ? [n.game] : []))),
  ]);
};

/** What the app could not do as asked, once there is something to say. */
function Notices() {
  const any = useNoticeStore((s) => s.notices.length > 0);
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBanner />
    </Suspense>
  );
}

/** Loads every screen not yet loaded: after the first paint, and before screen tests. */
export const preloadScreens = () =>
  Promise.all([NoticeBanner.preload(), preloadGameScreens(), readyTheRest()]).then(() => undefined);

const readyTheRest = (instance?: I18n) => import('./after-first-screen').then((m) => m.readyTheRest(instance));

type View = React.ComponentType;
/**
 * Shows another screen (a tab's, a game's) once its view's code is in: `choice` names what was asked (the latest wins),
 * `show` changes the store.
 */
type Opener = (choice: string, view: ReturnType<typeof viewOf>, show: () => void) => void;
/** A choice of the game picker on its way (a game's card, a pack, the packs' page): `picked:` and the option's value. */
const PICKED = 'picked:';
/** What shows for a screen its game has no view for: never, once tests/screens/games.test.tsx holds. */
const EmptyScreen: View = () => null;

/**
 * `afterPaint`: the first paint is done, and the kept packs may be listed. `open`: how the shell shows another screen
 * (each choice of the picker is shown as a tab's screen is); `opening`: the choice on its way.
 */
function GamePicker({
  afterPaint,
  open,
  opening,
}: {
  readonly afterPaint: boolean;
  readonly open: Opener;
  readonly opening: string;
}) {
  const { t } = useTranslation();
  const wordsOf = useGameWords();
  // The card in play, not the set-up: a change of the set-up does not redraw the picker.
  const current = useCombatStore((s) => (GAME_OF.get(s.game) as GameManifest<object>).linkIdOf(setupOf(s, s.game)));
  const setGame = useCombatStore((s) => s.setGame);
  const updateSetup = useCombatStore((s) => s.updateSetup);
  const pack = usePackInPlay((s) => s.id);
  // Drawn again once the kept packs are listed: the select then shows the pack in play (React sets a select's choice
  // when the select itself is drawn, not when options are added to it).
  const [, setListed] = useState('');
  // Every choice is shown as a tab's screen is, the latest winning: a pack picked while a game's code comes is not
  // covered by that game a moment later.
  const choose = (linkId: string) => {
    const pick = `${PICKED}${linkId}`;
    // The player's own games: the packs' page, over the game on show (which the picker keeps showing).
    if (linkId === OWN_GAMES) return open(pick, null, () => usePendingPackLink.setState({ link: '' }));
    if (linkId.startsWith(PACK_CHOICE)) {
      const id = linkId.slice(PACK_CHOICE.length);
      // As a built-in game's: the game on show stays until the packs' code is in, which then shows the pack's at once.
      return open(pick, PackGame, () => usePackInPlay.setState({ id, link: null, awaiting: null, message: null }));
    }
    const choice = GAME_CARDS.find((c) => c.link.id === linkId);
    if (!choice) return;
    const next = choice.game.id as GameId;
    const { screen } = useCombatStore.getState();
    open(pick, viewOf(next, screensOf(next).includes(screen) ? screen : firstScreenOf(next)), () => {
      usePackInPlay.setState({ id: null, link: null, awaiting: null, message: null });
      // The card its set-up is on already is no change (no undo step, nothing for the other tabs to take).
      const setup = setupOf(useCombatStore.getState(), next);
      if (choice.link.fixed && choice.game.linkIdOf(setup) !== linkId) updateSetup(next, (s) => onCardOf(linkId, s));
      setGame(next);
    });
  };
  const chosen = opening.startsWith(PICKED) ? opening.slice(PICKED.length) : null;
  return (
    <label className="flex w-full items-center gap-2 text-sm text-blue-100 sm:w-auto">
      {t('games.label')}
      <select
        value={chosen ?? (pack === null ? current : `${PACK_CHOICE}${pack}`)}
        aria-busy={chosen !== null || undefined}
        onChange={(e) => choose(e.target.value)}
        className="min-h-11 min-w-0 flex-1 rounded-md border border-white/60 bg-blue-950 px-2 text-white sm:flex-none"
      >
        {GAME_CARDS.map(({ game, link }) => (
          <option key={link.id} value={link.id}>
            {wordsOf(game.id).choices[link.id] ?? link.id}
          </option>
        ))}
        {afterPaint && (
          <Suspense fallback={null}>
            <PackOptions onListed={setListed} />
          </Suspense>
        )}
        <option value={OWN_GAMES}>{t('games.ownGames')}</option>
      </select>
    </label>
  );
}

/** The app shell: title, game picker, share, language and preferences, and the screens of the game picked. */
export function App() {
  const { t, i18n } = useTranslation();
  const game = useCombatStore((s) => s.game);
  const screen = useCombatStore((s) => s.screen);
  const setScreen = useCombatStore((s) => s.setScreen);
  useTheme();
  // Undo's steps and keys, from the first change; the printed card's style sheet, the other tabs kept in step, the
  // footer's preferences and the kept packs in the game picker: after the first paint.
  const [afterPaint, setAfterPaint] = useState(false);
  useEffect(() => {
    let shown = true;
    afterNextPaint(() => {
      // Not for an app already gone (a page left, a test ended) by the time the frame is drawn: its document may be
      // gone too.
      if (!shown) return;
      void readyTheRest(i18n);
      // The footer's tools and the kept packs' names in their own task, drawn in slices (a transition) rather than
      // in one long task with the shell.
      void yieldToBrowser().then(() => {
        if (shown) startTransition(() => setAfterPaint(true));
      });
    });
    return () => {
      shown = false;
    };
  }, [i18n]);
  // The QR code is of the combat on show: it closes when the player moves to another screen or game, rather than
  // silently becoming another link's.
  // A game pack on show is a game as the others are (its screens and words added when it was played); one asked for
  // and not on show yet is the packs' code's to open.
  const packAsked = usePackAwaited();
  const here = packAsked ? 'pack' : `${game}/${screen}`;
  const [qrFor, setQrFor] = useState<string | null>(null);
  if (qrFor !== null && qrFor !== here) setQrFor(null);
  const showQr = qrFor === here;
  const setShowQr = (show: boolean) => setQrFor(show ? here : null);
  const screens = packAsked ? [] : (GAME_OF.get(game) as GameManifest).screens;
  const View: View = viewOf(game, screen) ?? EmptyScreen;
  const screenName = useScreenName();
  // A tab's screen shown once its code is in: the screen on show stays until then (the tab says it is coming), rather
  // than "Loading…" whose replacement React holds back for 300 ms.
  const [opening, setOpening] = useState('');
  const wanted = useRef('');
  const open: Opener = (choice, view, show) => {
    wanted.current = choice;
    setOpening(choice);
    // What this tab's player did after the tap wins over it: an undo by its key, a link opened, a change made on the
    // screen still shown while this one's code came. Not another tab's set-up read in meanwhile, nor a roll.
    let changedHere = false;
    const stopWatching = useCombatStore.subscribe((now, before) => {
      if (followingOtherTab.now) return;
      if (now.game !== before.game || now.screen !== before.screen || now.combats !== before.combats)
        changedHere = true;
    });
    const shown = () => {
      stopWatching();
      if (wanted.current !== choice) return;
      setOpening('');
      if (!changedHere) show();
    };
    // The tap's answer (the tab or the picker says its screen is coming) is drawn first, the screen once that frame
    // is: drawn in the tap's task, a screen whose code was in already held that frame back as long as it took to draw
    // (the terrain chart: 80-180 ms at 4x); drawn in the next task, it could still come before the browser drew one.
    const showNext = () => afterNextPaint(shown);
    // A screen whose code fails to load is shown all the same: its failure, and a way to retry, are the screen's.
    (view && 'preload' in view ? view.preload() : Promise.resolve()).then(showNext, showNext);
  };
  const openScreen = (s: string) => open(s, viewOf(game, s), () => setScreen(s as Screen));
  return (
    <div className="min-h-screen bg-stone-50 pb-36 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="isolate border-b border-slate-300 bg-blue-950 text-white dark:border-slate-700">
        {/* On a phone: the name and the buttons on one line, the game picker under them, the tabs in a grid — the
            header leaves most of the screen to the game, and every tab is in sight. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-2">
          <p className="text-lg font-bold sm:order-1 sm:text-xl">{t('appName')}</p>
          <div className="flex flex-wrap items-start justify-end gap-2 sm:order-3">
            <ShareButtons showQr={showQr} onToggleQr={setShowQr} />
            <LanguageButton className="border-white/60 hover:bg-white/10" />
          </div>
          <div className="w-full sm:order-2 sm:w-auto sm:flex-1">
            <GamePicker afterPaint={afterPaint} open={open} opening={opening} />
          </div>
        </div>
        {showQr && (
          <Suspense fallback={null}>
            <QrPanel />
          </Suspense>
        )}
        <nav aria-label={t('nav.label')} hidden={packAsked} className="mx-auto max-w-7xl px-3 pb-1 sm:pb-0">
          <ul className="grid gap-1 sm:flex sm:flex-wrap">
            {screens.map(({ id: s }) => (
              <li key={s}>
                <button
                  type="button"
                  aria-current={s === screen ? 'page' : undefined}
                  aria-busy={s === opening || undefined}
                  onClick={() => openScreen(s)}
                  className={`min-h-11 w-full rounded-md px-1 text-sm leading-tight font-semibold sm:rounded-b-none sm:px-4 sm:text-base sm:whitespace-nowrap ${
                    s === screen
                      ? 'bg-stone-50 text-blue-950 dark:bg-slate-950 dark:text-white'
                      : 'text-white hover:bg-white/10'
                  }`}
                >
                  {screenName(game, s)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {/* Where a passing status (the app now works offline) stands: just under the header while the header is in
          sight, at the top of the screen once it scrolls away; never over the header, and pushing nothing down. Two
          at once (a notice pointed to while the offline note stands) stand one under the other. */}
      <div data-status-anchor className="sticky top-0 z-10 h-0 px-3" />
      <Notices />
      <main className="mx-auto max-w-7xl px-3 py-4">
        <ScreenOnShow packAsked={packAsked} game={game} screen={screen} view={View} />
      </main>
      <footer className="mt-4 bg-blue-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-3 py-4">
          {afterPaint && (
            <Suspense fallback={null}>
              <FooterTools />
            </Suspense>
          )}
          <p className="text-sm text-blue-100">{t('footer')}</p>
        </div>
      </footer>
    </div>
  );
}
