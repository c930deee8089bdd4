import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useCombatStore } from '../src/state/combat-store';

afterEach(() => {
  cleanup();
  useCombatStore.getState().reset();
  localStorage.clear();
});
