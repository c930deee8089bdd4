import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncAddressWithStore } from '../../src/app/address-writes';
import type { CorbachUnit } from '../../src/rules/corbach';
import { MOVE_LIMITS } from '../../src/rules/core/movement-setup';
import { MAX_UNITS_PER_SIDE } from '../../src/rules/core/validation';
import { JDG_DEFAULT_SETUP } from '../../src/rules/jours-de-gloire';
import { JDG_CLEAR_STEP } from '../../src/rules/jours-de-gloire/movement-setup';
import { PG_LIMITS } from '../../src/rules/prussias-glory';
import { setShock } from '../../src/screens/jours-de-gloire/setup-actions';
import { comparisonOf, setupOf } from '../../src/state/combat/combat-selectors';
import { INITIAL_COMBAT_STATE } from '../../src/state/combat/combat-state';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { decodeCombat, encodeCombat } from '../../src/state/links/share-link';
import { useRollLog } from '../../src/state/roll-log';
import { flushPendingWrites } from '../../src/state/storage/deferred-writes';
import { DEFAULT_SETUPS } from '../helpers/default-setups';
import { longestComparison } from '../helpers/longest-setups';
import { renderApp } from '../helpers/render-app';

// The shock screen, made to fail while drawing when a test asks it to: a stand-in for any fault of a screen.
const shockFault = vi.hoisted(() => ({ on: false }));
vi.mock('../../src/screens/jours-de-gloire/shock-screen', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/screens/jours-de-gloire/shock-screen')>();
  return {
    ...real,
    ShockScreen: () => {
      if (shockFault.on) throw new Error('the shock screen broke');
      return <real.ShockScreen />;
    },
  };
});

afterEach(() => {
  shockFault.on = false;
  vi.restoreAllMocks();
});

