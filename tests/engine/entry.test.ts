/**
 * Entering the map (13.1): a reinforcement or a unit leaving an off-map box pays the first hex (the
 * road rate where a road runs through it), stops if that hex is in an enemy ZOC, and may come on by
 * strategic movement (12.1; an Allied infantry unit already on trucks, 12.6) or extended movement (11.2).
 */
import { describe, expect, it } from 'vitest';
import { legalActions, movementRange, type Game } from './hexEngine';
import { lastEvents, refusal, sandbox, step } from './fixtures';

const TANKS = 'us-4-70-tnk-minus'; // MA 8, arrives 16PM at A (1601) or B (3401)
const INF = 'us-4-8-x'; // an infantry regiment arriving 17AM at A or B
const DE = 'de-26vg-start-1';

/** The Allied 16PM or 17AM Movement Phase with the given reinforcements waiting and units on the map. */
function waiting(turn: string, arriving: Record<string, string>, positions: Record<string, string> = {}): Game {
  const g = sandbox(positions, { side: 'allied', phaseId: 'movement', turn });
  const units = { ...g.state.units };
  for (const [id, group] of Object.entries(arriving)) units[id] = { ...units[id]!, loc: { arriving: group } };
  return { ...g, state: { ...g.state, units } };
}
const enter = (unit: string, target: string, mode?: string) => ({ type: 'enterReinforcement', side: 'allied', unit, target, ...(mode ? { mode } : {}) });

describe('13.1: entering the map', () => {
  it('pays the road rate of the entry hex: ½ MP for a tank, 1 for infantry, the rest of the MA left to move', () => {
    const tank = step(waiting('16PM', { [TANKS]: 'allied-16PM-AB' }), enter(TANKS, '1601'));
    expect(tank.state.units[TANKS]).toMatchObject({ loc: { hex: '1601' }, mpUsed: 0.5 });
    const inf = step(waiting('17AM', { [INF]: 'allied-17AM-AB' }), enter(INF, '1601'));
    expect(inf.state.units[INF]).toMatchObject({ mpUsed: 1 });
    expect(Math.max(...movementRange(tank, TANKS).map((r) => r.mpLeft))).toBeLessThanOrEqual(7.5);
  });

  it('stops in an entry hex inside an enemy ZOC', () => {
    const g = step(waiting('16PM', { [TANKS]: 'allied-16PM-AB' }, { [DE]: '1602' }), enter(TANKS, '1601'));
    expect(g.state.units[TANKS]).toMatchObject({ loc: { hex: '1601' }, mpUsed: 8 });
    expect(legalActions(g).actions.filter((a) => a.type === 'move' && a.unit === TANKS)).toEqual([]);
  });

  it('a tank may enter by strategic movement (doubled MA by road, an SM marker), never into an enemy ZOC', () => {
    const g = waiting('16PM', { [TANKS]: 'allied-16PM-AB' });
    expect(legalActions(g).actions).toContainEqual(enter(TANKS, '1601', 'strategic'));
    const sm = step(g, enter(TANKS, '1601', 'strategic'));
    expect(sm.state.units[TANKS]).toMatchObject({ sm: true, mpUsed: 0.5 });
    expect(Math.max(...movementRange(sm, TANKS).map((r) => r.mpLeft))).toBeGreaterThan(8);
    expect(refusal(waiting('16PM', { [TANKS]: 'allied-16PM-AB' }, { [DE]: '1602' }), enter(TANKS, '1601', 'strategic'))).toMatchObject({ rule: '12.2' });
    expect(refusal(g, enter(TANKS, '1601', 'extended'))).toMatchObject({ rule: '11.2' });
  });

  it('an Allied infantry reinforcement may enter already on trucks (12.6), or by extended movement (11.2)', () => {
    const g = waiting('17AM', { [INF]: 'allied-17AM-AB' });
    const trucked = step(g, enter(INF, '1601', 'strategic'));
    expect(trucked.state.units[INF]).toMatchObject({ trucks: true, sm: true, mpUsed: 0.5 });
    expect(Math.max(...movementRange(trucked, INF).map((r) => r.mpLeft))).toBe(11.5 - 0.5);
    const extended = step(g, enter(INF, '1601', 'extended'));
    expect(extended.state.units[INF]).toMatchObject({ extended: true, mpUsed: 1 });
    expect(legalActions(g).actions).toEqual(expect.arrayContaining([enter(INF, '1601'), enter(INF, '1601', 'strategic'), enter(INF, '1601', 'extended')]));
  });
});

describe('12.6: trucks in an off-map box', () => {
  it('an Allied infantry unit boards trucks in its box for a whole Movement Phase, then enters on them next turn', () => {
    const g = waiting('17AM', {});
    const boxed: Game = { ...g, state: { ...g.state, units: { ...g.state.units, [INF]: { ...g.state.units[INF]!, loc: { box: 'SE', since: g.state.turn - 1 } } } } };
    // Not straight onto trucks from the box: only reinforcements arrive on them.
    expect(refusal(boxed, enter(INF, '1601', 'strategic'))).toMatchObject({ rule: '12.6', reason: expect.stringMatching(/boards trucks in the box first/) });
    expect(legalActions(boxed).actions).toContainEqual({ type: 'boardTrucks', side: 'allied', unit: INF });
    const boarded = step(boxed, { type: 'boardTrucks', side: 'allied', unit: INF });
    expect(boarded.state.units[INF]).toMatchObject({ trucks: true, sm: true, loc: { box: 'SE' } });
    expect(refusal(boarded, enter(INF, '1601', 'strategic'))).toMatchObject({ rule: '12.6', reason: expect.stringMatching(/enters next turn/) });
    expect(refusal(boarded, { type: 'placeInBox', side: 'allied', unit: INF, target: 'SW' })).toMatchObject({ rule: '12.6' });
    const next: Game = { ...boarded, state: { ...boarded.state, turn: boarded.state.turn + 1, units: { ...boarded.state.units, [INF]: { ...boarded.state.units[INF]!, moved: false, mpUsed: 0 } } } };
    expect(step(next, enter(INF, '1601', 'strategic')).state.units[INF]).toMatchObject({ loc: { hex: '1601' }, trucks: true, sm: true, mpUsed: 0.5 });
  });
});

