/**
 * Allied air support (15.6, 28.2): from 23AM, by day, the Allies roll at the start of their Movement
 * Phase for ground-support markers (d6 halved, rounded up); each gives one attack 1 right shift, one
 * a combat, spent when the attack is resolved; the markers never carry over. Before each German
 * attack in that weather the Allies roll on the Jabo table (its rows are placeholders: the source lost them).
 */
import { describe, expect, it } from 'vitest';
import { attackOdds, legalActions, type Game } from './hexEngine';
import { bareDocs, lastEvents, refusal, sandbox, step } from './fixtures';
import { attackOdds as oddsWith } from '../../src/engine/systems/hexOdds/rules/odds';

const US = 'us-28id-start-1';
const DE = 'de-26vg-start-1';
const at = (turn: string, side: string, phaseId: string, air?: number): Game => {
  const g = sandbox({ [US]: '2006', [DE]: '2007' }, { side, phaseId, turn, docs: bareDocs() });
  return air === undefined ? g : { ...g, state: { ...g.state, air: { turn: g.state.turn, markers: air } } };
};

describe('15.6: Allied air support', () => {
  it('the Allies roll for 1 to 3 markers at the start of their Movement Phase on a clear day, none before 23AM', () => {
    const clear = step(at('23AM', 'allied', 'bridge'), { type: 'endPhase', side: 'allied' });
    expect(clear.state.phaseId).toBe('movement');
    expect(clear.state.air?.turn).toBe(clear.state.turn);
    expect([1, 2, 3]).toContain(clear.state.air?.markers);
    expect(lastEvents.map((e) => e.text)).toContainEqual(expect.stringMatching(/ground-support marker/));
    expect(step(at('18AM', 'allied', 'bridge'), { type: 'endPhase', side: 'allied' }).state.air).toBeUndefined();
  });

  it('an Allied attack may spend one marker for 1 right shift; with none left, or for the Germans, it may not', () => {
    const g = at('23AM', 'allied', 'combat', 1);
    expect(legalActions(g).actions).toContainEqual({ type: 'attack', side: 'allied', units: [US], target: '2007', mode: 'air' });
    const plain = attackOdds(g, [US], '2007');
    const supported = oddsWith(g.compiled, g.state, [US], '2007', undefined, false, true);
    expect('shifts' in plain && plain.shifts.some((x) => x.rule === '15.6')).toBe(false);
    expect('shifts' in supported && supported.shifts).toContainEqual(expect.objectContaining({ value: 1, rule: '15.6' }));
    let done = step(g, { type: 'attack', side: 'allied', units: [US], target: '2007', mode: 'air' });
    for (let guard = 0; guard < 10 && done.state.pending && done.state.pending.kind === 'defensiveSupport'; guard++) done = step(done, legalActions(done).actions[0]!);
    expect(done.state.air?.markers).toBe(0);
    expect(refusal(at('23AM', 'allied', 'combat', 0), { type: 'attack', side: 'allied', units: [US], target: '2007', mode: 'air' })).toMatchObject({ rule: '15.6', reason: expect.stringMatching(/no ground-support marker/) });
    expect(refusal(at('23AM', 'german', 'combat', 1), { type: 'attack', side: 'german', units: [DE], target: '2006', mode: 'air' })).toMatchObject({ rule: '15.6' });
    expect(refusal(at('18AM', 'allied', 'combat', 1), { type: 'attack', side: 'allied', units: [US], target: '2007', mode: 'air' })).toMatchObject({ rule: '15.6', reason: expect.stringMatching(/clear weather/) });
  });

  it('before each German attack in clear weather by day the Allies roll on the Jabo table (placeholder rows)', () => {
    const g = at('23AM', 'german', 'combat');
    const odds = attackOdds(g, [DE], '2006');
    expect('pendingRolls' in odds && odds.pendingRolls).toContainEqual(expect.stringMatching(/Jabo/));
    expect(attackOdds(at('18AM', 'german', 'combat'), [DE], '2006')).toMatchObject({ pendingRolls: [] });
  });
});
