/**
 * Rule 13.5: Allied attacks onto the map from off-map. The units that could enter that turn, the
 * blockers and the units of the sector's box attack an enemy-held entry hex, once every enemy-held
 * entry hex of the sector is blocked, in as many stacks as roads join the hex to off-map (2 at
 * 1601, the book's example); on failure they become its blockers, on success they may advance, the
 * first hex the entry hex.
 */
import { describe, expect, it } from 'vitest';
import { BOTS, legalActions, type Game } from './hexEngine';
import { lastEvents, refusal, sandbox, step } from './fixtures';

const TANKS = 'us-4-70-tnk-minus'; // attack 4, in the South-East box, blocking 1601
const TD = 'us-4-803-td'; // attack 3, blocking 1601
const INF = 'us-4-8-x'; // attack 2, arriving 17AM at A (1601) or B (3401)
const DE = 'de-26vg-start-1'; // defense 4, on entry hex 1601
const DE2 = 'de-26vg-start-2';
const box = (g: Game) => ({ box: 'SE', since: g.state.turn - 1 });

/** The Allied 17AM Combat Phase with 1601 held by the enemy and blocked from the South-East box. */
function blocked(seed = 'sandbox', positions: Record<string, string> = {}): Game {
  const g = sandbox({ [DE]: '1601', ...positions }, { side: 'allied', phaseId: 'combat', turn: '17AM', seed });
  const units = { ...g.state.units };
  units[TANKS] = { ...units[TANKS]!, loc: box(g), blocking: '1601' };
  units[TD] = { ...units[TD]!, loc: box(g), blocking: '1601' };
  units[INF] = { ...units[INF]!, loc: { arriving: 'allied-17AM-AB' } };
  return { ...g, state: { ...g.state, units } };
}
const offMap = (units: string[], target = '1601') => ({ type: 'attackFromOffMap', side: 'allied', units, target });

