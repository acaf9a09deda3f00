/**
 * Trucks (12.6, 12.7): an Allied non-mechanized unit boards trucks on a road away from the enemy,
 * spending its whole MA, and from its next Movement Phase moves by strategic movement on them: 12 MP
 * at motorized rates, not doubled (the book: 24 hexes along a primary road for 12 MP), holding one
 * of the Allies' SM markers until it stops using them.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, movementRange, type Game } from './hexEngine';
import { bareDocs, refusal, sandbox, step } from './fixtures';

const INF = 'us-28id-start-1'; // an infantry regiment, MA 4
const DE = 'de-26vg-start-1';
const TANK = 'us-4-70-tnk-minus';

const at = (positions: Record<string, string>, turn = '17AM') => sandbox(positions, { side: 'allied', phaseId: 'movement', turn, docs: bareDocs() });

/** The game at the unit's next Movement Phase, still on its trucks. */
const nextPhase = (g: Game, id: string): Game => ({ ...g, state: { ...g.state, turn: g.state.turn + 3, units: { ...g.state.units, [id]: { ...g.state.units[id]!, moved: false, mpUsed: 0 } } } });

describe('12.6: boarding trucks', () => {
  it('on a road hex 2 or more hexes from the enemy, for the whole MA, with an SM marker', () => {
    const g = at({ [INF]: '2001', [DE]: '1510' });
    expect(legalActions(g).actions).toContainEqual({ type: 'boardTrucks', side: 'allied', unit: INF });
    const boarded = step(g, { type: 'boardTrucks', side: 'allied', unit: INF });
    expect(boarded.state.units[INF]).toMatchObject({ trucks: true, sm: true, moved: true, mpUsed: 12 });
    expect(legalActions(boarded).actions.filter((a) => a.unit === INF)).toEqual([]);
  });

  it('not off the road, not next to the enemy, not for a mechanized or German unit, not after moving', () => {
    expect(refusal(at({ [INF]: '1905' }), { type: 'boardTrucks', side: 'allied', unit: INF })).toMatchObject({ rule: '12.6', reason: expect.stringMatching(/not on a road/) });
    expect(refusal(at({ [INF]: '2005', [DE]: '1905' }), { type: 'boardTrucks', side: 'allied', unit: INF })).toMatchObject({ rule: '12.6', reason: expect.stringMatching(/next to an enemy unit/) });
    expect(refusal(at({ [TANK]: '2005' }), { type: 'boardTrucks', side: 'allied', unit: TANK })).toMatchObject({ rule: '12.6', reason: expect.stringMatching(/mechanized/) });
    const moved = step(at({ [INF]: '2005' }), { type: 'move', side: 'allied', unit: INF, target: '2006' });
    expect(refusal(moved, { type: 'boardTrucks', side: 'allied', unit: INF })).toMatchObject({ rule: '12.6', reason: expect.stringMatching(/has moved this phase/) });
    expect(refusal(sandbox({ [DE]: '2005' }, { side: 'german', phaseId: 'movement', turn: '17AM', docs: bareDocs() }), { type: 'boardTrucks', side: 'german', unit: DE })).toMatchObject({ rule: '12.6', reason: expect.stringMatching(/only Allied units/) });
  });

  it('counts against the Allied SM markers', () => {
    const g = at({ [INF]: '2001' });
    const full = { ...g, state: { ...g.state, units: Object.fromEntries(Object.entries(g.state.units).map(([id, u], i) => [id, id !== INF && g.compiled.units.get(id)!.side === 'allied' && i < 400 ? { ...u, sm: true, loc: { box: 'x', since: 0 } } : u])) } };
    expect(refusal(full, { type: 'boardTrucks', side: 'allied', unit: INF })).toMatchObject({ rule: '12.3', reason: expect.stringMatching(/SM markers are in use/) });
  });
});

describe('12.6, 12.7: moving on trucks', () => {
  const boarded = () => step(at({ [INF]: '2001' }), { type: 'boardTrucks', side: 'allied', unit: INF });

  it('12 MP at motorized rates along the road, not doubled: 19 primary-road hexes leave 2.5 MP', () => {
    const g = nextPhase(boarded(), INF);
    const reach = movementRange(g, INF, 'strategic').find((r) => r.hex === '2020');
    expect(reach?.mpLeft).toBe(2.5);
    expect(legalActions(g).actions).toContainEqual({ type: 'move', side: 'allied', unit: INF, target: '2020', mode: 'strategic' });
    const moved = step(g, { type: 'move', side: 'allied', unit: INF, target: '2020', mode: 'strategic' });
    expect(moved.state.units[INF]).toMatchObject({ loc: { hex: '2020' }, trucks: true, sm: true });
  });

  it('a unit that does not move by truck in its Movement Phase gets off at its end; one that moves normally gets off at once', () => {
    const g = nextPhase(boarded(), INF);
    const ended = step(g, { type: 'endPhase', side: 'allied' });
    expect(ended.state.units[INF]).toMatchObject({ trucks: false, sm: false });
    const walked = step(g, { type: 'move', side: 'allied', unit: INF, target: '2002' });
    expect(walked.state.units[INF]).toMatchObject({ trucks: false, sm: false });
  });
});
