import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useChecklists } from '../src/state/checklists';
import { useCombatStore } from '../src/state/combat-store';
import { useNoticeStore } from '../src/state/notices';
import { useRollLog } from '../src/state/roll-log';

afterEach(() => {
  cleanup();
  useCombatStore.getState().reset();
  useRollLog.getState().clear();
  useNoticeStore.getState().clear();
  useChecklists.setState({ ticked: {} });
  localStorage.clear();
});
