import { readFileSync } from 'node:fs';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncAddressWithStore } from '../../src/app/address-writes';
import { JDG_DEFAULT_SETUP } from '../../src/rules/jours-de-gloire';
import { setShock, setTerrain } from '../../src/screens/jours-de-gloire/setup-actions';
import { comparisonOf, rememberedCombat, setupOf } from '../../src/state/combat/combat-selectors';
import { INITIAL_COMBAT_STATE } from '../../src/state/combat/combat-state';
import { useCombatStore } from '../../src/state/combat/combat-store';
import { ROLL_KEYS } from '../../src/state/game-index';
import { decodeCombat, encodeCombat } from '../../src/state/links/share-link';
import { useNoticeStore } from '../../src/state/notices';
import { usePreferences } from '../../src/state/preferences';
import { MAX_LOG_ENTRIES, useRollLog } from '../../src/state/roll-log';
import { flushPendingWrites } from '../../src/state/storage/deferred-writes';
import { DEFAULT_SETUPS } from '../helpers/default-setups';
import { captureDownloads } from '../helpers/downloads';
import { withFields } from '../helpers/links';
import { choiceOf, renderApp } from '../helpers/render-app';

/** No die on any screen of any game. */
const NO_DICE = Object.fromEntries(ROLL_KEYS.map((key) => [key, null]));

const noticeIds = () => useNoticeStore.getState().notices.map((n) => n.id);

