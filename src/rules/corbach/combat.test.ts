import { describe, expect, it } from 'vitest';
import type { Assessment } from '../core/types';
import {
  assessCorbachArtillery,
  assessCorbachCombat,
  CORBACH_COMBAT_RESULT_TABLE,
  CORBACH_DEFAULT_SETUP,
  type CorbachArtillerySetup,
  type CorbachCombatSetup,
  type CorbachSetup,
  type CorbachTerrain,
  type CorbachUnit,
  corbachArtilleryResult,
  corbachCombatChances,
  corbachCombatResult,
  corbachDefenderResult,
  validateCorbachArtillery,
  validateCorbachCombat,
} from '.';

const unit = (strength: number, morale = 4, extra: Partial<CorbachUnit> = {}): CorbachUnit => ({
  strength,
  morale,
  type: 'infantry',
  light: false,
  disorganised: false,
  ...extra,
});

function makeSetup(
  combat: Partial<CorbachCombatSetup> = {},
  terrain: Partial<CorbachTerrain> = {},
  artillery: Partial<CorbachArtillerySetup> = {},
): CorbachSetup {
  return {
    terrain: { ...CORBACH_DEFAULT_SETUP.terrain, ...terrain },
    combat: { ...CORBACH_DEFAULT_SETUP.combat, attackers: [unit(4)], defenders: [unit(4)], ...combat },
    artillery: { ...CORBACH_DEFAULT_SETUP.artillery, ...artillery },
    movement: CORBACH_DEFAULT_SETUP.movement,
  };
}
const lines = (a: Assessment) => (a.status === 'allowed' ? a.modifiers.map((m) => `${m.id} ${m.value}`) : []);
const total = (a: Assessment) => (a.status === 'allowed' ? a.total : Number.NaN);
const BASE = ['odds 0', 'morale 0', 'terrain 0'];

describe('strength ratio, rounded in favour of the defender (the card’s words)', () => {
  it.each([
    [24, 4, 6],
    [23, 4, 5],
    [20, 4, 5],
    [16, 4, 4],
    [12, 4, 3],
    [8, 4, 2],
    [7, 4, 1],
    [6, 4, 1],
    [5, 4, 0],
    [4, 4, 0],
    [4, 5, -1],
    [4, 6, -1],
    [4, 7, -2],
    [4, 8, -2],
    [4, 12, -3],
    [1, 20, -3],
  ])('%i against %i: %i', (a, d, drm) => {
    expect(lines(assessCorbachCombat(makeSetup({ attackers: [unit(a)], defenders: [unit(d)] })))[0]).toBe(
      `odds ${drm}`,
    );
  });
});

