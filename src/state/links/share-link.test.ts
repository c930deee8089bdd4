import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { encode as encodeQr } from 'uqr';
import { describe, expect, it } from 'vitest';
import { arbitraryCombat } from '../../../tests/helpers/arbitrary-combats';
import { DEFAULT_SETUPS } from '../../../tests/helpers/default-setups';
import { CORBACH_DEFAULT_MOVEMENT } from '../../rules/corbach';
import { JDG_DEFAULT_SETUP } from '../../rules/jours-de-gloire';
import { PG_DEFAULT_MOVEMENT } from '../../rules/prussias-glory';
import { setupOf, withCombat } from '../combat/combat-selectors';
import { INITIAL_COMBAT_STATE } from '../combat/combat-state';
import type { SharedCombat } from '../combat-types';
import { GAME_OF, ROLLS, type Screen } from '../game-index';
import { decodeCombat, encodeCombat, LINK_VERSION, MAX_LINK_LENGTH, MAX_UNITS_PER_SIDE } from './share-link';

const CURRENT = { combats: INITIAL_COMBAT_STATE.combats, screen: 'terrain' as Screen };
const PG_DEFAULT_SETUP_FULL = DEFAULT_SETUPS.pg;
const fixture = (name: number | string) =>
  readFileSync(new URL(`../../../tests/fixtures/links/v${name}.txt`, import.meta.url), 'utf8').trim();

/** The Jours de Gloire set-up of a decoded link (the test fails if the link opened another game). */
function jdgSetup(combat: SharedCombat | null) {
  if (combat?.game !== 'jdg') throw new Error(`expected a Jours de Gloire combat, got ${combat?.game}`);
  return combat.setup;
}