describe('13.4: an entry hex the enemy holds, and blocking it from off the map', () => {
  const TD = 'us-4-803-td'; // DF 3, arrives 17AM at A or B
  const held = () => waiting('17AM', { [TANKS]: 'allied-16PM-AB', [TD]: 'allied-17AM-AB', [INF]: 'allied-17AM-AB' }, { [DE]: '1601' });

  it('nothing enters the sector (the entry hexes of one box) while the enemy holds one of its entry hexes unblocked', () => {
    const g = held();
    expect(refusal(g, enter(INF, '1601'))).toMatchObject({ rule: '13.4', reason: expect.stringMatching(/held by the enemy/) });
    expect(refusal(g, enter(INF, '3401'))).toMatchObject({ rule: '13.4', reason: expect.stringMatching(/holds entry hex 1601 of the South-East box sector and is not blocked/) });
  });

  it('units able to enter there this turn, with a defense of 6 together, block it; the sector opens, the blockers stay off the map while the enemy stays', () => {
    const g = held();
    expect(legalActions(g).actions).toContainEqual({ type: 'block', side: 'allied', units: [TANKS, TD], target: '1601' });
    expect(refusal(g, { type: 'block', side: 'allied', units: [INF], target: '1601' })).toMatchObject({ rule: '13.4', reason: expect.stringMatching(/defense of 2 does not block/) });
    const blocked = step(g, { type: 'block', side: 'allied', units: [TANKS, TD], target: '1601' });
    expect(blocked.state.units[TANKS]).toMatchObject({ loc: { box: 'SE' }, blocking: '1601' });
    expect(step(blocked, enter(INF, '3401')).state.units[INF]!.loc).toEqual({ hex: '3401' });
    const later: Game = { ...blocked, state: { ...blocked.state, turn: blocked.state.turn + 1, units: { ...blocked.state.units, [TANKS]: { ...blocked.state.units[TANKS]!, moved: false } } } };
    expect(refusal(later, enter(TANKS, '3401'))).toMatchObject({ rule: '13.4', reason: expect.stringMatching(/stays off the map until the hex is vacated/) });
    const vacated: Game = { ...later, state: { ...later.state, units: { ...later.state.units, [DE]: { ...later.state.units[DE]!, loc: { hex: '1605' } } } } };
    expect(step(vacated, enter(TANKS, '1601')).state.units[TANKS]).toMatchObject({ loc: { hex: '1601' } });
  });

  it('other units in the sector\'s box with a defense of 6 on their own relieve the blockers, which are free in the box from the next turn', () => {
    const CCA = 'us-9arm-cca-1'; // DF 5
    const g = held();
    const blocked = step(g, { type: 'block', side: 'allied', units: [TANKS, TD], target: '1601' });
    const inBox = (id: string) => ({ ...blocked.state.units[id]!, loc: { box: 'SE', since: blocked.state.turn - 1 }, moved: false });
    const later: Game = { ...blocked, state: { ...blocked.state, turn: blocked.state.turn + 1, units: { ...blocked.state.units, [CCA]: inBox(CCA), [INF]: inBox(INF), [TANKS]: { ...blocked.state.units[TANKS]!, moved: false }, [TD]: { ...blocked.state.units[TD]!, moved: false } } } };
    const relieve = { type: 'block', side: 'allied', units: [CCA, INF], target: '1601', choice: 'relieve' };
    expect(legalActions(later).actions).toContainEqual(relieve);
    expect(refusal(later, { ...relieve, units: [INF] })).toMatchObject({ rule: '13.4', reason: expect.stringMatching(/defense of 2 does not block 1601: it takes 6 from the relieving units alone/) });
    const relieved = step(later, relieve);
    expect(lastEvents.some((e) => e.rule === '13.4' && /relieve .* blocking the enemy on 1601/.test(e.text))).toBe(true);
    expect(relieved.state.units[CCA]).toMatchObject({ blocking: '1601', loc: { box: 'SE' } });
    expect(relieved.state.units[TANKS]!.blocking).toBeUndefined();
    expect(refusal(relieved, enter(TANKS, '3401'))).toMatchObject({ rule: '11.9', reason: expect.stringMatching(/enters next turn/) });
    const next: Game = { ...relieved, state: { ...relieved.state, turn: relieved.state.turn + 1, units: { ...relieved.state.units, [TANKS]: { ...relieved.state.units[TANKS]!, moved: false } } } };
    expect(step(next, enter(TANKS, '3401')).state.units[TANKS]).toMatchObject({ loc: { hex: '3401' } });
  });
});