describe('one set of limits', () => {
  it('Jours de Gloire shock: the add button stops at the most units a side may hold, and says why', async () => {
    const { user } = renderApp('en');
    useCombatStore.getState().setScreen('shock');
    const add = await screen.findByRole('button', { name: '+ Add an attacking unit' });
    for (let i = 1; i < MAX_UNITS_PER_SIDE; i++) await user.click(add);
    expect(setupOf(useCombatStore.getState(), 'jdg').shock.attackers).toHaveLength(MAX_UNITS_PER_SIDE);
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(
      `A side has at most ${MAX_UNITS_PER_SIDE} units: the most a share link carries.`,
    );
    await user.click(add);
    expect(setupOf(useCombatStore.getState(), 'jdg').shock.attackers).toHaveLength(MAX_UNITS_PER_SIDE);
    // Everything the screen lets a player make survives a link: the set-up reads back whole.
    const combat = { game: 'jdg' as const, screen: 'shock' as const, setup: setupOf(useCombatStore.getState(), 'jdg') };
    expect(decodeCombat(encodeCombat(combat), { ...INITIAL_COMBAT_STATE, screen: 'terrain' })).toEqual({
      combat,
      problems: [],
    });
    // Removing one makes room again.
    await user.click(screen.getByRole('button', { name: 'Remove attacking unit 12' }));
    expect(screen.getByRole('button', { name: '+ Add an attacking unit' })).not.toHaveAttribute('aria-disabled');
  });

  it('Corbach combat, in French: the same limit for each side, said beside the button', async () => {
    useCombatStore.getState().setGame('corbach');
    useCombatStore.getState().setScreen('combat');
    useCombatStore.getState().updateSetup('corbach', (c) => ({
      ...c,
      combat: {
        ...c.combat,
        defenders: Array.from(
          { length: MAX_UNITS_PER_SIDE },
          () => DEFAULT_SETUPS.corbach.combat.attackers[0] as CorbachUnit,
        ),
      },
    }));
    const { user } = renderApp('fr');
    const full = await screen.findByRole('button', { name: /Unités en défense — Ajouter/ });
    expect(full).toHaveAttribute('aria-disabled', 'true');
    expect(full).toHaveAccessibleDescription(
      `Un camp compte au plus ${MAX_UNITS_PER_SIDE} unités\u00a0: le plus qu’un lien de partage transporte.`,
    );
    await user.click(full);
    expect(setupOf(useCombatStore.getState(), 'corbach').combat.defenders).toHaveLength(MAX_UNITS_PER_SIDE);
    expect(screen.getByRole('button', { name: /Unités attaquantes — Ajouter/ })).not.toHaveAttribute('aria-disabled');
  });

  it('Prussia’s Glory: at most six attacking hexes; a move: at most its steps, each said', async () => {
    useCombatStore.getState().setGame('pg');
    useCombatStore.getState().setScreen('combat');
    useCombatStore.getState().updateSetup('pg', (pg) => ({
      ...pg,
      combat: {
        ...pg.combat,
        attackers: Array.from({ length: PG_LIMITS.attackingHexes }, () => ({ hex: 'clear' as const, hexsides: [] })),
      },
    }));
    const { user } = renderApp('en');
    expect(await screen.findByRole('button', { name: '+ Add an attacking hex' })).toHaveAccessibleDescription(
      'A hex has six neighbours: at most 6 attacking hexes.',
    );
    useCombatStore.getState().setGame('jdg');
    useCombatStore.getState().updateSetup('jdg', (jdg) => ({
      ...jdg,
      movement: { ...jdg.movement, steps: Array.from({ length: MOVE_LIMITS.steps }, () => JDG_CLEAR_STEP) },
    }));
    await user.click(screen.getByRole('button', { name: 'Movement' }));
    expect(await screen.findByRole('button', { name: '+ Add a step' })).toHaveAccessibleDescription(
      `A move has at most ${MOVE_LIMITS.steps} steps here: price a longer move in two parts.`,
    );
  });

  it('the longest comparison a player can make is kept whole in the address and reopens from it', async () => {
    const stop = syncAddressWithStore();
    const combat = longestComparison('pg');
    useCombatStore.getState().open(combat);
    flushPendingWrites();
    const address = window.location.hash;
    expect(address.length).toBeGreaterThan(3000);
    useCombatStore.getState().reset();
    window.history.replaceState(null, '', `/${address}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(setupOf(useCombatStore.getState(), 'pg')).toEqual(combat.setup);
    expect(comparisonOf(useCombatStore.getState(), 'pg')).toEqual(combat.compare);
    stop();
  });

  it('a link too long for a QR code says so beside the link instead of an empty box', async () => {
    useCombatStore.getState().open(longestComparison('pg'));
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Show QR code' }));
    expect(await screen.findByTestId('qr-too-long', {}, { timeout: 20_000 })).toHaveTextContent(
      /This link \(\d{4} characters\) is more than a QR code holds/,
    );
    expect((screen.getByLabelText('Link to this combat') as HTMLTextAreaElement).value).toContain('&cmp=b&');
  });
});

describe('a screen that fails to draw', () => {
  it('keeps the rest of the app, says what failed, resets only that game, and is not reopened by a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = syncAddressWithStore();
    useCombatStore.getState().updateSetup('corbach', (c) => ({ ...c, artillery: { ...c.artillery, distance: 7 } }));
    setShock({ direction: 'rear' });
    shockFault.on = true;
    const { user } = renderApp('en');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This screen could not be shown');
    expect(failure).toHaveTextContent(
      'The “Shock” screen of Jours de Gloire failed while drawing. What failed: the shock screen broke',
    );
    // Neither the address nor storage names the failed screen: a reload opens the game's first screen.
    flushPendingWrites();
    expect(decodeCombat(window.location.hash, { ...INITIAL_COMBAT_STATE, screen: 'terrain' }).combat?.screen).toBe(
      'terrain',
    );
    const stored = JSON.parse(localStorage.getItem('adc-combat') ?? '{}');
    expect(decodeCombat(stored.state.links.jdg, { ...INITIAL_COMBAT_STATE, screen: 'terrain' }).combat?.screen).toBe(
      'terrain',
    );
    // Try again: still broken, still fenced.
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('What failed: the shock screen broke');
    // The rest of the app works: another screen of the game, another game.
    await user.click(screen.getByRole('button', { name: 'Fire' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Artillery fire DRM table');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    // Reset this game only: Jours de Gloire's set-up goes back to its default, Corbach's stays.
    shockFault.on = false;
    await user.click(await screen.findByRole('button', { name: 'Reset the Jours de Gloire set-up' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/Shock/);
    expect(setupOf(useCombatStore.getState(), 'jdg')).toEqual(JDG_DEFAULT_SETUP);
    expect(setupOf(useCombatStore.getState(), 'corbach').artillery.distance).toBe(7);
    expect(useCombatStore.getState().failed).toBeNull();
    flushPendingWrites();
    expect(decodeCombat(window.location.hash, { ...INITIAL_COMBAT_STATE, screen: 'terrain' }).combat?.screen).toBe(
      'shock',
    );
    stop();
  });

  it('a roll log that fails to draw offers to clear the log, in French, and the games stay in reach', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useRollLog.getState().add({
      at: '2026-11-26T10:00:00.000Z',
      screen: 'fire',
      link: encodeCombat({ game: 'jdg', screen: 'fire', setup: JDG_DEFAULT_SETUP }),
      die: 4,
      modifier: 1,
      result: 'no-effect',
      by: 'app',
    });
    const format = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function noFormat() {
      throw new RangeError('no date format here');
    });
    useCombatStore.getState().setScreen('log');
    const { user } = renderApp('fr');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(
      'L’écran « Journal » de Jours de Gloire a échoué en s’affichant. Ce qui a échoué : no date format here',
    );
    format.mockRestore();
    await user.click(within(failure).getByRole('button', { name: 'Vider le journal des jets' }));
    expect(useRollLog.getState().entries).toEqual([]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Journal des jets'));
    await user.click(screen.getByRole('button', { name: 'Choc' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Table de choc et charge');
  });
});