describe('share link codec', () => {
  it('a link made by version 1 keeps opening to the same combat (2016 edition, target not artillery)', () => {
    expect(decodeCombat(fixture(1), CURRENT)).toEqual({
      problems: [],
      combat: {
        game: 'jdg',
        screen: 'shock',
        setup: {
          edition: '2016',
          terrain: {
            hex: 'town',
            hexside: 'bridge',
            bridgeSpans: 'stream',
            levelDifference: -2,
            work: 'redoubt',
            workDirection: 'out-of',
          },
          shock: {
            attackers: [
              { strength: 6, cohesion: 7, type: 'infantry', hex: 'woods' },
              { strength: 3, cohesion: 8, type: 'heavy-cavalry', hex: 'clear' },
            ],
            defenders: [
              { strength: 4, cohesion: 6, type: 'cavalry' },
              { strength: 2, cohesion: 5, type: 'artillery' },
            ],
            mode: 'charge',
            direction: 'front-and-rear',
            defenderRouted: true,
            defenderInSquare: false,
            attackerRearExposed: true,
          },
          fire: {
            strength: 5,
            combined: true,
            kind: 'counter-battery',
            firerHex: 'castle',
            firerInSquare: false,
            effectiveRange: 4,
            distance: 7,
            massedTarget: true,
            targetInSquare: true,
            targetIsArtillery: false,
          },
          movement: JDG_DEFAULT_SETUP.movement,
        },
      },
    });
  });

  it('a version 1 link opened with an artillery target in the current set-up still reads "not artillery"', () => {
    const current = {
      ...CURRENT,
      ...withCombat(
        CURRENT,
        'jdg',
        { ...JDG_DEFAULT_SETUP, fire: { ...JDG_DEFAULT_SETUP.fire, targetIsArtillery: true } },
        null,
      ),
    };
    expect(jdgSetup(decodeCombat(fixture(1), current).combat).fire.targetIsArtillery).toBe(false);
  });

  it('a link made by version 2 keeps opening to the same combat (2006 edition)', () => {
    const { combat, problems } = decodeCombat(fixture(2), CURRENT);
    expect(problems).toEqual([]);
    expect(combat?.screen).toBe('fire');
    const setup = jdgSetup(combat);
    expect(setup.edition).toBe('2006');
    expect(setup.terrain).toEqual({
      hex: 'woods',
      hexside: 'steep-slope',
      bridgeSpans: 'river',
      levelDifference: 3,
      work: 'none',
      workDirection: 'into',
    });
    expect(setup.shock).toEqual({
      attackers: [{ strength: 5, cohesion: 6, type: 'cavalry', hex: 'town' }],
      defenders: [{ strength: 3, cohesion: 4, type: 'infantry' }],
      mode: 'charge',
      direction: 'rear',
      defenderRouted: false,
      defenderInSquare: true,
      attackerRearExposed: false,
    });
    expect(setup.fire).toEqual({
      strength: 4,
      combined: false,
      kind: 'reaction',
      firerHex: 'town',
      firerInSquare: true,
      effectiveRange: 3,
      distance: 1,
      massedTarget: true,
      targetInSquare: false,
      targetIsArtillery: true,
    });
  });

  it.each(
    readdirSync(new URL('../../../tests/fixtures/links/', import.meta.url)).map((file) =>
      file.replace(/^v|\.txt$/g, ''),
    ),
  )('the version %s fixture reads whole, as a roll-log entry kept since then must', (name) => {
    const { combat, problems } = decodeCombat(fixture(name), CURRENT);
    expect(problems).toEqual([]);
    expect(combat).not.toBeNull();
  });

  it.each(['jdg', 'corbach', 'pg'])(
    'writes the current version byte for byte as its %s fixture (a change of format needs a new version)',
    (game) => {
      const { combat, problems } = decodeCombat(fixture(`${LINK_VERSION}-${game}`), CURRENT);
      expect(problems).toEqual([]);
      expect(combat?.game).toBe(game);
      if (!combat) throw new Error('fixture unreadable');
      expect(encodeCombat(combat)).toBe(fixture(`${LINK_VERSION}-${game}`));
    },
  );

  it('a version 3 Corbach link opens every field of its set-up', () => {
    expect(decodeCombat(fixture('3-corbach'), CURRENT)).toEqual({
      problems: [],
      combat: {
        game: 'corbach',
        screen: 'combat',
        setup: {
          terrain: { hex: 'village', hexside: 'stream', level: 'up-one-level' },
          combat: {
            attackers: [
              { strength: 8, morale: 5, type: 'heavy-cavalry', light: false, disorganised: false },
              { strength: 3, morale: 4, type: 'infantry', light: true, disorganised: true },
            ],
            defenders: [{ strength: 4, morale: 3, type: 'infantry', light: false, disorganised: true }],
            throughFlank: true,
            throughRear: false,
            heavyCavalryBonus: true,
            changeOfStackOrderInEnemyZoc: false,
            commanderPresent: true,
            attackerFormationDemoralised: false,
            defenderFormationDemoralised: true,
            defenderInMarchColumn: false,
          },
          artillery: {
            targetLight: true,
            firerDisorganised: false,
            againstFlank: true,
            distance: 6,
            twelvePounder: true,
          },
          movement: CORBACH_DEFAULT_MOVEMENT,
        },
      },
    });
  });

  it('a version 3 Prussia’s Glory link opens every field of its set-up', () => {
    expect(decodeCombat(fixture('3-pg'), CURRENT)).toEqual({
      problems: [],
      combat: {
        game: 'pg',
        screen: 'combat',
        setup: {
          combat: {
            column: 'cavalry',
            defenderHex: 'woods',
            attackers: [
              { hex: 'clear', hexsides: ['stream', 'slope-top'] },
              { hex: 'town', hexsides: [] },
            ],
          },
          rally: {
            morale: 3,
            leaderModifier: 2,
            fourOrMoreHexesFromEnemy: false,
            infantryInWoodsOrTown: true,
            nextToFriendlyDisorderedOrRouted: true,
            adjacentToEnemy: false,
            army: 'demoralized',
          },
          deepCharge: { morale: 5, leaderModifier: 1 },
          movement: PG_DEFAULT_MOVEMENT,
        },
      },
    });
  });

  it('a version 4 link opens every step of each game’s move', () => {
    const move = (game: string) => {
      const { combat, problems } = decodeCombat(fixture(`4-${game}`), CURRENT);
      expect(problems).toEqual([]);
      return combat?.setup.movement;
    };
    expect(move('jdg')).toEqual({
      unit: 'artillery',
      disordered: true,
      allowance: 5,
      steps: [
        {
          hex: 'woods',
          road: 'trail',
          hexside: 'steep-slope',
          work: 'none',
          levelChange: -2,
          friendlyUnit: false,
          leavingEnemyZoc: true,
          enteringEnemyZoc: false,
          adjacentToEnemy: false,
        },
        {
          hex: 'clear',
          road: 'none',
          hexside: 'stream',
          work: 'redoubt',
          levelChange: 1,
          friendlyUnit: true,
          leavingEnemyZoc: false,
          enteringEnemyZoc: true,
          adjacentToEnemy: true,
        },
      ],
    });
    expect(move('corbach')).toEqual({
      unit: 'light-cavalry',
      allowance: 7,
      steps: [
        { hex: 'woods', road: 'none', hexside: 'stream', level: 'up-two-levels' },
        { hex: 'village', road: 'sunken-road', hexside: 'slope', level: 'level' },
      ],
    });
    expect(move('pg')).toEqual({
      unit: 'cavalry',
      inColumn: true,
      allowance: 8,
      steps: [
        {
          hexTerrains: ['woods', 'marsh'],
          hexsides: ['slope-top', 'stream'],
          leavingZoc: 'other-fast-engaged',
          engagedByFormedCavalry: false,
        },
        { hexTerrains: [], hexsides: [], leavingZoc: 'none', engagedByFormedCavalry: true },
      ],
    });
  });

  it('a link older than version 4 opens on the default move, whatever move was on screen', () => {
    const current = {
      ...CURRENT,
      ...withCombat(
        CURRENT,
        'jdg',
        { ...JDG_DEFAULT_SETUP, movement: { ...JDG_DEFAULT_SETUP.movement, allowance: 9 } },
        null,
      ),
    };
    expect(jdgSetup(decodeCombat(fixture('3-jdg'), current).combat).movement).toEqual(JDG_DEFAULT_SETUP.movement);
  });

  it('a move step with an unknown terrain is refused and keeps the current move', () => {
    const link = fixture('4-pg').replace('woods*marsh', 'woods*lava');
    expect(decodeCombat(link, CURRENT)).toMatchObject({
      problems: [{ code: 'field', field: 'm.steps' }],
      combat: { setup: { movement: { steps: PG_DEFAULT_MOVEMENT.steps } } },
    });
  });

  it('a version 5 comparison opens both options: A from the link, B from A and its own fields', () => {
    const jdgA = decodeCombat(fixture('4-jdg'), CURRENT).combat;
    const { combat, problems } = decodeCombat(fixture('5-jdg'), CURRENT);
    expect(problems).toEqual([]);
    if (combat?.game !== 'jdg' || jdgA?.game !== 'jdg' || !combat.compare) throw new Error('not a comparison');
    // The link edits B: B is on screen, A waits in the comparison.
    expect(combat.compare).toEqual({ editing: 'b', other: jdgA.setup });
    expect(combat.setup).toEqual({
      ...jdgA.setup,
      edition: '2016',
      shock: {
        ...jdgA.setup.shock,
        direction: 'front-and-rear',
        attackers: [...jdgA.setup.shock.attackers, { strength: 4, cohesion: 7, type: 'heavy-cavalry', hex: 'clear' }],
      },
    });
    const corbach = decodeCombat(fixture('5-corbach'), CURRENT).combat;
    if (corbach?.game !== 'corbach' || !corbach.compare) throw new Error('not a comparison');
    expect(corbach.compare.editing).toBe('a');
    expect(corbach.compare.other.combat).toEqual({
      ...corbach.setup.combat,
      throughRear: true,
      commanderPresent: false,
    });
  });

  it('a comparison round-trips, whichever option is edited, and writes only what B changes', () => {
    fc.assert(
      fc.property(arbitraryCombat, arbitraryCombat, fc.constantFrom('a' as const, 'b' as const), (a, b, editing) => {
        const other = { ...b, game: a.game, setup: a.game === b.game ? b.setup : a.setup } as SharedCombat;
        const combat = { ...a, compare: { other: other.setup, editing } } as SharedCombat;
        const link = encodeCombat(combat);
        expect(decodeCombat(link, CURRENT)).toEqual({ combat, problems: [] });
        expect(link).toMatch(new RegExp(`&cmp=${editing}&(b\\.|end=)`));
      }),
      { numRuns: 300 },
    );
  });

  it('a comparison of two equal options writes no field of B', () => {
    const combat: SharedCombat = {
      game: 'pg',
      screen: 'morale',
      setup: PG_DEFAULT_SETUP_FULL,
      compare: { other: PG_DEFAULT_SETUP_FULL, editing: 'b' },
    };
    expect(encodeCombat(combat)).toMatch(/&cmp=b&end=\d+$/);
  });

  it('an unreadable field of B is reported as B’s and keeps A’s value; a B of another game is refused', () => {
    const bad = fixture('5-pg').replace('b.d.mor=6', 'b.d.mor=99');
    const { combat, problems } = decodeCombat(bad, CURRENT);
    expect(problems).toEqual([{ code: 'field', field: 'b.d.mor' }]);
    if (combat?.game !== 'pg') throw new Error('expected Prussia’s Glory');
    expect(combat.setup.deepCharge).toEqual({ morale: 5, leaderModifier: 2 });
    const otherGame = decodeCombat(`${fixture('5-pg')}&b.sys=corbach-1760`, CURRENT);
    expect(otherGame.problems).toContainEqual({ code: 'field', field: 'b.sys' });
    expect(otherGame.combat?.compare).toBeUndefined();
    expect(decodeCombat(fixture('5-pg').replace('cmp=b', 'cmp=c'), CURRENT).problems).toEqual([
      { code: 'field', field: 'cmp' },
    ]);
  });

  it('cmp in a link older than version 5 is not ours: ignored', () => {
    const old = `${fixture('4-pg')}&cmp=b&b.d.mor=6`;
    expect(decodeCombat(old, CURRENT).combat?.compare).toBeUndefined();
  });

  it('a link of another game opened on a screen that game lacks falls back to its first screen', () => {
    const link = fixture('3-jdg').replace(/screen=[a-z]+&/, '');
    const { combat, problems } = decodeCombat(link, { ...CURRENT, screen: 'artillery' });
    expect(problems).toEqual([{ code: 'field', field: 'screen' }]);
    expect(combat?.screen).toBe('terrain');
  });

  it('a screen of another game in a link is refused, not opened', () => {
    const link = fixture('3-jdg').replace(/screen=[a-z]+&/, 'screen=artillery&');
    expect(decodeCombat(link, CURRENT).problems).toEqual([{ code: 'field', field: 'screen' }]);
  });

  it('carries no language: only stable ids', () => {
    expect(fixture(1)).not.toMatch(/lang|Woods|Bois/);
  });

  it('every valid combat round-trips exactly', () => {
    fc.assert(
      fc.property(arbitraryCombat, (combat) => {
        expect(decodeCombat(encodeCombat(combat), CURRENT)).toEqual({ combat, problems: [] });
      }),
      { numRuns: 2000 },
    );
  });

  it('garbage never throws, and whatever it reads re-encodes cleanly', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), (text) => {
        const { combat } = decodeCombat(text, CURRENT);
        if (combat) expect(decodeCombat(encodeCombat(combat), CURRENT).problems).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('mutated links never throw; unreadable fields keep the current value and are named', () => {
    const mutation = fc.tuple(
      arbitraryCombat,
      fc.nat(),
      fc.nat(),
      fc.string({ maxLength: 6 }),
      fc.constantFrom('replace', 'insert', 'delete', 'truncate'),
    );
    fc.assert(
      fc.property(mutation, ([combat, at, length, text, kind]) => {
        const link = encodeCombat(combat);
        const i = at % (link.length + 1);
        const mutated =
          kind === 'replace'
            ? link.slice(0, i) + text + link.slice(i + text.length)
            : kind === 'insert'
              ? link.slice(0, i) + text + link.slice(i)
              : kind === 'delete'
                ? link.slice(0, i) + link.slice(i + (length % 8))
                : link.slice(0, i);
        const { combat: decoded, problems } = decodeCombat(mutated, CURRENT);
        if (decoded) {
          expect(decodeCombat(encodeCombat(decoded), CURRENT).problems).toEqual([]);
          for (const p of problems) expect(p.code).toBe('field');
        }
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['', 'not-a-link'],
    ['hello', 'not-a-link'],
    ['v=abc&sys=jdg-2016', 'not-a-link'],
    ['v=0&sys=jdg-2016', 'not-a-link'],
    [`v=${LINK_VERSION + 1}&sys=jdg-2016`, 'future-version'],
    ['v=1&sys=jdg-2006', 'unknown-game'],
    ['v=2&sys=corbach-1760', 'unknown-game'],
    ['v=3&sys=risk', 'unknown-game'],
    [`v=1&sys=jdg-2016&x=${'a'.repeat(MAX_LINK_LENGTH)}`, 'too-long'],
  ])('hostile link %# is refused whole: nothing changes', (link, code) => {
    expect(decodeCombat(link, CURRENT)).toEqual({ combat: null, problems: [{ code }] });
  });

  it('a tampered field keeps its current value; the rest of the link is read', () => {
    const link = fixture(1)
      .replace('t.hex=town', 't.hex=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
      .replace('f.sp=5', 'f.sp=500');
    const { combat, problems } = decodeCombat(`#${link}`, CURRENT);
    expect(problems).toEqual([
      { code: 'field', field: 't.hex' },
      { code: 'field', field: 'f.sp' },
    ]);
    const setup = jdgSetup(combat);
    expect(setup.terrain.hex).toBe(JDG_DEFAULT_SETUP.terrain.hex);
    expect(setup.fire.strength).toBe(JDG_DEFAULT_SETUP.fire.strength);
    expect(setup.terrain.hexside).toBe('bridge');
    expect(setup.shock.attackers).toHaveLength(2);
  });

  it('a truncated link reads what it holds and names the rest', () => {
    const link = fixture(1);
    const { combat, problems } = decodeCombat(link.slice(0, link.indexOf('&s.mode')), CURRENT);
    expect(jdgSetup(combat).shock.attackers).toHaveLength(2);
    expect(problems.map((p) => (p.code === 'field' ? p.field : p.code))).toEqual([
      's.mode',
      's.from',
      's.routed',
      's.square',
      's.exposed',
      'f.sp',
      'f.comb',
      'f.kind',
      'f.hex',
      'f.sq',
      'f.er',
      'f.dist',
      'f.mass',
      'f.tsq',
    ]);
  });

  it('refuses more units than a side can have', () => {
    const many = Array.from({ length: MAX_UNITS_PER_SIDE + 1 }, () => '1.1.infantry.clear').join('_');
    const { problems } = decodeCombat(fixture(1).replace(/s\.a=[^&]*/, `s.a=${many}`), CURRENT);
    expect(problems).toEqual([{ code: 'field', field: 's.a' }]);
  });
});

describe('the roll a link carries (version 6)', () => {
  it('each game’s version 6 fixture opens with its roll, on the screen shared', () => {
    expect(decodeCombat(fixture('6-jdg'), CURRENT).combat?.roll).toEqual({ die: 7, by: 'app', at: 1764165600 });
    expect(decodeCombat(fixture('6-corbach'), CURRENT).combat?.roll).toEqual({ die: 4, by: 'player', at: 1764165660 });
    expect(decodeCombat(fixture('6-pg'), CURRENT).combat?.roll).toEqual({ die: 5, by: 'app', at: 1764165720 });
    for (const game of ['jdg', 'corbach', 'pg'])
      expect(decodeCombat(fixture(`6-${game}`), CURRENT).problems).toEqual([]);
  });

  it('a roll round-trips with any set-up of its game, compared or not', () => {
    fc.assert(
      fc.property(
        arbitraryCombat,
        fc.nat(),
        fc.constantFrom('app' as const, 'player' as const),
        fc.integer({ min: 0, max: Math.floor(Date.now() / 1000) }),
        (base, n, by, at) => {
          // A screen of its game with a die, and a face of that die.
          const rolling = [...ROLLS.values()].find((r) => r.game === base.game);
          const screen = rolling?.screen;
          const faces = rolling?.die.faces ?? [];
          const combat = { ...base, screen, roll: { die: faces[n % faces.length] as number, by, at } } as SharedCombat;
          expect(decodeCombat(encodeCombat(combat), CURRENT)).toEqual({ combat, problems: [] });
        },
      ),
      { numRuns: 500 },
    );
  });

  it.each([
    ['a face the die does not have (d6: 0)', fixture('6-corbach').replace('roll=4.player', 'roll=0.player')],
    ['a face the die does not have (d10: 10)', fixture('6-jdg').replace('roll=7.app', 'roll=10.app')],
    ['nobody who rolls', fixture('6-pg').replace('roll=5.app', 'roll=5.constructor')],
    ['a roll from the future', fixture('6-pg').replace('.1764165720', '.99999999999')],
    ['a roll on a screen that does not roll', fixture('6-jdg').replace('screen=shock', 'screen=terrain')],
    ['a truncated roll', fixture('6-jdg').replace('roll=7.app.1764165600', 'roll=7.app')],
    // The set-up read is then not the one rolled for: its die must not show that set-up's result as the sender's.
    ['a field of the set-up that does not read', fixture('6-jdg').replace('t.hex=woods', 't.hex=constructor')],
    ['a field of option B that does not read', fixture('7-pg').replace('b.d.mor=6', 'b.d.mor=-1')],
  ])('%s: reported, the rest opened, no roll', (_what, link) => {
    const { combat, problems } = decodeCombat(link, CURRENT);
    expect(problems).toContainEqual({ code: 'field', field: 'roll' });
    expect(combat).not.toBeNull();
    expect(combat?.roll).toBeUndefined();
  });

  it('`roll` in a link older than version 6 is not ours: ignored', () => {
    const old = `${fixture('4-pg')}&roll=5.app.1764165720`;
    expect(decodeCombat(old, CURRENT)).toMatchObject({ problems: [] });
    expect(decodeCombat(old, CURRENT).combat?.roll).toBeUndefined();
  });
});

describe('compact links (version 7)', () => {
  it('a default set-up is its game, its screen and the count: every field at its default is left out', () => {
    expect(encodeCombat({ game: 'jdg', screen: 'shock', setup: JDG_DEFAULT_SETUP })).toBe(
      'v=7&sys=jdg-2016&screen=shock&end=3',
    );
    expect(encodeCombat({ game: 'pg', screen: 'morale', setup: PG_DEFAULT_SETUP_FULL }, true)).toBe(
      'v=7&sys=pg-leuthen&only=1&screen=morale&end=4',
    );
  });

  it('a field left out reads as its default, not as the reader’s value', () => {
    const reader = {
      ...CURRENT,
      ...withCombat(
        CURRENT,
        'jdg',
        { ...JDG_DEFAULT_SETUP, terrain: { ...JDG_DEFAULT_SETUP.terrain, hex: 'marsh' } },
        null,
      ),
    };
    const { combat } = decodeCombat('v=7&sys=jdg-2016&screen=fire&f.sp=5&end=4', reader);
    expect(jdgSetup(combat).terrain.hex).toBe('clear');
    expect(jdgSetup(combat).fire.strength).toBe(5);
  });

  it('a link shared from a screen carries only the parts it is about, and leaves the reader’s other parts as they are', () => {
    fc.assert(
      fc.property(arbitraryCombat, arbitraryCombat, (sent, held) => {
        const reader = { ...CURRENT, ...withCombat(CURRENT, held.game, held.setup, null) };
        const link = encodeCombat(sent, true);
        const { combat, problems } = decodeCombat(link, reader);
        expect(problems).toEqual([]);
        if (!combat) throw new Error('unread');
        const about = GAME_OF.get(sent.game)?.screens.find((s) => s.id === sent.screen)?.about;
        const parts = Object.keys(sent.setup) as (keyof typeof sent.setup)[];
        for (const part of parts) {
          const expected =
            !about || about.includes(part) || (part as string) === 'edition'
              ? sent.setup
              : (setupOf(reader, sent.game) as typeof sent.setup);
          expect((combat.setup as typeof sent.setup)[part], String(part)).toEqual(expected[part]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a shared Jours de Gloire fire writes no shock or movement field, and a Corbach combat no artillery field', () => {
    fc.assert(
      fc.property(arbitraryCombat, (combat) => {
        const keys = [...new URLSearchParams(encodeCombat(combat, true)).keys()].map((k) => k.replace(/^b\./, ''));
        if (combat.game === 'jdg' && combat.screen === 'fire') {
          expect(keys.filter((k) => /^(s|m)\./.test(k))).toEqual([]);
        }
        if (combat.game === 'corbach' && combat.screen === 'combat') {
          expect(keys.filter((k) => /^(a|m)\./.test(k))).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a link cut short anywhere is refused whole, never read as defaults', () => {
    fc.assert(
      fc.property(arbitraryCombat, fc.boolean(), fc.nat(), (combat, shared, at) => {
        const link = encodeCombat(combat, shared);
        const cut = link.slice(0, at % link.length);
        expect(decodeCombat(cut, CURRENT).combat).toBeNull();
      }),
      { numRuns: 1000 },
    );
    const link = fixture('7-jdg');
    expect(decodeCombat(link.slice(0, link.indexOf('&m.')), CURRENT)).toEqual({
      combat: null,
      problems: [{ code: 'cut-short' }],
    });
  });

  it('the QR code of a typical shared combat is light: a shock of two units against one in a village, with its roll', () => {
    const setup = {
      ...JDG_DEFAULT_SETUP,
      terrain: { ...JDG_DEFAULT_SETUP.terrain, hex: 'town' as const },
      shock: {
        ...JDG_DEFAULT_SETUP.shock,
        attackers: [
          { strength: 5, cohesion: 6, type: 'infantry' as const, hex: 'clear' as const },
          { strength: 3, cohesion: 5, type: 'infantry' as const, hex: 'clear' as const },
        ],
        defenders: [{ strength: 4, cohesion: 5, type: 'infantry' as const }],
      },
    };
    const link = encodeCombat(
      { game: 'jdg', screen: 'shock', setup, roll: { die: 7, by: 'app', at: 1764165600 } },
      true,
    );
    // As the QR panel draws it (src/app/qr-panel.tsx); docs/manual.md → "Share a combat" states the size. 77 × 77 in version 6.
    expect(encodeQr(`https://aide-de-camp.example/#${link}`, { ecc: 'L', border: 2 }).size).toBeLessThanOrEqual(53);
  });

  it('a compact link is shorter than the full one it replaces: the QR code of a typical combat is smaller', () => {
    const v6 = fixture('6-jdg');
    const { combat } = decodeCombat(v6, CURRENT);
    if (!combat) throw new Error('unread');
    expect(encodeCombat(combat, true).length).toBeLessThan(v6.length);
  });
});