describe('combat modifiers', () => {
  it('morale: best attacker − best defender', () => {
    const a = assessCorbachCombat(makeSetup({ attackers: [unit(2, 3), unit(2, 5)], defenders: [unit(4, 2)] }));
    expect(lines(a)[1]).toBe('morale 3');
  });
  it.each([
    [{ throughFlank: true }, ['through-flank 2']],
    [{ throughRear: true }, ['through-rear 3']],
    [{ throughFlank: true, throughRear: true }, ['through-flank 2', 'through-rear 3']],
  ])('orientation %j', (combat, extra) => {
    expect(lines(assessCorbachCombat(makeSetup(combat)))).toEqual([...BASE.slice(0, 2), ...extra, BASE[2]]);
  });
  it('flank and rear add up, as the app reads "cumulative"', () => {
    const a = assessCorbachCombat(makeSetup({ throughFlank: true, throughRear: true }));
    expect(a.status === 'allowed' && a.modifiers.find((m) => m.id === 'through-rear')?.reading).toBe(
      'corbach-flank-and-rear-add',
    );
  });
  it.each([
    [[unit(4, 4, { disorganised: true })], false, 'heavy-cavalry-against-disorganised-infantry 1'],
    [[unit(4)], false, 'heavy-cavalry-against-line-infantry -1'],
    [[unit(4, 4, { type: 'cavalry' })], true, 'heavy-cavalry-against-cavalry 1'],
  ] as const)('heavy cavalry against %j (bonus %s): %s', (defenders, heavyCavalryBonus, line) => {
    const a = assessCorbachCombat(
      makeSetup({ attackers: [unit(4, 4, { type: 'heavy-cavalry' })], defenders: [...defenders], heavyCavalryBonus }),
    );
    expect(lines(a)).toContain(line);
  });
  it('heavy cavalry against infantry in march column: no line-infantry −1, but the march column +2', () => {
    const a = lines(
      assessCorbachCombat(
        makeSetup({ attackers: [unit(4, 4, { type: 'heavy-cavalry' })], defenderInMarchColumn: true }),
      ),
    );
    expect(a).not.toContain('heavy-cavalry-against-line-infantry -1');
    expect(a).toContain('march-column 2');
  });
  it('disorganisation: −1 for a disorganised attacker, +1 for a disorganised defender', () => {
    const a = lines(
      assessCorbachCombat(
        makeSetup({
          attackers: [unit(4, 4, { disorganised: true })],
          defenders: [unit(2), unit(2, 4, { disorganised: true })],
        }),
      ),
    );
    expect(a).toContain('attacker-disorganised -1');
    expect(a).toContain('defender-disorganised 1');
  });
  it.each([
    ['woods', -1],
    ['village', -1],
    ['sunken-road', -1],
  ] as const)('defender in %s: %i', (hex, value) => {
    expect(lines(assessCorbachCombat(makeSetup({}, { hex }))).at(2)).toBe(`terrain ${value}`);
  });
  it.each([
    ['stream', 'hexside -1'],
    ['bridge', 'hexside -2'],
    ['slope', 'hexside -2'],
  ] as const)('across a %s: %s, added to the hex', (hexside, line) => {
    expect(lines(assessCorbachCombat(makeSetup({}, { hexside })))).toEqual([...BASE, line]);
  });
  it.each([
    ['up-one-level', 'level -1'],
    ['up-two-levels', 'level -2'],
    ['down-levels', 'level 1'],
  ] as const)('%s: %s', (level, line) => {
    expect(lines(assessCorbachCombat(makeSetup({}, { level })))).toEqual([...BASE, line]);
  });
  it('light units: −1 when every attacker is light; +1 when every defender in clear terrain is light', () => {
    const light = unit(4, 4, { light: true });
    expect(lines(assessCorbachCombat(makeSetup({ attackers: [light, unit(1)] })))).not.toContain(
      'all-attackers-light -1',
    );
    expect(lines(assessCorbachCombat(makeSetup({ attackers: [light] })))).toContain('all-attackers-light -1');
    expect(lines(assessCorbachCombat(makeSetup({ defenders: [light] })))).toContain('all-defenders-light-in-clear 1');
    expect(lines(assessCorbachCombat(makeSetup({ defenders: [light] }, { hex: 'woods' })))).not.toContain(
      'all-defenders-light-in-clear 1',
    );
  });
  it('miscellaneous lines, each with the app’s reading where the card is unclear', () => {
    const a = assessCorbachCombat(
      makeSetup({
        changeOfStackOrderInEnemyZoc: true,
        commanderPresent: true,
        attackerFormationDemoralised: true,
        defenderFormationDemoralised: true,
      }),
    );
    expect(lines(a)).toEqual([
      ...BASE,
      'change-of-stack-order -2',
      'commander-present 1',
      'attacker-demoralised -1',
      'defender-demoralised 1',
    ]);
    expect(total(a)).toBe(-1);
    expect(a.status === 'allowed' && a.modifiers.slice(3).map((m) => m.reading)).toEqual([
      'corbach-change-of-order',
      'corbach-commander-attacker',
      'corbach-demoralised-sign',
      'corbach-demoralised-sign',
    ]);
  });
  it('tells the player the garbled orientation line and the reconstructed rows', () => {
    expect(assessCorbachCombat(makeSetup()).notes.map((n) => n.id)).toEqual([
      'corbach-orientation-garbled',
      'corbach-reconstructed-rows',
    ]);
  });
});

describe('artillery modifiers', () => {
  it.each([
    [1, ['terrain 0', 'adjacent 1']],
    [3, ['terrain 0']],
    [4, ['terrain 0', 'beyond-three-hexes -1']],
    [5, ['terrain 0', 'beyond-three-hexes -1', 'beyond-four-hexes -1']],
    [7, ['terrain 0', 'beyond-three-hexes -1', 'beyond-four-hexes -3']],
  ])('at %i hex(es): %j', (distance, expected) => {
    expect(lines(assessCorbachArtillery(makeSetup({}, {}, { distance })))).toEqual(expected);
  });
  it('light target, disorganised firer, flank, terrain and a 12-pounder', () => {
    const a = assessCorbachArtillery(
      makeSetup(
        {},
        { hex: 'village', level: 'up-one-level' },
        { targetLight: true, firerDisorganised: true, againstFlank: true, twelvePounder: true },
      ),
    );
    expect(lines(a)).toEqual([
      'light-target -1',
      'firer-disorganised -1',
      'terrain -1',
      'level -1',
      'against-flank 2',
      'twelve-pounder 1',
    ]);
    expect(total(a)).toBe(-1);
  });
});

