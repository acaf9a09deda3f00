/**
 * The player's route (11.1): a move may give the hexes it goes through, and the unit walks them, not
 * the cheapest way; each step is checked as the search checks it, and the route's MP counted.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from './hexEngine';
import { bareDocs, refusal, sandbox, step } from './fixtures';

const INF = 'de-26vg-start-1'; // MA 4; clear costs 1 a hex on the bare map
const US = 'us-28id-start-1';

/** The bare map with a victory hex at 1110, off the straight way from 1010 to 1012. */
const docs = () => bareDocs((d) => void ((d.map as { victoryHexes: Record<string, unknown> }).victoryHexes = { '1110': { name: 'Detour', vp: 1 } }));
const at = (units: Record<string, string>) => sandbox(units, { side: 'german', phaseId: 'movement', docs: docs() });

describe('the route of a move (11.1)', () => {
  it('the unit walks the route given and takes the victory hex on it; without one it goes the cheapest way', () => {
    const g = at({ [INF]: '1010' });
    const cheapest = step(g, { type: 'move', side: 'german', unit: INF, target: '1012' });
    expect(cheapest.state.units[INF]).toMatchObject({ loc: { hex: '1012' }, mpUsed: 2 });
    expect(cheapest.state.control['1110']).toBe('allied');
    const routed = step(g, { type: 'move', side: 'german', unit: INF, target: '1012', path: ['1010', '1110', '1111', '1012'] });
    expect(routed.state.units[INF]).toMatchObject({ loc: { hex: '1012' }, mpUsed: 3 });
    expect(routed.state.control['1110']).toBe('german');
    // The first hex may be left out.
    expect(step(g, { type: 'move', side: 'german', unit: INF, path: ['1110', '1111'] }).state.units[INF]!.loc).toEqual({ hex: '1111' });
  });

  it('a route is refused with the rule that stops it: a gap, too many MP, an enemy ZOC it would have to stop in, another end than the target', () => {
    const g = at({ [INF]: '1010' });
    expect(refusal(g, { type: 'move', side: 'german', unit: INF, path: ['1010', '1012'] })).toMatchObject({ rule: '11.1', reason: expect.stringMatching(/hex by hex/) });
    expect(refusal(g, { type: 'move', side: 'german', unit: INF, path: ['1010', '1011', '1012', '1013', '1014', '1015'] })).toMatchObject({ rule: '11.1', reason: expect.stringMatching(/costs more than the 4 MP/) });
    expect(refusal(g, { type: 'move', side: 'german', unit: INF, target: '1013', path: ['1010', '1011', '1012'] })).toMatchObject({ rule: '11.1', reason: expect.stringMatching(/ends in 1012, not in 1013/) });
    const zoc = at({ [INF]: '1010', [US]: '0911' });
    expect(refusal(zoc, { type: 'move', side: 'german', unit: INF, path: ['1010', '1011', '1012'] })).toMatchObject({ rule: '9.2', reason: expect.stringMatching(/1011 is in an enemy ZOC/) });
    expect(legalActions(g).actions.some((a) => a.type === 'move' && a.unit === INF)).toBe(true);
  });
});
