import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadScreens } from '../src/app/app';
import { loadLanguage } from '../src/i18n';
import { useChecklists } from '../src/state/checklists';
import { useCombatStore } from '../src/state/combat/combat-store';
import { useSetupHistory } from '../src/state/combat/setup-history-store';
import { useNoticeStore } from '../src/state/notices';
import { useKeptPacks } from '../src/state/packs/kept-packs';
import { usePackInPlay, usePendingPackLink } from '../src/state/packs/pack-link-address';
import { usePackNames } from '../src/state/packs/pack-names';
import { useRollLog } from '../src/state/roll-log';
import { flushPendingWrites } from '../src/state/storage/deferred-writes';

// jsdom lays nothing out, and says so on the console for each scroll: where a page is scrolled is the browser tests'.
window.scrollTo = () => {};

// A lazy part (the footer's tools, a pack's screens) may take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

// Screens and languages load lazily in the app; the tests load them all first.
beforeAll(() =>
  Promise.all([
    preloadScreens(),
    loadLanguage('en'),
    loadLanguage('fr'),
    // What the app loads after its first paint, or when a pack is played.
    import('../src/app/footer-tools'),
    import('../src/screens/packs/pack-game'),
    import('../src/screens/packs/pack-options'),
  ]),
);

// The combat's storage as a page starts (its start-up read), before the app, once painted, joins the other tabs
// (src/state/combat/combat-across-tabs.ts): each test starts as a fresh page does.
const combatAtStart = useCombatStore.persist.getOptions();

afterEach(() => {
  useCombatStore.persist.setOptions({ storage: combatAtStart.storage, merge: combatAtStart.merge });
  cleanup();
  flushPendingWrites();
  // The flush may have written the last test's combat into the address: the next test starts from a plain one.
  window.history.replaceState(null, '', '/');
  useCombatStore.getState().reset();
  useSetupHistory.getState().clear();
  useKeptPacks.setState({ texts: new Map(), changed: new Map() });
  usePendingPackLink.setState({ link: null });
  usePackInPlay.setState({ id: null, link: null, name: null, awaiting: null });
  usePackNames.setState({ names: [] });
  // A fresh page's log, never cleared (a clear would set aside every roll dated before it).
  useRollLog.setState(useRollLog.getInitialState(), true);
  useNoticeStore.getState().clear();
  useChecklists.setState({ ticked: Object.create(null) });
  localStorage.clear();
  sessionStorage.clear();
});