describe('remembered state', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('the set-up and the screen survive a reload', async () => {
    setTerrain({ hex: 'marsh' });
    useCombatStore.getState().setScreen('fire');
    flushPendingWrites();
    const stored = localStorage.getItem('adc-combat') ?? '';
    useCombatStore.getState().reset();
    localStorage.setItem('adc-combat', stored);
    await useCombatStore.persist.rehydrate();
    expect(setupOf(useCombatStore.getState(), 'jdg').terrain.hex).toBe('marsh');
    expect(useCombatStore.getState().screen).toBe('fire');
    expect(noticeIds()).toEqual([]);
  });

  it('a comparison, the option being edited and each system’s move survive a reload', async () => {
    const store = useCombatStore.getState();
    store.setScreen('shock');
    store.startComparing();
    setShock({ direction: 'rear' });
    store.updateSetup('jdg', (jdg) => ({ ...jdg, movement: { ...jdg.movement, allowance: 9 } }));
    store.editOption('a');
    flushPendingWrites();
    const stored = localStorage.getItem('adc-combat') ?? '';
    useCombatStore.getState().reset();
    localStorage.setItem('adc-combat', stored);
    await useCombatStore.persist.rehydrate();
    const after = useCombatStore.getState();
    expect(setupOf(after, 'jdg').shock.direction).toBe('front');
    expect(comparisonOf(after, 'jdg')?.editing).toBe('a');
    expect(comparisonOf(after, 'jdg')?.other.shock.direction).toBe('rear');
    expect(comparisonOf(after, 'jdg')?.other.movement.allowance).toBe(9);
    expect(noticeIds()).toEqual([]);
  });

  it('every system’s set-up, the game shown and its screen survive a reload', async () => {
    const store = useCombatStore.getState();
    setTerrain({ hex: 'marsh' });
    store.updateSetup('pg', (pg) => ({ ...pg, deepCharge: { morale: 5, leaderModifier: 1 } }));
    store.setGame('corbach');
    store.setScreen('artillery');
    store.updateSetup('corbach', (c) => ({ ...c, artillery: { ...c.artillery, distance: 6 } }));
    store.setRoll('corbach/artillery', 5, setupOf(useCombatStore.getState(), 'corbach'));
    flushPendingWrites();
    const stored = localStorage.getItem('adc-combat') ?? '';
    store.reset();
    localStorage.setItem('adc-combat', stored);
    await useCombatStore.persist.rehydrate();
    const after = useCombatStore.getState();
    expect(after).toMatchObject({ game: 'corbach', screen: 'artillery' });
    expect(setupOf(after, 'corbach').artillery.distance).toBe(6);
    expect(setupOf(after, 'jdg').terrain.hex).toBe('marsh');
    expect(setupOf(after, 'pg').deepCharge).toEqual({ morale: 5, leaderModifier: 1 });
    expect(after.rolls['corbach/artillery']).toBe(5);
    expect(noticeIds()).toEqual([]);
  });

  it('a d6 screen never keeps a d10 face, nor a d10 screen a d6 one', async () => {
    localStorage.setItem(
      'adc-combat',
      JSON.stringify({
        state: { system: 'corbach', links: {}, rolls: { combat: 0, artillery: 7, fire: 0 } },
        version: 2,
      }),
    );
    await useCombatStore.persist.rehydrate();
    expect(useCombatStore.getState().rolls).toMatchObject({
      'corbach/combat': null,
      'corbach/artillery': null,
      'jdg/fire': 0,
    });
  });

  it('since version 3 each die is kept under its game and screen; a version-2 key is read only where no keyed die is', async () => {
    localStorage.setItem(
      'adc-combat',
      JSON.stringify({
        state: { system: 'corbach', links: {}, rolls: { 'corbach/combat': 2, combat: 5, 'pg/morale': 6, fire: 9 } },
        version: 3,
      }),
    );
    await useCombatStore.persist.rehydrate();
    expect(useCombatStore.getState().rolls).toEqual({ ...NO_DICE, 'jdg/fire': 9, 'corbach/combat': 2, 'pg/morale': 6 });
    // What is written back is keyed by game and screen.
    useCombatStore.getState().setRoll('corbach/artillery', 4, setupOf(useCombatStore.getState(), 'corbach'));
    flushPendingWrites();
    expect(JSON.parse(localStorage.getItem('adc-combat') ?? '{}').state.rolls).toEqual({
      ...NO_DICE,
      'jdg/fire': 9,
      'corbach/artillery': 4,
      'corbach/combat': 2,
      'pg/morale': 6,
    });
  });

  it.each([
    ['not JSON', '{"state": {"link": '],
    ['JSON of the wrong shape', '42'],
    ['a state with neither links nor a link', JSON.stringify({ state: { rolls: {} }, version: 2 })],
  ])('storage holding %s: defaults, a notice, a working page', async (_what, text) => {
    localStorage.setItem('adc-combat', text);
    await useCombatStore.persist.rehydrate();
    expect(setupOf(useCombatStore.getState(), 'jdg')).toEqual(JDG_DEFAULT_SETUP);
    expect(noticeIds()).toEqual(['storage-corrupt']);
    renderApp('en');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The set-ups kept from an earlier visit could not be read and were set aside',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terrain effects chart');
  });

  it('a stored link that is not a link: that game starts from its defaults, and says so', async () => {
    localStorage.setItem('adc-combat', JSON.stringify({ state: { link: 'hello', rolls: {} }, version: 1 }));
    await useCombatStore.persist.rehydrate();
    expect(setupOf(useCombatStore.getState(), 'jdg')).toEqual(JDG_DEFAULT_SETUP);
    expect(useNoticeStore.getState().notices).toEqual([
      { id: 'stored-setup', game: 'jdg', problems: [{ code: 'not-a-link' }] },
    ]);
    renderApp('en');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Jours de Gloire: the set-up kept from an earlier visit could not be read; this game starts from its default set-up. The other games keep theirs.',
    );
  });

  it('one game’s unreadable set-up is replaced; the other games keep theirs', async () => {
    const corbachLink = encodeCombat({
      game: 'corbach',
      screen: 'artillery',
      setup: { ...DEFAULT_SETUPS.corbach, artillery: { ...DEFAULT_SETUPS.corbach.artillery, distance: 7 } },
    });
    const pgLink = encodeCombat({
      game: 'pg',
      screen: 'terrain',
      setup: { ...DEFAULT_SETUPS.pg, deepCharge: { morale: 5, leaderModifier: 2 } },
    });
    localStorage.setItem(
      'adc-combat',
      JSON.stringify({
        state: {
          system: 'corbach',
          links: { jdg: 'v=5&sys=constructor&screen=fire', corbach: corbachLink, pg: pgLink },
          rolls: { artillery: 4 },
        },
        version: 2,
      }),
    );
    await useCombatStore.persist.rehydrate();
    const after = useCombatStore.getState();
    expect(setupOf(after, 'jdg')).toEqual(JDG_DEFAULT_SETUP);
    expect(setupOf(after, 'corbach').artillery.distance).toBe(7);
    expect(setupOf(after, 'pg').deepCharge).toEqual({ morale: 5, leaderModifier: 2 });
    expect(after).toMatchObject({ game: 'corbach', screen: 'artillery', rolls: { 'corbach/artillery': 4 } });
    expect(useNoticeStore.getState().notices).toEqual([
      { id: 'stored-setup', game: 'jdg', problems: [{ code: 'unknown-game' }] },
    ]);
  });

  it('a stored set-up with one bad field keeps the rest and says so', async () => {
    const link = encodeCombat({
      game: 'jdg',
      screen: 'shock',
      setup: { ...JDG_DEFAULT_SETUP, terrain: { ...JDG_DEFAULT_SETUP.terrain, hex: 'woods' } },
    });
    localStorage.setItem(
      'adc-combat',
      JSON.stringify({
        state: { link: withFields(link, [['f.sp', '-9']]), rolls: { fire: 12, shock: 4 } },
        version: 1,
      }),
    );
    await useCombatStore.persist.rehydrate();
    expect(setupOf(useCombatStore.getState(), 'jdg').terrain.hex).toBe('woods');
    expect(setupOf(useCombatStore.getState(), 'jdg').fire.strength).toBe(JDG_DEFAULT_SETUP.fire.strength);
    // The shock die (a good d10 face) does not come back: the set-up did not read whole, and the die would show the
    // result of a set-up it was not rolled for. The fire die (12) was no d10 face.
    expect(useCombatStore.getState().rolls).toEqual(NO_DICE);
    expect(useNoticeStore.getState().notices).toEqual([
      { id: 'stored-setup', game: 'jdg', problems: [{ code: 'field', field: 'f.sp' }] },
      { id: 'stored-place' },
    ]);
    renderApp('en');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      'Jours de Gloire: parts of the set-up kept from an earlier visit could not be read and took their default values: fire strength.',
    );
  });

  it('a stored set-up missing most of its fields names the first few and says how many more', async () => {
    localStorage.setItem(
      'adc-combat',
      JSON.stringify({ state: { system: 'jdg', links: { corbach: 'v=5&sys=corbach-1760&a.dist=3' } }, version: 2 }),
    );
    await useCombatStore.persist.rehydrate();
    renderApp('en');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      /^Corbach 1760: parts of the set-up kept from an earlier visit could not be read and took their default values: screen, .+ and \d+ more\./,
    );
  });

  it('a state kept without a version number is read like the current one', async () => {
    const link = encodeCombat({ game: 'corbach', screen: 'combat', setup: DEFAULT_SETUPS.corbach });
    localStorage.setItem('adc-combat', JSON.stringify({ state: { system: 'corbach', links: { corbach: link } } }));
    await useCombatStore.persist.rehydrate();
    expect(useCombatStore.getState()).toMatchObject({ game: 'corbach', screen: 'combat' });
    expect(noticeIds()).toEqual([]);
  });

  it('storage that is unavailable (private mode, quota): defaults, a notice, and the app still works', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await useCombatStore.persist.rehydrate();
    await usePreferences.persist.rehydrate();
    expect(noticeIds()).toEqual(['storage-unavailable']);
    const { user } = renderApp('en');
    expect(screen.getByRole('status')).toHaveTextContent('This browser does not let the app keep anything');
    await user.click(screen.getByRole('button', { name: 'Shock' }));
    await user.click(screen.getByRole('button', { name: 'Roll the die' }));
    expect(screen.getByTestId('result')).not.toBeEmptyDOMElement();
  });

  it('a set-up stored by an older version is still read', async () => {
    const link = encodeCombat({
      game: 'jdg',
      screen: 'fire',
      setup: { ...JDG_DEFAULT_SETUP, terrain: { ...JDG_DEFAULT_SETUP.terrain, hex: 'orchard' } },
    });
    localStorage.setItem(
      'adc-combat',
      JSON.stringify({ state: { link, rolls: { fire: 5, shock: null } }, version: 0 }),
    );
    await useCombatStore.persist.rehydrate();
    expect(setupOf(useCombatStore.getState(), 'jdg').terrain.hex).toBe('orchard');
    expect(useCombatStore.getState().rolls['jdg/fire']).toBe(5);
    expect(noticeIds()).toEqual([]);
  });

  const goodEntry = {
    at: '2026-11-25T10:00:00.000Z',
    screen: 'fire',
    link: encodeCombat({ game: 'jdg', screen: 'fire', setup: JDG_DEFAULT_SETUP }),
    die: 3,
    modifier: 2,
    result: 'no-effect',
    by: 'app',
  };

  it('unreadable roll-log entries are set aside, the others kept', async () => {
    const unreadable = [
      { ...goodEntry, die: 'x' },
      null,
      { ...goodEntry, result: 'constructor' },
      { ...goodEntry, result: '__proto__' },
      { ...goodEntry, screen: 'toString' },
      { ...goodEntry, link: 'v=5&sys=__proto__' },
      { ...goodEntry, link: encodeCombat({ game: 'corbach', screen: 'combat', setup: DEFAULT_SETUPS.corbach }) },
      { ...goodEntry, die: 12 },
      { ...goodEntry, modifier: 1e300 },
    ];
    localStorage.setItem(
      'adc-roll-log',
      JSON.stringify({ state: { entries: [goodEntry, ...unreadable] }, version: 1 }),
    );
    await useRollLog.persist.rehydrate();
    expect(useRollLog.getState().entries).toEqual([goodEntry]);
    expect(useNoticeStore.getState().notices).toEqual([{ id: 'log-entries-dropped', count: unreadable.length }]);
  });

  it('a stored log over the cap keeps the newest, says they were dropped (not "unreadable"), and the log screen says so', async () => {
    // Newest first, a second apart (no two rolls of a log are made in the same millisecond).
    const entries = Array.from({ length: MAX_LOG_ENTRIES + 7 }, (_, i) => ({
      ...goodEntry,
      at: new Date(Date.parse(goodEntry.at) - i * 1000).toISOString(),
      die: i % 10,
    }));
    localStorage.setItem('adc-roll-log', JSON.stringify({ state: { entries }, version: 1 }));
    await useRollLog.persist.rehydrate();
    expect(useRollLog.getState().entries).toEqual(entries.slice(0, MAX_LOG_ENTRIES));
    expect(useRollLog.getState().dropped).toBe(7);
    expect(useNoticeStore.getState().notices).toEqual([{ id: 'log-entries-over-cap', count: 7, max: MAX_LOG_ENTRIES }]);
    useCombatStore.getState().setScreen('log');
    renderApp('en');
    expect(await screen.findByTestId('log-cap')).toHaveTextContent(
      `The log keeps the ${MAX_LOG_ENTRIES} most recent rolls; a roll past them drops the oldest. 7 older rolls have been dropped since the log was last cleared.`,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `The roll log keeps the ${MAX_LOG_ENTRIES} most recent rolls: the 7 oldest rolls kept from an earlier visit were dropped.`,
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('unreadable');
  });

  it('near the cap, the log says the next rolls will drop the oldest and offers to export them first', async () => {
    const saved = captureDownloads();
    const entries = Array.from({ length: MAX_LOG_ENTRIES - 50 }, (_, i) => ({
      ...goodEntry,
      at: new Date(Date.parse(goodEntry.at) - i * 1000).toISOString(),
    }));
    localStorage.setItem('adc-roll-log', JSON.stringify({ state: { entries }, version: 1 }));
    await useRollLog.persist.rehydrate();
    useCombatStore.getState().setScreen('log');
    const { user } = renderApp('en');
    const near = await screen.findByTestId('log-near-cap');
    expect(near).toHaveTextContent(`The log holds ${MAX_LOG_ENTRIES - 50} of its ${MAX_LOG_ENTRIES} rolls`);
    await user.click(within(near).getByRole('button', { name: 'Export everything (a file)' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const file = JSON.parse((await saved[0]?.text()) ?? '{}');
    expect(file.log.entries).toHaveLength(MAX_LOG_ENTRIES - 50);
    vi.unstubAllGlobals();
    // One roll fewer: nothing said.
    act(() => useRollLog.setState({ entries: useRollLog.getState().entries.slice(1) }));
    expect(screen.queryByTestId('log-near-cap')).toBeNull();
  });

  it('a roll past the cap drops the oldest and counts it; clearing the log starts the count again', () => {
    const log = useRollLog.getState();
    for (let i = 0; i < MAX_LOG_ENTRIES + 3; i++) log.add({ ...goodEntry, screen: 'fire', die: i % 10, by: 'app' });
    expect(useRollLog.getState().entries).toHaveLength(MAX_LOG_ENTRIES);
    expect(useRollLog.getState().entries[0]?.die).toBe((MAX_LOG_ENTRIES + 2) % 10);
    expect(useRollLog.getState().dropped).toBe(3);
    useRollLog.getState().clear();
    expect(useRollLog.getState()).toMatchObject({ entries: [], dropped: 0 });
  });
});

describe('the address follows the set-up and opens links', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('a reload that started before the last address write opens the set-up the app meant to write, not the older link', () => {
    const stop = syncAddressWithStore();
    setTerrain({ hex: 'woods' });
    flushPendingWrites();
    const older = window.location.hash;
    setTerrain({ hex: 'castle' });
    window.dispatchEvent(new Event('pagehide'));
    stop();
    // The reload loads the address as it was when it began: the older link.
    window.history.replaceState(null, '', `/${older}`);
    useCombatStore.getState().reset();
    const again = syncAddressWithStore();
    expect(setupOf(useCombatStore.getState(), 'jdg').terrain.hex).toBe('castle');
    expect(window.location.hash).toContain('t.hex=castle');
    again();
    // A link pasted in is opened as it is.
    const pasted = encodeCombat({
      game: 'jdg',
      screen: 'fire',
      setup: { ...JDG_DEFAULT_SETUP, terrain: { ...JDG_DEFAULT_SETUP.terrain, hex: 'orchard' } },
    });
    window.history.replaceState(null, '', `/#${pasted}`);
    const third = syncAddressWithStore();
    expect(setupOf(useCombatStore.getState(), 'jdg').terrain.hex).toBe('orchard');
    third();
  });

  it('a plain address starts without opening session storage (only a link may need the address written last)', () => {
    window.sessionStorage.setItem('adc-address', JSON.stringify({ previous: '#v=7', written: '#v=7&x' }));
    const read = vi.spyOn(Storage.prototype, 'getItem');
    window.history.replaceState(null, '', '/');
    const stop = syncAddressWithStore();
    expect(read.mock.contexts.filter((storage) => storage === window.sessionStorage)).toEqual([]);
    stop();
    read.mockRestore();
    window.sessionStorage.removeItem('adc-address');
  });

  it('a page reloaded on its own link keeps the die rolled for that set-up, as its own roll', () => {
    const stop = syncAddressWithStore();
    useCombatStore.getState().setScreen('shock');
    useCombatStore
      .getState()
      .setRoll('jdg/shock', 4, setupOf(useCombatStore.getState(), 'jdg'), { by: 'app', at: 1_790_000_000 });
    flushPendingWrites();
    stop();
    expect(window.location.hash).toContain('roll=4.app.1790000000');
    // What a reload does: the store keeps its set-up and dice (storage, which keeps no roll's author), and the
    // address's link is opened over it.
    useCombatStore.setState((s) => ({ rollInfo: { ...s.rollInfo, 'jdg/shock': null } }));
    const again = syncAddressWithStore();
    const s = useCombatStore.getState();
    expect(s.rolls['jdg/shock']).toBe(4);
    expect(s.rolledFor['jdg/shock']).toBe(setupOf(s, 'jdg'));
    // The page's own die: not said to be the sender's.
    expect(s.rollInfo['jdg/shock']).toEqual({ by: 'app', at: 1_790_000_000, fromLink: false });
    again();
  });

  it("the same combat's link with a die this page does not hold is the sender's roll", () => {
    useCombatStore.getState().setScreen('shock');
    useCombatStore
      .getState()
      .setRoll('jdg/shock', 4, setupOf(useCombatStore.getState(), 'jdg'), { by: 'app', at: 1_790_000_000 });
    const link = encodeCombat(rememberedCombat(useCombatStore.getState()), true).replace('roll=4.', 'roll=5.');
    useCombatStore.getState().setRoll('jdg/shock', null, null);
    window.history.replaceState(null, '', `/#${link}`);
    const stop = syncAddressWithStore();
    const s = useCombatStore.getState();
    expect(s.rolls['jdg/shock']).toBe(5);
    expect(s.rollInfo['jdg/shock']).toEqual({ by: 'app', at: 1_790_000_000, fromLink: true });
    stop();
  });

  it('writes the set-up into the address as it changes', () => {
    const stop = syncAddressWithStore();
    setTerrain({ hex: 'castle' });
    // Written once typing pauses, not per keystroke; at once when the page is hidden or closed.
    expect(window.location.hash).not.toContain('t.hex=castle');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.location.hash).toContain('t.hex=castle');
    stop();
  });

  it('at start-up, puts the set-up into the address a moment later (not while the app starts), in the newest form', () => {
    // A version 4 link: every field written, defaults too.
    const older = readFileSync('tests/fixtures/links/v4-jdg.txt', 'utf8').trim();
    window.history.replaceState(null, '', `/#${older}`);
    const stop = syncAddressWithStore();
    expect(window.location.hash).toBe(`#${older}`);
    flushPendingWrites();
    const { combat } = decodeCombat(older, { ...INITIAL_COMBAT_STATE, screen: 'terrain' });
    if (!combat) throw new Error('fixture unread');
    expect(window.location.hash).toBe(`#${encodeCombat(combat, true)}`);
    expect(window.location.hash.length).toBeLessThan(older.length);
    stop();
  });

  it('a page opened with a plain address on the default combat keeps it until the set-up changes', () => {
    window.history.replaceState(null, '', '/');
    const stop = syncAddressWithStore();
    flushPendingWrites();
    expect(window.location.hash).toBe('');
    setTerrain({ hex: 'castle' });
    flushPendingWrites();
    expect(window.location.hash).toContain('t.hex=castle');
    stop();
  });

  it('a page opened with a plain address on a combat kept from an earlier visit gets its link', () => {
    window.history.replaceState(null, '', '/');
    setTerrain({ hex: 'woods' });
    const stop = syncAddressWithStore();
    flushPendingWrites();
    expect(window.location.hash).toContain('t.hex=woods');
    stop();
  });

  it('opens the combat of a link, keeping the reader’s language', () => {
    const link = encodeCombat({
      game: 'jdg',
      screen: 'shock',
      setup: { ...JDG_DEFAULT_SETUP, terrain: { ...JDG_DEFAULT_SETUP.terrain, hex: 'woods' } },
    });
    window.history.replaceState(null, '', `/#${link}`);
    const stop = syncAddressWithStore();
    renderApp('fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Table de choc et charge');
    expect(choiceOf('Hex. du défenseur', 'Bois')).toBeChecked();
    stop();
  });

  it('a link with unreadable parts says which, and keeps the rest', () => {
    const link = withFields(encodeCombat({ game: 'jdg', screen: 'fire', setup: JDG_DEFAULT_SETUP }), [
      ['f.er', '<b>x</b>'],
      ['t.hex', 'lava'],
    ]);
    window.history.replaceState(null, '', `/#${link}`);
    const stop = syncAddressWithStore();
    renderApp('en');
    expect(document.querySelector('[data-notice="link"]')).toHaveTextContent(
      'Parts of the link could not be read and kept their current values: defender’s or target’s hex, effective range.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Artillery fire DRM table');
    expect(document.body.innerHTML).not.toContain('<b>x</b>');
    stop();
  });

  it('an address naming a place on the page (a footnote’s) is not a combat: no notice, the set-up kept, and its link back in the address', async () => {
    setTerrain({ hex: 'woods' });
    const stop = syncAddressWithStore();
    renderApp('en');
    expect(document.getElementById('mark-a')).not.toBeNull();
    window.history.pushState(null, '', '#mark-a');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(noticeIds()).toEqual([]);
    expect(setupOf(useCombatStore.getState(), 'jdg').terrain.hex).toBe('woods');
    flushPendingWrites();
    expect(window.location.hash).toContain('t.hex=woods');
    stop();
  });

  it('a link put in the address while the set-up’s own link waits to be written is opened, not written over', async () => {
    const stop = syncAddressWithStore();
    renderApp('en');
    // A change: the set-up's link is to be written a moment later.
    setTerrain({ hex: 'woods' });
    // A link pasted into the tab: the address holds it before its hashchange event comes.
    const link = encodeCombat({
      game: 'jdg',
      screen: 'fire',
      setup: { ...JDG_DEFAULT_SETUP, fire: { ...JDG_DEFAULT_SETUP.fire, strength: 5 } },
    });
    window.history.replaceState(null, '', `/#${link}`);
    flushPendingWrites();
    expect(window.location.hash).toBe(`#${link}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Artillery fire DRM table' })).toBeInTheDocument();
    expect(setupOf(useCombatStore.getState(), 'jdg').fire.strength).toBe(5);
    expect(window.location.hash).toContain('f.sp=5');
    stop();
  });

  it('a pasted address with a broken %-sequence gets the link’s notice, nothing thrown', () => {
    const stop = syncAddressWithStore();
    renderApp('en');
    window.history.pushState(null, '', '#v=5&sys=jdg-2016&t.hex=%E0%A4%A');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(noticeIds()).toEqual(['link']);
    stop();
  });

  it('a link from a future version changes nothing and says so', () => {
    setTerrain({ hex: 'orchard' });
    window.history.replaceState(null, '', '/#v=9&sys=jdg-2016&t.hex=woods');
    const stop = syncAddressWithStore();
    renderApp('en');
    expect(screen.getByRole('status')).toHaveTextContent('made by a newer version of the app; nothing was changed');
    expect(setupOf(useCombatStore.getState(), 'jdg').terrain.hex).toBe('orchard');
    stop();
  });
});
