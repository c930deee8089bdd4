import { describe, expect, it } from 'vitest';
import { type PgAttackPosition, type PgColumn, pgCombatTerrain, pgDeepCharge, pgRally } from '.';
import type { PgHexId } from './data/terrain';

const terrain = (column: PgColumn, defenderHex: PgHexId, ...attackers: PgAttackPosition[]) =>
  pgCombatTerrain({ column, defenderHex, attackers });
const lines = (r: ReturnType<typeof pgCombatTerrain>['pairs'][number] | null) =>
  r?.status === 'allowed'
    ? r.modifiers.map((m) => `${m.id} ${m.source.row} ${m.value}`)
    : r?.status === 'not-allowed'
      ? r.reasons.map((x) => x.id)
      : [];

describe('combat terrain: the hex least favourable to the attacker, plus the hexsides between', () => {
  it('infantry attacking into woods from the open: woods −1', () => {
    expect(lines(terrain('infantry', 'woods', { hex: 'clear', hexsides: [] }).best)).toEqual([
      'pg-defender-hex woods -1',
    ]);
  });
  it('a plain number counts only into the terrain: attacking out of a walled town into the open gives 0', () => {
    expect(lines(terrain('infantry', 'clear', { hex: 'walled-town', hexsides: [] }).best)).toEqual([
      'pg-defender-hex clear 0',
    ]);
  });
  it('( ) counts from or into: cavalry attacking out of woods gets (−4), and loses its shock value (*)', () => {
    const { best } = terrain('cavalry', 'clear', { hex: 'woods', hexsides: [] });
    expect(lines(best)).toEqual(['pg-attacker-hex woods -4']);
    expect(best?.status === 'allowed' && best.cavalryLosesShock).toBe(true);
  });
  it('[ ] counts only from: bombarding out of a marsh −1, into a marsh nothing', () => {
    expect(lines(terrain('bombardment', 'clear', { hex: 'marsh', hexsides: [] }).best)).toEqual([
      'pg-attacker-hex marsh -1',
    ]);
    expect(lines(terrain('bombardment', 'marsh', { hex: 'clear', hexsides: [] }).best)).toEqual([
      'pg-defender-hex marsh 0',
    ]);
  });
  it('the worse of the two hexes, plus every hexside crossed', () => {
    const { best } = terrain('infantry', 'town', { hex: 'pond-river', hexsides: ['stream', 'slope-top'] });
    expect(lines(best)).toEqual(['pg-defender-hex town -1', 'pg-hexside stream -1', 'pg-hexside slope-top -2']);
    expect(best?.status === 'allowed' && best.total).toBe(-4);
  });
  it('in a multi-hex attack the attacker chooses the pair: the best total is proposed', () => {
    const r = terrain('infantry', 'clear', { hex: 'clear', hexsides: ['slope-top'] }, { hex: 'clear', hexsides: [] });
    expect(r.pairs.map((p) => (p.status === 'allowed' ? p.total : null))).toEqual([-2, 0]);
    expect(r.best?.position).toBe(1);
  });
  it('prohibited terrain: deep water, a pond or Elbe hexside; the Mietzel forbids combat but not bombardment', () => {
    expect(lines(terrain('infantry', 'deep-water', { hex: 'clear', hexsides: [] }).pairs[0] ?? null)).toEqual([
      'pg-prohibited-hex',
    ]);
    expect(lines(terrain('cavalry', 'clear', { hex: 'clear', hexsides: ['elbe'] }).pairs[0] ?? null)).toEqual([
      'pg-prohibited-hexside',
    ]);
    expect(lines(terrain('infantry', 'clear', { hex: 'clear', hexsides: ['mietzel'] }).pairs[0] ?? null)).toEqual([
      'pg-prohibited-hexside',
    ]);
    expect(lines(terrain('bombardment', 'clear', { hex: 'clear', hexsides: ['mietzel'] }).best)).toEqual([
      'pg-defender-hex clear 0',
      'pg-hexside mietzel 0',
    ]);
    expect(terrain('infantry', 'deep-water', { hex: 'clear', hexsides: [] }).best).toBeNull();
  });
  it('cavalry across a bridge or entrenchment loses its shock value (*)', () => {
    const { best } = terrain('cavalry', 'clear', { hex: 'clear', hexsides: ['entrenchment'] });
    expect(best?.status === 'allowed' && best.cavalryLosesShock).toBe(true);
  });
});

describe('rally and deep charge', () => {
  it('adds every rally modifier to the unit’s morale', () => {
    const r = pgRally({
      morale: 4,
      leaderModifier: 2,
      fourOrMoreHexesFromEnemy: true,
      infantryInWoodsOrTown: true,
      nextToFriendlyDisorderedOrRouted: true,
      adjacentToEnemy: false,
      army: 'broken',
    });
    expect(r.modifiers.map((m) => `${m.id} ${m.value}`)).toEqual([
      'pg-rally-leader 2',
      'pg-rally-far-from-enemy 1',
      'pg-rally-infantry-in-cover 1',
      'pg-rally-friendly-disorder -1',
      'pg-rally-army-broken -2',
    ]);
    expect(r.morale).toBe(5);
    // The seed prints "1 …" and "2 …" for the maluses: each negative line says the sign is the app's reading.
    expect(r.modifiers.filter((m) => m.reading === 'pg-rally-sign-lost').map((m) => m.id)).toEqual([
      'pg-rally-friendly-disorder',
      'pg-rally-army-broken',
    ]);
  });
  it.each([
    [5, 0, [6]],
    [4, 1, [6]],
    [4, 0, []],
    [5, 2, [4, 5, 6]],
  ])('deep charge, morale %i, leader %i: must attack on %j', (morale, leader, faces) => {
    expect(pgDeepCharge(morale, leader).mustAttackOn).toEqual(faces);
  });
});
