/** Stacking (rule 8) as the ruleset states it: stacking points, units, counts-as-one, the combat group. */
import { describe, expect, it } from 'vitest';
import { applyAction, overstackedAtStart, type Game } from './hexEngine';
import { bareDocs, sandbox } from './fixtures';

// Engineer battalions: 1 SP, defense 2 each.
const [E1, E2, E3, E4] = ['us-146-eng', 'us-158-eng', 'us-159-eng', 'us-168-eng'];
const at = (positions: Record<string, string>): Game => sandbox(positions, { side: 'allied', phaseId: 'movement', docs: bareDocs() });
const into = (g: Game, unit: string, target: string) => {
  const r = applyAction(g, { type: 'move', side: 'allied', unit, target });
  return r.ok ? undefined : r.error;
};

describe('stacking (8)', () => {
  it('two units a hex, but three non-artillery units of total defense 7 or less as a combat group (8.2, 8.3)', () => {
    expect(into(at({ [E1]: '2010', [E2]: '2010', [E3]: '2012' }), E3, '2010')).toBeUndefined();
  });

  it('refuses a fourth unit, and stacking points over 3', () => {
    const g = at({ [E1]: '2010', [E2]: '2010', [E3]: '2010', [E4]: '2012' });
    expect(into(g, E4, '2010')).toEqual({ reason: '2010 would hold 4 stacking points; at most 3', rule: '8' });
  });

  it('refuses three units when together they defend with more than 7', () => {
    // A tank battalion (3) and a tank destroyer battalion (3) of two divisions, no stacking points, and an engineer (2): 8.
    const g = at({ 'us-30-743-tnk': '2010', 'us-4-803-td': '2010', [E1]: '2012' });
    expect(into(g, E1, '2010')).toEqual({ reason: '2010 would hold 3 units; at most 2', rule: '8' });
    // With a defense-7 stack (engineer, engineer, tank) it is a combat group.
    expect(into(at({ [E1]: '2010', [E2]: '2010', 'us-30-743-tnk': '2012' }), 'us-30-743-tnk', '2010')).toBeUndefined();
  });

  it('counts the two squadrons of a cavalry group as one unit', () => {
    const g = at({ 'us-14cav-start-1': '2010', 'us-14cav-start-2': '2010', [E1]: '2012' });
    expect(into(g, E1, '2010')).toBeUndefined();
  });
});

describe('the starting setup judged as play judges it (8)', () => {
  it('names each overstacked hex with its units and the reason; a combat group and counts-as-one pass', () => {
    const g = at({ 'us-30-743-tnk': '2010', 'us-4-803-td': '2010', [E1]: '2010', [E2]: '2012', [E3]: '2012', 'us-14cav-start-1': '2014', 'us-14cav-start-2': '2014', [E4]: '2014' });
    expect(overstackedAtStart(g)).toEqual([{ at: '2010', units: [E1, 'us-30-743-tnk', 'us-4-803-td'], reason: '2010 would hold 3 units; at most 2', rule: '8' }]);
  });
});

describe('silhouette tank ZOC (9.4)', () => {
  it('does not reach into wooded rough except along a road', async () => {
    const { zocOf } = await import('../../src/engine/systems/hexOdds/rules/zoc');
    const docs = bareDocs((d) => {
      d.map = { ...d.map, hexes: { '2011': { terrain: 'woodedRough' }, '1910': { terrain: 'woodedRough' } } } as unknown as typeof d.map;
    });
    // A German silhouette tank at 2010: 2011 (wooded rough, along the column-20 road) is in its ZOC, 1910 (wooded rough, no road) is not.
    const g = sandbox({ 'de-2pz-start-1': '2010' }, { side: 'allied', phaseId: 'movement', docs });
    const z = zocOf(g.compiled, g.state).get('german')!;
    const k = (h: string) => g.compiled.ordinal.get(h)!;
    expect([z[k('2011')]! > 0, z[k('1910')]! > 0, z[k('2009')]! > 0]).toEqual([true, false, true]);
    // With an infantry unit in the stack, the ZOC is whole.
    const mixed = sandbox({ 'de-2pz-start-1': '2010', 'de-26vg-start-1': '2010' }, { side: 'allied', phaseId: 'movement', docs });
    expect(zocOf(mixed.compiled, mixed.state).get('german')![k('1910')]).toBeGreaterThan(0);
  });
});