describe('13.5: an attack onto the map from off-map', () => {
  it('is offered with the blockers and the reinforcements due there, and resolved as a normal combat, across no hexside of the map', () => {
    const g = blocked('s10');
    expect(legalActions(g).actions).toContainEqual(offMap([TANKS, TD, INF]));
    const after = step(g, offMap([TANKS, TD, INF]));
    expect(lastEvents.find((e) => e.rule === '13.5')?.text).toMatch(/attack 1601 from the South-East box/);
    // 4 + 3 + 2 against 4: 2:1, the tank's armor shift (it comes along the road): 3:1.
    expect(lastEvents.find((e) => e.type === 'combat' && e.roll !== undefined)?.text).toMatch(/9 to 4 = 2:1, 1 right → 3:1; rolled 6 → Eng/);
    // Failure: the attackers become blocking units, the reinforcement placed in the box.
    expect(after.state.units[INF]).toMatchObject({ loc: { box: 'SE' }, blocking: '1601', attacked: true });
    expect(after.state.units[TANKS]).toMatchObject({ blocking: '1601', attacked: true });
  });

  it('on success the attackers may advance, the first hex being the entry hex; those that do not stay in the box', () => {
    let g = step(blocked('s7'), offMap([TANKS, TD, INF])); // DR2
    expect(g.state.pending?.kind).toBe('retreat');
    g = step(g, legalActions(g).actions[0]!);
    expect(g.state.pending).toMatchObject({ kind: 'advance', into: '1601' });
    expect(legalActions(g).actions).toContainEqual({ type: 'advance', side: 'allied', unit: TANKS, target: '1601' });
    expect(refusal(g, { type: 'advance', side: 'allied', unit: TANKS, target: '1602' })).toMatchObject({ rule: '13.5', reason: expect.stringMatching(/first hex of its advance is the entry hex 1601/) });
    g = step(g, { type: 'advance', side: 'allied', unit: TANKS, target: '1601' });
    expect(g.state.units[TANKS]).toMatchObject({ loc: { hex: '1601' } });
    expect(g.state.units[TANKS]!.blocking).toBeUndefined();
    // A normal advance is one hex: the entry hex was it.
    expect(refusal(g, { type: 'advance', side: 'allied', unit: TANKS, target: '1501' })).toMatchObject({ rule: '19.1' });
    g = step(g, { type: 'endAdvance', side: 'allied' });
    expect(g.state.units[INF]!.loc).toMatchObject({ box: 'SE' });
    // The enemy has left the hex: from the side's next Movement Phase they are free in the box again (13.4).
    for (let i = 0; i < 40 && !(g.state.side === 'allied' && g.state.phaseId === 'movement'); i++) g = step(g, legalActions(g).actions.find((a) => a.type === 'endPhase') ?? legalActions(g).actions[0]!);
    expect(g.state.units[INF]!.blocking).toBeUndefined();
    expect(legalActions(g).actions).toContainEqual({ type: 'enterReinforcement', side: 'allied', unit: INF, target: '3401' });
  });

  it('needs every enemy-held entry hex of the sector blocked, this one included', () => {
    const open = blocked('sandbox', { [DE2]: '3401' });
    expect(refusal(open, offMap([TANKS, TD, INF]))).toMatchObject({ rule: '13.5', reason: expect.stringMatching(/enemy on entry hex 3401 of the South-East box sector is not blocked/) });
    const g = sandbox({ [DE]: '1601' }, { side: 'allied', phaseId: 'combat', turn: '17AM' });
    const alone: Game = { ...g, state: { ...g.state, units: { ...g.state.units, [INF]: { ...g.state.units[INF]!, loc: { arriving: 'allied-17AM-AB' } } } } };
    expect(refusal(alone, offMap([INF]))).toMatchObject({ rule: '13.5', reason: expect.stringMatching(/1601 .* is not blocked/) });
  });

  it('is made only by the units that may: not by a unit of another sector, one blocking another hex, or one on the map', () => {
    const g = blocked();
    const far = 'us-7-arm-cca'; // arrives 17AM at H, in the North-West sector
    const withFar: Game = { ...g, state: { ...g.state, units: { ...g.state.units, [far]: { ...g.state.units[far]!, loc: { arriving: 'allied-17AM-H' } } } } };
    expect(refusal(withFar, offMap([TANKS, far]))).toMatchObject({ rule: '13.5', reason: expect.stringMatching(/may not attack 1601 from off the map/) });
    const onMap: Game = { ...g, state: { ...g.state, units: { ...g.state.units, [TD]: { ...g.state.units[TD]!, loc: { hex: '1702' }, blocking: undefined } } } };
    expect(refusal(onMap, offMap([TANKS, TD]))).toMatchObject({ rule: '13.5', reason: expect.stringMatching(/is on the map/) });
    expect(refusal(g, { type: 'attack', side: 'allied', units: [TANKS], target: '1601' })).toMatchObject({ rule: '13.5', reason: expect.stringMatching(/not on the map: from off the map it attacks only an entry hex/) });
  });

  it('brings as many stacks as roads join the entry hex to off-map (1 at 3401), each within the stacking limits', () => {
    const g = sandbox({ [DE]: '3401' }, { side: 'allied', phaseId: 'combat', turn: '17AM' });
    const CCA = 'us-9arm-cca-1'; // 2 stacking points
    const CCB = 'us-7-arm-ccb'; // 2 stacking points
    const units = { ...g.state.units };
    for (const id of [TANKS, TD]) units[id] = { ...units[id]!, loc: box(g), blocking: '3401' };
    for (const id of [CCA, CCB]) units[id] = { ...units[id]!, loc: box(g) };
    const three: Game = { ...g, state: { ...g.state, units } };
    expect(refusal(three, offMap([CCA, CCB], '3401'))).toMatchObject({ rule: '13.5', reason: '1 road joins 3401 to off-map: the attackers must fit in 1 stack within the stacking limits' });
    expect(refusal(three, offMap([CCA, TANKS], '3401'))).toBeUndefined();
  });

  it('may have the Ready artillery of its box in support, not that of another box', () => {
    const ART = 'us-viii-174';
    const g = blocked();
    const inBox: Game = { ...g, state: { ...g.state, units: { ...g.state.units, [ART]: { ...g.state.units[ART]!, loc: box(g), fired: false } } } };
    expect(legalActions(inBox).actions).toContainEqual(offMap([TANKS, TD, INF, ART]));
    const elsewhere: Game = { ...g, state: { ...g.state, units: { ...g.state.units, [ART]: { ...g.state.units[ART]!, loc: { box: 'SW', since: 0 }, fired: false } } } };
    expect(refusal(elsewhere, offMap([TANKS, ART]))).toMatchObject({ rule: '13.5', reason: expect.stringMatching(/supports only an attack from off the map out of that box/) });
  });

  it('random and greedy bots play on from an off-map attack without a refusal or a broken invariant', () => {
    for (const bot of ['random', 'greedy']) {
      for (let i = 0; i < 8; i++) {
        let g = step(blocked(`fuzz-${i}`), offMap([TANKS, TD, INF]));
        for (let k = 0; k < 80 && !g.state.ended; k++) g = step(g, BOTS[bot]!(g.compiled, g.state, `fuzz-${i}`));
        expect(g.state.step_count).toBeGreaterThan(1);
      }
    }
  });
});
