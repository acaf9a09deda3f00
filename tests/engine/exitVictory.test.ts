/**
 * Leaving the map (11.9) and the exit VP of the short scenarios (31): a German unit leaves by the
 * West edge for victory, an Allied one into the off-map box of its edge; no unit leaves by the East
 * edge. The exit VP count only when a hex they left from has a road supply line to a German source.
 */
import { describe, expect, it } from 'vitest';
import { compile, legalActions, type Game } from './hexEngine';
import { edgesOf } from '../../src/engine/systems/hexOdds/compile';
import { judge } from '../../src/engine/systems/hexOdds/rules/victory';
import { ardennesDocs, bareDocs, refusal, sandbox, step } from './fixtures';

const INF = 'de-26vg-start-1'; // attack 4, MA 4
const US = 'us-28id-start-1';

/** The bare map with a German source on the West edge at 4410, on a short road along the edge. */
const docs = () =>
  bareDocs((d) => {
    const map = d.map as { roads: Record<string, unknown>; supplySources: Record<string, unknown> };
    map.roads = { ...map.roads, west: { class: 'primary', hexes: ['4408', '4409', '4410', '4411', '4412'] } };
    map.supplySources = { ...map.supplySources, '4410': { sides: ['german'] } };
  });
const at = (units: Record<string, string>, side = 'german') => sandbox(units, { side, phaseId: 'movement', docs: docs() });

describe('the map edges (11.9)', () => {
  it('are read from the grid as printed: columns grow to the left on the Ardennes map, so its West edge is column 44 and its East edge column 01', () => {
    const c = compile(ardennesDocs());
    expect(edgesOf(c, '4420')).toEqual(['W']);
    expect(edgesOf(c, '0120')).toEqual(['E']);
    expect(edgesOf(c, '2001')).toEqual(['S']);
    expect(edgesOf(c, '2042')).toEqual(['N']);
    expect([...edgesOf(c, '4401')].sort()).toEqual(['S', 'W']);
    expect(edgesOf(c, '2020')).toEqual([]);
  });
});

describe('leaving the map (11.9)', () => {
  it('a German unit on the West edge leaves it for 1 MP and is set aside for victory', () => {
    const g = at({ [INF]: '4420' });
    expect(legalActions(g).actions).toContainEqual({ type: 'exitMap', side: 'german', unit: INF, target: 'W' });
    const after = step(g, { type: 'exitMap', side: 'german', unit: INF, target: 'W' });
    expect(after.state.units[INF]!.loc).toEqual({ exited: 'W', from: '4420' });
    expect(refusal(after, { type: 'move', side: 'german', unit: INF, target: '4320' })).toBeDefined();
  });

  it('no German unit leaves where the scenario counts no exit, nor any unit by the East edge; a unit needs the MP and an edge hex', () => {
    expect(refusal(at({ [INF]: '2042' }), { type: 'exitMap', side: 'german', unit: INF, target: 'N' })).toMatchObject({ rule: '11.9', reason: expect.stringMatching(/by the North edge in this scenario/) });
    expect(refusal(at({ [INF]: '0120' }), { type: 'exitMap', side: 'german', unit: INF })).toMatchObject({ rule: '11.9', reason: expect.stringMatching(/East edge/) });
    expect(refusal(at({ [INF]: '2020' }), { type: 'exitMap', side: 'german', unit: INF })).toMatchObject({ rule: '11.9', reason: expect.stringMatching(/not on the map edge/) });
    const g = at({ [INF]: '4020' });
    const spent = step(g, { type: 'move', side: 'german', unit: INF, target: '4420' });
    expect(refusal(spent, { type: 'exitMap', side: 'german', unit: INF, target: 'W' })).toMatchObject({ rule: '11.9', reason: expect.stringMatching(/0 MP left; leaving the map costs 1/) });
  });

  it('an Allied unit leaves into the off-map box of its edge, and may come back from it next turn (11.9)', () => {
    const g = at({ [US]: '4420' }, 'allied');
    const after = step(g, { type: 'exitMap', side: 'allied', unit: US, target: 'W' });
    expect(after.state.units[US]!.loc).toEqual({ box: 'SW', since: g.state.turn });
    expect(refusal(at({ [US]: '0120' }, 'allied'), { type: 'exitMap', side: 'allied', unit: US })).toMatchObject({ rule: '11.9' });
  });
});

describe('exit VP (31)', () => {
  const exited = (g: Game, from: string): Game => ({ ...g, state: { ...g.state, units: { ...g.state.units, [INF]: { ...g.state.units[INF]!, loc: { exited: 'W', from } } } } });

  it('30.2, 31: 1 VP per 4 attack factors exited off the West edge, when a hex they left from has a road supply line to a German source', () => {
    const g = exited(at({ [INF]: '4420' }), '4410');
    expect(judge(g.compiled, g.state)).toMatchObject({ reason: expect.stringMatching(/1 for 4 attack factors exited/) });
  });

  it('no exit VP when no hex they left from has a road supply line', () => {
    const g = exited(at({ [INF]: '4420' }), '4430');
    expect(judge(g.compiled, g.state)).toMatchObject({ reason: expect.stringMatching(/4 attack factors exited, not counted: no hex they left from has a road supply line/) });
  });
});
