/**
 * Supply (rule 23) on a bare test map: one primary road up column 20 from a source at 2001, so each
 * case can be counted by hand. Vertical neighbours in a column are one hex apart (2020 → 2024 is 4).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, attackOdds, supplyStatus, type Game, type GameDocuments } from './hexEngine';
import { canonicalHexside, gridGeometry } from '../../src/hex';
import { bareDocs, sandbox } from './fixtures';
import { supplyNet, supplyRoad } from '../../src/engine/systems/hexOdds/rules/supply';
import type { Compiled } from '../../src/engine/systems/hexOdds/compile';

const US = 'us-28id-start-1';
const US2 = 'us-28id-start-2';
const US3 = 'us-28id-start-3';
const DE = 'de-26vg-start-1';
const DE2 = 'de-212vg-start-1';

function at(positions: Record<string, string>, docs = bareDocs(), phaseId = 'movement'): Game {
  return sandbox(positions, { side: 'allied', phaseId, docs });
}

describe('supply lines (23.2, 23.3)', () => {
  it('traces along the road to the source, the unit first and the source last', () => {
    const s = supplyStatus(at({ [US]: '2020' }), US);
    expect(s.inSupply).toBe(true);
    expect(s.line!.landHexes).toBe(0);
    expect(s.line!.hexes[0]).toBe('2020');
    expect(s.line!.hexes.at(-1)).toBe('2001');
    expect(s.line!.hexes).toHaveLength(20);
  });

  it('allows a land portion of 4 hexes, not 5', () => {
    expect(supplyStatus(at({ [US]: '2024' }), US)).toMatchObject({ inSupply: true, line: { landHexes: 4 } });
    const five = supplyStatus(at({ [US]: '2025' }), US);
    expect(five.inSupply).toBe(false);
    expect(five.reason).toMatch(/at most 4 land hexes/);
    expect(five.rule).toBe('23.3');
  });

  it('lets the land portion cross a river, but not the road portion at a blown bridge', () => {
    const river = (blown: boolean) =>
      bareDocs((d) => {
        const sid = canonicalHexside(gridGeometry(d.map.grid), '2010', 'N');
        d.map = { ...d.map, hexsides: { [sid]: { features: ['river'], bridge: {} } } } as unknown as GameDocuments['map'];
        if (blown) d.scenario = { ...d.scenario, markers: { ...d.scenario.markers, blownTest: { type: 'bridgeBlown', hexside: sid } } };
      });
    expect(supplyStatus(at({ [US]: '2020' }, river(false)), US).inSupply).toBe(true);
    expect(supplyStatus(at({ [US]: '2020' }, river(true)), US).inSupply).toBe(false);
    // Land across the river from the last road hex before it: 2010 → 2014 is 4 hexes.
    expect(supplyStatus(at({ [US]: '2014' }, river(true)), US)).toMatchObject({ inSupply: true, line: { landHexes: 4 } });
  });

  it('is cut on the road by an enemy ZOC hex, unless a friendly unit stands in it', () => {
    // A German unit at 1915 covers road hexes 2015 and 2016 (9.1).
    expect(supplyStatus(at({ [US]: '2020', [DE]: '1915' }), US).inSupply).toBe(false);
    expect(supplyStatus(at({ [US]: '2020', [DE]: '1915', [US2]: '2015', [US3]: '2016' }), US).inSupply).toBe(true);
  });

  it('may enter one empty enemy-ZOC hex of the land portion, never two in a row', () => {
    // The German at 1921 covers 2021 and 2022.
    const one = supplyStatus(at({ [US]: '2022', [DE]: '1921' }), US);
    expect(one).toMatchObject({ inSupply: true, line: { landHexes: 2 } });
    expect(one.line!.hexes.slice(0, 3)).toEqual(['2022', '2021', '2020']);
    const boxed = supplyStatus(at({ [US]: '2023', [DE]: '1921', [DE2]: '2121' }), US);
    expect(boxed.inSupply).toBe(false);
  });

  it('never enters an enemy unit, and a source held by the enemy supplies no one', () => {
    expect(supplyStatus(at({ [US]: '2020', [DE]: '2010' }), US).inSupply).toBe(false);
    expect(supplyStatus(at({ [US]: '2005', [DE]: '2001' }), US).inSupply).toBe(false);
  });

  it('stops at an enemy roadblock (24.8)', () => {
    const game = at({ [US]: '2020' });
    const withRoadblock = (side: string): Game => ({ ...game, state: { ...game.state, roadblocks: { '2012': side } } });
    expect(supplyStatus(withRoadblock('german'), US).inSupply).toBe(false);
    expect(supplyStatus(withRoadblock('allied'), US).inSupply).toBe(true);
    expect(supplyStatus(withRoadblock('german'), US).inSupply).toBe(false);
  });

  it("a roadblock of the side's own leaves its net as traced before: the same net, not a new trace", () => {
    const game = at({ [US]: '2020', [DE]: '2410' }); // an enemy unit: with none, no ZOC to key the traces by
    const none = supplyNet(game.compiled as Compiled, { ...game.state, roadblocks: {} }, 'allied');
    expect(supplyNet(game.compiled as Compiled, { ...game.state, roadblocks: { '2012': 'allied' } }, 'allied')).toBe(none);
    expect(supplyNet(game.compiled as Compiled, { ...game.state, roadblocks: { '2012': 'german' } }, 'allied')).not.toBe(none);
  });

  it('answers a road-line question (roadblocks, rebuilding, replacements) from the road portion alone, the same road as the whole net', () => {
    const game = at({ [US]: '2022', [DE]: '2410' });
    const c = game.compiled as Compiled;
    const road = supplyRoad(c, game.state, 'allied');
    expect(road[c.ordinal.get('2010')!]).toBe(1);
    expect(road[c.ordinal.get('2110')!]).toBe(0); // off the road: the land portion's, not the road's
    const net = supplyNet(c, game.state, 'allied');
    expect(net.road).toBe(road);
    expect(net.land[c.ordinal.get('2110')!]).toBeGreaterThan(0);
  });

  it('keeps every line of a played position within the rules', () => {
    const game = at({ [US]: '2022', [US2]: '2017', [US3]: '2410', [DE]: '1921', [DE2]: '2215' });
    for (const id of [US, US2, US3]) {
      const s = supplyStatus(game, id);
      if (!s.inSupply) continue;
      expect(s.line!.landHexes).toBeLessThanOrEqual(4);
      expect(s.line!.hexes).not.toContain('1921');
      expect(s.line!.hexes).not.toContain('2215');
    }
  });
});

/** Ends the Traffic Marker Phase (no marker on the map: the dice take none), so the Supply and Surrender Phase runs. */
function supplyPhase(game: Game) {
  const r = applyAction(game, { type: 'endPhase' });
  if (!r.ok) throw new Error(r.error.reason);
  return r;
}

