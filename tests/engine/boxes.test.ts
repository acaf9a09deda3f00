/** Off-map boxes for reinforcements (13.1, 11.9) on the shipped East map: A, B, C → SE; D, E → SW. */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Game } from './hexEngine';
import { sandbox } from './fixtures';

const TANKS = 'us-4-70-tnk-minus'; // arrives 16PM at A or B
const at = (turn: string, side = 'allied'): Game => {
  const g = sandbox({}, { side, phaseId: 'movement', turn });
  // The sandbox takes every unit off the map; put the reinforcement back in the queue.
  return { ...g, state: { ...g.state, units: { ...g.state.units, [TANKS]: { ...g.state.units[TANKS]!, loc: { arriving: 'allied-16PM-AB' } } } } };
};
const refusal = (g: Game, a: Parameters<typeof applyAction>[1]) => {
  const r = applyAction(g, a);
  return r.ok ? undefined : r.error;
};

describe('off-map boxes', () => {
  it('a reinforcement may wait in the box connected to its entry hexes instead of entering', () => {
    const g = at('16PM');
    expect(legalActions(g).actions).toContainEqual({ type: 'placeInBox', side: 'allied', unit: TANKS, target: 'SE' });
    expect(refusal(g, { type: 'placeInBox', side: 'allied', unit: TANKS, target: 'NW' })).toEqual({ reason: expect.stringMatching(/only in the box connected to its entry hexes \(SE\)/), rule: '13.1' });
    const r = applyAction(g, { type: 'placeInBox', side: 'allied', unit: TANKS, target: 'SE' });
    if (!r.ok) throw new Error(r.error.reason);
    const boxed = { ...g, state: r.state };
    expect(boxed.state.units[TANKS]!.loc).toEqual({ box: 'SE', since: g.state.turn });
    expect(refusal(boxed, { type: 'enterReinforcement', side: 'allied', unit: TANKS, target: '4201' })).toMatchObject({ rule: '11.9', reason: expect.stringMatching(/enters next turn/) });
    expect(refusal(boxed, { type: 'placeInBox', side: 'allied', unit: TANKS, target: 'SW' })).toMatchObject({ rule: '11.9', reason: expect.stringMatching(/moves on next turn/) });
  });

  it('next turn it enters by any entry hex of its box (C too), or moves to an adjacent box', () => {
    const g = at('17AM');
    const boxed = { ...g, state: { ...g.state, units: { ...g.state.units, [TANKS]: { ...g.state.units[TANKS]!, loc: { box: 'SE', since: g.state.turn - 1 } } } } };
    const targets = legalActions(boxed).actions.filter((a) => a.unit === TANKS).map((a) => `${a.type}:${a.target}`);
    expect(targets).toEqual(expect.arrayContaining(['enterReinforcement:1601', 'enterReinforcement:3401', 'enterReinforcement:4201', 'placeInBox:SW']));
    expect(targets).not.toContain('placeInBox:NW');
    const entered = applyAction(boxed, { type: 'enterReinforcement', side: 'allied', unit: TANKS, target: '4201' });
    expect(entered.ok && entered.state.units[TANKS]!.loc).toEqual({ hex: '4201' });
  });

  it('is never for German units', () => {
    const g = sandbox({ 'de-26vg-start-1': '1010' }, { side: 'german', phaseId: 'movement', turn: '17AM' });
    expect(refusal(g, { type: 'placeInBox', side: 'german', unit: 'de-26vg-start-1', target: 'SE' })).toMatchObject({ rule: '11.9', reason: expect.stringMatching(/for Allied units only/) });
  });
});
