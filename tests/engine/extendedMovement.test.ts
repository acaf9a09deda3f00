/**
 * Rule 11.2, extended movement: a non-mechanized unit may add 2 to its MA, and may then not end its
 * move next to an enemy unit (it may start next to one). Mechanized units have strategic movement instead.
 */
import { describe, expect, it } from 'vitest';
import { describeAction, legalActions } from './hexEngine';
import { bareDocs, sandbox, step, refusal } from './fixtures';

const INF = 'de-26vg-start-1'; // non-mechanized, MA 4; clear costs 1 a hex on the bare map
const TANK = 'de-2pz-start-1';
const US = 'us-28id-start-1';

const at = (units: Record<string, string>) => sandbox(units, { side: 'german', phaseId: 'movement', docs: bareDocs() });

describe('extended movement (11.2)', () => {
  it('gives a non-mechanized unit 2 more MP: 6 clear hexes instead of 4, offered as its own move', () => {
    const g = at({ [INF]: '1010' });
    expect(refusal(g, { type: 'move', side: 'german', unit: INF, target: '1016' })).toMatchObject({ rule: '11' });
    const moves = legalActions(g).actions.filter((a) => a.unit === INF);
    expect(moves).toContainEqual({ type: 'move', side: 'german', unit: INF, target: '1016', mode: 'extended' });
    // Hexes in normal reach are offered as a normal move only.
    expect(moves.filter((a) => a.target === '1014')).toEqual([{ type: 'move', side: 'german', unit: INF, target: '1014' }]);
    expect(describeAction(g, { type: 'move', side: 'german', unit: INF, target: '1016', mode: 'extended' })).toMatch(/moves by extended movement to 1016/);
    const after = step(g, { type: 'move', side: 'german', unit: INF, target: '1015', mode: 'extended' });
    expect(after.state.units[INF]).toMatchObject({ loc: { hex: '1015' }, extended: true, mpUsed: 5 });
    // The rest of the phase's moves go on as extended movement: the last MP, with no mode to give.
    expect(legalActions(after).actions.filter((a) => a.unit === INF).map((a) => a.target)).toContain('1016');
    expect(refusal(after, { type: 'move', side: 'german', unit: INF, target: '1016', mode: 'strategic' })).toMatchObject({ rule: '11.2', reason: expect.stringMatching(/already moving by extended/) });
    expect(step(after, { type: 'move', side: 'german', unit: INF, target: '1016' }).state.units[INF]).toMatchObject({ loc: { hex: '1016' }, mpUsed: 6 });
  });

  it('may not end next to an enemy unit, though it may start next to one', () => {
    const g = at({ [INF]: '1010', [US]: '1017' });
    expect(refusal(g, { type: 'move', side: 'german', unit: INF, target: '1016', mode: 'extended' })).toMatchObject({ rule: '11.2', reason: expect.stringMatching(/next to an enemy unit/) });
    expect(legalActions(g).actions).not.toContainEqual(expect.objectContaining({ unit: INF, target: '1016' }));
    const start = at({ [INF]: '1010', [US]: '1009' });
    // Leaving the ZOC costs 1: 5 hexes away with the 6 MP.
    expect(refusal(start, { type: 'move', side: 'german', unit: INF, target: '1015', mode: 'extended' })).toBeUndefined();
  });

  it('is not for mechanized units (they have strategic movement)', () => {
    const g = at({ [TANK]: '1010' });
    expect(refusal(g, { type: 'move', side: 'german', unit: TANK, target: '1011', mode: 'extended' })).toMatchObject({ rule: '11.2', reason: expect.stringMatching(/mechanized/) });
    expect(legalActions(g).actions.filter((a) => a.unit === TANK && a.mode === 'extended')).toEqual([]);
  });

  it('comes off at the next Movement Phase', () => {
    const g = step(at({ [INF]: '1010' }), { type: 'move', side: 'german', unit: INF, target: '1015', mode: 'extended' });
    let s = g;
    for (let i = 0; i < 60 && !(s.state.phaseId === 'movement' && s.state.side === 'german' && s.state.turn > g.state.turn); i++) {
      const a = legalActions(s).actions.find((x) => x.type === 'endPhase') ?? legalActions(s).actions[0]!;
      s = step(s, a);
    }
    expect(s.state.phaseId).toBe('movement');
    expect(s.state.units[INF]!.extended).toBeFalsy();
  });
});