describe('the Supply and Surrender Phase (23.1, 23.4–23.8)', () => {
  it('marks units out of supply, and the marker means tactical movement only and a left shift', () => {
    const r = supplyPhase(at({ [US]: '2030', [US2]: '2020' }, bareDocs(), 'traffic'));
    expect(r.state.units[US]!.oos).toBe(true);
    expect(r.state.units[US2]!.oos).toBeFalsy();
    expect(r.events.find((e) => e.type === 'supply')!.text).toMatch(/1 of 2 units out of supply/);
    const moving = { ...at({ [US]: '2030' }), state: { ...at({ [US]: '2030' }).state } };
    const marked = { ...moving, state: { ...moving.state, units: { ...moving.state.units, [US]: { ...moving.state.units[US]!, oos: true } } } };
    const refused = applyAction(marked, { type: 'move', unit: US, target: '2032' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toEqual({ reason: expect.stringMatching(/out of supply: it may use only tactical movement/), rule: '23.4' });
    expect(applyAction(marked, { type: 'tacticalMove', unit: US, target: '2032' }).ok).toBe(true);
    const attack = sandbox({ [US]: '2030', [DE]: '2031' }, { side: 'allied', phaseId: 'combat', docs: bareDocs() });
    const oos = { ...attack, state: { ...attack.state, units: { ...attack.state.units, [US]: { ...attack.state.units[US]!, oos: true } } } };
    const shift = (g: Game) => {
      const o = attackOdds(g, [US], '2031');
      return 'shifts' in o ? o.shifts.map((x) => x.label) : [];
    };
    expect(shift(attack)).not.toContain('An attacking unit is out of supply');
    expect(shift(oos)).toContain('An attacking unit is out of supply');
  });

  it('gives an out-of-supply unit with a line of communication no surrender roll (23.6)', () => {
    // 2027 is out of supply, but 3 hexes from 2024, which is in supply.
    const r = supplyPhase(at({ [US]: '2027', [US2]: '2024' }, bareDocs(), 'traffic'));
    expect(r.state.units[US]!.oos).toBe(true);
    expect(r.events.some((e) => /Isolated group/.test(e.text))).toBe(false);
  });

  it('links a unit through a chain of out-of-supply units, each link at most 4 hexes, and isolates one a link too far (23.6)', () => {
    // 2024 is in supply; 2028 is 4 hexes on, and 2032 4 more: a chain of two links.
    const chain = supplyPhase(at({ [US3]: '2024', [US2]: '2028', [US]: '2032' }, bareDocs(), 'traffic'));
    expect([chain.state.units[US]!.oos, chain.state.units[US2]!.oos]).toEqual([true, true]);
    expect(chain.events.some((e) => /Isolated group/.test(e.text))).toBe(false);
    // 2033 is 5 hexes from 2028: that unit alone is isolated, 2028 still linked.
    const game = at({ [US3]: '2024', [US2]: '2028', [US]: '2033' }, bareDocs(), 'traffic');
    const groups = supplyPhase(game).events.filter((e) => /Isolated group/.test(e.text)).map((e) => e.text);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toContain(`Isolated group (${game.compiled.units.get(US)!.name}):`);
  });

  it('rolls once per isolated group and surrenders it at its level, with the table as edited', () => {
    // The shipped surrender table is a placeholder; a table giving 3 points a roll makes it certain.
    const docs = bareDocs((d) => {
      d.ruleset = { ...d.ruleset, tables: { ...d.ruleset.tables, surrender: { ...d.ruleset.tables.surrender!, entries: { '..6': '3' } } as never } };
    });
    // Two units 2 hexes apart far from the road: one group (veteran, level 4).
    const first = supplyPhase(at({ [US]: '2435', [US2]: '2437' }, docs, 'traffic'));
    expect(first.events.filter((e) => /Isolated group/.test(e.text))).toHaveLength(1);
    expect(first.state.units[US]!.surrender).toBe(3);
    expect(first.state.units[US2]!.surrender).toBe(3);
    expect('hex' in first.state.units[US]!.loc).toBe(true);
    // The next Allied Supply Phase adds 3 more: 6 ≥ 4, the group surrenders.
    const again = supplyPhase({ ...at({ [US]: '2435', [US2]: '2437' }, docs, 'traffic'), state: { ...at({}, docs, 'traffic').state, units: { ...first.state.units } } });
    expect(again.events.find((e) => e.type === 'surrender')?.text).toMatch(/surrender \(veteran level 4\)/);
    expect(again.state.units[US]!.loc).toEqual({ eliminated: true });
  });

  it('drops surrender points once the group traces supply again (23.7 escape)', () => {
    const game = at({ [US]: '2020' }, bareDocs(), 'traffic');
    const carrying = { ...game, state: { ...game.state, units: { ...game.state.units, [US]: { ...game.state.units[US]!, oos: true, surrender: 2 } } } };
    const r = supplyPhase(carrying);
    expect(r.state.units[US]).toMatchObject({ oos: false, surrender: 0 });
  });
});
