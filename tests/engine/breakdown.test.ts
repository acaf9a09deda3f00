/**
 * Rule 26, breakdown units: a regiment or combat command loses a step to form a 1-step Green
 * battalion or task force from the side's counter mix, before it moves, disengages or advances;
 * the breakdown unit rejoins only its own parent, stacked with it in a Movement Phase.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type Game } from './hexEngine';
import { lastEvents, refusal, sandbox, step } from './fixtures';
import { offLimits } from '../../src/engine/systems/hexOdds/rules/turnRules';

const REGT = 'us-28id-start-1'; // an infantry regiment, 2 steps
const OTHER = 'us-28id-start-2';
const CCA = 'us-9arm-cca-1'; // a combat command, 2 steps
const TANK = 'us-4-70-tnk-minus'; // a tank battalion: no breakdown
const BN = 'us-bd-inf-1'; // the first Allied infantry breakdown counter
const bd = (unit: string) => ({ type: 'breakDown', side: 'allied', unit });
const at = (phaseId = 'movement', positions: Record<string, string> = {}) => sandbox({ [REGT]: '2017', [OTHER]: '1918', [CCA]: '2208', [TANK]: '2210', ...positions }, { side: 'allied', phaseId, turn: '17AM' });
const withUnit = (g: Game, id: string, patch: object): Game => ({ ...g, state: { ...g.state, units: { ...g.state.units, [id]: { ...g.state.units[id]!, ...patch } } } });

describe('26: breakdown units', () => {
  it('a regiment loses a step and forms a 1-step Green battalion from the pool in its hex', () => {
    const g = at();
    expect(g.state.units[BN]).toMatchObject({ loc: { pool: true }, steps: 0 });
    expect(legalActions(g).actions).toContainEqual(bd(REGT));
    const after = step(g, bd(REGT));
    expect(lastEvents.find((e) => e.rule === '26.1')?.text).toMatch(/loses a step and forms Inf Bn 1 \(breakdown, placeholder\) in 2017/);
    expect(after.state.units[REGT]!.steps).toBe(1);
    expect(after.state.units[BN]).toMatchObject({ loc: { hex: '2017' }, steps: 1, parent: REGT, moved: false });
    expect(after.compiled.docs.oob.units[BN]!.front.morale).toBe('green');
    // Both move normally: the battalion has its own move.
    expect(legalActions(after).actions.some((a) => a.type === 'move' && a.unit === BN)).toBe(true);
  });

  it('a combat command forms a task force; a tank battalion, a reduced regiment, a unit that moved or a disrupted one may not', () => {
    expect(step(at(), bd(CCA)).state.units['us-bd-tf-1']).toMatchObject({ loc: { hex: '2208' }, parent: CCA });
    expect(refusal(at(), bd(TANK))).toMatchObject({ rule: '26.1', reason: expect.stringMatching(/does not break down/) });
    expect(refusal(withUnit(at(), REGT, { steps: 1 }), bd(REGT))).toMatchObject({ rule: '26.1', reason: expect.stringMatching(/one step left/) });
    expect(refusal(withUnit(at(), REGT, { moved: true }), bd(REGT))).toMatchObject({ rule: '26', reason: expect.stringMatching(/breaks down before it moves/) });
    expect(refusal(withUnit(at(), REGT, { status: 'disrupted' }), bd(REGT))).toMatchObject({ rule: '26', reason: expect.stringMatching(/disrupted/) });
    // An Eng unit may: the breakdown unit holds the line while the parent tries to disengage.
    expect(refusal(withUnit(at(), REGT, { engaged: true }), bd(REGT))).toBeUndefined();
  });

  it('the counter mix limits them', () => {
    let g = at('movement', Object.fromEntries(['us-28id-start-3', 'us-4-8-x'].map((id, i) => [id, `20${20 + i}`])));
    const pool = Object.keys(g.state.units).filter((id) => id.startsWith('us-bd-inf'));
    for (const id of pool) g = withUnit(g, id, { loc: { eliminated: true } });
    expect(refusal(g, bd(REGT))).toMatchObject({ rule: '26', reason: expect.stringMatching(/no Infantry battalion breakdown counter .* is free/i) });
  });

  it('in the Combat Phase before it advances, after it has attacked too; not once it has advanced or disengaged', () => {
    const g = at('combat');
    expect(refusal(withUnit(g, REGT, { attacked: true }), bd(REGT))).toBeUndefined();
    // Formed from a unit that has attacked, it has attacked too: no second attack from one regiment.
    expect(step(withUnit(g, REGT, { attacked: true }), bd(REGT)).state.units[BN]).toMatchObject({ attacked: true });
    expect(refusal(withUnit(g, REGT, { advanced: true }), bd(REGT))).toMatchObject({ rule: '26', reason: expect.stringMatching(/has advanced/) });
    expect(refusal(withUnit(g, REGT, { disengaged: true }), bd(REGT))).toMatchObject({ rule: '26', reason: expect.stringMatching(/has disengaged/) });
  });

  it('rejoins only its own parent, stacked with it in a Movement Phase: back to the pool, the step back, both done moving', () => {
    const formed = step(at(), bd(REGT));
    const rejoin = { type: 'rejoin', side: 'allied', unit: BN };
    expect(legalActions(formed).actions).toContainEqual(rejoin);
    const apart = withUnit(formed, BN, { loc: { hex: '1918' } });
    expect(refusal(apart, rejoin)).toMatchObject({ rule: '26', reason: expect.stringMatching(/rejoins only its own parent, 28\/\? \(placeholder\), stacked with it/) });
    const back = step(formed, rejoin);
    expect(back.state.units[REGT]).toMatchObject({ steps: 2, moved: true });
    expect(back.state.units[BN]).toMatchObject({ loc: { pool: true }, steps: 0 });
    expect(back.state.units[BN]!.parent).toBeUndefined();
    expect(refusal(withUnit(at(), TANK, {}), { ...rejoin, unit: TANK })).toMatchObject({ rule: '26', reason: expect.stringMatching(/not a breakdown unit/) });
  });

  it('a counter back in the pool is formed again as a fresh unit: no marker of its earlier use (a golden game met a Night marker carried over)', () => {
    const formed = step(at(), bd(REGT));
    // Its earlier life: a Night marker (25.3), strategic movement, out of supply, Fired.
    const marked = withUnit(formed, BN, { night: true, sm: true, oos: true, fired: true, hexesMoved: 2 });
    const back = step(marked, { type: 'rejoin', side: 'allied', unit: BN });
    for (const u of [back.state.units[BN]!, step(back, bd(OTHER)).state.units[BN]!]) {
      expect(u).toMatchObject({ night: undefined, sm: undefined, oos: undefined, fired: undefined, hexesMoved: undefined });
    }
  });

  it('on turn 1 a German breakdown unit keeps to its parent\'s division area (29.3)', () => {
    const g = sandbox({ 'de-26vg-start-1': '2009' }, { side: 'german', phaseId: 'movement', turn: '16AM' });
    const after = step(g, { type: 'breakDown', side: 'german', unit: 'de-26vg-start-1' });
    expect(after.state.units['de-bd-inf-1']).toMatchObject({ loc: { hex: '2009' }, parent: 'de-26vg-start-1' });
    expect(offLimits(after.compiled, after.state, 'de-bd-inf-1')).toEqual(offLimits(after.compiled, after.state, 'de-26vg-start-1'));
  });
});
