import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadScreens } from '../src/app/app';
import { loadLanguage } from '../src/i18n';
import { useChecklists } from '../src/state/checklists';
import { useCombatStore } from '../src/state/combat-store';
import { flushPendingWrites } from '../src/state/deferred-writes';
import { useKeptPacks } from '../src/state/kept-packs';
import { useNoticeStore } from '../src/state/notices';
import { usePendingPackLink } from '../src/state/pack-link-address';
import { useRollLog } from '../src/state/roll-log';
import { useSetupHistory } from '../src/state/setup-history-store';

// Screens and languages load lazily in the app; the tests load them all first.
beforeAll(() => Promise.all([preloadScreens(), loadLanguage('en'), loadLanguage('fr')]));

afterEach(() => {
  cleanup();
  flushPendingWrites();
  // The flush may have written the last test's combat into the address: the next test starts from a plain one.
  window.history.replaceState(null, '', '/');
  useCombatStore.getState().reset();
  useSetupHistory.getState().clear();
  useKeptPacks.setState({ texts: new Map() });
  usePendingPackLink.setState({ link: null });
  useRollLog.getState().clear();
  useNoticeStore.getState().clear();
  useChecklists.setState({ ticked: Object.create(null) });
  localStorage.clear();
  sessionStorage.clear();
});
