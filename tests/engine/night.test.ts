/** Night turns (25.1, 25.3): Night markers in the PM Movement Phase, then only those stacks act at night. */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action, type Game } from './hexEngine';
import { bareDocs, sandbox } from './fixtures';

const US = 'us-28id-start-1';
const US2 = 'us-28id-start-2';
const DE = 'de-26vg-start-1';
const DE2 = 'de-212vg-start-1';
const DE3 = 'de-212vg-start-2';
const DE4 = 'de-2pz-start-1';

function run(game: Game, actions: Action[]): Game {
  let g = game;
  for (const a of actions) {
    const r = applyAction(g, { side: g.state.side, ...a });
    if (!r.ok) throw new Error(`${a.type}: ${r.error.reason}`);
    g = { ...g, state: r.state };
  }
  return g;
}
// A German source beside the units, so they stay in supply through the Supply Phases on the way.
const docs = bareDocs((d) => {
  d.map = { ...d.map, supplySources: { ...d.map.supplySources, '1109': { sides: ['german'] } } } as unknown as typeof d.map;
});
const pm = (positions: Record<string, string>) => sandbox(positions, { side: 'german', phaseId: 'movement', turn: '16PM', docs });

describe('Night markers (25.3)', () => {
  it('go on at most 3 stacks that spent at most 1 MP, and keep them still and out of the PM combat', () => {
    const g = pm({ [DE]: '1010', [DE2]: '1210', [DE3]: '1410', [DE4]: '1610', [US]: '3030' });
    const marked = run(g, ['1010', '1210', '1410'].map((hex) => ({ type: 'placeNightMarker', target: hex })));
    expect(marked.state.units[DE]!.night).toBe(true);
    const fourth = applyAction(marked, { type: 'placeNightMarker', side: 'german', target: '1610' });
    expect(fourth.ok ? undefined : fourth.error).toEqual({ reason: '3 stacks have Night markers already; at most 3', rule: '25.3' });
    const moving = applyAction(marked, { type: 'move', side: 'german', unit: DE, target: '1011' });
    expect(moving.ok ? undefined : moving.error).toMatchObject({ rule: '25.3', reason: expect.stringMatching(/Night marker: it keeps still/) });
    // A unit that has moved 2 MP may not take one.
    const moved = run(g, [{ type: 'move', unit: DE4, target: '1612' }]);
    const late = applyAction(moved, { type: 'placeNightMarker', side: 'german', target: '1612' });
    expect(late.ok ? undefined : late.error).toMatchObject({ rule: '25.3', reason: expect.stringMatching(/spent more than 1 MP/) });
    // Taken off again in the same phase.
    expect(run(marked, [{ type: 'placeNightMarker', target: '1010', choice: 'remove' }]).state.units[DE]!.night).toBe(false);
    expect(legalActions(marked).refused).toContainEqual({ type: 'placeNightMarker', reason: '3 stacks have Night markers already; at most 3', rule: '25.3' });
  });

  it('are refused outside a PM turn', () => {
    const am = sandbox({ [DE]: '1010' }, { side: 'german', phaseId: 'movement', turn: '17AM', docs: bareDocs() });
    const r = applyAction(am, { type: 'placeNightMarker', side: 'german', target: '1010' });
    expect(r.ok ? undefined : r.error).toEqual({ reason: 'Night markers are placed in the PM Movement Phase', rule: '25.3' });
  });

  it('let only the marked stacks move at night; a side with none skips its night phases, Allies first', () => {
    const g = pm({ [DE]: '1010', [DE2]: '1210', [US]: '3030', [US2]: '3230' });
    let s = run(g, [{ type: 'placeNightMarker', target: '1010' }]);
    // On to the night: end the German and then the Allied phases of 16PM.
    for (let i = 0; i < 20 && s.state.phaseId !== 'nightMovement'; i++) s = run(s, [{ type: 'endPhase' }]);
    expect(s.state.side).toBe('german'); // the Allies have no Night markers: their night phases were skipped
    const moves = legalActions(s).actions.filter((a) => a.type === 'move');
    expect(new Set(moves.map((a) => a.unit))).toEqual(new Set([DE]));
    const other = applyAction(s, { type: 'move', side: 'german', unit: DE2, target: '1211' });
    expect(other.ok ? undefined : other.error).toMatchObject({ rule: '25.3', reason: expect.stringMatching(/no Night marker/) });
    // Full MA at night.
    const moved = run(s, [{ type: 'move', unit: DE, target: '1014' }]);
    expect(moved.state.units[DE]!.loc).toEqual({ hex: '1014' });
    // The marker comes off in the next day Movement Phase.
    let next = moved;
    for (let i = 0; i < 20 && !(next.state.phaseId === 'movement' && next.state.side === 'german'); i++) next = run(next, [{ type: 'endPhase' }]);
    expect(next.state.units[DE]!.night).toBe(false);
  });
});