describe('results and chances (one d6)', () => {
  it.each([
    [0, 1, '1', 'TM+2', '-'],
    [3, 1, '4', 'TM', 'TM+1'],
    [5, 6, '11-plus', '-', 'E'],
    [-5, 1, 'minus-3-or-less', '2D-R2*', '-'],
  ])('modifier %i, die %i → row %s (attacker %s, defender %s)', (modifier, die, row, attacker, defender) => {
    expect(corbachCombatResult(modifier, die)).toMatchObject({ id: row, attacker, defender });
  });
  it('artillery: modifier −1, die 1 → 0 and less: no effect; +3 and 6 → 9 and more: 2D-R2', () => {
    expect(corbachArtilleryResult(-1, 1).result).toBe('-');
    expect(corbachArtilleryResult(3, 6).result).toBe('2D-R2');
  });
  it.each([-8, -3, 0, 2, 5, 9])('every row’s chance sums to the whole die at modifier %i', (m) => {
    const { exact, atLeast } = corbachCombatChances(m);
    expect(exact.reduce((s, c) => s + c.chance.count, 0)).toBe(6);
    expect(atLeast.at(-1)?.chance.count).toBe(6);
  });
});

describe('validation', () => {
  it('refuses no attacker, a zero strength and a morale out of range', () => {
    expect(
      validateCorbachCombat(makeSetup({ attackers: [], defenders: [unit(0, 11)] })).map((e) => `${e.field} ${e.code}`),
    ).toEqual([
      'combat.attackers no-attacker',
      'combat.defenders.0.strength integer-range',
      'combat.defenders.0.morale integer-range',
    ]);
    expect(validateCorbachArtillery(makeSetup({}, {}, { distance: 0 })).map((e) => e.field)).toEqual([
      'artillery.distance',
    ]);
    expect(validateCorbachCombat(CORBACH_DEFAULT_SETUP)).toEqual([]);
  });
});

describe('the card’s words on village flanks and line infantry', () => {
  const heavy = unit(4, 4, { type: 'heavy-cavalry' });
  it('"−1 against line infantry in good order": not against light infantry', () => {
    const light = lines(
      assessCorbachCombat(makeSetup({ attackers: [heavy], defenders: [unit(4, 4, { light: true })] })),
    );
    expect(light).not.toContain('heavy-cavalry-against-line-infantry -1');
    const line = lines(assessCorbachCombat(makeSetup({ attackers: [heavy], defenders: [unit(4)] })));
    expect(line).toContain('heavy-cavalry-against-line-infantry -1');
    const mixed = lines(
      assessCorbachCombat(makeSetup({ attackers: [heavy], defenders: [unit(2, 4, { light: true }), unit(2)] })),
    );
    expect(mixed).toContain('heavy-cavalry-against-line-infantry -1');
  });

  it('Village: "the flank hexes of the infantry occupying these hexes are considered like frontal hexes"', () => {
    const flank = assessCorbachCombat(makeSetup({ throughFlank: true }, { hex: 'village' }));
    expect(lines(flank)).not.toContain('through-flank 2');
    expect(flank.notes.map((n) => n.id)).toContain('corbach-village-flank-is-front');
    // A rear hex is still a rear hex.
    const rear = assessCorbachCombat(makeSetup({ throughFlank: true, throughRear: true }, { hex: 'village' }));
    expect(lines(rear)).toContain('through-rear 3');
    expect(lines(rear)).not.toContain('through-flank 2');
    // Cavalry in the village keeps its flanks; infantry in woods too.
    const cavalry = assessCorbachCombat(
      makeSetup({ throughFlank: true, defenders: [unit(4, 4, { type: 'cavalry' })] }, { hex: 'village' }),
    );
    expect(lines(cavalry)).toContain('through-flank 2');
    expect(lines(assessCorbachCombat(makeSetup({ throughFlank: true }, { hex: 'woods' })))).toContain(
      'through-flank 2',
    );
  });
});

describe('the combat table’s "*", cavalry previously disorganized by combat eliminated', () => {
  const row = (id: string) => {
    const band = CORBACH_COMBAT_RESULT_TABLE.find((b) => b.id === id);
    if (!band) throw new Error(id);
    return band;
  };
  it.each([
    ['10', 'infantry', '3D-R2'],
    ['10', 'cavalry', '3D-R2*'],
    ['10', 'heavy-cavalry', '3D-R2*'],
    ['9', 'artillery', '2D-R2'],
    ['8', 'cavalry', '1D-R1'],
  ])('row %s against %s: %s', (id, type, result) => {
    expect(corbachDefenderResult(row(id), [{ type }])).toBe(result);
  });
});
